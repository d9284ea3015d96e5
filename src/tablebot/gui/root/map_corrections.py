"""Corrections of the map from a clearing's context menu, during the game (issue 12, "Editable when
the data is wrong"; "the suit of any clearing stays correctable").

A mis-set suit marker is a table mistake, not a reason to restart; a printed building-slot total,
a river or the Lake's coast the map data inferred from the art may be wrong on the table's board.
Each entry is one of the engine's table edits (SetSuit, CorrectSlots, SetRiver, SetCoast) made
through the session like every other menu edit: the engine refuses what cannot be (the error shows
in the window), the history names the correction, undo takes it back, and every panel reads the
corrected map through `rules.board_of`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from ...controller.session import Session
from ...games.root import edits, rules
from ...games.root.board import ClearingInfo, load_board
from ...games.root.state import RootSnapshot
from . import names
from .suit_layout import MARKER_SUITS

SLOTS_FIELD = "building_slots_total"
RIVER_FIELD = "on_river"
COAST_FIELD = "coastal"
"""The map data's names of the cells it may have inferred (ClearingInfo.inferred notes start with them)."""


def inferred(info: ClearingInfo, field: str) -> bool:
    """Whether the map data inferred this cell of the clearing (e.g. read it from the board art)."""
    return any(note.split(" ", 1)[0] == field for note in info.inferred)


def _tr(text: str) -> str:
    return QCoreApplication.translate("MapCorrections", text)


def _inferred_title(title: str, guessed: bool) -> str:
    return _tr("{title} (inferred)").format(title=title) if guessed else title


def add_map_corrections(menu: QMenu, session: Session, cid: int) -> None:
    """Add the map corrections for clearing `cid` to its context menu."""
    snap: RootSnapshot = session.snapshot
    printed = load_board(snap.map_id)
    laid = rules.board_of(snap)  # the map as the table laid and corrected it so far
    info = printed.clearing(cid)
    menu.addSection(_tr("Correct the map"))
    if not printed.printed_suits:
        suits = menu.addMenu(_tr("Suit marker"))
        now = laid.clearing(cid).suit
        for suit in MARKER_SUITS:
            action = suits.addAction(names.suit(suit.value))
            action.setCheckable(True)
            action.setChecked(suit == now)
            if suit != now:
                action.triggered.connect(lambda _=False, s=suit: session.edit(edits.SetSuit(clearing=cid, suit=s)))
    slots_guessed = inferred(info, SLOTS_FIELD)
    slots = menu.addMenu(_inferred_title(_tr("Printed building slots"), slots_guessed))
    slots.setToolTipsVisible(True)
    if slots_guessed:
        slots.menuAction().setToolTip(_tr("The map data inferred this from the board art: correct it if your "
                                          "board shows otherwise."))
    now_slots = laid.clearing(cid).slots
    for n in (1, 2, 3):
        text = str(n) if n != info.slots else _tr("{n} (map data)").format(n=n)
        action = slots.addAction(text)
        action.setCheckable(True)
        action.setChecked(n == now_slots)
        if n != now_slots:
            action.triggered.connect(lambda _=False, n=n: session.edit(edits.CorrectSlots(clearing=cid, slots=n)))
    if inferred(info, RIVER_FIELD):
        rivers = set(laid.rivers)
        partners = set(printed.adjacent(cid)) | {a if b == cid else b for a, b in rivers if cid in (a, b)}
        river = menu.addMenu(_inferred_title(_tr("River to"), True))
        for other in sorted(partners):
            joined = (min(cid, other), max(cid, other)) in rivers
            action = river.addAction(names.place(other))
            action.setCheckable(True)
            action.setChecked(joined)
            action.triggered.connect(lambda _=False, o=other, j=joined: session.edit(
                edits.SetRiver(a=min(cid, o), b=max(cid, o), river=not j)))
    if printed.ferry_start is not None:  # the Lake
        coastal = cid in laid.coast
        action = menu.addAction(_inferred_title(_tr("Coastal"), inferred(info, COAST_FIELD)))
        action.setCheckable(True)
        action.setChecked(coastal)
        action.triggered.connect(lambda _=False: session.edit(edits.SetCoast(clearing=cid, coastal=not coastal)))


__all__ = ["add_map_corrections", "inferred"]
