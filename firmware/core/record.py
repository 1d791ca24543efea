"""Hand records: the version, and readers that validate one field each and name it on error.

A hand record is a plain dict (JSON object) describing the outcome of one hand; the fields per
game are documented in docs/hand-record.md.
"""

from core.errors import InputError

VERSION = 1


def check_fields(hand, allowed):
    """Reject a record that is not an object, has a wrong version, or carries unknown fields."""
    if not isinstance(hand, dict):
        raise InputError("hand", "must be an object")
    version = hand.get("v", VERSION)
    if version != VERSION or not isinstance(version, int) or isinstance(version, bool):
        raise InputError(
            "v", "record version {} is not supported (this is {})".format(version, VERSION)
        )
    for key in hand:
        if key != "v" and key not in allowed:
            raise InputError(str(key), "unknown field")


def get_bool(hand, key, default=False):
    value = hand.get(key, default)
    if value is not True and value is not False:
        raise InputError(key, "must be true or false")
    return value


def get_int(hand, key, lo, hi, default=None):
    value = hand.get(key, default)
    if value is None:
        if default is None and key not in hand:
            raise InputError(key, "is missing")
        return value
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(key, "must be a whole number")
    if value < lo or value > hi:
        raise InputError(key, "must be between {} and {}, not {}".format(lo, hi, value))
    return value


def get_choice(hand, key, choices, default=None):
    value = hand.get(key, default)
    if value is None:
        raise InputError(key, "is missing; one of " + ", ".join(choices))
    if value not in choices:
        raise InputError(key, "{!r} is not one of {}".format(value, ", ".join(choices)))
    return value


def get_seat(hand, key, players, required=True):
    """A seat number 0..players-1, or None when not required and absent."""
    if key not in hand or hand[key] is None:
        if required:
            raise InputError(key, "is missing (a seat 0..{})".format(players - 1))
        return None
    return get_int(hand, key, 0, players - 1)


def get_ints(hand, key, count, lo, hi, required=True):
    """A list of `count` whole numbers (one per seat), each lo..hi; None if optional and absent."""
    if key not in hand or hand[key] is None:
        if required:
            raise InputError(key, "is missing (a list of {} numbers)".format(count))
        return None
    values = hand[key]
    if not isinstance(values, list) or len(values) != count:
        raise InputError(key, "must be a list of {} numbers".format(count))
    for value in values:
        if not isinstance(value, int) or isinstance(value, bool) or value < lo or value > hi:
            raise InputError(key, "each entry must be a whole number {}..{}".format(lo, hi))
    return values
