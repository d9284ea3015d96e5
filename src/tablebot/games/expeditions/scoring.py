"""End of game and scoring (KONIEC GRY I PUNKTACJA).

The Automa scores each glory token on Basecamp, each map token and each corruption token it gained
at its level's values (progress card), plus the table's glory bonus (difficulty). The player's total
is counted by the player and entered; a tie goes to the Automa.
"""

from __future__ import annotations

from ...core.model import Frozen
from ...core.reasons import Reason, reason
from . import rulebook as R
from .actions import AutomaScore
from .state import ExpeditionsSnapshot, Seat


def automa_score(snap: ExpeditionsSnapshot) -> AutomaScore:
    pc = snap.progress_card
    per_glory = pc.coins_glory + snap.glory_bonus
    total = snap.glory * per_glory + snap.map_tokens * pc.coins_map + len(snap.corruption) * pc.coins_corruption
    return AutomaScore(glory=snap.glory, coins_per_glory=per_glory, map_tokens=snap.map_tokens,
                       coins_per_map=pc.coins_map, corruption=len(snap.corruption),
                       coins_per_corruption=pc.coins_corruption, total=total)


class FinalResult(Frozen):
    automa: AutomaScore
    player: int
    winner: Seat
    reasons: tuple[Reason, ...]


def final_result(snap: ExpeditionsSnapshot, player_total: int) -> FinalResult:
    """Both totals and the winner; game-end: a tie in coins goes to the Automa."""
    score = automa_score(snap)
    winner: Seat = "player" if player_total > score.total else "automa"
    reasons = [reason(R.GAME_END, "score.automa", glory=score.glory, map_tokens=score.map_tokens,
                      corruption=score.corruption, total=score.total),
               reason(R.GAME_END, "score.player", total=player_total)]
    if player_total == score.total:
        reasons.append(reason(R.GAME_END, "score.tie_to_automa", total=score.total))
    reasons.append(reason(R.GAME_END, "score.winner", seat=winner))
    return FinalResult(automa=score, player=player_total, winner=winner, reasons=tuple(reasons))
