"""The panels around the board: the turn bar, the proposal with its reasons and the prompts, the
factions (VP, bot settings, order card), the item supply, and the board listed as text."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...controller.session import ProposalFailed, Session
from ...core.steps import HumanTurn
from ...games.root import actions as act
from ...games.root import cards, edits
from ...games.root.factions import FACTIONS, PLOT_FACES, Suit
from ...games.root.rules import FERRY_VP, board_of, ferry_crossing
from ...games.root.state import OrderCard, RootSnapshot
from ...paths import resources_dir
from .. import theme
from ..reasonlist import ReasonList
from ..turnbar import TurnBarBase, WrappedLabel, bold
from . import colours, names
from . import services as services_dialog
from .reasons import (
    PLURAL_FACTIONS,
    SERVICE_WORDS,
    SETUP_OPTIONS,
    agreeing,
    counted,
    item_one,
    pieces_text,
    service_option_text,
    step_lines,
    topic_text,
)
from .riverfolk_payments import PaymentsBox
from .root_boards import (
    FactionBoards,
    board_change_text,
    board_changes,
    conspiracy_name,
    is_board_part,
    restyle,
)

log = logging.getLogger(__name__)


@cache
def bot_texts() -> dict[str, Any]:
    """Difficulty and trait card texts (resources/i18n/bot_texts_en.json, with its source)."""
    try:
        data: dict[str, Any] = json.loads((resources_dir() / "i18n" / "bot_texts_en.json").read_text("utf-8"))
        return data
    except (OSError, ValueError):
        log.exception("bot texts missing")
        return {"bots": {}}


def difficulty_text(bot: str, printing: str, difficulty: str) -> str:
    table = bot_texts().get("bots", {}).get(bot, {}).get("difficulty", {}).get(printing, {})
    return QCoreApplication.translate("BotTexts", table.get(difficulty, ""))


def trait_text(bot: str, printing: str, trait: str) -> str:
    table = bot_texts().get("bots", {}).get(bot, {}).get("traits", {}).get(trait, {})
    return QCoreApplication.translate("BotTexts", table.get(printing, ""))




# -- headline --------------------------------------------------------------------------------
def headline(snap: RootSnapshot, proposal: Any) -> str:
    """One line saying what happens next, for the turn bar and the accessible proposal."""
    tr = QCoreApplication.translate
    if isinstance(proposal, HumanTurn):
        return tr("Turn", "{faction} is playing: mirror their moves, then End turn.").format(
            faction=names.faction(proposal.actor))
    if isinstance(proposal, ProposalFailed):
        return tr("Turn", "The engine could not plan this step ({error}); undo or fix the board.").format(
            error=type(proposal.error).__name__)
    if isinstance(proposal, act.RootPrompt):
        q = proposal.question
        if isinstance(q, act.AskOrderCard):
            return card_prompt_text(q.purpose, proposal.actor)
        if isinstance(q, act.AskDice):
            return agreeing(tr("Turn", "Battle in clearing {c}: {a} attacks {d}. Roll the dice."),
                            {"a": q.battle.attacker}).format(
                c=q.battle.clearing, a=names.faction_short(q.battle.attacker), d=names.faction_short(q.battle.defender))
        if isinstance(q, act.AskArbiter) and snap.faction(q.battle.defender).is_bot:
            return agreeing(tr("Turn", "The {d} enlists the {a} in clearing {c} if it is the Arbiter: is it?"),
                            {"d": q.battle.defender}).format(
                d=names.faction_short(q.battle.defender), a=names.faction_short(q.arbiter), c=q.battle.clearing)
        if isinstance(q, act.AskArbiter):
            return tr("Turn", "{d}: enlist the {a} as Arbiter in clearing {c}?").format(
                d=names.faction_short(q.battle.defender), a=names.faction_short(q.arbiter), c=q.battle.clearing)
        if isinstance(q, act.AskTable):
            return topic_text(q.topic, dict(q.params))
        if isinstance(q, act.AskRemoval):
            return tr("Turn", "{d}: choose which pieces the last {hits} remove in clearing {c}.").format(
                d=names.faction_short(q.faction), hits=counted("hit", q.hits), c=q.battle.clearing)
    if isinstance(proposal, act.RootStep) and getattr(proposal.action, "kind", "") == "game_over":
        return result_text(snap) or QCoreApplication.translate("Turn", "Game over.")
    if isinstance(proposal, act.RootStep):
        return action_text(proposal.action, snap)
    return ""


def card_prompt_text(purpose: str, actor: str) -> str:
    """What a card the table draws for a bot is for, in words (AskOrderCard.purpose)."""
    tr = QCoreApplication.translate
    who = names.faction_short(actor)
    if purpose == "birdsong":
        return tr("Turn", "Reveal the top card of the deck and enter it as the {faction}'s order card.").format(
            faction=who)
    if purpose == "expand":
        return tr("Turn", "Expand: reveal the top card of the deck and enter it as the {faction}'s new order "
                          "card.").format(faction=who)
    if purpose == "setup":
        return tr("Turn", "Setup: draw the top card of the deck for the {faction} and enter it.").format(faction=who)
    if purpose == "riverfolk_market":
        return tr("Turn", "Draw the top card of the deck and enter it: it goes face up at the right end of the "
                          "{faction}'s Market.").format(faction=who)
    if purpose in ("lizards_craft", "lizards_erratic"):
        return tr("Turn", "Reveal the top card of the deck and enter it: it goes on the {faction}' Lost Souls.").format(
            faction=who)
    return tr("Turn", "Draw the top card of the deck for the {faction} and enter it.").format(faction=who)


def result_text(snap: RootSnapshot) -> str:
    """Who has won (Law of Root 3.1: 30 VP; co-op: every human before any bot), or ""."""
    from ...games.root import rules

    outcome = rules.result(snap) if hasattr(rules, "result") else None
    if outcome is None:
        return ""
    kind, who = outcome
    tr = QCoreApplication.translate
    listed = ", ".join(names.faction_short(f) for f in who)
    if kind == "humans":
        return tr("Turn", "Game over: the humans win ({who} reached 30 VP before any bot).").format(who=listed)
    if kind == "bots":
        return tr("Turn", "Game over: the bots win ({who} reached 30 VP first).").format(who=listed)
    return tr("Turn", "Game over: the {who} wins with 30 VP.").format(who=listed)


def action_text(a: Any, snap: RootSnapshot | None = None) -> str:
    """The action in words. With the snapshot it applies to, board changes are named exactly
    ("Exhaust 2 items") rather than as "update the board"."""
    tr = QCoreApplication.translate
    match a:
        case act.Craft():
            return tr("Turn", "Craft {item} for {vp} VP.").format(item=item_one(a.item), vp=a.vp)
        case act.PlaceWarriors():
            where = ", ".join(tr("Turn", "{n} in {c}").format(n=n, c=c if isinstance(c, int) else names.place(c))
                              for c, n in a.targets)
            if a.piece != "warrior":
                # "Place 1 tunnel in 11", not "Place tunnel: 1 in 11".
                return tr("Turn", "Place {what}.").format(what=", ".join(
                    tr("Turn", "{n} {piece} in {c}").format(n=n, piece=pieces_text(a.piece, n),
                                                           c=c if isinstance(c, int) else names.place(c))
                    for c, n in a.targets))
            return tr("Turn", "Recruit warriors: {where}.").format(where=where)
        case act.Build():
            return tr("Turn", "Build a {piece} in clearing {c}.").format(piece=names.piece(a.piece), c=a.clearing)
        case act.Move() if snap is not None and ferry_crossing(snap, a.faction, a.piece, a.origin, a.dest):
            return action_text(a) + ferry_text([a], snap)
        case act.Move() if a.piece == "pawn":
            return tr("Turn", "Move the {faction} pawn from {o} to {d}.").format(
                faction=names.faction_short(a.faction), o=names.place(a.origin), d=names.place(a.dest))
        case act.Move() if a.piece != "warrior":
            return tr("Turn", "Move {n} {piece} from {o} to {d}.").format(
                n=a.count, piece=pieces_text(a.piece, a.count), o=names.place(a.origin), d=names.place(a.dest))
        case act.Move():
            return tr("Turn", "Move {warriors} from {o} to {d}.").format(
                warriors=counted("warrior", a.count), o=names.place(a.origin), d=names.place(a.dest))
        case act.Battle():
            line = tr("Turn", "{a} battle the {d} in clearing {c}: dice {x} and {y}; deal {ah}, take {dh}.") \
                if a.attacker in PLURAL_FACTIONS else \
                tr("Turn", "{a} battles the {d} in clearing {c}: dice {x} and {y}; deals {ah}, takes {dh}.")
            text = line.format(
                a=names.faction_short(a.attacker), c=a.clearing, d=names.faction_short(a.defender), x=a.dice[0],
                y=a.dice[1], ah=a.attacker_hits, dh=a.defender_hits)
            if a.removals:
                text += " " + removal_text(a.removals)
            for faction, points in a.vp:
                text += " " + agreeing(tr("Turn", "{faction} scores {vp} VP."), {"faction": faction}).format(
                    faction=names.faction_short(faction), vp=points)
            for faction, board in a.boards:
                before = snap.faction(faction).board if snap is not None else None
                text += " " + board_change_text(faction, before, board) + "."
            return text
        case act.RemovePieces():
            text = removal_text(a.removals)
            for faction, points in a.vp:
                text += " " + agreeing(tr("Turn", "{faction} scores {vp} VP."), {"faction": faction}).format(
                    faction=names.faction_short(faction), vp=points)
            return text
        case act.FlipPlot(from_kind="plot"):
            return tr("Turn", "Turn the plot in clearing {c} face up: {face}.").format(
                c=a.clearing, face=names.piece(a.to_kind))
        case act.FlipPlot():
            return tr("Turn", "Swap the {old} in clearing {c} for a {face}, face up.").format(
                old=names.piece(a.from_kind), c=a.clearing, face=names.piece(a.to_kind))
        case act.SetRuins():
            return tr("Turn", "Ruins in clearing {c}: {state}.").format(
                c=a.clearing, state=tr("Turn", "placed") if a.ruins else tr("Turn", "removed"))
        case act.SetBoard():
            if snap is None:
                return tr("Turn", "Update the {faction}'s faction board.").format(faction=names.faction_short(a.faction))
            before = snap.faction(a.faction).board if snap.has_faction(a.faction) else None
            return board_change_text(a.faction, before, a.board) + "."
        case act.Compound():
            return compound_text(a, snap)
        case act.Pay() if a.clearings:
            return tr("Turn", "Move {warriors} of the {faction} into the Riverfolk's Payments: {where}.").format(
                warriors=counted("warrior", a.count), faction=names.faction_short(a.faction),
                where=", ".join(tr("Turn", "{n} from {c}").format(n=n, c=c) for c, n in a.clearings))
        case act.Pay() if a.count < 0:
            return tr("Turn", "Return {warriors} from the Riverfolk's Payments to the {faction}'s supply.").format(
                warriors=counted("warrior", -a.count), faction=names.faction_short(a.faction))
        case act.Pay():
            return tr("Turn", "Put {warriors} of the {faction} from its supply into the Riverfolk's Payments.").format(
                warriors=counted("warrior", a.count), faction=names.faction_short(a.faction))
        case act.Score():
            return agreeing(tr("Turn", "{faction} scores {vp} VP."), {"faction": a.faction}).format(
                faction=names.faction_short(a.faction), vp=a.vp)
        case act.Discard() if a.by:
            return tr("Turn", "Discard {card}.").format(card=names.card(a.card.name or a.card.suit.value))
        case act.Discard():
            return tr("Turn", "Discard the order card {card}.").format(card=names.card(a.card.name or a.card.suit.value))
        case act.DrawCard():
            # The card as the card form lists it: "Foxfolk Steel (fox)".
            return tr("Turn", "The app draws {card} for the {faction}: take that card out of the deck.").format(
                card=names.card(a.card), faction=names.faction_short(a.faction))
        case act.BoughtOrderCard():
            return tr("Turn", "The {faction}'s order card is {card}, bought from the Riverfolk's Market.").format(
                faction=names.faction_short(a.faction), card=names.card(a.card.name or a.card.suit.value))
        case act.ServicesBought(purchase=p):
            return tr("Turn", "The {faction} buys Riverfolk services: {services}.").format(
                faction=names.faction_short(p.buyer),
                services=", ".join(service_option_text(x) for x in p.services))
        case act.Nothing():
            return tr("Turn", "Nothing to do in this step.")
        case act.EndTurn():
            return tr("Turn", "End the {faction}'s turn.").format(faction=names.faction_short(a.faction))
    return str(a)


def removal_text(removals: tuple[act.Removal, ...]) -> str:
    tr = QCoreApplication.translate
    what = ", ".join(tr("Turn", "{n} {faction} {piece} in {c}").format(
        n=r.count, faction=names.faction_short(r.faction), piece=pieces_text(r.piece, r.count),
        c=r.clearing if isinstance(r.clearing, int) else names.place(r.clearing))
        for r in removals)
    return tr("Turn", "Remove {what}.").format(what=what)


def ferry_text(moves: list[act.Move], snap: RootSnapshot | None) -> str:
    """" The ferry goes along: +1 VP for the Marquise." when one of these moves sails over the Lake
    (12.1.1); "" otherwise."""
    sailing = [m for m in moves if snap is not None and ferry_crossing(snap, m.faction, m.piece, m.origin, m.dest)]
    if not sailing:
        return ""
    return " " + QCoreApplication.translate("Turn", "The ferry goes along: +{vp} VP for the {faction}.").format(
        vp=FERRY_VP * len(sailing), faction=names.faction_short(sailing[0].faction))


def compound_text(a: act.Compound, snap: RootSnapshot | None) -> str:
    """A compound step part by part; consecutive pawn moves read as one route
    ("Move the Vagabond pawn: clearing 3 → clearing 7 → forest 3-7-11-12")."""
    tr = QCoreApplication.translate
    out: list[str] = []
    route: list[act.Move] = []

    def flush() -> None:
        if len(route) == 1:
            out.append(action_text(route[0], None))
        elif route:
            stops = [names.place(route[0].origin)] + [names.place(m.dest) for m in route]
            out.append(tr("Turn", "Move the {faction} pawn: {route}.").format(
                faction=names.faction_short(route[0].faction), route=" → ".join(stops)) + ferry_text(route, snap))
        route.clear()

    # The bookkeeping a merged step ends with (game.proposal) reads as one short clause.
    parts = list(a.parts)
    tail: list[str] = []
    while len(parts) > 1 and isinstance(parts[-1], (act.Score, act.Discard, act.EndTurn)):
        tail.insert(0, bookkeeping_text(parts.pop()))
    # What happens on the map leads; the boards the step changes are named once after it.
    current = snap
    skip_next = False
    for i, part in enumerate(parts):
        replaced = replace_text(part, parts[i + 1]) if i + 1 < len(parts) else ""
        if skip_next:
            skip_next = False
        elif is_board_part(snap, part):
            pass
        elif isinstance(part, act.Move) and part.piece == "pawn" and (not route or route[-1].dest == part.origin):
            route.append(part)
        else:
            flush()
            if isinstance(part, act.Move) and part.piece == "pawn":
                route.append(part)
            elif replaced:
                out.append(replaced)
                skip_next = True
            else:
                out.append(action_text(part, current))
        if current is not None:
            # Each part is worded against the board as the parts before it left it.
            try:
                current = act.apply_action(current, part)
            except Exception:  # noqa: BLE001 - a stale step: word the rest against the last good board
                log.debug("could not preview part %r", part)
    flush()
    if snap is not None:
        out.extend(text + "." for text in board_changes(snap, parts))
    if tail:
        out.append(tr("Turn", "Then: {what}.").format(what=", ".join(tail)))
    return " ".join(out)


def replace_text(removal: Any, placement: Any) -> str:
    """One enemy piece removed and one of the same kind of another faction put in its place, in the
    same clearing, as one clause ("Replace 1 Eyrie warrior in 9 with 1 Lizards warrior"): the Lizards'
    Convert (a warrior for a warrior) and Sanctify (a building for a garden). "" for anything else (a
    Revolt removes warriors and places a base: not a replacement)."""
    if not isinstance(removal, act.RemovePieces) or len(removal.removals) != 1:
        return ""
    r = removal.removals[0]
    if isinstance(placement, act.PlaceWarriors) and placement.targets == ((r.clearing, r.count),):
        faction, piece, n = placement.faction, placement.piece, r.count
    elif isinstance(placement, act.Build) and placement.clearing == r.clearing and r.count == 1:
        faction, piece, n = placement.faction, placement.piece, 1
    else:
        return ""
    if faction == r.faction or FACTIONS[faction].piece(piece).category != FACTIONS[r.faction].piece(r.piece).category:
        return ""
    tr = QCoreApplication.translate
    c = r.clearing if isinstance(r.clearing, int) else names.place(r.clearing)
    text = tr("Turn", "Replace {n} {old_faction} {old} in {c} with {new}.").format(
        n=r.count, old_faction=names.faction_short(r.faction), old=pieces_text(r.piece, r.count), c=c,
        new=tr("Turn", "{n} {faction} {piece}").format(n=n, faction=names.faction_short(faction),
                                                      piece=pieces_text(piece, n)))
    for scorer, points in removal.vp:
        text += " " + agreeing(tr("Turn", "{faction} scores {vp} VP."), {"faction": scorer}).format(
            faction=names.faction_short(scorer), vp=points)
    return text


def bookkeeping_text(a: act.Score | act.Discard | act.EndTurn) -> str:
    """Score, discard, end of turn as a clause of a merged step ("Marquise +2 VP")."""
    tr = QCoreApplication.translate
    if isinstance(a, act.Score):
        return tr("Turn", "{faction} +{vp} VP").format(faction=names.faction_short(a.faction), vp=a.vp)
    if isinstance(a, act.Discard):
        return tr("Turn", "discard {card}").format(card=names.card(a.card.name or a.card.suit.value))
    return tr("Turn", "end of turn")


class TurnBar(TurnBarBase):
    """Whose turn and round, what happens next, and the one button that moves the game on."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, session.confirm, self.tr("Apply the bot's proposed step (Enter)"),
                         self.tr("E&nd turn"), self.tr("The human player has finished; the next seat plays"), parent)
        self._shown: tuple[Any, ...] = ()
        self.refresh(session.proposal)

    def refresh(self, proposal: Any) -> None:
        snap: RootSnapshot = self.session.snapshot
        current = snap.current_faction()
        kind = self.tr("bot") if current.is_bot else self.tr("human")
        who = self.tr("Round {r} · {letter} {faction} ({kind})").format(
            r=snap.turn.round, letter=names.FACTION_LETTERS.get(current.id, "?"),
            faction=names.faction_short(current.id), kind=kind)
        colour = colours.faction_colour(current.id)
        over = result_text(snap)
        game_over = isinstance(proposal, act.RootStep) and getattr(proposal.action, "kind", "") == "game_over"
        text = headline(snap, proposal)
        # The engine shows a game-over step at 30 VP (never applied: undo is the way back); an older
        # engine plans on, so the result is put in front of its step.
        shown = (who, colour.name(), text if game_over or not over else f"{over} {text}",
                 theme.fill_style("result") if over else "",
                 isinstance(proposal, act.RootStep) and not game_over, isinstance(proposal, HumanTurn) and not over)
        # By difference: a change that leaves the bar's words as they were (a human's move, a score
        # the headline does not name) touches none of its widgets.
        if shown == self._shown:
            return
        self._shown = shown
        who, _, what, what_css, can_confirm, can_end = shown
        self.who.setText(who)
        # Style sheets only when they change: each one restyles the label (a frame's worth on a confirm).
        restyle(self.who, f"QLabel {{ background: {colour.name()}; color: {theme.text_on(colour).name()};"
                          " padding: 4px; border-radius: 4px; }")
        self.what.setText(what)
        restyle(self.what, what_css)
        self.confirm.setVisible(can_confirm)
        self.end_turn.setVisible(can_end)


# -- prompts ---------------------------------------------------------------------------------
class OrderCardForm(QWidget):
    """AskOrderCard: the card by name (from this game's deck) or by suit and item. `on_card` takes
    the card entered (default: the answer to the prompt); the title says what the card is for."""

    def __init__(self, session: Session, parent: QWidget | None = None,
                 on_card: Callable[[OrderCard], bool] | None = None) -> None:
        super().__init__(parent)
        self.session = session
        # Kept apart from a lambda on self: a widget holding a closure over itself is cyclic garbage,
        # and the collector freeing its Qt object at a random moment crashed Qt.
        self._on_card = on_card
        layout = QFormLayout(self)
        self.purpose = QLabel()
        self.purpose.setWordWrap(True)
        # In the proposal panel the turn bar already says what the card is for: the line is shown
        # only in the dialog, and the panel keeps the room it had (the faction boards need it).
        self.show_purpose = on_card is not None
        self.purpose.setVisible(False)
        layout.addRow(self.purpose)
        self.card = QComboBox()
        self.card.setEditable(True)
        self.card.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.card.setAccessibleName(self.tr("Order card"))
        # Long card names must not hold the dock wide open on a small screen.
        for combo in (self.card,):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
        # Names match anywhere ("steel" finds Foxfolk Steel), in any case.
        completer = QCompleter(self.card.model(), self.card)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.card.setCompleter(completer)
        self.by_name = QPushButton(self.tr("Use this &card"))
        layout.addRow(self.tr("Card:"), self.card)
        layout.addRow("", self.by_name)
        self.suit = QComboBox()
        for s in Suit:
            self.suit.addItem(f"{names.SUIT_SYMBOLS[s.value]} · {names.suit(s.value)}", s.value)
        self.item = QComboBox()
        self.item.addItem(self.tr("no item"), "")
        for i in ("bag", "boots", "coins", "crossbow", "hammer", "sword", "tea"):
            self.item.addItem(names.item(i), i)
        for combo in (self.suit, self.item):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)
        self.by_suit = QPushButton(self.tr("Use suit and &item"))
        row = QHBoxLayout()
        row.addWidget(self.suit)
        row.addWidget(self.item)
        layout.addRow(self.tr("Or suit, item:"), row)
        layout.addRow("", self.by_suit)
        self.by_name.clicked.connect(self.submit_name)
        line = self.card.lineEdit()
        if line is not None:
            line.returnPressed.connect(self.submit_name)  # Enter in the card field uses the card
        self.by_suit.clicked.connect(self.submit_suit)
        self._deck: str | None = None

    def load(self, snap: RootSnapshot, prompt: act.RootPrompt | None = None, title: str | None = None) -> None:
        if prompt is not None and isinstance(prompt.question, act.AskOrderCard):
            title = card_prompt_text(prompt.question.purpose, prompt.actor)
        self.purpose.setText(title or "")
        self.purpose.setVisible(bool(title) and self.show_purpose)
        self.card.setAccessibleName(title or self.tr("Order card"))
        key = f"{snap.deck}/{snap.dominance_removed}"
        if key == self._deck:
            return
        self._deck = key
        self.card.clear()
        for c in cards.available_cards(snap):
            item = f" — {names.item(c.item)}" if c.item else ""
            self.card.addItem(f"{names.card(c.id)}{item}", c.id)
        # No card is preselected: a stray Enter must not reveal a card nobody drew.
        self.card.setCurrentIndex(-1)
        line = self.card.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("Type or pick the card drawn…"))

    def submit_name(self) -> bool:
        snap: RootSnapshot = self.session.snapshot
        text = self.card.currentText().split(" — ")[0].strip()
        card_id = self.match(text) or text
        for c in cards.deck(snap.deck):
            if c.id == card_id:
                return self.on_card(OrderCard(name=c.name, suit=c.suit, item=c.item))
        # Unknown text: let the engine say so in its words (card.unknown).
        try:
            cards.find_card(snap, card_id)
        except Exception as err:  # noqa: BLE001 - IllegalAnswer; shown as a refusal
            code = getattr(err, "code", "card.unknown")
            self.session.refused.emit(code, dict(getattr(err, "params", {"card": card_id})))
            return False
        return False

    def match(self, text: str) -> str | None:
        """The card id the typed text names: the card itself, or the one card whose name (with its
        suit and item) contains it; None when no card or several do."""
        wanted = text.casefold()
        if not wanted:
            return None
        ids = [self.card.itemData(i) for i in range(self.card.count())]
        # The id (English, as saved) or the name as listed (in the player's language).
        exact = [c for i, c in enumerate(ids)
                 if wanted in (c.casefold(), self.card.itemText(i).split(" — ")[0].strip().casefold())]
        if exact:
            return str(exact[0])
        found = [self.card.itemData(i) for i in range(self.card.count()) if wanted in self.card.itemText(i).casefold()]
        return str(found[0]) if len(found) == 1 else None

    def submit_suit(self) -> bool:
        item = self.item.currentData() or None
        return self.on_card(OrderCard(suit=Suit(self.suit.currentData()), item=item))

    def on_card(self, card: OrderCard) -> bool:
        """The card entered: the answer to the prompt, or what the form's owner does with it."""
        if self._on_card is not None:
            return self._on_card(card)
        return self.session.answer(act.OrderCardAnswer(card=card))


class DiceForm(QWidget):
    """AskDice: the two dice as rolled at the table, or Roll for me; swords for a Vagabond defender."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QFormLayout(self)
        self.die_a = QSpinBox()
        self.die_b = QSpinBox()
        for i, d in enumerate((self.die_a, self.die_b)):
            # Blank until entered: the lowest value reads as nothing, so a stray click on Use is not
            # a 0/0 roll (Use waits for both dice).
            d.setRange(-1, 3)
            d.setSpecialValueText(" ")
            d.setAccessibleName(self.tr("Die {n}").format(n=i + 1))
            d.valueChanged.connect(self._entered)
        row = QHBoxLayout()
        row.addWidget(self.die_a)
        row.addWidget(self.die_b)
        layout.addRow(self.tr("Dice rolled:"), row)
        self.swords_label = QLabel(self.tr("Vagabond's undamaged swords:"))
        self.swords = QSpinBox()
        self.swords.setRange(0, 20)
        self.swords.setAccessibleName(self.tr("Vagabond's undamaged swords"))
        layout.addRow(self.swords_label, self.swords)
        self.use = QPushButton(self.tr("Use these &dice"))
        self.roll = QPushButton(self.tr("&Roll for me"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.use)
        buttons.addWidget(self.roll)
        layout.addRow("", buttons)
        self.use.clicked.connect(self.submit)
        self.use.setEnabled(False)
        self.roll.clicked.connect(self.roll_for_me)
        self._vagabond = False

    def _entered(self) -> None:
        self.use.setEnabled(self.die_a.value() >= 0 and self.die_b.value() >= 0)

    def load(self, q: act.AskDice) -> None:
        for d in (self.die_a, self.die_b):
            d.setValue(-1)
        self._entered()
        self._vagabond = q.battle.defender == "vagabond"
        self.swords.setVisible(self._vagabond)
        self.swords_label.setVisible(self._vagabond)

    def _swords(self) -> int | None:
        return self.swords.value() if self._vagabond else None

    def submit(self) -> bool:
        if self.die_a.value() < 0 or self.die_b.value() < 0:
            return False
        return self.session.answer(act.DiceAnswer(dice=(self.die_a.value(), self.die_b.value()),
                                                  vagabond_swords=self._swords()))

    def roll_for_me(self) -> bool:
        return self.session.answer(act.DiceAnswer(dice=None, vagabond_swords=self._swords()))


class RemovalForm(QWidget):
    """AskRemoval: how many of each building/token the defending human removes."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.layout_ = QVBoxLayout(self)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.layout_.addWidget(self.info)
        self.grid = QFormLayout()
        self.layout_.addLayout(self.grid)
        self.submit_button = QPushButton(self.tr("Remove &these"))
        self.layout_.addWidget(self.submit_button)
        self.submit_button.clicked.connect(self.submit)
        self.spins: dict[str, QSpinBox] = {}

    def load(self, q: act.AskRemoval) -> None:
        while self.grid.rowCount():
            self.grid.removeRow(0)
        self.spins = {}
        self.info.setText(self.tr("{faction}: choose the pieces to remove (exactly {n}).").format(
            faction=names.faction_short(q.faction), n=q.hits))
        left = q.hits
        for kind, n in q.options:
            spin = QSpinBox()
            spin.setRange(0, n)
            spin.setValue(min(n, left))
            left -= spin.value()
            spin.setAccessibleName(names.piece(kind))
            self.spins[kind] = spin
            self.grid.addRow(self.tr("{piece} (of {n}):").format(piece=names.piece(kind), n=n), spin)

    def submit(self) -> bool:
        choice = tuple((k, s.value()) for k, s in self.spins.items())
        return self.session.answer(act.RemovalAnswer(choice=choice))


class ArbiterForm(QWidget):
    """AskArbiter: does the defending human enlist the Arbiter standing in the clearing?"""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QHBoxLayout(self)
        self.yes = QPushButton(self.tr("&Enlist the Arbiter"))
        self.no = QPushButton(self.tr("Do &not enlist"))
        # A human Vagabond Arbiter adds its undamaged swords (7.7.6): only the table knows them.
        self.swords_label = QLabel(self.tr("Its undamaged &swords:"))
        self.swords = QSpinBox()
        self.swords.setRange(0, 20)
        self.swords_label.setBuddy(self.swords)
        layout.addWidget(self.yes)
        layout.addWidget(self.no)
        layout.addWidget(self.swords_label)
        layout.addWidget(self.swords)
        self.human = False
        self.yes.clicked.connect(lambda: self.session.answer(act.ArbiterAnswer(enlist=True, swords=self._swords())))
        self.no.clicked.connect(lambda: self.session.answer(act.ArbiterAnswer(enlist=False)))
        self.load(None, None)

    def load(self, snap: RootSnapshot | None, q: act.AskArbiter | None) -> None:
        """A human Arbiter asks for its swords; a defending bot asks whether the human is the Arbiter."""
        self.human = snap is not None and q is not None and not snap.faction(q.arbiter).is_bot
        bot_defends = snap is not None and q is not None and snap.faction(q.battle.defender).is_bot
        self.yes.setText(self.tr("It &is the Arbiter") if bot_defends else self.tr("&Enlist the Arbiter"))
        self.no.setText(self.tr("It is &not the Arbiter") if bot_defends else self.tr("Do &not enlist"))
        self.swords_label.setVisible(self.human)
        self.swords.setVisible(self.human)

    def _swords(self) -> int | None:
        return self.swords.value() if self.human else None


def option_text(option: str) -> str:
    """An AskTable option (a faction, a suit, a piece, a number or 'none') in words."""
    if names.is_faction(option):
        return names.faction_short(option)
    if option in ("fox", "rabbit", "mouse", "bird"):
        return names.suit(option)
    if option == "none":
        return QCoreApplication.translate("Turn", "none")
    if option in SETUP_OPTIONS:  # the setup checklist's Done / Skip (setup_steps.py)
        return QCoreApplication.translate("Reasons", SETUP_OPTIONS[option])
    if option in SERVICE_WORDS or option.startswith(("card:", "hand_card:")):
        return service_option_text(option)
    translated = names.piece(option)
    return translated


_FORM_ROOM = 360
"""The width a form can count on: the right dock is laid out 380 px wide (workspace.py), less margins."""


class TableForm(QWidget):
    """AskTable: a choice among options only the table knows (one, or several)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 2, 0, 0)
        self.grid = QGridLayout()
        self.grid.setVerticalSpacing(0)
        self.layout_.addLayout(self.grid)
        self.boxes: list[tuple[str, QAbstractButton]] = []
        self.submit_button = QPushButton(self.tr("Ans&wer"))
        self.submit_button.clicked.connect(self.submit)
        self.layout_.addWidget(self.submit_button)

    def load(self, q: act.AskTable) -> None:
        for _, box in self.boxes:
            self.grid.removeWidget(box)
            box.deleteLater()
        self.boxes = []
        # A Corvid plot turned over: the four faces, those already all face up shown but not offered.
        shown = PLOT_FACES if set(q.options) <= set(PLOT_FACES) and q.options else q.options
        # One answer: radio buttons; several: check boxes.
        made: list[QAbstractButton] = [QCheckBox(option_text(o)) if q.multiple else QRadioButton(option_text(o))
                                       for o in shown]
        # Two short options share a row when both fit the panel's width (a plot's four faces in two
        # rows, Riverboats beside Mercenaries): the dock keeps the height of the largest form it
        # showed, and that height is taken from the faction boards.
        room = _FORM_ROOM - self.grid.horizontalSpacing()  # not self.width(): unshown, it is 640
        rows: list[list[QAbstractButton]] = []
        for option, box in zip(shown, made, strict=True):
            if option not in q.options:
                box.setEnabled(False)
                box.setToolTip(self.tr("Both are already face up on the map"))
            self.boxes.append((option, box))
            # Equal columns: the wider of the two, twice, must fit.
            if rows and len(rows[-1]) == 1 and 2 * max(rows[-1][0].sizeHint().width(), box.sizeHint().width()) <= room:
                rows[-1].append(box)
            else:
                rows.append([box])
        for r, pair in enumerate(rows):
            if len(pair) == 2:
                self.grid.addWidget(pair[0], r, 0)
                self.grid.addWidget(pair[1], r, 1)
            else:  # alone on its row: across both columns, so a long option widens neither
                self.grid.addWidget(pair[0], r, 0, 1, 2)

    def submit(self) -> bool:
        chosen = tuple(o for o, b in self.boxes if b.isChecked())
        return self.session.answer(act.TableAnswer(chosen=chosen))


class ProposalPanel(QWidget):
    """The proposal in words: its headline, every reason with its rule number, and the prompt form."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.title = WrappedLabel()
        self.title.setFont(bold(11))
        # The turn bar shows the headline; this copy is shown only while the bar has to cut it.
        self.title.hide()
        layout.addWidget(self.title)
        self.reasons = ReasonList()
        self.reasons.setMinimumHeight(60)
        layout.addWidget(self.reasons, 1)
        self.forms = QStackedWidget()
        self.empty = QWidget()
        self.order = OrderCardForm(session)
        self.dice = DiceForm(session)
        self.removal = RemovalForm(session)
        self.arbiter = ArbiterForm(session)
        self.table = TableForm(session)
        for w in (self.empty, self.order, self.dice, self.removal, self.arbiter, self.table):
            self.forms.addWidget(w)
        layout.addWidget(self.forms)
        # The app-owned deck: the card the app drew may be in a player's hand (ruling app-deck).
        self.not_in_deck = QPushButton(self.tr("That card is &not in the deck"))
        self.not_in_deck.setToolTip(self.tr("A player holds it or it was discarded: the app draws the next card"))
        self.not_in_deck.clicked.connect(self._card_not_in_deck)
        self.not_in_deck.hide()
        layout.addWidget(self.not_in_deck)
        # At least the room of the largest form, whether a form shows or not (the stack's minimum
        # is its largest page's): the first prompt of a game widened the dock column and shrank
        # the board, and a larger form grew the dock and shrank the faction boards, laying the
        # whole window out again (the longest frame of the game).
        self._room = layout.minimumSize()
        self._lines: tuple[Any, ...] | None = None
        session.proposalChanged.connect(self.refresh)
        self.refresh(session.proposal)

    def _card_not_in_deck(self) -> bool:
        action = getattr(self.session.proposal, "action", None)
        if not isinstance(action, act.DrawCard):
            return False
        return self.session.edit(edits.CardNotInDeck(card=action.card))

    def refresh(self, proposal: Any) -> None:
        snap: RootSnapshot = self.session.snapshot
        self.title.setText(headline(snap, proposal))
        self.not_in_deck.setVisible(isinstance(getattr(proposal, "action", None), act.DrawCard))
        hints = ()
        if isinstance(proposal, HumanTurn):
            hints = (self.tr("Drag pieces on the map to mirror what the player does at the table."),
                     self.tr("Right-click a clearing when the player battles a bot there: the app removes "
                             "the bot's pieces by its rules."),
                     self.tr("Set victory points and the item supply in the Factions panel."))
        self._fill_reasons(getattr(proposal, "reasons", ()), hints)
        if isinstance(proposal, act.RootPrompt):
            q = proposal.question
            if isinstance(q, act.AskOrderCard):
                self.order.load(snap, proposal)
                self.forms.setCurrentWidget(self.order)
            elif isinstance(q, act.AskDice):
                self.dice.load(q)
                self.forms.setCurrentWidget(self.dice)
            elif isinstance(q, act.AskRemoval):
                self.removal.load(q)
                self.forms.setCurrentWidget(self.removal)
            elif isinstance(q, act.AskArbiter):
                self.arbiter.load(snap, q)
                self.forms.setCurrentWidget(self.arbiter)
            elif isinstance(q, act.AskTable):
                self.table.load(q)
                self.forms.setCurrentWidget(self.table)
            self.forms.setVisible(True)
        else:
            self.forms.setCurrentWidget(self.empty)
            self.forms.setVisible(False)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint().expandedTo(self._room)
        if self.forms.isVisible() or not self.title.isVisible():
            return hint
        # A long headline shown on a step (no form): the title's lines at the panel's width, not at
        # the narrow width a label's own minimum assumes (which grew the dock by a few lines and
        # took them from the faction boards).
        margins = self.layout().contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        needed = (self.title.heightForWidth(width) + self.reasons.minimumHeight() + self.layout().spacing()
                  + margins.top() + margins.bottom())
        return QSize(hint.width(), max(self._room.height(), needed))

    def _fill_reasons(self, reasons: tuple[Any, ...], hints: tuple[str, ...] = ()) -> None:
        """The lines that decided the step, then "Why (n more)" folding the targeting chain and the
        readings (games/root/reasons.py is_detail); a click on it unfolds them. Then the hints of a human's
        turn. By difference: the same lines keep their items (each edit of a human's turn rebuilt
        the list and laid it out again)."""
        first, more = step_lines(reasons)
        lines = (tuple(first), tuple(more), hints)
        if lines == self._lines:
            return
        self._lines = lines
        self.reasons.fill(first, more, self.tr("How the bot chose among the candidates, and which rulings it followed"))
        for hint in hints:
            QListWidgetItem(hint, self.reasons)

    def show_headline(self, cut_in_turn_bar: bool) -> None:
        if cut_in_turn_bar and not isinstance(self.session.proposal, act.RootPrompt):
            # The turn bar says so before this panel's refresh: the form of the prompt just
            # answered goes first, or both would ask for room at once and grow the dock.
            self.forms.setVisible(False)
        self.title.setVisible(cut_in_turn_bar)

    def reason_lines(self) -> list[str]:
        """Every reason line of the proposal (folded ones included), without the "Why" toggle."""
        return self.reasons.lines()

    def shown_lines(self) -> list[str]:
        """The lines a player sees without unfolding anything (the "Why" toggle included)."""
        return self.reasons.shown_lines()


# -- factions and items ----------------------------------------------------------------------
class FactionPanel(QWidget):
    """VP per faction (editable), the bots' settings and order card, the item supply (editable)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(4, 4, 4, 4)
        self.vp_box = QGroupBox(self.tr("Victory points"))
        self.vp_grid = QGridLayout(self.vp_box)
        self.vp_grid.setContentsMargins(4, 2, 4, 2)
        self.vp_grid.setVerticalSpacing(2)
        self.layout_.addWidget(self.vp_box)
        self.payments = PaymentsBox(session)  # a human Riverfolk's Payments and Funds (issue 11)
        self.layout_.addWidget(self.payments)
        # The bots' boards come right after the score: they are what the table checks each step.
        self.boards = FactionBoards(session)
        self.layout_.addWidget(self.boards)
        self.bot_label = WrappedLabel()
        self.bot_label.setTextFormat(Qt.TextFormat.RichText)
        self.layout_.addWidget(self.bot_label)
        # 8.2.4 and the app's deck: cards spent or discarded at the table (every bot hears of it).
        self.discarded = QPushButton(self.tr("A card was s&pent or discarded…"))
        self.discarded.setToolTip(self.tr("A card a player spent or discarded at the table: onto the discard pile, "
                                          "or to a bot that takes discarded cards"))
        self.discarded.clicked.connect(self.ask_discarded)
        self.layout_.addWidget(self.discarded)
        # 9.2.3: the current human buys Riverfolk services at the start of their Birdsong.
        self.buy_services = QPushButton(self.tr("Buy Riverfolk ser&vices…"))
        self.buy_services.setToolTip(self.tr("At the start of the player's Birdsong, before anything else this turn"))
        self.buy_services.clicked.connect(self.ask_services)
        self.layout_.addWidget(self.buy_services)
        self.items_box = QGroupBox(self.tr("Item supply"))
        self.items_grid = QGridLayout(self.items_box)
        self.layout_.addWidget(self.items_box)
        self.layout_.addStretch(1)
        self.vp: dict[str, QSpinBox] = {}
        self.items: dict[str, QSpinBox] = {}
        self._factions: tuple[str, ...] = ()
        self._bot_key: Any = None
        session.snapshotChanged.connect(self.refresh)
        self.refresh(session.snapshot)

    def _rebuild(self, snap: RootSnapshot) -> None:
        for grid in (self.vp_grid, self.items_grid):
            while grid.count():
                child = grid.takeAt(0)
                widget = child.widget() if child is not None else None
                if widget is not None:
                    # Hidden and detached at once, so a new game never shows the old rows.
                    widget.hide()
                    widget.setParent(None)
                    widget.deleteLater()
        self.vp, self.items = {}, {}
        for i, f in enumerate(snap.factions):
            # Two factions a row: four VP rows would push the faction boards below the fold at 768 px.
            row, col = i // 2, (i % 2) * 3
            colour = colours.faction_colour(f.id)
            swatch = QLabel(names.FACTION_LETTERS.get(f.id, "?"))
            swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
            swatch.setFixedWidth(24)
            swatch.setStyleSheet(f"background: {colour.name()}; color: {theme.text_on(colour).name()};"
                                 " font-weight: bold; border-radius: 3px;")
            # "bot" in small type under the name keeps two factions a row inside a 360 px dock.
            label = QLabel(names.faction_short(f.id) + ("<br><small>" + self.tr("bot") + "</small>" if f.is_bot else ""))
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setToolTip(names.bot(f.bot.bot) if f.bot is not None else self.tr("human player"))
            swatch.setToolTip(label.toolTip())
            spin = QSpinBox()
            spin.setRange(0, edits.MAX_VP)
            spin.setKeyboardTracking(False)  # one edit per finished entry, not per keystroke
            spin.setMaximumWidth(64)
            spin.setAccessibleName(self.tr("{faction} victory points").format(faction=names.faction_short(f.id)))
            spin.valueChanged.connect(lambda v, fid=f.id: self._set_vp(fid, v))
            label.setBuddy(spin)
            if f.is_bot:
                # 2.8.1: cards a human gives to or takes from a bot (right-click the bot's name).
                label.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
                label.customContextMenuRequested.connect(
                    lambda pos, fid=f.id, w=label: self.card_menu(fid).exec(w.mapToGlobal(pos)))
                label.setToolTip(label.toolTip() + "<br>" + self.tr("Right-click: cards a human gives or takes (2.8.1)"))
            self.vp_grid.addWidget(swatch, row, col)
            self.vp_grid.addWidget(label, row, col + 1)
            self.vp_grid.addWidget(spin, row, col + 2)
            self.vp[f.id] = spin
        for i, (item, _) in enumerate(snap.items):
            spin = QSpinBox()
            spin.setRange(0, 3)
            spin.setKeyboardTracking(False)
            spin.setAccessibleName(self.tr("{item} in the supply").format(item=names.item(item)))
            spin.valueChanged.connect(lambda v, it=item: self._set_item(it, v))
            self.items_grid.addWidget(QLabel(names.item(item)), i // 2, (i % 2) * 2)
            self.items_grid.addWidget(spin, i // 2, (i % 2) * 2 + 1)
            self.items[item] = spin
        self._factions = tuple(f.id for f in snap.factions)

    def refresh(self, snap: RootSnapshot) -> None:
        if tuple(f.id for f in snap.factions) != self._factions:
            self._rebuild(snap)
        # The panel mirrors the snapshot; setting the values must not echo back as edits.
        for fid, spin in self.vp.items():
            spin.blockSignals(True)
            spin.setValue(snap.faction(fid).vp)
            spin.blockSignals(False)
        for item, spin in self.items.items():
            spin.blockSignals(True)
            spin.setValue(snap.item_count(item))
            spin.blockSignals(False)
        self.buy_services.setVisible(services_dialog.seller(snap) is not None)
        self.buy_services.setEnabled(services_dialog.may_buy_now(snap))
        # The bots' settings, boards, order card and discard: rebuilt only when one of them changes.
        key = (tuple((f.bot, getattr(f, "board", None)) for f in snap.factions),
               getattr(snap.turn.cursor, "order", None), snap.current_faction().is_bot, snap.discard[-3:],
               None if snap.app_deck is None else len(snap.app_deck))
        if key != self._bot_key:
            self._bot_key = key
            self.bot_label.setText(self.bot_html(snap))

    def bot_html(self, snap: RootSnapshot) -> str:
        parts = []
        for f in snap.factions:
            if f.bot is None:
                continue
            cfg = f.bot
            traits = ", ".join(names.trait(t) for t in cfg.traits) or self.tr("none")
            dtext = difficulty_text(cfg.bot, cfg.printing, cfg.difficulty)
            difficulty = names.difficulty(cfg.difficulty) + (f" — {dtext}" if dtext else "")
            if cfg.character:
                difficulty += "<br>" + self.tr("Character: {name}").format(name=names.character(cfg.character))
            parts.append(self.tr("<b>{bot}</b> ({faction})<br>Difficulty: {difficulty}<br>"
                                 "Traits: {traits}<br>Printing: {printing}").format(
                bot=names.bot(cfg.bot), faction=names.faction_short(f.id), difficulty=difficulty, traits=traits,
                printing=names.printing(cfg.printing)))
            board = self.board_text(getattr(f, "board", None))
            if board:
                parts.append(board)
        cursor = snap.turn.cursor
        order = getattr(cursor, "order", None)
        if order is not None:
            parts.append(self.tr("Order card: <b>{card}</b> ({suit}, {item})").format(
                card=names.card(order.name or order.suit.value), suit=names.suit(order.suit.value),
                item=names.item(order.item) if order.item else self.tr("no item")))
        elif getattr(cursor, "order_suit", None) is not None:  # the Logical Lizards' order (8.4.1)
            parts.append(self.tr("Order: <b>{suit}</b>").format(suit=names.suit(cursor.order_suit.value)))
        elif snap.current_faction().is_bot:
            parts.append(self.tr("Order card: not revealed yet"))
        if snap.discard:
            parts.append(self.tr("Discarded: {cards}").format(cards=", ".join(names.card(c) for c in snap.discard[-3:])))
        if snap.app_deck is not None:
            parts.append(self.tr("The app draws the bots' cards: {n} left in its deck").format(n=len(snap.app_deck)))
        return "<br>".join(parts)

    def board_text(self, board: Any) -> str:
        """A bot's faction board as the table needs to see it (the Decree, the Vagabot's items)."""
        if board is None:
            return ""
        kind = getattr(board, "bot", "")
        if kind == "electric_eyrie":
            columns = []
            for suit in ("fox", "mouse", "rabbit", "bird"):
                cards = [d for d in board.decree if d.column.value == suit]
                viziers = sum(1 for d in cards if d.vizier)
                extra = self.tr(" ({n} viziers)").format(n=viziers) if viziers else ""
                columns.append(f"{names.suit(suit)} {len(cards)}{extra}")
            return self.tr("Decree: {columns}").format(columns=", ".join(columns))
        if kind == "logical_lizards":
            return self.tr("Lost Souls: {cards}; acolytes: {acolytes}; conspiracy marker: {space}").format(
                cards=", ".join(names.suit(c.suit.value) for c in board.lost_souls) or self.tr("none"),
                acolytes=board.acolytes, space=conspiracy_name(board.space))
        if kind == "riverfolk_robots":
            return self.tr("Market (left to right): {cards}").format(
                cards=", ".join(names.card(c.name or c.suit.value) for c in board.market) or self.tr("empty"))
        if kind == "vagabot":
            quest = names.suit(board.quest.value) if board.quest is not None else self.tr("none")
            return self.tr("Items: {ready} ready, {exhausted} exhausted, {damaged} damaged; track {track} "
                           "(max hits {hits}); quest: {quest}").format(
                ready=board.ready, exhausted=board.exhausted, damaged=board.damaged, track=board.track,
                hits=board.max_hits, quest=quest)
        return ""

    def card_menu(self, bot: str) -> QMenu:
        """2.8.1 as steps the history shows: a card given to a bot (discarded, +1 VP), or taken from
        it (the human draws instead)."""
        menu = QMenu(self)
        snap: RootSnapshot = self.session.snapshot
        for h in (f.id for f in snap.factions if not f.is_bot):
            menu.addAction(self.tr("The {human} gives the {bot} a card (discarded, the bot scores 1 VP)").format(
                human=names.faction_short(h), bot=names.faction_short(bot)),
                lambda h=h: self.session.edit(edits.GiveCardToBot(faction=bot, by=h)))
            menu.addAction(self.tr("The {human} takes a card from the {bot} (draws from the deck instead)").format(
                human=names.faction_short(h), bot=names.faction_short(bot)),
                lambda h=h: self.session.edit(edits.TakeCardFromBot(faction=bot, by=h)))
        return menu

    def ask_services(self) -> services_dialog.ServicesDialog:
        dialog = services_dialog.ServicesDialog(self.session, self)
        dialog.show()
        return dialog

    def ask_discarded(self) -> CardDiscardedDialog:
        dialog = CardDiscardedDialog(self.session, self)
        dialog.show()
        return dialog

    def _set_vp(self, fid: str, vp: int) -> None:
        changed = vp != self.session.snapshot.faction(fid).vp
        if changed and not self.session.edit(edits.SetVP(faction=fid, vp=vp)):
            self.refresh(self.session.snapshot)

    def _set_item(self, item: str, count: int) -> None:
        changed = count != self.session.snapshot.item_count(item)
        if changed and not self.session.edit(edits.SetItem(item=item, count=count)):
            self.refresh(self.session.snapshot)


class CardDiscardedDialog(QDialog):
    """A card spent or discarded at the table, by name or by suit (the card form of the prompts):
    it goes onto the discard pile or to a bot that takes it (the Lizards' Lost Souls, 8.2.4), and
    out of the app's deck."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("A card spent or discarded"))
        layout = QVBoxLayout(self)
        self.form = OrderCardForm(session, on_card=self.discard)
        self.form.load(session.snapshot, title=self.tr("Which card was spent or discarded at the table?"))
        layout.addWidget(self.form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def discard(self, card: OrderCard) -> bool:
        done = self.session.edit(edits.CardDiscarded(card=card))
        if done:
            self.accept()
        return done


def board_lines(snap: RootSnapshot) -> list[str]:
    """The board as text, one line per place: what a screen reader reads instead of the map."""
    tr = QCoreApplication.translate
    board = board_of(snap)  # the table's suit markers and corrected slots
    lines = []
    for place in snap.places:
        parts = []
        for s in place.stacks:
            parts.append(f"{names.faction_short(s.faction)} {s.count} {names.piece(s.kind)}")
        if isinstance(place.id, int):
            info = board.clearing(place.id)
            free = info.slots - place.buildings() - (1 if place.ruins else 0)
            head = tr("BoardText", "Clearing {n} ({suit}, priority {p}, {free} of {slots} slots free{ruins})").format(
                n=place.id, suit=names.suit(info.suit.value), p=info.priority, free=free, slots=info.slots,
                ruins=tr("BoardText", ", ruins") if place.ruins else "")
        else:
            if not parts:
                continue
            head = tr("BoardText", "Forest {id}").format(id=place.id) if place.id != "burrow" else \
                tr("BoardText", "The Burrow (the Duchy's, adjacent to its tunnel clearings)")
        lines.append(f"{head}: " + ("; ".join(parts) if parts else tr("BoardText", "empty")))
    return lines


class BoardTextPanel(QPlainTextEdit):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setAccessibleName(self.tr("Board as text"))
        self.session = session
        self._shown: RootSnapshot | None = None
        session.snapshotChanged.connect(self.refresh)
        self.refresh(session.snapshot)

    def refresh(self, snap: RootSnapshot) -> None:
        # Behind its tab (a tabbed dock stays "visible" with nothing of it on screen) it waits:
        # laying out the whole text on every step costs a frame.
        if self._shown is not None and self.visibleRegion().isEmpty():
            return
        self._show(snap)

    def catch_up(self, shown: bool = True) -> None:
        """Its tab was raised: show the board as it is now."""
        if shown:
            self._show(self.session.snapshot)

    def _show(self, snap: RootSnapshot) -> None:
        if snap is self._shown:
            return
        self._shown = snap
        text = "\n".join(board_lines(snap))
        if text != self.toPlainText():
            self.setPlainText(text)

    def showEvent(self, event: QShowEvent) -> None:
        self._show(self.session.snapshot)
        super().showEvent(event)


__all__ = ["BoardTextPanel", "CardDiscardedDialog", "FactionPanel", "ProposalPanel", "TurnBar", "board_lines", "headline"]
