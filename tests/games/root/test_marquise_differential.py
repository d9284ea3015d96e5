"""The differential model (bench/differential_marquise.py): an independent reading of section 4,
compared with the engine's Marquise on the conformance harness's random boards."""

import importlib.util
import sys
from pathlib import Path

import pytest

from tablebot.games.root.bots import marquise

BENCH = Path(__file__).resolve().parents[3] / "bench" / "differential_marquise.py"


@pytest.fixture(scope="module")
def differential():
    spec = importlib.util.spec_from_file_location("differential_marquise", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_engine_and_model_agree_on_300_random_boards(differential):
    compared, differences = differential.run(300, verbose=False)
    assert compared == 300
    assert differences == []


def test_the_model_catches_a_recruit_that_forgets_the_even_spread(differential, monkeypatch):
    # The engine as it was before issue 8's item 11: a short supply fills the first clearing first.
    def fill_in_order(snap, wanted):
        left = marquise.rules.in_supply(snap, "marquise", "warrior")
        out, short = [], 0
        for clearing, n in sorted(wanted):
            take = min(n, left)
            short += n - take
            left -= take
            if take:
                out.append((clearing, take))
        return tuple(out), short

    monkeypatch.setattr(marquise, "_place_in_order", fill_in_order)
    _, differences = differential.run(60, verbose=False)
    assert any("'place'" in d for d in differences)


def test_the_model_catches_an_origin_moved_twice(differential, monkeypatch):
    # The engine as it was before issue 8's item 3: origins passed over were not marked done.
    original = marquise._move_phase

    def forgetful(snap, cur, origins, rule, nxt, record, suit=None):
        step = original(snap, cur, origins, rule, nxt, record, suit)
        cursor = getattr(step, "cursor", None)
        if cursor is not None and cursor.done and step.action.kind == "move":
            kept = tuple(o for o in cursor.done if o in cur.done or o == step.action.origin)
            step = step.model_copy(update={"cursor": cursor.model_copy(update={"done": kept})})
        return step

    monkeypatch.setattr(marquise, "_move_phase", forgetful)
    _, differences = differential.run(150, verbose=False)
    assert any("'move'" in d for d in differences)


def test_the_model_catches_an_expand_cap_the_text_does_not_have(differential, monkeypatch):
    # The engine as it was before issue 8's item 9: Expand once a turn (ruling expand-once).
    monkeypatch.setattr(marquise, "expand_limit", lambda cfg: 1)
    _, differences = differential.run(150, verbose=False)
    assert any("reveal an order card" in d for d in differences)
