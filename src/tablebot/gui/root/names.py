"""Names of factions, pieces, suits and items as the player reads them.

The model keeps ids ("marquise", "sawmill", "fox"); views translate them here, so every language
file has one place to look.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

_FACTIONS: dict[str, str] = cast(dict[str, str], {
    "marquise": QT_TRANSLATE_NOOP("Names", "Marquise de Cat"),
    "eyrie": QT_TRANSLATE_NOOP("Names", "Eyrie Dynasties"),
    "alliance": QT_TRANSLATE_NOOP("Names", "Woodland Alliance"),
    "vagabond": QT_TRANSLATE_NOOP("Names", "Vagabond"),
    "lizards": QT_TRANSLATE_NOOP("Names", "Lizard Cult"),
    "duchy": QT_TRANSLATE_NOOP("Names", "Underground Duchy"),
    "riverfolk": QT_TRANSLATE_NOOP("Names", "Riverfolk Company"),
    "corvids": QT_TRANSLATE_NOOP("Names", "Corvid Conspiracy"),
})
_FACTIONS_SHORT: dict[str, str] = cast(dict[str, str], {
    "marquise": QT_TRANSLATE_NOOP("Names", "Marquise"),
    "eyrie": QT_TRANSLATE_NOOP("Names", "Eyrie"),
    "alliance": QT_TRANSLATE_NOOP("Names", "Alliance"),
    "vagabond": QT_TRANSLATE_NOOP("Names", "Vagabond"),
    "lizards": QT_TRANSLATE_NOOP("Names", "Lizards"),
    "duchy": QT_TRANSLATE_NOOP("Names", "Duchy"),
    "riverfolk": QT_TRANSLATE_NOOP("Names", "Riverfolk"),
    "corvids": QT_TRANSLATE_NOOP("Names", "Corvids"),
})
_PIECES: dict[str, str] = cast(dict[str, str], {
    "warrior": QT_TRANSLATE_NOOP("Names", "warrior"),
    "sawmill": QT_TRANSLATE_NOOP("Names", "sawmill"),
    "workshop": QT_TRANSLATE_NOOP("Names", "workshop"),
    "recruiter": QT_TRANSLATE_NOOP("Names", "recruiter"),
    "keep": QT_TRANSLATE_NOOP("Names", "Keep"),
    "wood": QT_TRANSLATE_NOOP("Names", "wood"),
    "roost": QT_TRANSLATE_NOOP("Names", "roost"),
    "base_fox": QT_TRANSLATE_NOOP("Names", "fox base"),
    "base_rabbit": QT_TRANSLATE_NOOP("Names", "rabbit base"),
    "base_mouse": QT_TRANSLATE_NOOP("Names", "mouse base"),
    "sympathy": QT_TRANSLATE_NOOP("Names", "sympathy"),
    "pawn": QT_TRANSLATE_NOOP("Names", "pawn"),
    "garden_fox": QT_TRANSLATE_NOOP("Names", "fox garden"),
    "garden_rabbit": QT_TRANSLATE_NOOP("Names", "rabbit garden"),
    "garden_mouse": QT_TRANSLATE_NOOP("Names", "mouse garden"),
    "tunnel": QT_TRANSLATE_NOOP("Names", "tunnel"),
    "citadel": QT_TRANSLATE_NOOP("Names", "citadel"),
    "market": QT_TRANSLATE_NOOP("Names", "market"),
    "trade_post_fox": QT_TRANSLATE_NOOP("Names", "fox trade post"),
    "trade_post_rabbit": QT_TRANSLATE_NOOP("Names", "rabbit trade post"),
    "trade_post_mouse": QT_TRANSLATE_NOOP("Names", "mouse trade post"),
    "plot": QT_TRANSLATE_NOOP("Names", "face-down plot"),
    "plot_bomb": QT_TRANSLATE_NOOP("Names", "bomb"),
    "plot_snare": QT_TRANSLATE_NOOP("Names", "snare"),
    "plot_extortion": QT_TRANSLATE_NOOP("Names", "extortion"),
    "plot_raid": QT_TRANSLATE_NOOP("Names", "raid"),
})
_SUITS: dict[str, str] = cast(dict[str, str], {
    "fox": QT_TRANSLATE_NOOP("Names", "fox"),
    "rabbit": QT_TRANSLATE_NOOP("Names", "rabbit"),
    "mouse": QT_TRANSLATE_NOOP("Names", "mouse"),
    "bird": QT_TRANSLATE_NOOP("Names", "bird"),
})
_ITEMS: dict[str, str] = cast(dict[str, str], {
    "boots": QT_TRANSLATE_NOOP("Names", "boots"),
    "bag": QT_TRANSLATE_NOOP("Names", "bag"),
    "crossbow": QT_TRANSLATE_NOOP("Names", "crossbow"),
    "hammer": QT_TRANSLATE_NOOP("Names", "hammer"),
    "sword": QT_TRANSLATE_NOOP("Names", "sword"),
    "tea": QT_TRANSLATE_NOOP("Names", "tea"),
    "coins": QT_TRANSLATE_NOOP("Names", "coins"),
})
_DIFFICULTIES: dict[str, str] = cast(dict[str, str], {
    "easy": QT_TRANSLATE_NOOP("Names", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Names", "Normal"),
    "challenging": QT_TRANSLATE_NOOP("Names", "Challenging"),
    "nightmare": QT_TRANSLATE_NOOP("Names", "Nightmare"),
})
_TRAITS: dict[str, str] = cast(dict[str, str], {
    "blitz": QT_TRANSLATE_NOOP("Names", "Blitz"),
    "fortified": QT_TRANSLATE_NOOP("Names", "Fortified"),
    "hospitals": QT_TRANSLATE_NOOP("Names", "Hospitals"),
    "iron_will": QT_TRANSLATE_NOOP("Names", "Iron Will"),
    "informants": QT_TRANSLATE_NOOP("Names", "Informants"),
    "popularity": QT_TRANSLATE_NOOP("Names", "Popularity"),
    "veterans": QT_TRANSLATE_NOOP("Names", "Veterans"),
    "wildfire": QT_TRANSLATE_NOOP("Names", "Wildfire"),
    "nobility": QT_TRANSLATE_NOOP("Names", "Nobility"),
    "relentless": QT_TRANSLATE_NOOP("Names", "Relentless"),
    "swoop": QT_TRANSLATE_NOOP("Names", "Swoop"),
    "war_tax": QT_TRANSLATE_NOOP("Names", "War Tax"),
    "adventurer": QT_TRANSLATE_NOOP("Names", "Adventurer"),
    "berserker": QT_TRANSLATE_NOOP("Names", "Berserker"),
    "helper": QT_TRANSLATE_NOOP("Names", "Helper"),
    "marksman": QT_TRANSLATE_NOOP("Names", "Marksman"),
    # Drillbit Duchy (Law of Rootbotics 10)
    "invaders": QT_TRANSLATE_NOOP("Names", "Invaders"),
    "overwhelm": QT_TRANSLATE_NOOP("Names", "Overwhelm"),
    "foundations": QT_TRANSLATE_NOOP("Names", "Foundations"),
    "investors": QT_TRANSLATE_NOOP("Names", "Investors"),
    "fanatics": QT_TRANSLATE_NOOP("Names", "Fanatics"),
    "martyrs": QT_TRANSLATE_NOOP("Names", "Martyrs"),
    "erratic": QT_TRANSLATE_NOOP("Names", "Erratic"),
    "spiteful": QT_TRANSLATE_NOOP("Names", "Spiteful"),
    # Riverfolk Robots (Law of Rootbotics 9)
    "garrison": QT_TRANSLATE_NOOP("Names", "Garrison"),
    "ferocious": QT_TRANSLATE_NOOP("Names", "Ferocious"),
    # Cogwheel Corvids (Law of Rootbotics 11)
    "backup_plans": QT_TRANSLATE_NOOP("Names", "Backup Plans"),
    "vendetta": QT_TRANSLATE_NOOP("Names", "Vendetta"),
    "gamble": QT_TRANSLATE_NOOP("Names", "Gamble"),
    "mastermind": QT_TRANSLATE_NOOP("Names", "Mastermind"),
    "greedy": QT_TRANSLATE_NOOP("Names", "Greedy"),
    "involved": QT_TRANSLATE_NOOP("Names", "Involved"),
})
_CHARACTERS: dict[str, str] = cast(dict[str, str], {
    "thief": QT_TRANSLATE_NOOP("Names", "Thief"),
    "tinker": QT_TRANSLATE_NOOP("Names", "Tinker"),
    "ranger": QT_TRANSLATE_NOOP("Names", "Ranger"),
    "vagrant": QT_TRANSLATE_NOOP("Names", "Vagrant"),
    "rogue": QT_TRANSLATE_NOOP("Names", "Scoundrel (Rogue)"),
    "arbiter": QT_TRANSLATE_NOOP("Names", "Arbiter"),
})
_PRINTINGS: dict[str, str] = cast(dict[str, str], {
    "original_2020": QT_TRANSLATE_NOOP("Names", "Original (2020)"),
    "directors_cut": QT_TRANSLATE_NOOP("Names", "Director's Cut"),
})
_BOTS: dict[str, str] = cast(dict[str, str], {
    "mechanical_marquise_2": QT_TRANSLATE_NOOP("Names", "Mechanical Marquise 2.0"),
    "electric_eyrie": QT_TRANSLATE_NOOP("Names", "Electric Eyrie"),
    "automated_alliance": QT_TRANSLATE_NOOP("Names", "Automated Alliance"),
    "vagabot": QT_TRANSLATE_NOOP("Names", "Vagabot"),
    "drillbit_duchy": QT_TRANSLATE_NOOP("Names", "Drillbit Duchy"),
    "logical_lizards": QT_TRANSLATE_NOOP("Names", "Logical Lizards"),
    "riverfolk_robots": QT_TRANSLATE_NOOP("Names", "Riverfolk Robots"),
    "cogwheel_corvids": QT_TRANSLATE_NOOP("Names", "Cogwheel Corvids"),
})

# One letter per piece, printed on its token so colour is never the only cue (colour-blind players).
# These letters (and the faction and suit letters below) are symbols, not words: they match the
# tokens, the map view and the guide's legend in every language, so they are not translated.
PIECE_LETTERS = {
    "sawmill": "S", "workshop": "W", "recruiter": "R", "keep": "K", "wood": "w", "roost": "R",
    "base_fox": "B", "base_rabbit": "B", "base_mouse": "B", "sympathy": "S", "pawn": "V", "warrior": "",
    "garden_fox": "G", "garden_rabbit": "G", "garden_mouse": "G", "tunnel": "T", "citadel": "C", "market": "M",
    "trade_post_fox": "P", "trade_post_rabbit": "P", "trade_post_mouse": "P",
    # A face-down plot shows only "?"; a revealed one its initial.
    "plot": "?", "plot_bomb": "B", "plot_snare": "S", "plot_extortion": "E", "plot_raid": "R",
}
FACTION_LETTERS = {"marquise": "M", "eyrie": "E", "alliance": "A", "vagabond": "V", "lizards": "L", "duchy": "D",
                   "riverfolk": "O", "corvids": "C"}
SUIT_SYMBOLS = {"fox": "F", "rabbit": "R", "mouse": "M", "bird": "B"}


def _tr(table: dict[str, str], key: str) -> str:
    text = table.get(key)
    return QCoreApplication.translate("Names", text) if text is not None else key


def faction(fid: str) -> str:
    return _tr(_FACTIONS, fid)


def faction_short(fid: str) -> str:
    return _tr(_FACTIONS_SHORT, fid)


def piece(kind: str) -> str:
    return _tr(_PIECES, kind)


def suit(sid: str) -> str:
    return _tr(_SUITS, sid)


def item(iid: str) -> str:
    return _tr(_ITEMS, iid)


def map_name(name: str) -> str:
    """A map's name from its file (maps/root/*.json "name", extracted into the "Maps" context)."""
    return QCoreApplication.translate("Maps", name)


def card(name: str) -> str:
    """A deck card's name in the player's language (the "Cards" messages, extracted from the deck
    file): "Foxfolk Steel", a deck id "Foxfolk Steel (fox)" with its suit translated too, a bare
    suit ("fox": a card entered by suit alone). The saved name stays English."""
    if name in _SUITS:
        return suit(name)
    base, sep, rest = name.rpartition(" (")
    if sep and rest.endswith(")") and rest[:-1] in _SUITS:
        return f"{QCoreApplication.translate('Cards', base)} ({suit(rest[:-1])})"
    return QCoreApplication.translate("Cards", name)


def difficulty(did: str) -> str:
    return _tr(_DIFFICULTIES, did)


def trait(tid: str) -> str:
    return _tr(_TRAITS, tid)


def character(cid: str) -> str:
    return _tr(_CHARACTERS, cid)


def printing(pid: str) -> str:
    return _tr(_PRINTINGS, pid)


def bot(bid: str) -> str:
    return _tr(_BOTS, bid)


def place(pid: int | str) -> str:
    """A clearing by its number, a forest by the clearings around it ("forest 3-7-11"): the map
    labels forests the same way, so the table can find it."""
    if pid == "burrow":
        return QCoreApplication.translate("Names", "the Burrow")
    if isinstance(pid, int) or pid.isdigit():
        return QCoreApplication.translate("Names", "clearing {n}").format(n=pid)
    return QCoreApplication.translate("Names", "forest {id}").format(id=forest_label(pid))


def forest_label(fid: str) -> str:
    """"F3-7-11-12" -> "3-7-11-12": the bordering clearings, as printed on the board view."""
    return fid.removeprefix("F")


def is_faction(value: object) -> bool:
    return isinstance(value, str) and value in _FACTIONS


# The Drillbit Duchy's ministers, top to bottom (Law of Rootbotics 10.7).
_MINISTERS: dict[str, str] = cast(dict[str, str], {
    "captain": QT_TRANSLATE_NOOP("Names", "Captain"),
    "marshal": QT_TRANSLATE_NOOP("Names", "Marshal"),
    "foremole": QT_TRANSLATE_NOOP("Names", "Foremole"),
    "brigadier": QT_TRANSLATE_NOOP("Names", "Brigadier"),
    "banker": QT_TRANSLATE_NOOP("Names", "Banker"),
    "mayor": QT_TRANSLATE_NOOP("Names", "Mayor"),
    "earl_of_stone": QT_TRANSLATE_NOOP("Names", "Earl of Stone"),
    "baron_of_dirt": QT_TRANSLATE_NOOP("Names", "Baron of Dirt"),
    "duchess_of_mud": QT_TRANSLATE_NOOP("Names", "Duchess of Mud"),
})


def minister(mid: str) -> str:
    return _tr(_MINISTERS, mid)
