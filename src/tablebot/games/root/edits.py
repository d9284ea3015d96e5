"""Board edits: how the table mirrors the physical board. Each gesture is one Edit; an illegal one
raises IllegalEdit with a code the GUI translates, and the snapshot stays as it was.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.model import Frozen
from ...core.steps import EngineError, IllegalEdit
from . import rules
from .actions import Battle, Removal
from .board import load_board
from .bots import hooks
from .factions import FACTIONS, Category, Suit
from .service_effects import has_riverboats
from .state import BotBoard, OrderCard, Place, RootSnapshot

MAX_VP = 99


class AddPiece(Frozen):
    kind: Literal["add"] = "add"
    faction: str
    piece: str
    place: Place
    count: int = Field(default=1, ge=1)


class MovePiece(Frozen):
    kind: Literal["move"] = "move"
    faction: str
    piece: str
    origin: Place
    dest: Place
    count: int = Field(default=1, ge=1)


class RemovePiece(Frozen):
    kind: Literal["remove"] = "remove"
    faction: str
    piece: str
    place: Place
    count: int = Field(default=1, ge=1)


class SetVP(Frozen):
    kind: Literal["set_vp"] = "set_vp"
    faction: str
    vp: int


class SetRuins(Frozen):
    kind: Literal["set_ruins"] = "set_ruins"
    clearing: int
    ruins: bool


class SetItem(Frozen):
    kind: Literal["set_item"] = "set_item"
    item: str
    count: int


class BotTakesHits(Frozen):
    """A human's battle hits a bot: the app removes the bot's pieces the way the bot would
    (Law of Rootbotics 1.2.1: warriors, then tokens, then a random building type; traits apply).
    The human mirrors their own losses by hand."""

    kind: Literal["bot_hits"] = "bot_hits"
    faction: str
    clearing: int
    hits: int = Field(ge=1, le=20)
    by: str | None = None
    """The attacking human, who scores 1 VP per building or token removed."""
    defending: bool = True
    """Whether the bot was the defender (the Hospitals trait answers only to that)."""


class HumanBattle(Frozen):
    """A human battles a bot (Law of Root 4.3): the table enters who attacks whom, where, and the
    dice; the engine works out the hits both ways with the defending bot's own reactions
    (Automated Ambush, Veterans, its Arbiter decision 7.7.6, Fortified, Hospitals, the Vagabot's
    items), removes the bot's losses by 1.2.1 and the human's warriors, and scores every removal
    (battle.removal_vp: War Tax, Popularity, Crackdown)."""

    kind: Literal["human_battle"] = "human_battle"
    attacker: str
    defender: str
    clearing: int
    dice: tuple[int, int]
    vagabond_swords: int | None = None
    """A human Vagabond's undamaged swords: the attacker's hit cap (ruling vagabond-defender), or
    what it adds as an enlisted Arbiter (7.7.6)."""
    arbiter: bool | None = None
    """Whether the human Vagabond standing there is the Arbiter, when the defending bot would
    enlist it (7.7.6 I-III); the app asks (edit.arbiter_unknown) when it matters and is not given."""
    attacker_choice: tuple[tuple[str, int], ...] | None = None
    """(kind, count) of the attacker's buildings and tokens its remaining losses take, when that
    is a choice (Law of Root 4.3.3: the owner chooses, warriors first)."""
    mercenary_hits: int | None = None
    """With Mercenaries (9.2.3 III): how many of the hits the attacker takes fall on the Riverfolk
    warriors (half, rounded up or down: the buyer chooses the odd hit); None: rounded up."""


class Outrage(Frozen):
    """Automated Outrage (6.2.3): a human removed sympathy or moved warriors into a sympathetic
    clearing; they discard a card of its suit, or the Automated Alliance scores 1 VP."""

    kind: Literal["outrage"] = "outrage"
    clearing: int
    discarded: bool


class SetBotBoard(Frozen):
    """The table corrects a bot's faction board (a Decree card, the Vagabot's items or quest): the
    bots change their boards themselves, but a mistake at the table must be mendable."""

    kind: Literal["set_bot_board"] = "set_bot_board"
    faction: str
    board: BotBoard


class Investors(Frozen):
    """The Drillbit Duchy's Investors trait (hook investors_answer): a human removed Duchy buildings
    in a clearing; did they discard a card of its suit (the Duchy loses 1 VP) or not (it sways a
    matching minister)?"""

    kind: Literal["investors"] = "investors"
    clearing: int
    discarded: bool


class RemoveAllEnemies(Frozen):
    """A human's effect removes all enemy pieces from a clearing (the Alliance's Revolt, a Favor
    card...): every other faction's pieces go, the remover scores 1 VP per building and token, and a
    Vagabot there damages 3 items instead of leaving (7.2.1.I)."""

    kind: Literal["remove_all"] = "remove_all"
    clearing: int
    by: str


class GiveCardToBot(Frozen):
    """2.8.1: a human gives a bot a card; bots have no hand, so it is discarded and the bot scores 1 VP."""

    kind: Literal["give_card"] = "give_card"
    faction: str
    by: str
    card: OrderCard | None = None
    """The card, when the table says which: every bot hears of it (hook on_card_discarded)."""


class TakeCardFromBot(Frozen):
    """2.8.1: a human would take a card from a bot, which has no hand: the human draws one instead.
    The board does not change; the history shows what happened."""

    kind: Literal["take_card"] = "take_card"
    faction: str
    by: str


class CardDiscarded(Frozen):
    """A card was spent or discarded at the table (a human's card, one a human gave a bot): every
    bot in the game hears of it (on_card_discarded: the Lizards' Lost Souls take it face up, 8.2.4);
    else it goes onto the discard pile. Either way it is out of the app's deck."""

    kind: Literal["card_discarded"] = "card_discarded"
    card: OrderCard


class CardNotInDeck(Frozen):
    """App-owned deck (ruling app-deck): the card the app names is not in the physical deck (a human
    holds it, it was discarded unrecorded): it leaves the app's deck, and the app draws the next."""

    kind: Literal["card_not_in_deck"] = "card_not_in_deck"
    card: str


class BuyServices(Frozen):
    """A human buys Riverfolk services at the start of their Birdsong (Law of Rootbotics 9.2.3):
    the warriors go from their supply (the Vagabond: the Riverfolk's) into Payments, the Market
    cards taken leave a bot Riverfolk's Market, and the services last this turn."""

    kind: Literal["buy_services"] = "buy_services"
    buyer: str
    services: tuple[Literal["hand_card", "riverboats", "mercenaries"], ...]
    cards: tuple[OrderCard, ...] = ()
    """One Market card per Hand Card when the Riverfolk is a bot; none from a human Riverfolk's hand."""
    paid: int | None = None
    """Warriors paid to a human Riverfolk (the costs they set, Law of Root); None for a bot (9.2.3's price)."""


class SetPayments(Frozen):
    """The table corrects the warriors of one faction on the Riverfolk's faction board (the Robots'
    Payments 9.2.3, a human Riverfolk's Payments/Funds/Committed): they come from, or go back to,
    their owner's supply."""

    kind: Literal["set_payments"] = "set_payments"
    faction: str
    count: int = Field(ge=0)


class RevealPlot(Frozen):
    """A human Corvid player reveals a face-down plot (Law of Root, the Corvid Conspiracy's
    flip): the table says what it shows; the app scores it and applies its effect (plots.py: a bomb's
    blast, 11.7.1/11.8.1). What the face-down token was, nobody at the table knew until now."""

    kind: Literal["reveal_plot"] = "reveal_plot"
    clearing: int
    face: Literal["plot_bomb", "plot_snare", "plot_extortion", "plot_raid"]


class ExposePlot(Frozen):
    """A human's exposure attempt on a face-down plot (Law of Root, the Corvid Conspiracy's
    Exposure): they showed the Corvids a card of the clearing's suit and guessed; the table enters
    the guess and whether it was right. Right: the plot is removed (the guesser scores it as any
    removed token; an exposed raid places no warriors). Wrong: the Corvids take the card; a bot has
    no hand, so 2.8.1: it is discarded and the bot scores 1 VP."""

    kind: Literal["expose_plot"] = "expose_plot"
    clearing: int
    by: str
    guess: Literal["plot_bomb", "plot_snare", "plot_extortion", "plot_raid"]
    right: bool


# -- the map as laid at the table (Winter, Lake, Mountain; inferred cells of any map) ----------
class SetSuit(Frozen):
    """The suit marker on a clearing, as the table laid it (a mis-set marker is corrected here)."""

    kind: Literal["set_suit"] = "set_suit"
    clearing: int
    suit: Suit


class CorrectSlots(Frozen):
    """The building slots printed in a clearing (a ruin's included), where the map data inferred them."""

    kind: Literal["correct_slots"] = "correct_slots"
    clearing: int
    slots: int


class SetRiver(Frozen):
    """Whether a river joins two clearings, where the map data read the rivers from the art."""

    kind: Literal["set_river"] = "set_river"
    a: int
    b: int
    river: bool


class SetCoast(Frozen):
    """Whether a Lake clearing is coastal, where the map data derived the coast."""

    kind: Literal["set_coast"] = "set_coast"
    clearing: int
    coastal: bool


class MoveFerry(Frozen):
    """The Lake's ferry moved (a human player used it, or the table corrects where it stands)."""

    kind: Literal["move_ferry"] = "move_ferry"
    dest: int


class SetPathClosed(Frozen):
    """A Mountain closed path opened at the table (Law of Root) or, as a correction, closed again."""

    kind: Literal["set_path_closed"] = "set_path_closed"
    a: int
    b: int
    closed: bool
    opened_by: str | None = None
    """The player who opens it (Law of Root C.3.3: in their Daylight, with pieces at either end, they
    spend a card, remove the marker and score 1 VP); None: a plain correction of the marker."""


Edit = Annotated[
    AddPiece | MovePiece | RemovePiece | SetVP | SetRuins | SetItem | BotTakesHits | Outrage | SetBotBoard
    | HumanBattle | RemoveAllEnemies | GiveCardToBot | TakeCardFromBot | CardDiscarded | CardNotInDeck
    | Investors | BuyServices | SetPayments | RevealPlot | ExposePlot
    | SetSuit | CorrectSlots | SetRiver | SetCoast | MoveFerry | SetPathClosed,
    Field(discriminator="kind"),
]

def outrage_triggers(snap: RootSnapshot, edit: Edit) -> tuple[int, ...]:
    """Clearings where this human edit outrages a bot (hook outrage_triggers: the Automated
    Alliance's Outrage, 6.2.3). The GUI then asks whether the human discards a matching card (the
    Outrage edit)."""
    out: tuple[int, ...] = ()
    for f in snap.factions:
        hook = hooks.bot_hook(snap, f.id, "outrage_triggers")
        if hook is not None:
            out += hook(snap, f.id, edit)
    return out


def outraged_bot(snap: RootSnapshot) -> str | None:
    """The bot that answers to Outrage (it defines the outrage_triggers hook), if one plays."""
    return next((f.id for f in snap.factions if hooks.bot_hook(snap, f.id, "outrage_triggers")), None)


def _check_faction_piece(snap: RootSnapshot, faction: str, piece: str) -> None:
    if faction not in FACTIONS or not snap.has_faction(faction):
        raise IllegalEdit("edit.faction_not_in_game", faction=faction)
    if not FACTIONS[faction].has_piece(piece) or rules.supply_total(snap, faction, piece) == 0:
        raise IllegalEdit("edit.no_such_piece", faction=faction, piece=piece)


def _check_place(snap: RootSnapshot, place: Place) -> None:
    if place == rules.BURROW and rules.has_burrow(snap):
        return
    if not rules.board_of(snap).place_exists(place):
        raise IllegalEdit("edit.no_such_place", place=str(place))


def _check_can_stand(snap: RootSnapshot, faction: str, piece: str, place: Place, n: int, *, placing: bool) -> None:
    """Whether n pieces may be put there (placing) or arrive there (moving)."""
    info = FACTIONS[faction].piece(piece)
    if place == rules.BURROW:
        refused = rules.burrow_refusal(snap, faction, piece)
        if refused is not None:
            raise IllegalEdit("edit." + refused.code.removeprefix("retry."), **refused.as_dict())
        return
    if isinstance(place, str):
        if info.category != Category.PAWN:
            raise IllegalEdit("edit.forest_only_pawn", piece=piece)
        return
    if placing and not rules.may_place(snap, faction, place):
        raise IllegalEdit("edit.keep_forbids", faction=faction, clearing=place)
    if info.category == Category.BUILDING:
        free = rules.free_slots(snap, place)
        if free < n:
            raise IllegalEdit("edit.no_free_slot", clearing=place, free=free)
    if info.suit is not None and rules.board_of(snap).clearing(place).suit != info.suit:
        raise IllegalEdit("edit.wrong_suit", piece=piece, clearing=place)
    if piece == "sympathy" and snap.place(place).count(faction, piece) + n > 1:
        raise IllegalEdit("edit.one_sympathy", clearing=place)
    if piece == "keep" and snap.place(place).count(faction, piece) + n > 1:
        raise IllegalEdit("edit.one_keep", clearing=place)
    if piece == "tunnel" and snap.place(place).count(faction, piece) + n > 1:
        raise IllegalEdit("edit.one_tunnel", clearing=place)
    family = rules.one_of_family_here(snap, faction, piece, place)
    if family is not None and family + n > 1:
        raise IllegalEdit("edit.one_trade_post" if faction == "riverfolk" else "edit.one_plot", clearing=place)
    if placing and rules.snare_refusal(snap, faction, place) is not None:
        raise IllegalEdit("edit.snared", faction=faction, clearing=place)


def human_ferry_crossing(snap: RootSnapshot, edit: Edit) -> bool:
    """A human's warriors or pawn dragged from the ferry's clearing to another coastal clearing no
    path joins: they crossed the lake on the ferry, which goes with them (Law of Root, Lake Map,
    The Ferry). A bot's pieces dragged so are a correction of the board (MoveFerry corrects the ferry)."""
    return (isinstance(edit, MovePiece) and snap.has_faction(edit.faction) and not snap.faction(edit.faction).is_bot
            and rules.ferry_crossing(snap, edit.faction, edit.piece, edit.origin, edit.dest))


def history_kind(snap: RootSnapshot, edit: Edit) -> str:
    """The history's name for an edit on this board (snap: before it): a move on the ferry is
    named as one, so the table sees the ferry went along and draws the card."""
    return "move_by_ferry" if human_ferry_crossing(snap, edit) else edit.kind


def apply_edit(snap: RootSnapshot, edit: Edit) -> RootSnapshot:
    """Apply one table edit, or raise IllegalEdit and change nothing."""
    match edit:
        case AddPiece(faction=faction, piece=piece, place=place, count=n):
            _check_faction_piece(snap, faction, piece)
            _check_place(snap, place)
            available = rules.in_supply(snap, faction, piece)
            if available < n:
                raise IllegalEdit("edit.supply_exhausted", faction=faction, piece=piece, available=available,
                                  total=rules.supply_total(snap, faction, piece))
            _check_can_stand(snap, faction, piece, place, n, placing=True)
            return rules.add_pieces(snap, faction, piece, place, n)
        case MovePiece(faction=faction, piece=piece, origin=origin, dest=dest, count=n):
            _check_faction_piece(snap, faction, piece)
            _check_place(snap, origin)
            _check_place(snap, dest)
            if origin == dest:
                raise IllegalEdit("edit.same_place", place=str(origin))
            have = snap.place(origin).count(faction, piece)
            if have < n:
                raise IllegalEdit("edit.not_there", faction=faction, piece=piece, place=str(origin), available=have)
            # Warriors and the pawn move; a building or token dragged elsewhere is a correction
            # of where it was placed, so it must be placeable there.
            mobile = FACTIONS[faction].piece(piece).category in (Category.WARRIOR, Category.PAWN)
            if mobile and rules.snare_refusal(snap, faction, origin) is not None:
                raise IllegalEdit("edit.snared_out", faction=faction, clearing=origin)  # 11.7.2
            if mobile and not snap.faction(faction).is_bot and _only_a_closed_path(snap, faction, origin, dest):
                # Law of Root C.3.2: clearings linked by a closed path are not adjacent (bots ignore it, 12.2.1).
                a, b = sorted((int(origin), int(dest)))
                raise IllegalEdit("edit.path_closed", faction=faction, a=a, b=b)
            lifted = rules.remove_pieces_to_supply(snap, faction, piece, origin, n)
            _check_can_stand(lifted, faction, piece, dest, n, placing=not mobile)
            moved = rules.move_pieces(snap, faction, piece, origin, dest, n)
            if human_ferry_crossing(snap, edit):
                assert isinstance(dest, int)
                moved = rules.take_ferry(moved, faction, dest)  # the table draws the card (Law of Root)
            return moved
        case RemovePiece(faction=faction, piece=piece, place=place, count=n):
            _check_faction_piece(snap, faction, piece)
            _check_place(snap, place)
            if piece == "pawn" and snap.faction(faction).is_bot:
                # 7.2.1: the Vagabot's pawn can never be removed from the map (drag it to correct it).
                raise IllegalEdit("edit.pawn_stays", faction=faction)
            if isinstance(place, int):
                return remove_with_effects(snap, (Removal(faction=faction, piece=piece, clearing=place, count=n),))
            return rules.remove_pieces(snap, faction, piece, place, n)
        case SetVP(faction=faction, vp=vp):
            if not snap.has_faction(faction):
                raise IllegalEdit("edit.faction_not_in_game", faction=faction)
            if not 0 <= vp <= MAX_VP:
                raise IllegalEdit("edit.vp_range", vp=vp, max=MAX_VP)
            return rules.update_faction(snap, faction, vp=vp)
        case SetRuins(clearing=clearing, ruins=ruins):
            _check_place(snap, clearing)
            if ruins and not snap.place(clearing).ruins and rules.free_slots(snap, clearing) < 1:
                raise IllegalEdit("edit.no_free_slot", clearing=clearing, free=0)
            return rules.set_ruins(snap, clearing, ruins)
        case SetSuit() | CorrectSlots() | SetRiver() | SetCoast() | MoveFerry() | SetPathClosed():
            return _map_edit(snap, edit)
        case SetItem(item=item, count=count):
            if item not in dict(snap.items):
                raise IllegalEdit("edit.no_such_item", item=item)
            if not 0 <= count <= 3:
                raise IllegalEdit("edit.item_range", item=item, count=count)
            return rules.set_item(snap, item, count)
        case BotTakesHits():
            return _bot_takes_hits(snap, edit)
        case HumanBattle():
            return _human_battle(snap, edit)
        case SetBotBoard(faction=faction, board=board):
            state = snap.faction(faction) if snap.has_faction(faction) else None
            if state is None or state.bot is None:
                raise IllegalEdit("edit.not_a_bot", faction=faction)
            if board.bot != state.bot.bot:
                raise IllegalEdit("edit.wrong_board", faction=faction, board=board.bot)
            check = hooks.bot_hook(snap, faction, "check_board")
            if check is not None:
                check(board)
            return rules.update_faction(snap, faction, board=board)
        case RemoveAllEnemies():
            return _remove_all_enemies(snap, edit)
        case GiveCardToBot(faction=faction, by=by, card=card):
            _check_bot_and_human(snap, faction, by)
            # Poor Manual Dexterity: the card is discarded (onto the Lost Souls if the Lizards are in
            # the game, 8.2.4, else the discard pile) and leaves the app's deck, as a card spent at the table.
            if card is not None:
                snap = _card_discarded(snap, card)
            return rules.add_vp(snap, faction, 1)
        case TakeCardFromBot(faction=faction, by=by):
            _check_bot_and_human(snap, faction, by)
            return snap
        case Investors(clearing=clearing, discarded=discarded):
            _check_place(snap, clearing)
            for seat in snap.factions:
                answer = hooks.bot_hook(snap, seat.id, "investors_answer")
                if answer is not None:
                    answered: RootSnapshot = answer(snap, seat.id, clearing, discarded)
                    return answered
            raise IllegalEdit("edit.not_a_bot", faction="duchy")
        case CardDiscarded(card=card):
            return _card_discarded(snap, card)
        case CardNotInDeck(card=card):
            if snap.app_deck is None or card not in snap.app_deck:
                raise IllegalEdit("edit.card_not_in_app_deck", card=card)
            return _without_app_card(snap, card)
        case BuyServices(buyer=buyer, services=bought, cards=taken, paid=paid):
            from . import services
            from .state import ServicesPurchase

            _check_human(snap, buyer)
            return services.buy(snap, ServicesPurchase(buyer=buyer, services=bought, cards=taken, paid=paid))
        case RevealPlot():
            return _reveal_plot(snap, edit)
        case ExposePlot():
            return _expose_plot(snap, edit)
        case Outrage(clearing=clearing, discarded=discarded):
            outraged = outraged_bot(snap)
            if outraged is None:
                # Outrage is the Automated Alliance's (6.2.3): the faction the table expected.
                raise IllegalEdit("edit.not_a_bot", faction="alliance")
            _check_place(snap, clearing)
            return snap if discarded else rules.add_vp(snap, outraged, 1)
        case SetPayments():
            return _set_payments(snap, edit)
    raise AssertionError(f"unknown edit {edit!r}")


PAYMENTS_OWNER = "riverfolk"
"""Payments lie on the Riverfolk's faction board (9.2.3), whoever plays it."""


def _map_edit(snap: RootSnapshot, edit: Edit) -> RootSnapshot:
    """The table's layer over the printed map: suit markers, corrections, the ferry, closed paths."""
    printed = load_board(snap.map_id)
    n = len(printed.clearings)
    fix = snap.corrections
    match edit:
        case SetSuit(clearing=cid, suit=suit):
            _check_place(snap, cid)
            if printed.printed_suits:
                raise IllegalEdit("edit.suit_printed", map=printed.name, clearing=cid)
            if suit == Suit.BIRD:
                raise IllegalEdit("edit.suit_marker_bird")
            place = snap.place(cid)
            for stack in place.stacks:
                bound = FACTIONS[stack.faction].piece(stack.kind).suit
                if bound is not None and bound != suit:
                    raise IllegalEdit("edit.suit_holds_piece", clearing=cid, faction=stack.faction, piece=stack.kind)
            suits = list(snap.suits)
            suits[cid - 1] = suit
            return snap.model_copy(update={"suits": tuple(suits)})
        case CorrectSlots(clearing=cid, slots=slots):
            _check_place(snap, cid)
            if not 1 <= slots <= 3:
                raise IllegalEdit("edit.slots_range", clearing=cid, slots=slots)
            used = snap.place(cid).buildings() + (1 if snap.place(cid).ruins else 0)
            if slots < used:
                raise IllegalEdit("edit.slots_in_use", clearing=cid, slots=slots, used=used)
            table = dict(fix.slots)
            if slots == printed.clearing(cid).slots:
                table.pop(cid, None)
            else:
                table[cid] = slots
            return snap.model_copy(update={"corrections": fix.model_copy(update={"slots": tuple(sorted(table.items()))})})
        case SetRiver(a=a, b=b, river=river):
            if not (1 <= a <= n and 1 <= b <= n) or a == b:
                raise IllegalEdit("edit.river_clearings", a=a, b=b)
            pair = (min(a, b), max(a, b))
            rivers = list(printed.rivers if fix.rivers is None else fix.rivers)
            if river and pair not in rivers:
                rivers.append(pair)
            elif not river and pair in rivers:
                rivers.remove(pair)
            new: tuple[tuple[int, int], ...] | None = tuple(sorted(rivers))
            if new == tuple(sorted(printed.rivers)):
                new = None
            return snap.model_copy(update={"corrections": fix.model_copy(update={"rivers": new})})
        case SetCoast(clearing=cid, coastal=coastal):
            _check_place(snap, cid)
            if printed.ferry_start is None:
                raise IllegalEdit("edit.no_lake", map=printed.name)
            coast = set(printed.coast if fix.coast is None else fix.coast)
            if not coastal and snap.ferry == cid:
                raise IllegalEdit("edit.ferry_stands_here", clearing=cid)
            coast = coast | {cid} if coastal else coast - {cid}
            new_coast: tuple[int, ...] | None = tuple(sorted(coast))
            if new_coast == printed.coast:
                new_coast = None
            return snap.model_copy(update={"corrections": fix.model_copy(update={"coast": new_coast})})
        case MoveFerry(dest=dest):
            if snap.ferry is None:
                raise IllegalEdit("edit.no_lake", map=printed.name)
            if dest not in rules.board_of(snap).coast:
                raise IllegalEdit("edit.ferry_not_coastal", clearing=dest)
            return snap.model_copy(update={"ferry": dest})
        case SetPathClosed(a=a, b=b, closed=closed, opened_by=opener):
            pair = (min(a, b), max(a, b))
            if pair not in printed.closed_paths_at_setup:
                raise IllegalEdit("edit.not_closed_path", a=a, b=b, map=printed.name)
            if opener is not None:
                snap = _open_path(snap, pair, closed, opener)
            paths = set(snap.closed_paths)
            paths = paths | {pair} if closed else paths - {pair}
            order = printed.closed_paths_at_setup
            return snap.model_copy(update={"closed_paths": tuple(p for p in order if p in paths)})
    raise AssertionError(edit)


def _only_a_closed_path(snap: RootSnapshot, faction: str, origin: Place, dest: Place) -> bool:
    """Whether the only way between two clearings is a path still closed: a river the mover may use
    (the Riverfolk's, or Riverboats bought, 9.2.3 II) joining them too is another way."""
    if not (isinstance(origin, int) and isinstance(dest, int)) or not rules.path_closed(snap, origin, dest):
        return False
    swims = faction == "riverfolk" or has_riverboats(snap, faction)
    return not (swims and (min(origin, dest), max(origin, dest)) in rules.board_of(snap).river_pairs())


def _open_path(snap: RootSnapshot, pair: tuple[int, int], closed: bool, opener: str) -> RootSnapshot:
    """Law of Root C.3.3: a player with any pieces in either clearing the closed path links spends a
    card (the table's), removes the marker for good and scores 1 VP. The bots never open paths (12.2.1)."""
    if closed:
        raise IllegalEdit("edit.open_closes", a=pair[0], b=pair[1])
    if opener not in FACTIONS or not snap.has_faction(opener):
        raise IllegalEdit("edit.faction_not_in_game", faction=opener)
    if snap.faction(opener).is_bot:
        raise IllegalEdit("edit.bots_never_open", faction=opener)
    if pair not in snap.closed_paths:
        raise IllegalEdit("edit.path_already_open", a=pair[0], b=pair[1])
    if not any(snap.place(c).count(opener) for c in pair):
        raise IllegalEdit("edit.open_needs_pieces", faction=opener, a=pair[0], b=pair[1])
    return rules.add_vp(snap, opener, 1)


def _set_payments(snap: RootSnapshot, edit: SetPayments) -> RootSnapshot:
    if not snap.has_faction(PAYMENTS_OWNER):
        raise IllegalEdit("edit.faction_not_in_game", faction=PAYMENTS_OWNER)
    if edit.faction not in FACTIONS or not snap.has_faction(edit.faction):
        raise IllegalEdit("edit.faction_not_in_game", faction=edit.faction)
    if not FACTIONS[edit.faction].has_piece("warrior"):  # the Vagabond has no warriors to pay with (9.2.3)
        raise IllegalEdit("edit.no_such_piece", faction=edit.faction, piece="warrior")
    paid = snap.in_payments(edit.faction, "warrior")
    # What the faction has: its supply plus what already lies there (a correction may take some back).
    most = rules.in_supply(snap, edit.faction, "warrior") + paid
    if edit.count > most:
        raise IllegalEdit("edit.payments_beyond_supply", faction=edit.faction, count=edit.count, available=most)
    return rules.set_payments(snap, edit.faction, edit.count)



def _card_discarded(snap: RootSnapshot, card: OrderCard) -> RootSnapshot:
    from . import cards

    try:
        card = cards.validate_order_card(snap, card)
    except EngineError as err:
        raise IllegalEdit(err.code, **err.params) from err
    before = snap
    snap = notify_card_discarded(snap, card)
    if snap is before:
        snap = snap.model_copy(update={"discard": snap.discard + (card.name or card.suit.value,)})
    return _without_app_card(snap, card.name) if card.name is not None else snap


def notify_card_discarded(snap: RootSnapshot, card: OrderCard) -> RootSnapshot:
    """Every bot in the game hears that a card was spent or discarded (hook on_card_discarded, e.g.
    the Lizards' Lost Souls 8.2.4); the snapshot with the boards that took it, the same object when
    no bot did."""
    for f, board in hooks.boards_after_discard(snap, card):
        snap = rules.update_faction(snap, f, board=board)
    return snap


def _without_app_card(snap: RootSnapshot, card: str) -> RootSnapshot:
    if snap.app_deck is None or card not in snap.app_deck:
        return snap
    deck = list(snap.app_deck)
    deck.remove(card)
    return snap.model_copy(update={"app_deck": tuple(deck)})


def _check_human(snap: RootSnapshot, faction: str) -> None:
    if not snap.has_faction(faction):
        raise IllegalEdit("edit.faction_not_in_game", faction=faction)
    if snap.faction(faction).is_bot:
        raise IllegalEdit("edit.not_a_human", faction=faction)


def _check_bot_and_human(snap: RootSnapshot, bot: str, human: str) -> None:
    """2.8.1 is about cards between a human and a bot."""
    if not snap.has_faction(bot) or not snap.faction(bot).is_bot:
        raise IllegalEdit("edit.not_a_bot", faction=bot)
    _check_human(snap, human)


def remove_with_effects(snap: RootSnapshot, removals: tuple[Removal, ...]) -> RootSnapshot:
    """Take pieces off the map with what their bots' after_removal hooks add (Crackdown 6.2.4...)."""
    effects = hooks.removal_effects(snap, removals)
    before = snap
    for r in removals + effects.extra_removals:
        snap = rules.remove_pieces(snap, r.faction, r.piece, r.clearing, r.count)
    snap = rules.place_after_removal(before, snap, removals + effects.extra_removals)
    for faction, board in effects.boards:
        snap = rules.update_faction(snap, faction, board=board)
    return snap


def _remove_all_enemies(snap: RootSnapshot, edit: RemoveAllEnemies) -> RootSnapshot:
    """A human's "remove all enemy pieces" in one clearing; a bot there may answer its own way
    (hook swept: a Vagabot damages 3 items instead of leaving, 7.2.1.I)."""
    from . import battle

    _check_human(snap, edit.by)
    _check_place(snap, edit.clearing)
    place = snap.place(edit.clearing)
    removals = tuple(Removal(faction=s.faction, piece=s.kind, clearing=edit.clearing, count=s.count)
                     for s in place.stacks
                     if s.faction != edit.by and FACTIONS[s.faction].piece(s.kind).category != Category.PAWN)
    before = snap
    snap = remove_with_effects(snap, removals)
    snap = rules.add_vp(snap, edit.by, battle.enemy_vp(before, removals, edit.by, []))
    for f in snap.factions:
        swept = hooks.bot_hook(snap, f.id, "swept") if f.id != edit.by and place.count(f.id, "pawn") else None
        board = swept(snap, f.id, edit.clearing) if swept is not None else None
        if board is not None:
            snap = rules.update_faction(snap, f.id, board=board)
    return snap


def _bot_takes_hits(snap: RootSnapshot, edit: BotTakesHits) -> RootSnapshot:
    from . import battle

    if not snap.has_faction(edit.faction) or snap.faction(edit.faction).bot is None:
        raise IllegalEdit("edit.not_a_bot", faction=edit.faction)
    _check_place(snap, edit.clearing)
    if isinstance(edit.clearing, str):
        raise IllegalEdit("edit.no_such_place", place=str(edit.clearing))
    if edit.by is not None and (not snap.has_faction(edit.by) or edit.by == edit.faction):
        raise IllegalEdit("edit.faction_not_in_game", faction=edit.by)
    cfg = snap.faction(edit.faction).bot
    assert cfg is not None
    place = snap.place(edit.clearing)
    if place.count(edit.faction) == 0:
        raise IllegalEdit("edit.not_there", faction=edit.faction, piece="any", place=str(edit.clearing), available=0)
    # The bot takes the hits its own way (hook take_hits: the Vagabot damages items) or by 1.2.1.
    removals, board, state = battle.bot_takes_hits(snap, edit.faction, edit.clearing, edit.hits, snap.rng, [])
    before = snap
    if board is not None:
        snap = rules.update_faction(snap, edit.faction, board=board)
    # Crackdown's sympathy is removed by the Alliance itself: the attacker scores only the hits.
    snap = remove_with_effects(snap, removals)
    if edit.by is not None:
        snap = rules.add_vp(snap, edit.by, battle.enemy_vp(before, removals, edit.by, []))
    defended = hooks.bot_hook(before, edit.faction, "after_defence") if edit.defending else None
    if defended is not None:
        # Trait Hospitals: the Marquise places warriors at its Keep.
        placements, _ = defended(before, edit.faction, edit.clearing, removals)
        for f, piece, clearing, n in placements:
            snap = rules.add_pieces(snap, f, piece, clearing, n)
    return snap.model_copy(update={"rng": state})


def _human_battle_resolved(snap: RootSnapshot, edit: HumanBattle) -> tuple[Battle, int]:
    """The battle as the rules resolve it, before the attacker's choice of building/token losses."""
    from . import battle
    from .common import PendingBattle

    for f in (edit.attacker, edit.defender):
        if not snap.has_faction(f):
            raise IllegalEdit("edit.faction_not_in_game", faction=f)
    if snap.faction(edit.attacker).is_bot:
        raise IllegalEdit("edit.attacker_is_bot", faction=edit.attacker)
    if snap.faction(edit.defender).bot is None:
        raise IllegalEdit("edit.not_a_bot", faction=edit.defender)
    _check_place(snap, edit.clearing)
    if any(not 0 <= d <= 3 for d in edit.dice):
        raise IllegalEdit("edit.dice_range")
    if edit.vagabond_swords is not None and not 0 <= edit.vagabond_swords <= 20:
        raise IllegalEdit("dice.swords_range", swords=edit.vagabond_swords)
    place = snap.place(edit.clearing)
    armed = place.count_category(edit.attacker, Category.WARRIOR) or place.count(edit.attacker, "pawn")
    if not armed:
        raise IllegalEdit("edit.attacker_not_there", faction=edit.attacker, clearing=edit.clearing)
    if place.count(edit.defender) == 0:
        raise IllegalEdit("edit.not_there", faction=edit.defender, piece="any", place=str(edit.clearing), available=0)
    pb = PendingBattle(clearing=edit.clearing, attacker=edit.attacker, defender=edit.defender, dice=edit.dice,
                       vagabond_swords=edit.vagabond_swords, arbiter=edit.arbiter, mercenary_hits=edit.mercenary_hits)
    resolved = battle.resolve_battle(snap, pb)
    if not isinstance(resolved, tuple):  # only the human Arbiter can be a question here
        raise IllegalEdit("edit.arbiter_unknown", arbiter=battle.arbiter_in(snap, pb) or "vagabond",
                          defender=edit.defender)
    action, state, _ = resolved
    return action, state


def human_battle_choice(snap: RootSnapshot, edit: HumanBattle) -> tuple[int, tuple[tuple[str, int], ...]] | None:
    """(hits, options) when the attacker must choose which buildings or tokens its remaining losses
    take (Law of Root 4.3.3: the owner chooses, warriors first); None when the outcome is forced.
    Raises IllegalEdit as the edit would."""
    from . import battle

    action, _ = _human_battle_resolved(snap, edit)
    _, left, options = battle.human_losses(snap.place(edit.clearing), edit.attacker,
                                           action.defender_hits - _mercenaries_lost(snap, edit, action))
    return (left, options) if left and battle.human_choice_needed(left, options) else None


def _mercenaries_lost(snap: RootSnapshot, edit: HumanBattle, action: Battle) -> int:
    """Hits the attacker's hired Riverfolk warriors took (9.2.3 III): not its own losses to choose."""
    from . import services
    from .service_effects import SELLER

    if not services.mercenary_warriors(snap, edit.attacker, edit.defender, edit.clearing):
        return 0
    return sum(r.count for r in action.removals
               if r.faction == SELLER and r.piece == "warrior" and r.clearing == edit.clearing)


def mercenary_odd_hit(snap: RootSnapshot, edit: HumanBattle) -> int | None:
    """The hits a human attacker with Mercenaries takes, when they are odd: 9.2.3 III splits them
    evenly and the buyer says which side takes the odd one (HumanBattle.mercenary_hits). None when
    there is nothing to choose. Raises IllegalEdit as the edit would."""
    from . import services

    if not services.mercenary_warriors(snap, edit.attacker, edit.defender, edit.clearing):
        return None
    action, _ = _human_battle_resolved(snap, edit)
    return action.defender_hits if action.defender_hits % 2 else None


def _human_battle(snap: RootSnapshot, edit: HumanBattle) -> RootSnapshot:
    from . import battle
    from .actions import apply_action

    action, state = _human_battle_resolved(snap, edit)
    needed = human_battle_choice(snap, edit)
    if needed is not None:
        left, options = needed
        if edit.attacker_choice is None:
            raise IllegalEdit("edit.attacker_must_choose", faction=edit.attacker, hits=left,
                              options=", ".join(f"{k} x{n}" for k, n in options))
        try:
            extra: tuple[Removal, ...] = battle.chosen_removals(snap.place(edit.clearing), edit.attacker, left,
                                                                 options, edit.attacker_choice)
        except EngineError as err:
            raise IllegalEdit(err.code, **err.params) from err
        vp = dict(action.vp)
        for f, n in battle.removal_vp(snap, extra, edit.defender, []).items():
            vp[f] = vp.get(f, 0) + n
        action = action.model_copy(update={"removals": action.removals + extra,
                                           "vp": tuple(sorted((f, n) for f, n in vp.items() if n))})
    return apply_action(snap, action).model_copy(update={"rng": state})


CORVIDS = "corvids"


def _face_down_plot_at(snap: RootSnapshot, clearing: int) -> None:
    _check_place(snap, clearing)
    if not snap.has_faction(CORVIDS):
        raise IllegalEdit("edit.faction_not_in_game", faction=CORVIDS)
    if not isinstance(clearing, int) or snap.place(clearing).count(CORVIDS, "plot") == 0:
        raise IllegalEdit("edit.no_face_down_plot", clearing=clearing)


def _reveal_plot(snap: RootSnapshot, edit: RevealPlot) -> RootSnapshot:
    """The human Corvids flip a face-down plot: the face the table sees replaces the `plot` in the
    same clearing (one of the 8 pooled tokens: a third snare cannot be), they score 1 VP per face-up
    plot on the map, then its effect (plots.reveal: a bomb removes every human enemy piece there and
    2 pieces of each bot, 11.8.1). A human's bomb then leaves the map (Law of Root; the swap of
    11.7.1 is the bot's own, ruling human-corvids-bomb)."""
    from . import plots
    from .actions import Compound, apply_action

    _check_human(snap, CORVIDS)
    _face_down_plot_at(snap, edit.clearing)
    revealed = plots.reveal(snap, edit.clearing, edit.face, rule=RULE_HUMAN_CORVIDS)
    snap = apply_action(snap, Compound(parts=revealed.parts)).model_copy(update={"rng": revealed.rng})
    if edit.face == "plot_bomb":
        snap = rules.remove_pieces_to_supply(snap, CORVIDS, "plot_bomb", edit.clearing)
    return snap


RULE_HUMAN_CORVIDS = "law:Corvid Conspiracy"


def _expose_plot(snap: RootSnapshot, edit: ExposePlot) -> RootSnapshot:
    from . import battle

    _check_human(snap, edit.by)
    if edit.by == CORVIDS:
        raise IllegalEdit("edit.own_plot", faction=edit.by)
    _face_down_plot_at(snap, edit.clearing)
    if not edit.right:
        if snap.faction(CORVIDS).is_bot:
            return rules.add_vp(snap, CORVIDS, 1)  # 2.8.1: the card is discarded; the bot scores 1 VP
        return snap  # the human Corvids take the card: their hand, not the board
    from . import plots

    if edit.guess not in plots.possible_faces(snap):
        raise IllegalEdit("plots.face_all_up", piece=edit.guess)
    # A right guess removes the face-down token: an exposed raid places no warriors (Law of Root;
    # plots.RULING_FACE_DOWN_REMOVED); the guesser removed an enemy token and scores it (3.2.1).
    removal = Removal(faction=CORVIDS, piece="plot", clearing=edit.clearing, count=1)
    scored = rules.add_vp(snap, edit.by, battle.enemy_vp(snap, (removal,), edit.by, []))
    return remove_with_effects(scored, (removal,))
