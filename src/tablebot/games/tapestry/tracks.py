"""The four advancement tracks (POSTUP NA STUPNICI, PŘÍNOSY, DOMINANTY) as data.

Each track has a start space (0) and twelve spaces; landmarks sit on spaces 4, 7 and 10. A space's
`automa_benefit` is what the Automa gains there (the table of PŘÍNOSY: conquer, explore, a tapestry
card, replace the three face-up technology cards, roll the science die and advance); everything else
on the space is ignored by the bots. The names and texts come from resources/tapestry/automa.json.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .cards import TRACKS, Track, automa_data

TRACK_END = 12
"""The last space of every track: a bot there has reached the end (dosáhl konce)."""


@dataclass(frozen=True)
class TrackSpace:
    track: Track
    space: int
    name: str
    human_text: str
    landmark: str | None
    automa_benefits: tuple[str, ...]
    """The Automa's benefits here (PŘÍNOSY), in printed order; empty = none for the bots."""


@cache
def spaces(track: Track) -> tuple[TrackSpace, ...]:
    out = []
    for s in automa_data()["tracks"][track]:
        benefit = s.get("automa_benefit")
        benefits = tuple(benefit) if isinstance(benefit, list) else ((benefit,) if benefit else ())
        out.append(TrackSpace(track=track, space=s["space"], name=s["name"], human_text=s["human_benefit_text"],
                              landmark=s.get("landmark"), automa_benefits=benefits))
    return tuple(out)


def space(track: Track, n: int) -> TrackSpace:
    return spaces(track)[n]


@cache
def landmark_spaces() -> tuple[tuple[Track, int], ...]:
    return tuple((t, s.space) for t in TRACKS for s in spaces(t) if s.landmark)
