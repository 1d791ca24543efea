"""House-rule settings: defaults, validation, and a canonical form that can be hashed.

A game module declares its options as a tuple of text rows, one per setting: "key kind default
domain" (domain: comma-separated choices, or lo,hi for ints; "-" means None/none). A row of
text costs the device's heap one string instead of a tuple of strings, and separate rows,
unlike one long text, never need a large free block in a fragmented heap; `make` reads each
only while the settings are made. Kinds, and the values they take:
  "choice"  one string of domain
  "set"     a list of strings, each in domain; stored as a sorted tuple
  "bool"    true or false (domain "-"; a default of 1 or 0)
  "int"     an int with lo <= value <= hi
  "int?"    like "int", or None for "off / no limit"
"""

import binascii
import hashlib

from core.errors import InputError, key_name, shown


def _check(key, kind, domain, value):
    field = "settings." + key
    if kind == "bool":
        if value is not True and value is not False:
            raise InputError(field, "must be true or false")
        return value
    if kind == "choice":
        if not isinstance(value, str) or value not in domain:
            raise InputError(
                field, "must be one of {}, not {}".format(", ".join(domain), shown(value))
            )
        return value
    if kind == "set":
        if not isinstance(value, (list, tuple)):
            raise InputError(field, "must be a list of " + ", ".join(domain))
        for item in value:
            if not isinstance(item, str) or item not in domain:
                raise InputError(
                    field, "unknown entry {}; allowed: {}".format(shown(item), ", ".join(domain))
                )
        return tuple(sorted(set(value)))
    if kind == "int?" and value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(field, "must be a whole number, not {}".format(shown(value)))
    lo, hi = domain
    if value < lo or value > hi:
        raise InputError(field, "must be between {} and {}, not {}".format(lo, hi, shown(value)))
    return value


def _default(kind, text):
    if kind == "bool":
        return text == "1"
    if text == "-":
        return () if kind == "set" else None
    if kind == "set":
        return tuple(text.split(","))
    return text if kind == "choice" else int(text)


def _domain(kind, text):
    if kind == "bool":
        return None
    if kind == "choice" or kind == "set":
        return tuple(text.split(","))
    lo, hi = text.split(",")
    return (int(lo), int(hi))


def make(options, given=None, changed=None):
    """Return a complete settings dict: the defaults, overridden by the validated `given` dict.
    `options` is a sequence of text rows. The given keys whose value is not the default are
    appended to the list `changed`, if one is passed (core.needs checks them).

    Only given values are checked against their row's domain; a text table's own defaults
    are valid and in canonical order (the core tests hold every game's table to that), so the
    device parses no domain it does not need."""
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise InputError("settings", "must be an object of key: value")
    # Given every setting (a restore's start record), the settings are a copy of it, one block
    # of its size, each value checked in place: built key by key instead, the dict grew
    # through a dozen sizes, each left behind as a hole, and its copy with the names interned
    # (below) then found no room in a restore's cut-up heap. The names are the record's,
    # interned once decoded (core.session.decoded_start).
    whole = len(given) == len(options)
    out = given.copy() if whole else {}
    known = 0  # the given settings that the table has
    for row in options:
        # By position, slicing only what is used: make() runs at every session start and
        # restore, and each string it does not build is heap it does not fragment.
        a = row.find(" ")
        b = row.find(" ", a + 1)
        c = row.find(" ", b + 1)
        key = row[:a]
        kind = row[a + 1 : b]
        if key in given:
            known += 1
            out[key] = _check(key, kind, _domain(kind, row[c + 1 :]), given[key])
            if changed is not None and not _is_default(out[key], row, b + 1, c):
                changed.append(key)
        else:
            out[key] = _default(kind, row[b + 1 : c])
    if known < len(given):
        table = [row[: row.find(" ")] for row in options]
        for key in given:
            if key not in table:
                raise InputError("settings." + key_name(key), "unknown setting")
    if whole:
        return out  # every name the record's: none added
    # Passed as keywords, MicroPython interns the keys: every session's settings then share one
    # copy of each name instead of ~45 small strings each, scattered over the heap.
    return dict(**out)


def of_game(game, given=None, date=None, digested=True):
    """(the complete, validated settings of `game`, their digest or None, the given settings
    not at their default): its defaults overridden by `given`, and what a rule takes from the
    session's date ("YYYY-MM-DD" or None) filled in (core.games.settings_and_digest)."""
    from core import games

    table = games.options(game)
    changed = []  # the given settings that are not at their default
    settings = make(table, given, changed)
    table = None
    module = games.rules(game)
    if hasattr(module, "with_date"):
        module.with_date(settings, date)
    for key in settings:
        settings[key] = _interned(settings[key])
    return settings, digest(game, settings) if digested else None, changed


def interned(settings):
    """`settings` (a dict) with its names and words interned (see _interned): its values in
    place, then its names by the copy. No second dict is built for the values: at a restore
    this runs in a heap the device's screens have filled, and each dict of ~60 settings is a
    block of about 1 KB."""
    for key in settings:
        settings[key] = _interned(settings[key])
    return dict(**settings)


def _interned(value):
    """`value` with its words interned (a tuple of words is made anew). The words were cut
    from the settings table or a decoded log record while this code was loaded: left as they
    are, ~20 small objects per session stay behind, scattered through the room this code
    leaves when it is let go, and a long evening's larger blocks no longer fit there.
    Interned, they live with the names MicroPython keeps anyway, one copy each."""
    if isinstance(value, str):
        # Keyword names are interned: the one way to intern a string on either interpreter.
        for word in dict(**{value: None}):
            return word
    if isinstance(value, tuple):
        return tuple(_interned(item) for item in value)
    return value


def _is_default(value, row, at, end):
    """True if `value` is the default written at row[at:end], read in place: no string is cut
    for it, as this runs for every given setting at a session's start and restore."""
    if value is True or value is False:
        return row.startswith("1" if value else "0", at)
    if value is None or value == ():
        return end - at == 1 and row.startswith("-", at)
    for item in value if isinstance(value, tuple) else (value,):
        item = str(item) if isinstance(item, int) else item
        if not row.startswith(item, at):
            return False
        at += len(item) + 1  # the comma between the items of a set
    return at == end + 1


def _encode(value):
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value + '"'
    return "[" + ",".join(_encode(v) for v in value) + "]"


def canonical(game, settings):
    """One fixed text for a game and its settings: keys sorted, no spaces (dicts are unordered
    on MicroPython, so the order is made here, never taken from the dict)."""
    parts = []
    for key in sorted(settings):
        parts.append('"' + key + '":' + _encode(settings[key]))
    return '{"game":"' + game + '","settings":{' + ",".join(parts) + "}}"


def digest(game, settings):
    """16 hex digits identifying exactly these rules; equal settings give equal digests.
    The hash of canonical(), fed piece by piece so no long string is built on the device."""
    hasher = hashlib.sha256()
    hasher.update(('{"game":"' + game + '","settings":{').encode())
    # The keys in order, each the least after the one before: no sorted list of them, a
    # block the first session start would need in a heap its loaded code has fragmented.
    key = None
    for _ in settings:
        comma = "" if key is None else ","
        key = _least_after(settings, key)
        hasher.update((comma + '"' + key + '":' + _encode(settings[key])).encode())
    hasher.update(b"}}")
    return binascii.hexlify(hasher.digest()).decode()[:16]


def _least_after(keys, after):
    """The least of `keys` greater than `after` (None: the least of all)."""
    least = None
    for key in keys:
        if (after is None or key > after) and (least is None or key < least):
            least = key
    return least
