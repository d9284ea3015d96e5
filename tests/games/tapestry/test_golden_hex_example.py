"""Golden: the book's example of UPŘEDNOSTŇOVANÁ POLE.

"Pole zvýrazněná fialovou barvou představují možná pole pro provedení akce Průzkum. Podle černé šipky
na levém obrázku upřednostňovaných polí budete procházet jednotlivá pole v pořadí naznačeném čísly.
První možné pole, na které narazíte, je pole označené číslicí 9, takže Automa svůj dílek území umístí
právě zde."

The picture is missing from the text, so it is reconstructed: the left diagram is taken to be "n-se"
(the black arrow on the north edge pointing south-east, the diagram of cards 1, 3, 6, 18, 20 and 22 and
the first of the ten in the book's set). Its numbering runs d1 e1 f1 (the first row, 1-3), c1 d2 e2 f2
g1 (the grey arrow's row, 4-8), and hex 9 is b1, the first hex of the third row: "the first possible
hex met is the one numbered 9" means no hex of the first two rows was possible. The table that gives
that: the Automa holds its start b4 (3/5) and has conquered c2; c1 already carries a territory tile.
So the possible (purple) hexes for Průzkum are b1, b2, c3, d3 around c2 and c4, a2, b5 around b4. The
Automa's favourite is military, so no distance tie-breaker narrows them and the diagram alone decides,
as in the example.
"""

from __future__ import annotations

from tablebot.games.tapestry.hexes import explore, hex_label

from .map_tables import priority_card, table


def test_the_first_possible_hex_met_is_the_one_numbered_9() -> None:
    snap = table({(0, 2): "HH", (2, 0): "AA", (-1, -2): "A"}, explored=((-2, -3),), favourite="military")
    choice, reasons = explore(snap, priority_card("n-se"))
    assert choice is not None
    assert {hex_label(h) for h in choice.candidates} == {"b1", "b2", "c3", "d3", "c4", "a2", "b5"}
    assert len(choice.tried) == 9 and choice.hex == choice.tried[8] == (-1, -3)
    assert [hex_label(h) for h in choice.tried] == ["d1", "e1", "f1", "c1", "d2", "e2", "f2", "g1", "b1"]
    assert not set(choice.tried[:8]) & set(choice.candidates)
    diagram = next(r for r in reasons if r.code == "map.diagram")
    assert diagram.param("hex") == "b1" and diagram.param("pattern") == "n-se"
