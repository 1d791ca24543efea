"""The refresh policy driving the real SSD1680 driver on the fake controller: one refresh per
action at most, none when nothing visible changed, a full one every N partials."""

from epd_checks import make
from hal_fakes import FULL_MS

from app.refresh import RefreshPolicy
from checks import equal, raises
from hal.ssd168x import SSD1680_29


def setup(partials_per_full=5):
    epd, ctl, clock = make(SSD1680_29)  # a reset controller, its buffers reused
    ctl.record = False  # these tests count refreshes; the whole stream would fill the heap
    return RefreshPolicy(epd, partials_per_full), epd, ctl, clock


def screen(epd, number):
    """A standings-like screen; `number` changes one line of it."""
    epd.fill(1)
    epd.text("Hans   12.50", 4, 4, 0)
    epd.text("Sepp   -3.00", 4, 20, 0)
    epd.text("hand {}".format(number), 4, 100, 0)


def test_first_action_is_a_full_refresh():
    policy, epd, ctl, clock = setup()
    screen(epd, 1)
    equal(policy.action_done(), "full")
    equal(ctl.refreshes, [0xF7])


def test_no_refresh_when_nothing_visible_changed():
    policy, epd, ctl, clock = setup()
    screen(epd, 1)
    policy.action_done()
    clock.advance(FULL_MS)
    screen(epd, 1)  # redrawn, same pixels
    equal(policy.action_done(), None)
    equal(policy.action_done(), None)
    equal(ctl.refreshes, [0xF7])


def test_partial_covers_only_the_changed_rows():
    policy, epd, ctl, clock = setup()
    screen(epd, 1)
    policy.action_done()
    clock.advance(FULL_MS)
    screen(epd, 2)  # only the text at rows 100..107 changes
    equal(policy.action_done(), "partial")
    equal(policy.last_window, (0, 96, 296, 16))
    equal(ctl.refreshes, [0xF7, 0xFF])
    equal(ctl.problems, [])


def test_full_refresh_every_n_partials():
    for n in (0, 1, 5):
        policy, epd, ctl, clock = setup(n)
        kinds = []
        for action in range(13):
            screen(epd, action)
            kinds.append(policy.action_done())
            clock.advance(FULL_MS)
        fulls = [i for i, kind in enumerate(kinds) if kind == "full"]
        equal(fulls, list(range(0, 13, n + 1)), "partials per full {}".format(n))
        equal(len(ctl.refreshes), 13)
        equal(ctl.problems, [])


def test_at_most_one_refresh_per_action():
    policy, epd, ctl, clock = setup()
    seen = 0
    for action in range(40):
        # Every third action changes nothing on screen.
        screen(epd, action - action % 3)
        policy.action_done()
        clock.advance(FULL_MS)
        new = len(ctl.refreshes) - seen
        seen = len(ctl.refreshes)
        equal(new <= 1, True)
        if action % 3:
            equal(new, 0, "action {} changed nothing".format(action))
        else:
            equal(new, 1)


def test_full_after_panel_sleep_and_forced():
    policy, epd, ctl, clock = setup()
    screen(epd, 1)
    policy.action_done()
    epd.sleep()
    screen(epd, 1)
    equal(policy.action_done(), None)  # the image survives the panel's sleep
    screen(epd, 2)
    equal(policy.action_done(), "full")
    clock.advance(FULL_MS)
    screen(epd, 3)
    equal(policy.action_done(), "partial")
    policy.force_full()
    screen(epd, 4)
    equal(policy.action_done(), "full")
    equal(ctl.problems, [])


def test_bad_setting():
    for bad in (-1, 51, "5", None):
        raises(setup, bad, field="partials_per_full")


class _Panel42:
    """A 4.2" panel's frame (400 x 300, 15,000 bytes) that shows nothing."""

    width = 400
    height = 300
    needs_full = False

    def __init__(self):
        self.buf = bytearray(400 * 300 // 8)

    def show(self, full=False, window=None):
        pass


def test_comparing_the_frame_copies_no_band():
    # Each action compares the whole frame with the last one shown: a band copied to be
    # checked (400 bytes on the 4.2" panel, 38 of them) left 15 KB of garbage a press.
    import gc

    policy = RefreshPolicy(_Panel42())
    policy.action_done()
    gc.collect()
    gc.disable()  # the garbage counted, not collected meanwhile
    try:
        before = gc.mem_alloc()
        equal(policy.action_done(), None)
        garbage = gc.mem_alloc() - before
    finally:
        gc.enable()
    equal(garbage < 2048, True, "bytes allocated by one comparison: {}".format(garbage))
