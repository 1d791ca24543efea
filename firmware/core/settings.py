"""House-rule settings: defaults, validation, and a canonical form that can be hashed.

A game module declares its options as a text table, one row per line: key, kind, default,
domain (comma-separated choices, or lo,hi for ints; "-" means None/none; a line ending in a
comma continues on the next). Text costs the
device's heap one string instead of dozens of objects; `rows` turns it into tuples when the
settings are made. Rows are (key, kind, default, domain):
  "choice"  one string of domain (a tuple of strings)
  "set"     a tuple of strings, each in domain; stored sorted
  "bool"    True or False (domain unused)
  "int"     an int with lo <= value <= hi, domain = (lo, hi)
  "int?"    like "int", or None for "off / no limit"
"""

import binascii
import hashlib

from core.errors import InputError


def _check(key, kind, domain, value):
    field = "settings." + key
    if kind == "bool":
        if value is not True and value is not False:
            raise InputError(field, "must be true or false")
        return value
    if kind == "choice":
        if value not in domain:
            raise InputError(field, "must be one of " + ", ".join(domain))
        return value
    if kind == "set":
        if not isinstance(value, (list, tuple)):
            raise InputError(field, "must be a list of " + ", ".join(domain))
        for item in value:
            if item not in domain:
                raise InputError(
                    field, "unknown entry {!r}; allowed: {}".format(item, ", ".join(domain))
                )
        return tuple(sorted(set(value)))
    if kind == "int?" and value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(field, "must be a whole number")
    lo, hi = domain
    if value < lo or value > hi:
        raise InputError(field, "must be between {} and {}".format(lo, hi))
    return value


def rows(table):
    """The option rows of a text table (or the rows themselves, when given as tuples)."""
    if not isinstance(table, str):
        return table
    lines = []
    for line in table.split("\n"):
        line = line.strip()
        if lines and lines[-1].endswith(","):
            lines[-1] += line  # a long list of choices goes on on the next line
        elif line:
            lines.append(line)
    out = []
    for line in lines:
        key, kind, default, domain = line.split()
        if kind == "bool":
            default = default == "1"
            domain = None
        elif kind == "choice" or kind == "set":
            domain = tuple(domain.split(","))
            if kind == "set":
                default = () if default == "-" else tuple(default.split(","))
        else:
            default = None if default == "-" else int(default)
            lo, hi = domain.split(",")
            domain = (int(lo), int(hi))
        out.append((key, kind, default, domain))
    return out


def make(options, given=None):
    """Return a complete settings dict: the defaults, overridden by the validated `given` dict.
    `options` is a text table or a sequence of rows."""
    options = rows(options)
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise InputError("settings", "must be an object of key: value")
    out = {}
    for key, kind, default, domain in options:
        value = given[key] if key in given else default
        out[key] = _check(key, kind, domain, value)
    for key in given:
        if key not in out:
            raise InputError("settings." + str(key), "unknown setting")
    return out


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
    first = True
    for key in sorted(settings):
        part = ("" if first else ",") + '"' + key + '":' + _encode(settings[key])
        hasher.update(part.encode())
        first = False
    hasher.update(b"}}")
    return binascii.hexlify(hasher.digest()).decode()[:16]
