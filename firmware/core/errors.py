"""The one error type the core raises for input it cannot accept, and how its messages show input
(core.shown, loaded for the message only)."""

from core import heap


class InputError(ValueError):
    """Bad input: names the field that is wrong and says why, in words a player understands."""

    def __init__(self, field, message):
        super().__init__(field + ": " + message)
        self.field = field
        self.message = message


# A seat as a message names it: counted from 1, as players count them (the core's seats count
# from 0). Where the session's names are known, core.refusals.said shows the name instead.
SEAT = "seat {}"


def seat_shown(seat):
    """Seat index `seat` as a refusal says it: "seat 1" for seat 0."""
    return SEAT.format(seat + 1)


def shown(value):
    """`value` as a message may show it: short, plain, JSON-like (core.shown.shown)."""
    return heap.call("core.shown", "shown", value)


def key_name(key):
    """A key of the input as the field an error names (core.shown.key_name)."""
    return heap.call("core.shown", "key_name", key)
