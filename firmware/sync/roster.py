"""The players this device knows: a short list of names kept on flash, most recently seated
first, so the regulars of a table are picked in a press or two. It sits with the sync, which
adds the names the host pushes, below the app's screens that pick from it.

The file `<root>/roster` is UTF-8 text, one name per line, most recent first (docs/roster.md);
names the host tool pushes during a sync are added by `take`. It is replaced whole: written under
another name, then renamed, like the journal's pointer, so a power cut leaves the old list or
the new one, never half of one. A line that is no good name (core.names) is skipped on reading.
"""

import os

from core import names
from core.errors import InputError

MAX_NAMES = 40  # a club's regulars; more would make picking slower than typing


def take(root, offered):
    """Roster(root).take(offered) for a sync, which needs this module and its checks of a name
    (core.names, core.shown) again only at the next names a host brings: they are let go after
    it (no screen that picks names is open during a sync)."""
    from core import heap

    try:
        return Roster(root).take(offered)
    finally:
        for name in ("sync.roster", "core.names", "core.shown"):
            heap.unload(name)


class Roster:
    def __init__(self, root):
        self.path = root + "/roster"
        self.names = []
        self.skipped = 0  # lines of the file that were no good name
        self.load()

    def load(self):
        self.names = []
        self.skipped = 0
        try:
            with open(self.path, "rb") as handle:
                data = handle.read()
        except OSError:
            return  # no roster yet
        try:
            text = data.decode("utf-8")
        except UnicodeError:
            self.skipped = 1
            return
        for line in text.split("\n"):
            name = line.strip("\r")
            if not name:
                continue
            if (
                names.check_name(name, "name") is not None
                or _index(self.names, name) >= 0
                or len(self.names) >= MAX_NAMES
            ):
                self.skipped += 1
                continue
            self.names.append(name)

    def add(self, name):
        """Put a new name at the top; refused when it is no good name or already there (in
        any case of letters: "sepp" and "Sepp" would be the same player at the table)."""
        problem = names.check_name(name, "name")
        if problem is not None:
            raise InputError("name", problem)
        if _index(self.names, name) >= 0:
            raise InputError("name", "{} is already on the roster".format(name))
        kept = [name] + self.names
        self._save(kept[:MAX_NAMES])

    def remove(self, name):
        at = _index(self.names, name)
        if at < 0:
            raise InputError("name", "{} is not on the roster".format(name))
        self._save(self.names[:at] + self.names[at + 1 :])

    def seated(self, players, known=None):
        """The names of a session just started move to the top, in seat order; `known`: the
        roster's names as the new-session screen holds them, mended or deleted while it was
        set up (None: as they are here)."""
        kept = list(players)
        for name in self.names if known is None else known:
            if names.check_name(name, "name") is not None:
                continue  # a mended list comes from the saved wizard: checked like the file
            if _index(kept, name) < 0:
                kept.append(name)
        if kept[:MAX_NAMES] != self.names:
            self._save(kept[:MAX_NAMES])

    def take(self, offered):
        """Names the host tool pushes: each good one not here yet is added after the device's
        own (a name seated here stays above one only pushed) while there is room; a bad name,
        one already here (in any case of letters) or one past MAX_NAMES changes nothing.
        Written once. Returns (the offered names the roster holds now, how many were added)."""
        kept = list(self.names)
        lows = [name.encode().lower() for name in kept]  # as _index compares them
        held = []
        for name in offered:
            if not isinstance(name, str) or names.check_name(name, "name") is not None:
                continue
            low = name.encode().lower()
            if low not in lows:
                if len(kept) >= MAX_NAMES:
                    continue
                kept.append(name)
                lows.append(low)
            held.append(name)
        added = len(kept) - len(self.names)
        if added:
            self._save(kept)
        return held, added

    def _save(self, kept):
        data = "\n".join(kept).encode("utf-8") + b"\n"
        tmp = self.path + ".tmp"
        with open(tmp, "wb") as handle:
            handle.write(data)
        os.rename(tmp, self.path)  # atomic on LittleFS and POSIX
        self.names = kept


def _index(items, name):
    """Where `name` is in `items`, ignoring the case of ASCII letters, or -1. As bytes, whose
    lower() changes only ASCII letters on both interpreters (MicroPython's str.lower() leaves
    an umlaut as it is, CPython's does not)."""
    low = name.encode().lower()
    for i in range(len(items)):
        if items[i].encode().lower() == low:
            return i
    return -1
