"""Law of Rootbotics 2.1 (priority), 2.3 (retry over illegal targets) as core.ranking.pick does them."""

from tablebot.core import rng
from tablebot.core.ranking import Criterion, pick
from tablebot.core.reasons import reason


def test_criteria_then_priority():
    warriors = {1: 2, 6: 3, 8: 3, 12: 1}
    p = pick(warriors, [Criterion("x", "most", lambda c: warriors[c])], tiebreak=lambda c: c)
    assert p.chosen == 6
    assert [r.code for r in p.reasons] == ["most", "tiebreak.priority"]
    assert p.reasons[0].param("targets") == (6, 8)


def test_retry_tied_then_next_value():
    warriors = {1: 3, 6: 2, 8: 2, 12: 3}
    full = {1, 12, 6}
    p = pick(warriors, [Criterion("x", "most", lambda c: warriors[c])], tiebreak=lambda c: c,
             legal=lambda c: reason("2.3", "full", clearing=c) if c in full else None)
    assert p.chosen == 8
    assert [s for s, _ in p.skipped] == [1, 12, 6]
    assert "retry.next_value" in [r.code for r in p.reasons]


def test_nothing_legal():
    p = pick([1, 2], [Criterion("x", "most", lambda c: c)], tiebreak=lambda c: c,
             legal=lambda c: reason("2.3", "no", clearing=c))
    assert p.chosen is None and len(p.skipped) == 2


def test_min_criterion():
    p = pick([3, 4, 9], [Criterion("x", "least", lambda c: c % 3, best="min")], tiebreak=lambda c: -c)
    assert p.chosen == 9  # 3 and 9 tie at 0; the tiebreak puts 9 first


def test_rng_state_is_an_int_and_repeatable():
    s = rng.seed_state(5)
    a, s1 = rng.randbelow(s, 6)
    b, s2 = rng.randbelow(s, 6)
    assert (a, s1) == (b, s2) and isinstance(s1, int)
    values = set()
    for _ in range(200):
        v, s = rng.randbelow(s, 4)
        values.add(v)
    assert values == {0, 1, 2, 3}
