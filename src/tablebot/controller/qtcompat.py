"""Work around a PySide6 reference-count bug that aborts long sessions on Python 3.11.

PySide6 6.12 on Python 3.11 gives back references it never took to the singletons Python 3.12
made immortal (PEP 683): None on every call of a void C++ method (setPos, setText, ...), True on
every signal emit. On 3.12 that is harmless; on 3.11 their counts fall by one per call, and after
some tens of thousands of calls (a few hundred board redraws) CPython aborts with
"none_dealloc: deallocating None" or "bool_dealloc: deallocating True or False".

The fix does what 3.12 does: it gives those singletons reference counts so large that no session
can exhaust them. It is applied only when a quick probe shows the leak, so a fixed PySide6 (or
Python 3.12+) leaves the interpreter untouched.
"""

from __future__ import annotations

import ctypes
import logging
import sys

log = logging.getLogger(__name__)

IMMORTAL_BOOST = 1 << 40
"""About 10^12 void calls: far more than any game makes."""

IMMORTAL_IN_312: tuple[object, ...] = (None, True, False, Ellipsis, NotImplemented)

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
    for singleton in IMMORTAL_IN_312:
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        refcount.value += IMMORTAL_BOOST
    _applied = True
    log.info("PySide6 leaks references to None/True/False on this Python; made immortal as in Python 3.12")
    return True
