"""Checks for what a session starts with besides its rules: its date and its players' names.

What a name may hold is documented in docs/hand-record.md ("Players and names"): it is shown
on the device's panel, in the host's table and in every message, so it must show as itself.
"""

from core.errors import InputError, seat_shown, shown
from core.shown import plain

NAME_MAX = 24  # characters: a name must fit a column on the 2.9" panel, an id the log
SEATS_MAX = 5  # the most seats any game has (Schafkopf and Skat with a dealer sitting out)
_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def check_date(date):
    """None, or a real calendar date as "YYYY-MM-DD", year 0001 or later (stored as given)."""
    if date is None:
        return None
    if not isinstance(date, str) or len(date) != 10 or date[4] != "-" or date[7] != "-":
        raise InputError("date", "must be a date like 2026-11-30, not {}".format(shown(date)))
    for at in (0, 1, 2, 3, 5, 6, 8, 9):
        # ASCII digits only: isdigit() would let superscripts and full-width digits through.
        if not "0" <= date[at] <= "9":
            raise InputError("date", "must be a date like 2026-11-30, not {}".format(shown(date)))
    year = int(date[:4])
    month = int(date[5:7])
    day = int(date[8:])
    if year < 1 or month < 1 or month > 12 or day < 1 or day > _days_in(year, month):
        raise InputError("date", "{} is not a day of the calendar".format(shown(date)))
    return date


def _days_in(year, month):
    if month == 2 and not (year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)):
        return 28
    return _DAYS[month - 1]


def _code_point(data, at):
    """(code point, index after it) of the UTF-8 sequence at data[at]; `data` is a str's own
    encoding, so the sequence is whole (a lone surrogate, which CPython's str may hold, comes
    as the three bytes "surrogatepass" gives it)."""
    lead = data[at]
    if lead < 0x80:
        return lead, at + 1
    size = 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
    code = lead & (0x7F >> size)
    for i in range(at + 1, at + size):
        code = code << 6 | data[i] & 0x3F
    return code, at + size


def check_name(text, what):
    """A name or player id: 1 to NAME_MAX characters, each showing as itself (no control
    characters, escape sequences, bidi overrides or invisible characters), no space at
    either end. Returns an error message, or None when the text is a good name."""
    if not isinstance(text, str):
        return "a {} must be text, not {}".format(what, shown(text))
    if not text or len(text) > NAME_MAX:
        return "a {} has 1 to {} characters, not {}".format(what, NAME_MAX, len(text))
    # Read from its UTF-8 bytes: iterating or indexing a str on MicroPython interns each
    # character (py/objstrunicode.c, str_it_iternext, str_subscr), and a name's characters
    # would stay in the interned names for good, some made at a restore (docs/measuring.md).
    data = text.encode("utf-8", "surrogatepass")
    at = 0
    while at < len(data):
        code, at = _code_point(data, at)
        if not plain(code):
            return "{} {} holds a character that does not print (\\u{:04x})".format(
                what, shown(text), code
            )
    if text.startswith(" ") or text.endswith(" "):
        return "{} {} begins or ends with a space".format(what, shown(text))
    return None


def check_players(players):
    """Players as [[id, name], ...] in seat order; plain names get ids p1, p2, ... Names and
    ids are each unique (settle-up must never read "Hans pays Hans")."""
    if not isinstance(players, list) or not players:
        raise InputError("players", "give the players' names in seat order")
    # Bounded before anything whose cost grows with the list is done.
    if len(players) > SEATS_MAX:
        raise InputError(
            "players", "no game has more than {} seats, not {}".format(SEATS_MAX, len(players))
        )
    out = []
    for seat in range(len(players)):
        player = players[seat]
        if isinstance(player, str):
            player = ["p{}".format(seat + 1), player]
        if not isinstance(player, list) or len(player) != 2:
            raise InputError("players", "{}: give a name (or [id, name])".format(seat_shown(seat)))
        for text, what in ((player[1], "name"), (player[0], "player id")):
            problem = check_name(text, what)
            if problem is not None:
                raise InputError("players", "{}: {}".format(seat_shown(seat), problem))
        for other in out:
            if other[0] == player[0]:
                raise InputError("players", "player id {} appears twice".format(shown(other[0])))
            if other[1] == player[1]:
                raise InputError("players", "the name {} appears twice".format(shown(other[1])))
        out.append([player[0], player[1]])
    return out
