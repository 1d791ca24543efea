"""`--set key=value` for rescore: the text a user types read as the setting's kind (the game's
option rows, core.settings), then checked by the core exactly as a session start is.

Only the reading is done here: whether a key exists and a value is allowed is core.settings's
decision (through Session), so a corrected ruling can never hold rules a device would refuse.
"""

from core import games
from core.errors import shown
from host_tools.command_error import CommandError

_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")
_NONE = ("none", "off", "null", "-")


def kinds(game):
    """{key: kind} of the game's settings ("choice", "set", "bool", "int", "int?")."""
    out = {}
    for row in games.options(game):
        key, kind = row.split(" ", 2)[:2]
        out[key] = kind
    return out


def parse_changes(game, pairs):
    """{key: value} of the --set arguments ["key=value", ...], each value in its setting's
    kind. A key the game does not have is kept as given: the core names it as unknown."""
    known = kinds(game)
    changes = {}
    for pair in pairs:
        key, equals, text = pair.partition("=")
        key = key.strip()
        if not equals or not key:
            raise CommandError(f"--set: write key=value, not {shown(pair)}")
        if key in changes:
            raise CommandError(f"--set: {key} given twice")
        changes[key] = _value(known.get(key), text.strip())
    return changes


def _value(kind, text):
    low = text.lower()
    if kind == "bool":
        if low in _TRUE:
            return True
        if low in _FALSE:
            return False
        return text  # the core says "must be true or false"
    if kind == "int?" and low in _NONE:
        return None
    if kind in ("int", "int?"):
        digits = text[1:] if text.startswith("-") else text
        return int(text) if digits.isdigit() and digits.isascii() else text
    if kind == "set":
        if low in ("", "-", "none"):
            return []
        return [item.strip() for item in text.split(",")]
    return text
