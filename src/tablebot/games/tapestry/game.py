"""The Tapestry engine's public face: what the controller and the CLI call.

    next_step(snap)            -> TapestryStep | TapestryPrompt | HumanTurn
    apply_step(snap, step)     -> snap      (a confirmed bots' step; a stale one is refused)
    answer(snap, prompt, ans)  -> snap      (the table answers: the pair drawn, the science die, a trap)
    apply_edit(snap, edit)     -> snap      (the table mirrors the board; raises IllegalEdit)
    end_human_turn(snap)       -> snap

The bots' turn is automa.py's (TAH BOTA); this module seats the players and ends the game. TAH BOTA:
both bots play together, before or after you. KONEC HRY follows the base game: your game ends when you
finish your 5th income turn, the bots' when they finish theirs, and the game is over when both have.
A player who is done takes no more turns: the other plays on alone. The game is over on the bots'
seat with no cursor once both are done; next_step then proposes a GameOver step that cannot be applied.

LÉČKY: your conquest of an Automa territory (edits.PlaceOutpost) while it has tapestry cards sets
`trap_check`; the table is then asked, one discarded card at a time, whether it was a trap, before
anything else happens (your turn may have ended: the bots' turn waits for the answer). A trap that
topples your second outpost gives the Automa "topple two outposts" at once: a step on your turn.

All functions are pure: the snapshot in is never changed, a new one comes out.
"""

from __future__ import annotations

from ...core.reasons import reason
from ...core.steps import HumanTurn, IllegalAnswer, IllegalEdit
from . import automa, hexes
from . import rulebook as R
from .actions import Answer, AskTrap, GainAchievement, GameOver, TapestryPrompt, TapestryStep, TrapAnswer
from .edits import INCOME_TURNS, Edit
from .edits import apply_edit as _apply_edit
from .setup import GameConfig, new_game
from .state import HexState, TapestrySnapshot

__all__ = ["GameConfig", "answer", "apply_edit", "apply_step", "end_human_turn", "game_over", "new_game",
           "next_step"]

HUMAN = "human"


def human_done(snap: TapestrySnapshot) -> bool:
    """You finished your 5th income turn: once the seat has left you with 5 income turns taken."""
    return snap.human.income_turns >= INCOME_TURNS and snap.turn.seat == "bots"


def game_over(snap: TapestrySnapshot) -> bool:
    """KONEC HRY: you and the bots have both finished the 5th income turn."""
    return snap.turn.seat == "bots" and snap.turn.cursor is None and human_done(snap) and automa.bots_done(snap)


def trap_pending(snap: TapestrySnapshot) -> bool:
    return snap.trap_check is not None and snap.automa.tapestry_cards > 0


def next_step(snap: TapestrySnapshot) -> TapestryStep | TapestryPrompt | HumanTurn:
    if game_over(snap):
        human_vp, automa_vp, winner = automa.final_scores(snap)
        return TapestryStep(actor=automa.ACTOR, action=GameOver(human_vp=human_vp, automa_vp=automa_vp, winner=winner),
                            reasons=(reason(R.GAME_END, "game.over", human_vp=human_vp, automa_vp=automa_vp,
                                            winner=winner),))
    if trap_pending(snap):
        # LÉČKY: asked at once, before your turn goes on or the bots act on a map that waits for it.
        assert snap.trap_check is not None
        return TapestryPrompt(actor=automa.ACTOR, question=AskTrap(hex=snap.trap_check), reasons=(
            reason(R.TRAPS, "trap.ask", hex=hexes.hex_label(snap.trap_check), cards=snap.automa.tapestry_cards),))
    if snap.turn.seat == HUMAN:
        return _trap_achievement(snap) or HumanTurn(actor=HUMAN)
    return automa.next_step(snap)


def _trap_achievement(snap: TapestrySnapshot) -> TapestryStep | None:
    """ÚSPĚCHY: a trap topples your outpost, and that counts for the Automa's "topple two outposts"
    (base game: "the 2 outposts you topple (from conquering or trapping)"). Its own conquests check
    on its turn (automa.py); a trap comes on yours, so the achievement is proposed here, at once."""
    if ("topple_two", "automa") not in hexes.map_achievements(snap):
        return None
    vp = hexes.achievement_vp(snap, "topple_two")
    return TapestryStep(actor=automa.ACTOR, action=GainAchievement(side="automa", achievement="topple_two", vp=vp),
                        reasons=(hexes.achievement_reason(snap, "topple_two", "automa"),
                                 reason(R.TRAPS, "trap.toppled_yours")))


def _to_bots(snap: TapestrySnapshot) -> TapestrySnapshot:
    # No cursor: the bots' turn starts from the top (automa.next_step).
    turn = snap.turn.model_copy(update={"number": snap.turn.number + 1, "seat": "bots", "cursor": None})
    return snap.model_copy(update={"turn": turn})


def apply_step(snap: TapestrySnapshot, step: TapestryStep) -> TapestrySnapshot:
    """Apply a confirmed bots' step. The step must be the one next_step proposes for this snapshot:
    a step planned on another board is refused rather than applied to the wrong state."""
    bots_plan = snap.turn.seat == "bots" and not game_over(snap) and not trap_pending(snap)
    if not bots_plan and next_step(snap) != step:  # the bots' own plans are checked by automa.apply_step
        raise IllegalEdit("step.stale")
    if isinstance(step.action, GameOver):
        raise IllegalEdit("game.over")
    if snap.turn.seat == HUMAN:  # the Automa's achievement from a trap, on your turn
        return automa.apply_action(snap, step.action)
    try:
        new = automa.apply_step(snap, step)
    except IllegalEdit as err:
        if err.code == "bots.stale_step":  # automa.apply_step's: one code at the game's face, as for the other games
            raise IllegalEdit("step.stale") from err
        raise
    if new.turn.seat == HUMAN and snap.human.income_turns >= INCOME_TURNS:
        # You are done (the seat left you after your 5th income turn): the bots play on alone, and
        # once they are done too the game is over (game_over).
        new = new.model_copy(update={"turn": new.turn.model_copy(update={"seat": "bots", "cursor": None})})
    return new


def answer(snap: TapestrySnapshot, prompt: TapestryPrompt, ans: Answer) -> TapestrySnapshot:
    if next_step(snap) != prompt:
        raise IllegalEdit("step.stale")
    if isinstance(prompt.question, AskTrap) and not prompt.question.yours:  # yours: the bots' question
        if not isinstance(ans, TrapAnswer):
            raise IllegalAnswer("answer.wrong_kind", expected="trap")
        return _resolve_trap(snap, ans.trap)
    return automa.answer(snap, prompt, ans)


def _resolve_trap(snap: TapestrySnapshot, trap: bool) -> TapestrySnapshot:
    """LÉČKY 1-3: one of the Automa's tapestry cards is discarded at random. A trap: the territory
    stays the Automa's and your outpost is toppled (it entered the game toppled). Otherwise the next
    card is discarded, until a trap or no card is left."""
    assert snap.trap_check is not None
    cards = snap.automa.tapestry_cards - 1
    update: dict[str, object] = {"automa": snap.automa.model_copy(update={"tapestry_cards": cards})}
    if trap:
        h = snap.hex(snap.trap_check)
        update["hexes"] = tuple(_trapped(h) if x.axial == h.axial else x for x in snap.hexes)
    if trap or cards == 0:
        update["trap_check"] = None
    return snap.model_copy(update=update)


def _trapped(h: HexState) -> HexState:
    """Your outpost (the standing one on top) lies toppled; the Automa's it had toppled stands again."""
    outposts = list(h.outposts)
    yours = max(i for i, o in enumerate(outposts) if o.owner == HUMAN and not o.toppled)
    outposts[yours] = outposts[yours].model_copy(update={"toppled": True})
    automas = [i for i, o in enumerate(outposts) if o.owner == "automa" and o.toppled]
    if automas:
        outposts[automas[-1]] = outposts[automas[-1]].model_copy(update={"toppled": False})
    # Bottom first: the Automa's standing outpost on top of yours, as the table sees it.
    ordered = sorted(outposts, key=lambda o: not o.toppled)
    return h.model_copy(update={"outposts": tuple(ordered)})


def apply_edit(snap: TapestrySnapshot, edit: Edit) -> TapestrySnapshot:
    return _apply_edit(snap, edit)


def end_human_turn(snap: TapestrySnapshot) -> TapestrySnapshot:
    """Your turn is over: the bots take theirs, unless they are done; then you play on alone until
    your 5th income turn is finished, and the game is over."""
    if game_over(snap):
        raise IllegalEdit("game.over")
    if snap.turn.seat != HUMAN:
        raise IllegalEdit("turn.not_human")
    if not automa.bots_done(snap):
        return _to_bots(snap)
    if snap.human.income_turns >= INCOME_TURNS:
        return _to_bots(snap)  # both done: the game is over
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"number": snap.turn.number + 1})})
