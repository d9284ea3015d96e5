"""Tablebot: the official board-game bots, computed and explained at the table."""

__version__ = "0.1.0"
