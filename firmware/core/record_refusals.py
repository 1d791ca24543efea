"""Why a field of a hand record was refused, in words: the readers of core.record, each in full,
raising the refusal that names the field and says what it must be.

Loaded only when core.record refuses a field (core.heap.call): core.record accepts the
common case by itself, and a device entering valid hands never loads this module, so its
messages stay off the heap. Each function here takes the arguments of the reader of the same
name and raises for any input that reader does not accept (tests/core/test_record_refusals.py
holds the two to the same answers).
"""

from core.errors import InputError, key_name, shown
from core.record import VERSION, is_int


def check_fields(hand, allowed):
    if not isinstance(hand, dict):
        raise InputError("hand", "must be an object, not {}".format(shown(hand)))
    if "v" in hand:
        version = hand["v"]
        if not is_int(version) or version != VERSION:
            raise InputError(
                "v",
                "must be {} (the record version this reads), not {}".format(
                    VERSION, shown(version)
                ),
            )
    for key in hand:
        if key != "v" and key not in allowed:
            raise InputError(key_name(key), "unknown field")
    _accepted()


def get_bool(hand, key, default=False):
    value = hand.get(key, default)
    if value is not True and value is not False:
        if key not in hand:
            raise InputError(key, "is missing (true or false)")
        raise InputError(key, "must be true or false, not {}".format(shown(value)))
    _accepted()


def get_int(hand, key, lo, hi, default=None):
    if key not in hand:
        if default is None:
            raise InputError(key, "is missing (a whole number {}..{})".format(lo, hi))
        _accepted()
    value = hand[key]
    if not is_int(value):
        raise InputError(key, "must be a whole number, not {}".format(shown(value)))
    if value < lo or value > hi:
        raise InputError(key, "must be between {} and {}, not {}".format(lo, hi, shown(value)))
    _accepted()


def get_choice(hand, key, choices, default=None):
    if key not in hand:
        if default is None:
            raise InputError(key, "is missing; one of " + ", ".join(choices))
        _accepted()
    value = hand[key]
    # Only text can be a choice: comparing anything else is refused before it is compared.
    if not isinstance(value, str) or value not in choices:
        raise InputError(key, "{} is not one of {}".format(shown(value), ", ".join(choices)))
    _accepted()


def get_seat(hand, key, players, required=True):
    if key not in hand or hand[key] is None:
        if required:
            raise InputError(key, "is missing (a seat 0..{})".format(players - 1))
        _accepted()
    get_int(hand, key, 0, players - 1)


def get_ints(hand, key, count, lo, hi, required=True):
    if key not in hand or hand[key] is None:
        if required:
            raise InputError(key, "is missing (a list of {} numbers)".format(count))
        _accepted()
    values = hand[key]
    if not isinstance(values, list):
        raise InputError(key, "must be a list of {} numbers, not {}".format(count, shown(values)))
    if len(values) != count:
        raise InputError(key, "must be a list of {} numbers, not {}".format(count, len(values)))
    for value in values:
        if not is_int(value) or value < lo or value > hi:
            raise InputError(
                key,
                "each entry must be a whole number {}..{}, not {}".format(lo, hi, shown(value)),
            )
    _accepted()


def _accepted():
    # core.record sends here only what it refused: reaching this is a reader and its refusal
    # disagreeing, never bad input.
    raise RuntimeError("core.record refused a field its refusals accept")
