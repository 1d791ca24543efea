"""Typing a name with PREV, NEXT and OK: a character picker in two steps, a group of letters
then the letter, so any letter is a few presses away instead of half an alphabet.

The ring of groups is alphabetical with each umlaut beside its vowel and ß beside s, so a
player finds a letter where he expects it; DONE and DELETE sit at the two ends of the ring,
next to each other, one press from the first group either way. Letters are offered in the
case a name needs: a capital first and after a space or hyphen, small letters otherwise (the
two cases are listed here: MicroPython's upper() leaves umlauts as they are).

A state machine: handle(event) with the app's events (hal.buttons) changes the picker and
returns DONE with the name, CANCEL, or None while typing goes on.
"""

from core import names
from hal.buttons import BACK, NEXT, OK, PREV

UPPER = ("AÄBCD", "EFGHI", "JKLMN", "OÖPQR", "SßTUÜ", "VWXYZ", " -'.")
LOWER = ("aäbcd", "efghi", "jklmn", "oöpqr", "sßtuü", "vwxyz", " -'.")
# Places on the ring besides the groups (0 .. len(UPPER) - 1)
DONE_AT = len(UPPER)  # after the last group...
DELETE_AT = -1  # ...and before the first: both one step from either end, as the ring wraps
RING = len(UPPER) + 2

DONE = "done"
CANCEL = "cancel"


class Picker:
    def __init__(self, taken=()):
        self.text = ""
        self.at = 0  # place on the ring: a group, DONE_AT or DELETE_AT (kept as -1)
        self.group = None  # the open group, or None while the ring is shown
        self.letter = 0  # the letter marked in the open group
        self.taken = taken  # names already seated or on the roster: refused with a message
        self.problem = None  # why the last DONE was refused, for the screen

    def letters(self):
        """The characters of the marked (or open) group, in the case the name needs now."""
        return self.letters_of(self.group if self.group is not None else self.at)

    def letters_of(self, group):
        """The characters of group `group` in the case the name needs now ("" for DONE and
        DELETE)."""
        if group < 0 or group >= len(UPPER):
            return ""
        return UPPER[group] if self.capital() else LOWER[group]

    def capital(self):
        """True when the next letter starts a name or a part of one."""
        return not self.text or self.text[-1] in " -"

    def handle(self, event):
        self.problem = None
        if self.group is not None:
            return self._in_group(event)
        if event == NEXT or event == PREV:
            step = 1 if event == NEXT else -1
            # The ring's places from -1 (DELETE) to DONE_AT, wrapping.
            self.at = (self.at + 1 + step) % RING - 1
        elif event == OK:
            if self.at == DONE_AT:
                return self._done()
            if self.at == DELETE_AT:
                self.text = self.text[:-1]
            else:
                self.group = self.at
                self.letter = 0
        elif event == BACK:
            return CANCEL
        return None

    def _in_group(self, event):
        size = len(UPPER[self.group])
        if event == NEXT:
            self.letter = (self.letter + 1) % size
        elif event == PREV:
            self.letter = (self.letter - 1) % size
        elif event == OK:
            if len(self.text) >= names.NAME_MAX:
                self.problem = "long"
            else:
                self.text += self.letters()[self.letter]
            self.group = None  # the ring again, still at this group: the next letter is near
        elif event == BACK:
            self.group = None
        return None

    def _done(self):
        name = self.text.strip(" ")
        if not name:
            self.problem = "empty"
            return None
        if names.check_name(name, "name") is not None:
            self.problem = "bad"
            return None
        low = name.encode().lower()
        for other in self.taken:
            if other.encode().lower() == low:
                self.problem = "taken"
                return None
        self.text = name
        return DONE
