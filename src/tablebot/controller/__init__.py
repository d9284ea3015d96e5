"""The controller: a Session holds the game, its undo history and its autosave (Qt, no widgets)."""

from .qtcompat import make_none_immortal

# Before any signal is emitted or widget built: see qtcompat for the PySide6 bug this avoids.
make_none_immortal()
