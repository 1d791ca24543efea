"""Shared pieces of the games' entry choices (docs/entry-choices.md): what a question looks
like, what skipping means, and the record a finished entry gives."""

# What leaving a field out means (the fourth item of a question). None: it must be answered.
DEFAULT = "default"  # left out, the core takes the first value offered
DERIVE = "derive"  # left out, the core works it out from the other fields
UNKNOWN = "unknown"  # not recorded: the score does not need it here
CALL = "call"  # not a hand: the entry is a call (or a redeal), asked next


def ask(field, values, skip=None, seat=None):
    """One question: (field, seat, values, skip). `seat` is None for a plain field, else the
    index of the list entry asked now; `values` is a tuple, or a range for long runs of
    numbers (card points), most likely first."""
    return (field, seat, values, skip)


def given(partial, field):
    """True once `field` is answered or skipped (a skipped field is held as None)."""
    return field in partial


def value(partial, field, default=None):
    """The answer to `field`, or `default` if it was skipped or not asked."""
    got = partial.get(field)
    return default if got is None else got


def next_seat(partial, field, count):
    """Index of the list entry of `field` to ask next, or None once all `count` are in (or
    the whole list was skipped: a list is skipped at its first entry, and held as None)."""
    if field not in partial:
        return 0
    got = partial[field]
    if got is None:
        return None
    return len(got) if len(got) < count else None


def spans(lo, hi):
    """The whole numbers lo..hi as a range (empty if hi < lo): cheap whatever its length."""
    return range(lo, hi + 1)


def record(partial):
    """The hand record of a finished entry: the partial record without its skipped fields."""
    out = {}
    for key in partial:
        if partial[key] is not None:
            out[key] = partial[key]
    return out
