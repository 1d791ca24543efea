"""The app's frame: a stack of screens, what a button press does to it, and the stack kept on
flash so a power cut comes back to the same screen (docs/app.md).

A screen is an object built by its module's `make(app, saved)`; it draws itself and answers
each button event with one of the actions below. The stack holds (module name, screen) pairs:
a screen's module is imported when it is pushed and let go when no screen of it is left, so the
heap holds only the screens in use (with their text catalogues)."""

import json
import os
import sys

from core import heap

# What a screen's handle() (and resume()) return.
STAY = None  # nothing visible changed: no drawing, no refresh
REDRAW = "redraw"  # this screen changed: draw it again
HOME = ("home", None)  # back to the resting screen at the bottom of the stack
_PUSH = "push"
_REPLACE = "replace"
_POP = "pop"
POP = (_POP, None)

_BOTTOM = "app.table"  # the resting screen; BACK never leaves it


def push(module, arg=None):
    """Open the screen of `module` on top: make(app, arg); `arg` must be JSON-able."""
    return (_PUSH, module, arg)


def replace(module, arg=None):
    """Put the screen of `module` in place of this one (a step that cannot be gone back to)."""
    return (_REPLACE, module, arg)


def pop(result=None):
    """Close this screen; the one below gets resume(app, result)."""
    return (_POP, result)


class Screen:
    """The defaults a screen inherits: nothing to keep over a power cut, BACK closes it."""

    full = False  # True: a full refresh when it comes up (a new layout of the whole panel)

    def saved(self):
        """What make(app, saved) needs to rebuild this screen after a restart (JSON-able)."""
        return None

    def draw(self, app, fb):
        pass

    def handle(self, app, event, kind):
        return POP if event == "BACK" else STAY

    def resume(self, app, result):
        """The screen above closed with `result`; the default redraws."""
        return REDRAW

    def close(self, app):
        """It leaves the stack: let go of what only it needed (modules, buffers)."""


class Frame:
    """The screen stack of a device. `device` has display, buttons, clock, battery (hal);
    `journal` the open session; `policy` the refresh policy; `root` where the stack is kept."""

    def __init__(self, device, journal, policy, root, lang="en"):
        self.device = device
        self.journal = journal
        self.policy = policy
        self.root = root
        self.lang = lang
        self.stack = []  # [module name, screen]
        self._written = None  # the stack as last written to flash
        self.busy_shown = 0  # refreshes for the busy mark (beside the one per action)

    # -- what screens use --------------------------------------------------------------------
    @property
    def session(self):
        return self.journal.session

    def texts(self, area):
        """The text catalogue of `area` in the language in use (frame.texts)."""
        return texts(area, self.lang)

    def busy(self):
        """Show at once that a long operation runs: a black corner mark with an hourglass,
        refreshed before the work starts; the screen drawn after it covers it again. In the
        bottom right corner, where a foot's hint ends short of it, not over the title's right
        (the hand count)."""
        from app import type as ty

        fb = self.device.display
        size = 20 if ty.big(fb) else 14
        x = fb.width - size - 2
        y = fb.height - size - 2
        fb.fill_rect(x, y, size, size, 0)
        for i in range(size // 2 - 3):  # two triangles meeting in the middle
            fb.hline(x + 3 + i, y + 3 + i, size - 6 - 2 * i, 1)
            fb.hline(x + 3 + i, y + size - 4 - i, size - 6 - 2 * i, 1)
        self.busy_shown += 1
        self.policy.action_done()

    # -- the stack ---------------------------------------------------------------------------
    def top(self):
        return self.stack[-1][1]

    def start(self, default=None):
        """Rebuild the stack kept on flash, or begin with `default` (module names, bottom
        first) on the resting screen. A stored screen that cannot be rebuilt (its module
        gone, its saved state no longer valid) is dropped with everything above it."""
        entries = self._stored()
        if entries is None:
            entries = [[name, None] for name in (default or (_BOTTOM,))]
        if not entries or entries[0][0] != _BOTTOM:
            entries.insert(0, [_BOTTOM, None])
        for name, saved in entries:
            try:
                self.stack.append([name, heap.load(name).make(self, saved)])
            except Exception as err:  # noqa: BLE001 - a damaged stack must not stop the device
                print("screen", name, "not restored:", err)
                self.let_go(name)
                break
        self.save()

    def act(self, action):
        """Carry out a screen's answer; True when the panel needs drawing."""
        while action is not STAY:
            if action == REDRAW:
                return True
            verb = action[0]
            if verb == _PUSH:
                # The screen below is not drawn while it is covered: its words go now, before
                # the new screen loads, and come back when it draws again (loaded in draw()).
                let_go(self.stack[-1][0].split(".")[-1])
                self.stack.append([action[1], heap.load(action[1]).make(self, action[2])])
                self._entered()
                return True
            if verb == _REPLACE:
                old = self._drop()
                self.stack.append([action[1], heap.load(action[1]).make(self, action[2])])
                self.let_go(old)
                self._entered()
                return True
            if verb == "home":
                while len(self.stack) > 1:
                    self.let_go(self._drop())
                self._entered()
                return True
            # pop: the resting screen at the bottom stays
            if len(self.stack) == 1:
                return False
            self.let_go(self._drop())
            self._entered()
            action = self.top().resume(self, action[1])
            if action is STAY:
                return True  # the screen below is shown again
        return False

    def handle(self, event, kind):
        """One button event to the screen on top; True when the panel needs drawing."""
        return self.act(self.top().handle(self, event, kind))

    def draw(self):
        self.top().draw(self, self.device.display)

    def save(self):
        """Keep the stack on flash when it changed: written whole under another name, then
        renamed, so a power cut leaves the old stack or the new one."""
        text = json.dumps([[name, screen.saved()] for name, screen in self.stack])
        if text == self._written:
            return
        path = self.root + "/screen"
        with open(path + ".tmp", "w") as handle:
            handle.write(text)
        os.rename(path + ".tmp", path)
        self._written = text

    # -- internals ---------------------------------------------------------------------------
    def _drop(self):
        """Take the top screen off the stack; returns its module's name."""
        name, screen = self.stack.pop()
        screen.close(self)
        return name

    def _entered(self):
        if self.top().full:
            self.policy.force_full()

    def _stored(self):
        try:
            with open(self.root + "/screen") as handle:
                entries = json.loads(handle.read())
        except (OSError, ValueError):
            return None
        if not isinstance(entries, list):
            return None
        for entry in entries:
            if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)):
                return None
        return entries

    def let_go(self, name):
        """Drop a module no screen on the stack uses any more, and its text catalogues (a
        screen's close() lets go of its helpers the same way)."""
        for entry in self.stack:
            if entry[0] == name:
                return
        heap.unload(name)
        let_go(name.split(".")[-1])  # "app.entry" -> "entry"


def texts(area, lang):
    """The text catalogue of `area` in `lang`: app/texts_<area>_<lang>.py, generated from
    words/<lang>.txt (scripts/make_words.py); English, which has every text, where `lang` has
    no such catalogue. The one way a screen's words are loaded."""
    for code in (lang, "en"):
        try:
            return heap.load("app.texts_{}_{}".format(area, code))
        except ImportError:
            pass
    raise ImportError("no texts for " + area)


def let_go(area):
    """Forget `area`'s catalogues, in whatever language they were loaded."""
    for name in _catalogues(area):
        heap.unload(name)


def _catalogues(area):
    head = "app.texts_{}_".format(area)
    return [name for name in sys.modules if name.startswith(head) and "_" not in name[len(head) :]]
