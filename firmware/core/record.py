"""Hand records: the version, and readers that validate one field each and name it on error.

A hand record is a plain dict (JSON object) describing the outcome of one hand; the fields per
game are documented in docs/hand-record.md. A field given as null is refused like any other
value of the wrong kind: only an absent field takes its default.
"""

from core.errors import InputError, key_name, shown

VERSION = 1


def check_fields(hand, allowed):
    """Reject a record that is not an object, has a wrong version, or carries unknown fields."""
    if not isinstance(hand, dict):
        raise InputError("hand", "must be an object, not {}".format(shown(hand)))
    if "v" in hand:
        version = hand["v"]
        if not _is_int(version) or version != VERSION:
            raise InputError(
                "v",
                "must be {} (the record version this reads), not {}".format(
                    VERSION, shown(version)
                ),
            )
    for key in hand:
        if key != "v" and key not in allowed:
            raise InputError(key_name(key), "unknown field")


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def get_bool(hand, key, default=False):
    value = hand.get(key, default)
    if value is not True and value is not False:
        if key not in hand:
            raise InputError(key, "is missing (true or false)")
        raise InputError(key, "must be true or false, not {}".format(shown(value)))
    return value


def get_int(hand, key, lo, hi, default=None):
    if key not in hand:
        if default is None:
            raise InputError(key, "is missing (a whole number {}..{})".format(lo, hi))
        return default
    value = hand[key]
    if not _is_int(value):
        raise InputError(key, "must be a whole number, not {}".format(shown(value)))
    if value < lo or value > hi:
        raise InputError(key, "must be between {} and {}, not {}".format(lo, hi, shown(value)))
    return value


def get_choice(hand, key, choices, default=None):
    if key not in hand:
        if default is None:
            raise InputError(key, "is missing; one of " + ", ".join(choices))
        return default
    value = hand[key]
    # Only text can be a choice: comparing anything else is refused before it is compared.
    if not isinstance(value, str) or value not in choices:
        raise InputError(key, "{} is not one of {}".format(shown(value), ", ".join(choices)))
    return value


def get_seat(hand, key, players, required=True):
    """A seat number 0..players-1, or None when not required and absent (or null)."""
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
    if not isinstance(values, list):
        raise InputError(key, "must be a list of {} numbers, not {}".format(count, shown(values)))
    if len(values) != count:
        raise InputError(key, "must be a list of {} numbers, not {}".format(count, len(values)))
    for value in values:
        if not _is_int(value) or value < lo or value > hi:
            raise InputError(
                key,
                "each entry must be a whole number {}..{}, not {}".format(lo, hi, shown(value)),
            )
    return values
