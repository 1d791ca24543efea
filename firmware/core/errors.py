"""The one error type the core raises for input it cannot accept; which characters show as
themselves (names are checked by it at every session's start); and how its messages show input
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


# Code points that do not show as themselves in a terminal, as inclusive (first, last) pairs:
# soft hyphen, Arabic letter mark, Mongolian vowel separator, zero-width space, left/right
# marks, line and paragraph separators, bidi embeddings and overrides, word joiner and the
# invisible operators and bidi isolates, surrogates, byte order mark, interlinear annotations,
# noncharacters, tags. C0 and C1 controls and DEL are checked apart (see plain).
_HIDDEN = (
    0xAD, 0xAD, 0x61C, 0x61C, 0x180E, 0x180E, 0x200B, 0x200B, 0x200E, 0x200F,
    0x2028, 0x202E, 0x2060, 0x206F, 0xD800, 0xDFFF, 0xFEFF, 0xFEFF, 0xFFF9, 0xFFFB,
    0xFFFE, 0xFFFF, 0xE0000, 0xE007F,
)  # fmt: skip


def plain(code):
    """True when code point `code` shows as itself: no control character, nothing invisible
    that reorders or hides text, no lone surrogate."""
    if code < 0x20 or 0x7F <= code < 0xA0:
        return False
    if code < 0xAD:
        return True
    for i in range(0, len(_HIDDEN), 2):
        if code < _HIDDEN[i]:
            return True
        if code <= _HIDDEN[i + 1]:
            return False
    return True


def shown(value):
    """`value` as a message may show it: short, plain, JSON-like (core.shown.shown)."""
    return heap.call("core.shown", "shown", value)


def key_name(key):
    """A key of the input as the field an error names (core.shown.key_name)."""
    return heap.call("core.shown", "key_name", key)
