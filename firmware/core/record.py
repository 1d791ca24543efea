"""Hand records: the version, and readers that validate one field each and name it on error.

A hand record is a plain dict (JSON object) describing the outcome of one hand; the fields per
game are documented in docs/hand-record.md. A field given as null is refused like any other
value of the wrong kind: only an absent field takes its default.

Each reader accepts here and leaves the refusal to the reader of the same name in
core.record_refusals, loaded only then: the messages that say why a field was refused are
text a device entering valid hands never shows, and loaded from .mpy they took about a KB of
heap for as long as a game's rules were loaded (bench/score_speed.py, the core's import).
"""

from core import heap

VERSION = 1


def _refuse(reader, *args):
    heap.call("core.record_refusals", reader, *args)


def check_fields(hand, allowed):
    """Reject a record that is not an object, has a wrong version, or carries unknown fields;
    `allowed` the record itself: its object and version only, its fields checked later."""
    if isinstance(hand, dict) and ("v" not in hand or hand["v"] == VERSION and is_int(hand["v"])):
        for key in () if allowed is hand else hand:
            if key != "v" and key not in allowed:
                break
        else:
            return
    _refuse("check_fields", hand, allowed)


def is_int(value):
    """A whole number; a bool is not one (JSON's true is no 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def get_bool(hand, key, default=False):
    value = hand.get(key, default)
    if value is not True and value is not False:
        _refuse("get_bool", hand, key, default)
    return value


def get_int(hand, key, lo, hi, default=None):
    if key not in hand:
        if default is None:
            _refuse("get_int", hand, key, lo, hi)
        return default
    value = hand[key]
    # is_int written out: a call per field is time on MicroPython (bench/score_speed.py).
    if not isinstance(value, int) or value is True or value is False or value < lo or value > hi:
        _refuse("get_int", hand, key, lo, hi)
    return value


def get_choice(hand, key, choices, default=None):
    if key not in hand:
        if default is None:
            _refuse("get_choice", hand, key, choices)
        return default
    value = hand[key]
    # Only text can be a choice: comparing anything else is refused before it is compared.
    if not isinstance(value, str) or value not in choices:
        _refuse("get_choice", hand, key, choices)
    return value


def get_seat(hand, key, players, required=True):
    """A seat number 0..players-1, or None when not required and absent (or null)."""
    if key not in hand or hand[key] is None:
        if required:
            _refuse("get_seat", hand, key, players)
        return None
    return get_int(hand, key, 0, players - 1)


def get_ints(hand, key, count, lo, hi, required=True):
    """A list of `count` whole numbers (one per seat), each lo..hi; None if optional and absent."""
    if key not in hand or hand[key] is None:
        if required:
            _refuse("get_ints", hand, key, count, lo, hi)
        return None
    values = hand[key]
    if not isinstance(values, list) or len(values) != count:
        _refuse("get_ints", hand, key, count, lo, hi)
    for value in values:
        if not is_int(value) or value < lo or value > hi:
            _refuse("get_ints", hand, key, count, lo, hi)
    return values
