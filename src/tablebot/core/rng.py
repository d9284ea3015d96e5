"""Seeded RNG whose whole state is one integer stored in the snapshot.

SplitMix64: tiny, fast, and its state survives a JSON round trip, so replays, undo and reload
give the same draws (boardgame.io keeps its PRNG state in the game state for the same reason).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """Return (random 64-bit value, new state)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Uniform integer in [0, n) and the new state (rejection sampling: no modulo bias)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


def choice(state: int, items: Sequence[T]) -> tuple[T, int]:
    index, state = randbelow(state, len(items))
    return items[index], state


def shuffled(state: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = randbelow(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), state


def seed_state(seed: int) -> int:
    """Spread a small user seed (e.g. 1, 2, 3) over the state space."""
    _, state = next_u64(seed & _MASK)
    return state
