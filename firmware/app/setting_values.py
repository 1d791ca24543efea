"""What a single setting may be changed to, from the core's settings schema (core.presets
fields), and how a value reads on screen in the players' words (a text catalogue's LABELS and
VALUES)."""

# Whole numbers offered for an "int" setting, within its schema's range: every number up to
# twelve (multipliers, Laufende, Flecken, Bummerl), then the amounts tables agree on (cents,
# points, targets such as Bierlachs 301/401/501). The current value and the range's ends are
# always offered too, so a value set by the host is never lost by opening the setting.
_LADDER = (
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 20, 21, 24, 25, 30, 31, 40, 50, 60, 70,
    75, 80, 90, 91, 100, 120, 150, 200, 250, 300, 301, 400, 401, 500, 501, 600, 700, 800, 1000,
    2000, 5000, 10000, 100000,
)  # fmt: skip


def offered(kind, domain, current):
    """The values to step through for a setting of `kind` with `domain` (core.presets.fields),
    in order; for a "set", its entries (each switched on or off)."""
    if kind == "bool":
        return (False, True)
    if kind == "choice" or kind == "set":
        return domain
    lo, hi = domain
    values = [lo, hi]
    for number in _LADDER:
        if lo < number < hi:
            values.append(number)
    if isinstance(current, int) and lo <= current <= hi and current not in values:
        values.append(current)
    values.sort()
    if kind == "int?":
        return [None] + values
    return values


def value_text(words, key, value):
    """A setting's value as the players say it: yes/no, off, none, a list of entries, or the
    catalogue's words for a choice (the core's word, spaced, where it has none)."""
    if value is True:
        return words.YES
    if value is False:
        return words.NO
    if value is None:
        return words.NULLS.get(key, words.OFF)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, (tuple, list)):
        if not value:
            return words.NONE
        return ", ".join(entry_text(words, key, entry) for entry in value)
    return entry_text(words, key, value)


def entry_text(words, key, entry):
    text = words.VALUES.get(key + "=" + entry)
    if text is None:
        text = entry.replace("_", " ")
    return text


def label(words, key):
    return words.LABELS.get(key, key.replace("_", " "))
