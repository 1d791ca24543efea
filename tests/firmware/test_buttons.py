"""Buttons on a fake clock: debounce, short, long and double presses, every profile's
mapping, and the rotary encoder."""

from hal_fakes import Clock, Pin

from checks import equal, raises
from hal import buttons as b

POLL_MS = 10


def make(profile, encoder=None, **timing):
    clock = Clock()
    pins = [Pin(1) for _ in profile.inputs]  # pulled up: 1 is released
    return b.Buttons(profile, pins, clock, encoder, **timing), pins


def run(buttons, pins, script, until):
    """Poll every POLL_MS from 0 to `until`; `script` = ((time, input index, pressed), ...)
    sorted by time. Returns [(time, event, kind)]."""
    out = []
    step = 0
    for now in range(0, until + 1, POLL_MS):
        while step < len(script) and script[step][0] <= now:
            at, index, pressed = script[step]
            pins[index](0 if pressed else 1)
            step += 1
        buttons.poll(now)
        event = buttons.get()
        while event is not None:
            out.append((now, event[0], event[1]))
            event = buttons.get()
    return out


def press(index, at, held):
    return ((at, index, True), (at + held, index, False))


def test_short_press():
    buttons, pins = make(b.profile_named("three"))
    got = run(buttons, pins, press(2, 100, 150), 1000)
    # Released at 250; the release holds for the debounce time, so it counts at 300.
    equal(got, [(300, b.OK, b.SHORT)])


def test_bouncing_contacts_give_one_press():
    buttons, pins = make(b.profile_named("three"))
    script = []
    # 30 ms of chatter on press and on release, each flip shorter than the debounce time.
    for t in range(100, 130, POLL_MS):
        script += [(t, 0, True), (t + 5, 0, False)]
    script += [(130, 0, True)]
    for t in range(300, 330, POLL_MS):
        script += [(t, 0, False), (t + 5, 0, True)]
    script += [(330, 0, False)]
    got = run(buttons, pins, sorted(script), 1000)
    equal([(e, k) for _, e, k in got], [(b.PREV, b.SHORT)])


def test_glitch_shorter_than_debounce_is_ignored():
    buttons, pins = make(b.profile_named("four"))
    got = run(buttons, pins, press(3, 100, 30), 1000)
    equal(got, [])


def test_long_press_fires_while_held():
    buttons, pins = make(b.profile_named("three"))
    got = run(buttons, pins, press(2, 100, 2000), 3000)
    # Long OK is BACK in the three-button profile, at 1 s of holding; the release adds nothing.
    equal(got, [(1100, b.BACK, b.SHORT)])
    got = run(buttons, pins, press(0, 3000, 1500), 5000)
    equal(got, [(4000, b.PREV, b.LONG)])


def test_double_press():
    buttons, pins = make(b.profile_named("edges"))
    seat1 = 3
    # Two presses 200 ms apart: one double, at the second press.
    got = run(buttons, pins, press(seat1, 100, 100) + press(seat1, 400, 100), 2000)
    equal(got, [(450, b.SEAT1, b.DOUBLE)])
    # One press: a short one, once the double-press window has passed.
    buttons, pins = make(b.profile_named("edges"))
    got = run(buttons, pins, press(seat1, 100, 100), 2000)
    equal(got, [(610, b.SEAT1, b.SHORT)])
    # Two presses 600 ms apart: two shorts.
    buttons, pins = make(b.profile_named("edges"))
    got = run(buttons, pins, press(seat1, 100, 100) + press(seat1, 800, 100), 2000)
    equal([(e, k) for _, e, k in got], [(b.SEAT1, b.SHORT), (b.SEAT1, b.SHORT)])
    # Buttons without double presses answer at once (the three core buttons of EDGES).
    buttons, pins = make(b.profile_named("edges"))
    got = run(buttons, pins, press(1, 100, 100) + press(1, 300, 100), 2000)
    equal(got, [(250, b.NEXT, b.SHORT), (450, b.NEXT, b.SHORT)])


def test_every_profile_maps_its_inputs():
    table = (
        (b.profile_named("three"), ((b.PREV, b.SHORT), (b.NEXT, b.SHORT), (b.OK, b.SHORT))),
        (
            b.profile_named("four"),
            ((b.PREV, b.SHORT), (b.NEXT, b.SHORT), (b.OK, b.SHORT), (b.BACK, b.SHORT)),
        ),
        (
            b.profile_named("edges"),
            (
                (b.PREV, b.SHORT),
                (b.NEXT, b.SHORT),
                (b.OK, b.SHORT),
                (b.SEAT1, b.SHORT),
                (b.SEAT2, b.SHORT),
                (b.SEAT3, b.SHORT),
                (b.SEAT4, b.SHORT),
            ),
        ),
    )
    for profile, want in table:
        buttons, pins = make(profile)
        script = ()
        for i in range(len(profile.inputs)):
            script += press(i, 100 + 1000 * i, 100)
        got = run(buttons, pins, script, 1000 * len(profile.inputs) + 1000)
        equal(tuple((e, k) for _, e, k in got), want, profile.name)
        # And a long press on each: OK's is BACK where the profile has no BACK button.
        buttons, pins = make(profile)
        script = ()
        for i in range(len(profile.inputs)):
            script += press(i, 100 + 2000 * i, 1500)
        got = run(buttons, pins, script, 2000 * len(profile.inputs) + 1000)
        equal(len(got), len(want))
        for i in range(len(want)):
            _, event, kind = got[i]
            want_event = want[i][0]
            if want_event == b.OK and profile.name != "four":
                equal((event, kind), (b.BACK, b.SHORT), profile.name)
            else:
                equal((event, kind), (want_event, b.LONG), profile.name)
    rotary = b.profile_named("rotary")
    equal((rotary.name, rotary.inputs, rotary.encoder), ("rotary", ("push",), True))
    equal(rotary.event("push", b.LONG), (b.BACK, b.SHORT))
    raises(b.profile_named, "twelve", field="button_profile")


def test_profiles_are_made_when_named():
    # A run uses one profile: the module keeps their descriptions (a constant tuple, in flash
    # when frozen), not a Profile of each in the heap.
    kept = [name for name, value in b.__dict__.items() if isinstance(value, b.Profile)]
    equal(kept, [])
    equal(b.profile_named("three") is b.profile_named("three"), False)


def turn(a, b_pin, states, encoder, buttons, now):
    for state in states:
        a(state >> 1)
        b_pin(state & 1)
        buttons.poll(now)


def test_rotary_encoder():
    a = Pin(0)
    b_pin = Pin(0)
    encoder = b.Quadrature(a, b_pin)
    buttons, pins = make(b.profile_named("rotary"), encoder)
    forward = (0b10, 0b11, 0b01, 0b00)
    backward = (0b01, 0b11, 0b10, 0b00)
    turn(a, b_pin, forward * 2, encoder, buttons, 0)
    equal([buttons.get(), buttons.get(), buttons.get()], [(b.NEXT, b.SHORT)] * 2 + [None])
    turn(a, b_pin, backward, encoder, buttons, 10)
    equal(buttons.get(), (b.PREV, b.SHORT))
    # Contact bounce: steps back and forth cancel out, a skipped state counts nothing.
    turn(a, b_pin, (0b10, 0b00, 0b10, 0b11, 0b01, 0b11, 0b01, 0b00), encoder, buttons, 20)
    equal(buttons.get(), (b.NEXT, b.SHORT))
    turn(a, b_pin, (0b11, 0b00, 0b11, 0b00), encoder, buttons, 30)
    equal(buttons.get(), None)
    # Turns seen by the pin interrupt between two polls all come out at the next poll.
    for _ in range(3):
        for state in forward:
            a(state >> 1)
            b_pin(state & 1)
            encoder.update(a)  # as the IRQ handler is called, with the pin
    buttons.poll(40)
    equal(
        [buttons.get(), buttons.get(), buttons.get(), buttons.get()],
        [(b.NEXT, b.SHORT)] * 3 + [None],
    )
    # The push: OK, and BACK when held.
    got = run(buttons, pins, press(0, 100, 100) + press(0, 500, 1500), 3000)
    equal(got, [(250, b.OK, b.SHORT), (1500, b.BACK, b.SHORT)])


def test_busy_while_a_press_is_under_way():
    buttons, pins = make(b.profile_named("edges"))
    equal(buttons.busy(), False)
    pins[3](0)
    buttons.poll(0)
    equal(buttons.busy(), True)  # not yet a press (debouncing), but keep polling
    for now in range(10, 1000, POLL_MS):
        if now == 100:
            pins[3](1)
        buttons.poll(now)
        if now == 400:
            equal(buttons.busy(), True)  # released, waiting for a possible second press
    equal(buttons.get(), (b.SEAT1, b.SHORT))
    equal(buttons.busy(), False)


def test_queue_is_bounded():
    buttons, pins = make(b.profile_named("four"))
    script = ()
    for i in range(30):
        script += press(i % 4, 100 + 200 * i, 100)
    for now in range(0, 7000, POLL_MS):
        while script and script[0][0] <= now:
            pins[script[0][1]](0 if script[0][2] else 1)
            script = script[1:]
        buttons.poll(now)
    equal(len(buttons.queue), 16)
    equal(buttons.queue[-1], (b.NEXT, b.SHORT))  # the newest kept: press 30 was NEXT


def test_bad_setup():
    clock = Clock()
    raises(b.Buttons, b.profile_named("three"), [Pin(1)], clock, field="pins")
    raises(b.Buttons, b.profile_named("rotary"), [Pin(1)], clock, field="encoder")
    pins = [Pin(1) for _ in range(3)]
    three = b.profile_named("three")
    raises(b.Buttons, three, pins, clock, None, True, 50, 1000, 1000, field="double_ms")
    raises(b.Buttons, three, pins, clock, None, True, -1, field="debounce_ms")
