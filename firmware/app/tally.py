"""How often each answer was picked at this table, per game, so the wizard offers the usual
ones first. Counts stay small: when one reaches _CAP, every count of its field is halved, so
the order follows the evening without growing. Kept in <root>/tally_<game> (JSON, written
whole and renamed)."""

import json
import os

_CAP = 32


class Tally:
    def __init__(self, path, counts):
        self.path = path
        self.counts = counts  # field -> [[value, count], ...]
        self.changed = False

    def ordered(self, field, values):
        """`values` as a list, the most picked first; ties keep the core's order."""
        seen = {}
        for value, count in self.counts.get(field, ()):
            seen[_key(value)] = count
        order = list(values)
        # A stable sort by count, written out: MicroPython's sort is not stable.
        ranked = [(-seen.get(_key(order[i]), 0), i) for i in range(len(order))]
        ranked.sort()
        return [order[i] for _, i in ranked]

    def share(self, field):
        """(most picked value, its count, all counts) of `field`; (None, 0, 0) if none."""
        best = None
        top = 0
        total = 0
        for value, count in self.counts.get(field, ()):
            total += count
            if count > top:
                best = value
                top = count
        return best, top, total

    def times(self, field, value):
        """How often `value` was picked for `field`."""
        key = _key(value)
        for known, count in self.counts.get(field, ()):
            if _key(known) == key:
                return count
        return 0

    def middle(self, field, values, leave=None):
        """The value of the run `values` at the middle of this table's picks among them (half
        the picks at or below it), leaving out `leave`: the start that is fewest presses from
        the answer on average. None when none of them was picked."""
        pairs = []
        total = 0
        for value, count in self.counts.get(field, ()):
            if type(value) is int and value in values and value != leave:
                pairs.append((value, count))
                total += count
        if not total:
            return None
        pairs.sort()
        below = 0
        for value, count in pairs:
            below += count
            if 2 * below >= total:
                return value

    def count(self, field, value, by=1):
        """One more pick of `value` (`by` -1: one fewer, a hand taken back; never below 0)."""
        pairs = self.counts.setdefault(field, [])
        for pair in pairs:
            if _key(pair[0]) == _key(value):
                pair[1] = max(pair[1] + by, 0)
                break
        else:
            if by < 0:
                return
            pairs.append([value, 1])
        for pair in pairs:
            if pair[1] >= _CAP:
                for other in pairs:
                    other[1] //= 2
                break
        self.changed = True

    def save(self):
        if not self.changed:
            return
        with open(self.path + ".tmp", "w") as handle:
            handle.write(json.dumps(self.counts))
        os.rename(self.path + ".tmp", self.path)
        self.changed = False


def _key(value):
    # True and 1 are equal as dict keys; keep them apart. A combination of answers is a list
    # (JSON has no tuples): a tuple of keys.
    if type(value) is list:
        return tuple(_key(item) for item in value)
    return (type(value) is bool, value)


def forget(root, game, hand):
    """Take back the picks a hand taken back was counted with: its record's plain answers (a
    combined pick or a list's entries are left), so an undone hand entered again counts once."""
    tally = load(root, game)
    for field in hand:
        value = hand[field]
        if field != "v" and not isinstance(value, list):
            tally.count(field, value, -1)
    tally.save()


def load(root, game):
    path = "{}/tally_{}".format(root, game)
    try:
        with open(path) as handle:
            counts = json.loads(handle.read())
        if not isinstance(counts, dict):
            counts = {}
    except (OSError, ValueError):
        counts = {}
    return Tally(path, counts)
