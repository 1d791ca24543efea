"""Buttons: debounced in one place, short, long and double presses out as events, and the
button profiles that map physical inputs (buttons, a rotary encoder) onto the app's events.

Shaped after micropython-async's Pushbutton (primitives/pushbutton.py): pins are callables,
a press becomes short/long/double, a long press fires while the button is still held. Here
time is passed in to poll(now_ms) instead of being read, so a test drives it with a fake
clock and the device's loop decides when to poll (and when it may sleep instead)."""

from core.errors import InputError

# The app's events (DESIGN.md: input events are abstract).
PREV = "PREV"
NEXT = "NEXT"
OK = "OK"
BACK = "BACK"
SEAT1 = "SEAT1"
SEAT2 = "SEAT2"
SEAT3 = "SEAT3"
SEAT4 = "SEAT4"
SHORT = "short"
LONG = "long"
DOUBLE = "double"

# micropython-async's Pushbutton defaults: 50 ms debounce, 1 s long press, 400 ms between the
# presses of a double press.
DEBOUNCE_MS = 50
LONG_MS = 1000
DOUBLE_MS = 400
_QUEUE = 16  # events kept if the app falls behind; older ones are dropped first

_DEFAULT_EVENT = {
    "prev": PREV,
    "next": NEXT,
    "ok": OK,
    "back": BACK,
    "push": OK,
    "seat1": SEAT1,
    "seat2": SEAT2,
    "seat3": SEAT3,
    "seat4": SEAT4,
}


class Profile:
    """Which physical inputs a build has, in wiring order, and what their presses mean.
    `remap`: {(input, kind): (event, kind)}; an input's other presses give its own event
    with the same kind. `doubles`: inputs that report double presses (each such input's
    short press waits DOUBLE_MS for a second one, so it is off where speed matters).
    `encoder`: a rotary encoder whose detents give PREV and NEXT."""

    def __init__(self, name, inputs, remap=None, doubles=(), encoder=False):
        self.name = name
        self.inputs = inputs
        self.remap = remap or {}
        self.doubles = doubles
        self.encoder = encoder

    def event(self, source, kind):
        mapped = self.remap.get((source, kind))
        if mapped is not None:
            return mapped
        return _DEFAULT_EVENT[source], kind


# Each profile as (name, inputs, remap as (input, kind, event, kind) rows, doubles, encoder),
# in one constant tuple: frozen, it stays in flash, and a run builds the one Profile it uses
# rather than all four (about 480 bytes of heap). Literals, as a constant tuple must be: "long"
# is LONG, "short" SHORT and "BACK" BACK.
_PROFILES = (
    # The three-button minimum: the whole UI works with PREV/NEXT/OK, and a long OK is BACK.
    ("three", ("prev", "next", "ok"), (("ok", "long", "BACK", "short"),), (), False),
    ("four", ("prev", "next", "ok", "back"), (), (), False),
    # A rotary encoder with push: turning steps PREV/NEXT, push is OK, a long push is BACK.
    ("rotary", ("push",), (("push", "long", "BACK", "short"),), (), True),
    # One button per table edge, in front of each seat, beside the three-button cluster.
    (
        "edges",
        ("prev", "next", "ok", "seat1", "seat2", "seat3", "seat4"),
        (("ok", "long", "BACK", "short"),),
        ("seat1", "seat2", "seat3", "seat4"),
        False,
    ),
)


def profile_named(name):
    """The Profile of that name, made for the caller."""
    for row in _PROFILES:
        if row[0] == name:
            remap = {}
            for source, kind, event, as_kind in row[2]:
                remap[(source, kind)] = (event, as_kind)
            return Profile(row[0], row[1], remap, row[3], row[4])
    names = ", ".join(row[0] for row in _PROFILES)
    raise InputError("button_profile", "must be one of " + names)


class _Key:
    """One debounced input and its press timing. A level change counts once it has held
    for the debounce time; the press is dated from when the change began."""

    def __init__(self, name, double):
        self.name = name
        self.double = double
        self.down = False  # debounced level
        self.raw = False
        self.raw_since = 0
        self.pressed_at = 0
        self.released_at = 0
        self.long_sent = False
        self.waiting = False  # released once, waiting to see whether a second press follows
        self.swallow = False  # the second press of a double: its release and hold mean nothing

    def update(self, now, raw, buttons):
        if raw != self.raw:
            self.raw = raw
            self.raw_since = now
        if raw != self.down and buttons.diff(now, self.raw_since) >= buttons.debounce_ms:
            self.down = raw
            if raw:
                self._pressed(self.raw_since, buttons)
            else:
                self._released(self.raw_since, buttons)
        if self.down and not (self.long_sent or self.swallow):
            if buttons.diff(now, self.pressed_at) >= buttons.long_ms:
                self.long_sent = True
                buttons.emit(self.name, LONG)
        if self.waiting and buttons.diff(now, self.released_at) > buttons.double_ms:
            self.waiting = False
            buttons.emit(self.name, SHORT)

    def _pressed(self, at, buttons):
        if self.waiting and buttons.diff(at, self.released_at) <= buttons.double_ms:
            self.waiting = False
            self.swallow = True
            buttons.emit(self.name, DOUBLE)
            return
        if self.waiting:  # the first press's window had run out unseen: it was a short one
            self.waiting = False
            buttons.emit(self.name, SHORT)
        self.pressed_at = at
        self.long_sent = False

    def _released(self, at, buttons):
        if self.swallow:
            self.swallow = False
        elif self.long_sent:
            pass
        elif self.double:
            self.waiting = True
            self.released_at = at
        else:
            buttons.emit(self.name, SHORT)

    def busy(self):
        return self.down or self.raw or self.waiting


class Quadrature:
    """A rotary encoder's two phase pins, decoded by the valid Gray-code steps only: a bounce
    that skips a state adds nothing, which is this input's debouncing. One detent is
    `steps` transitions (4 on the common EC11 type).

    update() allocates nothing, so it can be the pins' interrupt handler (both edges of both
    phases): turns faster than the poll interval are then still counted. Only update()
    writes `detents` and only take() writes `taken`, so neither can lose the other's count."""

    # Indexed by (previous AB << 2) | current AB: +1 clockwise, -1 back, 0 invalid or none.
    _TABLE = (0, -1, 1, 0, 1, 0, 0, -1, -1, 0, 0, 1, 0, 1, -1, 0)

    def __init__(self, pin_a, pin_b, steps=4):
        self.pin_a = pin_a
        self.pin_b = pin_b
        self.steps = steps
        self.state = (pin_a() << 1) | pin_b()
        self.count = 0  # transitions into the current detent
        self.detents = 0  # complete detents so far, clockwise positive
        self.taken = 0  # detents already handed out by take()

    def update(self, pin=None):
        """Read both phases and count a step (also the pins' IRQ handler: `pin` unused)."""
        new = (self.pin_a() << 1) | self.pin_b()
        if new == self.state:
            return
        self.count += self._TABLE[(self.state << 2) | new]
        self.state = new
        if self.count >= self.steps:
            self.count = 0
            self.detents += 1
        elif self.count <= -self.steps:
            self.count = 0
            self.detents -= 1

    def take(self):
        """Detents since the last call: positive clockwise, negative back."""
        turned = self.detents - self.taken
        self.taken += turned
        return turned


class Buttons:
    """The event source the app reads. `pins`: one callable per profile input, in the
    profile's order; with `active_low` (buttons to ground, pull-ups on) 0 means pressed.
    `encoder`: a Quadrature for profiles with one. Call poll(now_ms) every few ms while
    busy() or a pin changed; get() returns (event, kind) or None."""

    def __init__(
        self,
        profile,
        pins,
        clock,
        encoder=None,
        active_low=True,
        debounce_ms=DEBOUNCE_MS,
        long_ms=LONG_MS,
        double_ms=DOUBLE_MS,
    ):
        if len(pins) != len(profile.inputs):
            raise InputError(
                "pins", "profile {} needs {} buttons".format(profile.name, len(profile.inputs))
            )
        if profile.encoder and encoder is None:
            raise InputError("encoder", "profile {} needs a rotary encoder".format(profile.name))
        for name, value in (("debounce_ms", debounce_ms), ("long_ms", long_ms)):
            if not isinstance(value, int) or value < 0:
                raise InputError(name, "must be a whole number of milliseconds")
        if not isinstance(double_ms, int) or not 0 <= double_ms < long_ms:
            raise InputError("double_ms", "must be shorter than a long press")
        self.profile = profile
        self.pins = pins
        self.encoder = encoder
        self.active_low = active_low
        self.debounce_ms = debounce_ms
        self.long_ms = long_ms
        self.double_ms = double_ms
        self.diff = clock.ticks_diff
        self.keys = [_Key(name, name in profile.doubles) for name in profile.inputs]
        self.queue = []

    def poll(self, now):
        pressed = 0 if self.active_low else 1
        for i in range(len(self.keys)):
            self.keys[i].update(now, self.pins[i]() == pressed, self)
        if self.encoder is not None:
            self.encoder.update()  # in case no pin interrupt is wired to it
            turned = self.encoder.take()
            while turned:
                self.queue.append((NEXT if turned > 0 else PREV, SHORT))
                self._trim()
                turned += -1 if turned > 0 else 1

    def emit(self, source, kind):
        self.queue.append(self.profile.event(source, kind))
        self._trim()

    def get(self):
        return self.queue.pop(0) if self.queue else None

    def busy(self):
        """True while a press is under way or waiting for its timing: keep polling. False
        means the device may sleep until a pin changes."""
        for key in self.keys:
            if key.busy():
                return True
        return bool(self.queue)

    def _trim(self):
        if len(self.queue) > _QUEUE:
            self.queue.pop(0)
