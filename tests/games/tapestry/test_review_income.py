"""Review: the income turn (ZVYŠOVÁNÍ BLAHOBYTU) against the book and the outposts each side has."""

from __future__ import annotations

from tablebot.games.tapestry import automa
from tablebot.games.tapestry.actions import Nothing
from tablebot.games.tapestry.hexes import outposts_in_supply
from tablebot.games.tapestry.state import Outpost, TapestrySnapshot

from .bot_tables import cursor, deck, game


def _singles_and_shadow_spent(snap: TapestrySnapshot) -> TapestrySnapshot:
    """Three Automa territories with one outpost each, and all 9 Shadow Empire outposts on the map
    (toppled on printed territories nobody holds)."""
    singles = [(1, 0), (1, 1), (2, 1)]
    spare = [h.axial for h in snap.hexes if not h.outposts and h.axial not in singles and h.axial != (0, 0)][:9]
    hexes = []
    for h in snap.hexes:
        if h.axial in singles:
            h = h.model_copy(update={"territory": True, "outposts": (Outpost(owner="automa"),)})
        elif h.axial in spare:
            h = h.model_copy(update={"territory": True, "outposts": (Outpost(owner="shadow", toppled=True),)})
        hexes.append(h)
    return snap.model_copy(update={"hexes": tuple(hexes)})


def test_conquerors_place_no_shadow_outpost_when_the_shadow_empire_has_none_left() -> None:
    """Conquerors' income bonus puts a toppled Shadow Empire outpost on a single-token Automa territory;
    like the topple icon (ruling:tapestry-outpost-supply), it places none when the Shadow Empire's 9
    outposts are all on the map."""
    snap = _singles_and_shadow_spent(game(automa_die="military"))
    assert outposts_in_supply(snap, "shadow") == 0
    snap = cursor(deck(snap, pair=(6, 3)), "conquerors_shadow", "end", phase="income", step=2)
    step = automa.next_step(snap)
    assert isinstance(step.action, Nothing)
    assert [r.code for r in step.reasons] == ["civ.conquerors_shadow_no_outposts"]
