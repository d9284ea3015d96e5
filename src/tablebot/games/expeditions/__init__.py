"""Expeditions (Stonemaier Games, 2023): the Automa, a solo opponent with a North and a Central mech.

The rulebook (seed 001, Polish) has no numbered sections, so reasons cite stable ids named after its
section headings (see rulebook.py): "setup.N", "general-rules", "mech-movement", "automa-turn.N",
"advance-progress", "mech-actions.N", "target-search", "explore", "vanquish-20", "vanquish",
"game-end", "difficulty"; open cases cite "ruling:<name>".
"""
