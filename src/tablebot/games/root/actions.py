"""What a Root bot step does to the board: one discriminated union of actions, applied purely.

The bot decides (bots/<bot>.py); this module only carries out a confirmed decision, validating it
against the snapshot again so a stale or hand-crafted step cannot corrupt the board.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...core.model import Frozen
from ...core.steps import IllegalEdit, PromptBase, StepBase
from . import rules
from .bots import hooks
from .state import BotBoard, BotCursor, OrderCard, PendingBattle, Place, RootSnapshot, ServicesPurchase


class Removal(Frozen):
    faction: str
    piece: str
    clearing: Place
    """A clearing; the Duchy's Burrow when its Mayor removes a warrior there (10.7.6)."""
    count: int = 1


class Craft(Frozen):
    kind: Literal["craft"] = "craft"
    faction: str
    item: str
    card: str | None = None
    vp: int = 1


class PlaceWarriors(Frozen):
    kind: Literal["place"] = "place"
    faction: str
    piece: str = "warrior"
    targets: tuple[tuple[Place, int], ...]
    """(clearing, count) in the order placed (2.4: highest priority first); the Duchy's Burrow too."""


class Build(Frozen):
    kind: Literal["build"] = "build"
    faction: str
    piece: str
    clearing: int


class Move(Frozen):
    kind: Literal["move"] = "move"
    faction: str
    piece: str = "warrior"
    origin: Place
    dest: Place
    """Clearings, or forests for a pawn. From the Lake's ferry clearing to another coastal clearing
    no path joins, the ferry sails along and a bot scores 1 VP (12.1.1, rules.ferry_crossing)."""
    count: int = 1


class Battle(Frozen):
    kind: Literal["battle"] = "battle"
    clearing: int
    attacker: str
    defender: str
    dice: tuple[int, int]
    rolled_by_app: bool = False
    attacker_hits: int
    defender_hits: int
    removals: tuple[Removal, ...] = ()
    vp: tuple[tuple[str, int], ...] = ()
    """VP scored for buildings and tokens removed (Law of Root 4.3.4)."""
    placements: tuple[tuple[str, str, int, int], ...] = ()
    """(faction, piece, clearing, count) placed as a result (the Hospitals trait)."""
    boards: tuple[tuple[str, BotBoard], ...] = ()
    """Bot boards the battle changed (the Vagabot's damaged items)."""


class RemovePieces(Frozen):
    """Pieces removed outside battle (a Revolt, the Rogue's special), with any VP they score."""

    kind: Literal["remove"] = "remove"
    removals: tuple[Removal, ...]
    vp: tuple[tuple[str, int], ...] = ()
    boards: tuple[tuple[str, BotBoard], ...] = ()
    """Bot boards the removal changed (hooks.removal_effects: a bot's after_removal)."""


class SetBoard(Frozen):
    """A bot's faction board changes: a card into the Decree, items exhausted or repaired..."""

    kind: Literal["set_board"] = "set_board"
    faction: str
    board: BotBoard


class SetRuins(Frozen):
    kind: Literal["set_ruins"] = "set_ruins"
    clearing: int
    ruins: bool


class Score(Frozen):
    kind: Literal["score"] = "score"
    faction: str
    vp: int


class Discard(Frozen):
    kind: Literal["discard"] = "discard"
    card: OrderCard
    by: str | None = None
    """The faction discarding it: its own hook does not take it back (the Lizards' 8.5.2, 8.6.2)."""


class Pay(Frozen):
    """Warriors into the Riverfolk's Payments (9.2.3): `count` of the faction's warriors from its
    supply, or from the map when `clearings` says where (Extortion 9.6.2); a negative count takes
    them out of the Payments back to their owner's supply (9.6.1)."""

    kind: Literal["pay"] = "pay"
    faction: str
    count: int
    clearings: tuple[tuple[int, int], ...] = ()
    """(clearing, warriors) the paid warriors are taken from, in priority order (2.4)."""
class FlipPlot(Frozen):
    """A Corvid plot token turned over where it lies (Law of Rootbotics 11.4.4: a face-down plot to the
    face the table sees; 11.7.1: a bomb swapped for a plot from the supply, face up). Not a removal."""

    kind: Literal["flip_plot"] = "flip_plot"
    faction: str
    clearing: int
    from_kind: str
    to_kind: str


class Nothing(Frozen):
    """A step of the flowchart that does nothing this turn; its reasons say why."""

    kind: Literal["nothing"] = "nothing"


class DrawCard(Frozen):
    """The app-owned deck (ruling app-deck): the app draws the card the table would have drawn and
    entered for a bot; the table takes that card out of the physical deck."""

    kind: Literal["draw_card"] = "draw_card"
    faction: str
    """The bot the card is drawn for."""
    purpose: str
    """The question the card answers (AskOrderCard.purpose)."""
    card: str
    """The card's id ("Foxfolk Steel (fox)"), the top of the app's deck."""
    refill: tuple[str, ...] = ()
    """When the app's deck was empty: the new deck, the discard pile shuffled (top first)."""


class EndTurn(Frozen):
    kind: Literal["end_turn"] = "end_turn"
    faction: str


class GameOver(Frozen):
    """Someone has won (Law of Root 3.1: the game ends at once at 30 VP; co-op: the race). Shown,
    never applied: undo is the way back."""

    kind: Literal["game_over"] = "game_over"
    outcome: str
    """"faction", "humans" or "bots" (rules.result)."""
    winners: tuple[str, ...]


class BoughtOrderCard(Frozen):
    """The Market card a bot bought as its order card this turn (ruling services-bot-card) answers its
    order card question: nobody draws one."""

    kind: Literal["bought_order_card"] = "bought_order_card"
    faction: str
    card: OrderCard


class ServicesBought(Frozen):
    """A bot buys Riverfolk services (9.2.3, as the table said its Services card says, 9.7): the
    warriors into Payments, the Market cards taken (discarded, 2.8, unless one is its order card),
    the services on for this turn."""

    kind: Literal["services_bought"] = "services_bought"
    purchase: ServicesPurchase


SimpleAction = Annotated[
    Craft | PlaceWarriors | Build | Move | Battle | RemovePieces | SetBoard | SetRuins | Score | Discard | Nothing
    | EndTurn | ServicesBought | Pay | FlipPlot,
    Field(discriminator="kind"),
]


class Compound(Frozen):
    """Several things one rule does at once (a Revolt removes, places a base and scores), applied in order."""

    kind: Literal["compound"] = "compound"
    parts: tuple[SimpleAction, ...]


Action = Annotated[
    Craft | PlaceWarriors | Build | Move | Battle | RemovePieces | SetBoard | SetRuins | Score | Discard | Nothing
    | EndTurn | Compound | GameOver | DrawCard | ServicesBought | Pay | BoughtOrderCard | FlipPlot,
    Field(discriminator="kind"),
]


class AskOrderCard(Frozen):
    kind: Literal["order_card"] = "order_card"
    purpose: Literal["birdsong", "expand", "setup", "lizards_craft", "lizards_erratic", "riverfolk_market"] = "birdsong"
    """What the card is for; the prompt's actor is the bot it is drawn for ("setup": a card its
    setup draws before the first turn, e.g. Lizards 8.3.5, Duchy 10.3.5)."""

    @property
    def is_order(self) -> bool:
        """The card becomes the bot's order card (not a card for its setup or its Lost Souls)."""
        return self.purpose in ("birdsong", "expand")


class AskArbiter(Frozen):
    """7.7.6, before the dice: a human defender decides whether to enlist the Arbiter standing
    there; or a defending bot would enlist the human Vagabond standing there, and the table says
    whether it is the Arbiter. For a human Arbiter the answer carries its undamaged swords."""

    kind: Literal["arbiter"] = "arbiter"
    battle: PendingBattle
    arbiter: str


class AskDice(Frozen):
    kind: Literal["dice"] = "dice"
    battle: PendingBattle


class AskRemoval(Frozen):
    """The defending human chooses which buildings/tokens the remaining hits remove."""

    kind: Literal["removal"] = "removal"
    battle: PendingBattle
    faction: str
    hits: int
    options: tuple[tuple[str, int], ...]


class AskTable(Frozen):
    """Something only the table knows, asked as a choice among options: the quest card drawn
    (its suit), which humans here have crafted items, ... `topic` is a code the GUI words."""

    kind: Literal["table"] = "table"
    topic: str
    options: tuple[str, ...]
    multiple: bool = False
    """Whether several options may be chosen (none included)."""
    params: tuple[tuple[str, int | str], ...] = ()


Question = Annotated[AskOrderCard | AskDice | AskRemoval | AskArbiter | AskTable, Field(discriminator="kind")]


class DiceAnswer(Frozen):
    kind: Literal["dice"] = "dice"
    dice: tuple[int, int] | None = None
    """The two dice as rolled; None asks the app to roll them (seeded, shown)."""
    vagabond_swords: int | None = None
    """Undamaged swords of a defending human Vagabond (its hit cap; ruling vagabond-defender)."""


class RemovalAnswer(Frozen):
    kind: Literal["removal"] = "removal"
    choice: tuple[tuple[str, int], ...]


class ArbiterAnswer(Frozen):
    kind: Literal["arbiter"] = "arbiter"
    enlist: bool
    swords: int | None = None
    """A human Vagabond Arbiter's undamaged swords (added to the defender's hit cap, 7.7.6)."""


class OrderCardAnswer(Frozen):
    kind: Literal["order_card"] = "order_card"
    card: OrderCard


class TableAnswer(Frozen):
    kind: Literal["table"] = "table"
    chosen: tuple[str, ...]


Answer = Annotated[
    OrderCardAnswer | DiceAnswer | RemovalAnswer | ArbiterAnswer | TableAnswer, Field(discriminator="kind")
]


class RootStep(StepBase):
    action: Action
    cursor: BotCursor | None = None
    """The bot's cursor once this step is applied."""
    rng: int | None = None
    """The RNG state once this step is applied, when the step drew randomness."""


class RootPrompt(PromptBase):
    question: Question


def apply_action(snap: RootSnapshot, action: Action) -> RootSnapshot:
    """Carry out a confirmed action; raises IllegalEdit if the board no longer allows it."""
    match action:
        case Craft(item=item, faction=faction, vp=vp):
            if snap.item_count(item) < 1:
                raise IllegalEdit("action.item_gone", item=item)
            snap = rules.set_item(snap, item, snap.item_count(item) - 1)
            # A bot's crafted items; a bot may keep them elsewhere (the Vagabot's satchel, 7.4.2).
            state = snap.faction(faction)
            keeps = hooks.bot_hook(snap, faction, "keeps_crafted_items")
            if state.is_bot and (keeps is None or keeps(snap, faction)):
                snap = rules.update_faction(snap, faction, crafted=state.crafted + (item,))
            return rules.add_vp(snap, faction, vp)
        case PlaceWarriors(faction=faction, piece=piece, targets=targets):
            for clearing, n in targets:
                if clearing == rules.BURROW and rules.burrow_refusal(snap, faction, piece) is not None:
                    raise IllegalEdit("edit.burrow_duchy_only", faction=faction)
                if not rules.may_place(snap, faction, clearing):
                    raise IllegalEdit("edit.keep_forbids", clearing=clearing)
                snap = rules.add_pieces(snap, faction, piece, clearing, n)
            return snap
        case Build(faction=faction, piece=piece, clearing=clearing):
            if rules.free_slots(snap, clearing) < 1:
                raise IllegalEdit("edit.no_free_slot", clearing=clearing)
            if not rules.may_place(snap, faction, clearing):
                raise IllegalEdit("edit.keep_forbids", clearing=clearing)
            return rules.add_pieces(snap, faction, piece, clearing, 1)
        case Move(faction=faction, piece=piece, origin=origin, dest=dest, count=count):
            moved = rules.move_pieces(snap, faction, piece, origin, dest, count)
            if rules.ferry_crossing(snap, faction, piece, origin, dest):
                # 12.1.1: the ferry sails with them, and the bot scores 1 VP in the same step.
                assert isinstance(dest, int)
                moved = rules.take_ferry(moved, faction, dest)
            return moved
        case Battle(removals=removals, vp=vp, placements=placements, boards=boards):
            before = snap
            for r in removals:
                snap = rules.remove_pieces(snap, r.faction, r.piece, r.clearing, r.count)
            snap = rules.place_after_removal(before, snap, removals)
            for faction, points in vp:
                snap = rules.add_vp(snap, faction, points)
            for faction, piece, clearing, n in placements:
                snap = rules.add_pieces(snap, faction, piece, clearing, n)
            for faction, board in boards:
                snap = rules.update_faction(snap, faction, board=board)
            return snap
        case RemovePieces(removals=removals, vp=vp, boards=boards):
            before = snap
            for r in removals:
                snap = rules.remove_pieces(snap, r.faction, r.piece, r.clearing, r.count)
            snap = rules.place_after_removal(before, snap, removals)
            for faction, points in vp:
                snap = rules.add_vp(snap, faction, points)
            for faction, board in boards:
                snap = rules.update_faction(snap, faction, board=board)
            return snap
        case SetBoard(faction=faction, board=board):
            return rules.update_faction(snap, faction, board=board)
        case SetRuins(clearing=clearing, ruins=ruins):
            return rules.set_ruins(snap, clearing, ruins)
        case Compound(parts=parts):
            for part in parts:
                snap = apply_action(snap, part)
            return snap
        case Score(faction=faction, vp=vp):
            return rules.add_vp(snap, faction, vp)
        case Discard(card=card, by=by):
            # Every bot hears of a discarded card (hook on_card_discarded: the Lizards' Lost Souls).
            boards = hooks.boards_after_discard(snap, card, by=by)
            # A card a bot took (8.2.4: on top of the Lost Souls) is not on the discard pile.
            if not boards:
                snap = snap.model_copy(update={"discard": snap.discard + (card.name or f"{card.suit}",)})
            for faction, board in boards:
                snap = rules.update_faction(snap, faction, board=board)
            return snap
        case ServicesBought(purchase=purchase):
            from . import services

            snap = services.buy(snap, purchase)
            for card in () if purchase.as_order else purchase.cards:
                snap = apply_action(snap, Discard(card=card, by=purchase.buyer))
            return snap
        case Pay(faction=faction, count=count, clearings=clearings):
            for clearing, n in clearings:
                snap = rules.remove_pieces(snap, faction, "warrior", clearing, n)
            paid = snap.in_payments(faction, "warrior")
            if paid + count < 0:
                raise IllegalEdit("edit.not_there", faction=faction, piece="warrior", place="payments", available=paid)
            if count > rules.in_supply(snap, faction, "warrior"):
                raise IllegalEdit("edit.payments_beyond_supply", faction=faction, count=paid + count,
                                  available=paid + rules.in_supply(snap, faction, "warrior"))
            return rules.set_payments(snap, faction, paid + count)
        case FlipPlot(faction=faction, clearing=clearing, from_kind=from_kind, to_kind=to_kind):
            # The token stays on the map: its old face goes back to the pool, the new one comes out.
            snap = rules.remove_pieces_to_supply(snap, faction, from_kind, clearing)
            return rules.add_pieces(snap, faction, to_kind, clearing)
        case BoughtOrderCard():
            return snap  # the game folds the card into the bot's order card question (game._apply_bought_order)
        case Nothing():
            return snap
        case EndTurn():
            return snap
        case GameOver():
            raise IllegalEdit("game.over")
        case DrawCard(card=card, refill=refill):
            deck = refill or snap.app_deck
            if not deck or deck[0] != card:
                raise IllegalEdit("card.not_app_top", card=card)
            # A refill is the discard pile shuffled into a new deck: the pile is then empty.
            update: dict[str, object] = {"app_deck": deck[1:]}
            if refill:
                update["discard"] = ()
            return snap.model_copy(update=update)
    raise AssertionError(f"unknown action {action!r}")
