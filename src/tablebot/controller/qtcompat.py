"""Work around a PySide6 reference-count bug that aborts long sessions on Python 3.11.

PySide6 6.12 on Python 3.11 gives back a reference to None it never took on every call of a
void C++ method (setPos, setText, emit, ...). Python 3.12 made None immortal (PEP 683), so there
the bug is harmless; on 3.11 None's count falls by one per call and after some tens of thousands
of calls (a few hundred board redraws) CPython aborts with "none_dealloc: deallocating None".

The fix does what 3.12 does: it gives None a reference count so large that no session can
exhaust it. It is applied only when a quick probe shows the leak, so a fixed PySide6 (or
Python 3.12+) leaves the interpreter untouched.
"""

from __future__ import annotations

import ctypes
import logging
import sys

log = logging.getLogger(__name__)

IMMORTAL_BOOST = 1 << 40
"""About 10^12 void calls: far more than any game makes."""

_applied = False


def leaks_none(calls: int = 200) -> bool:
    """Whether calling a void Qt method drops references to None (the probe)."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(calls):
        probe.setObjectName("probe")
    return before - sys.getrefcount(None) >= calls // 2


def make_none_immortal() -> bool:
    """Apply the workaround if this interpreter and PySide6 need it; returns whether it did."""
    global _applied
    if _applied:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not leaks_none():
        return False
    # ob_refcnt is the first field of every CPython object, at the object's address.
    refcount = ctypes.c_ssize_t.from_address(id(None))
    refcount.value += IMMORTAL_BOOST
    _applied = True
    log.info("PySide6 leaks references to None on this Python; None made immortal as in Python 3.12")
    return True
