"""Checks of the SSD168x driver against the datasheet's command sequences and addressing rules,
run for each panel by test_epd29 and test_epd42 (one panel per file keeps each file's heap
small). The expected streams are written out from the datasheet's command table, not taken
from the driver."""

from hal_fakes import FULL_MS, Clock, Controller, fails

from checks import equal, raises
from hal.ssd168x import EPD, PanelTimeoutError


def glass_position(panel, x, y):
    """Where framebuffer pixel (x, y) lands on the glass at rotation 0, as (source, gate):
    the 2.9" panel is portrait-native (128 sources, 296 gates) and shown in landscape with
    its first gate on the left; the 4.2" is landscape-native."""
    if panel.vertical:
        return 127 - y, x
    return x, y


def seen_position(panel, rotation, x, y):
    """Where framebuffer pixel (x, y) lands on the glass at `rotation`, as (source, gate): the
    picture's pixel in landscape coordinates first (at 90 its top lies along the landscape
    glass's right edge, at 270 along its left edge), then on the glass as at rotation 0."""
    w = panel.width
    h = panel.height
    if rotation == 90:
        x, y = w - 1 - y, x
    elif rotation == 180:
        x, y = w - 1 - x, h - 1 - y
    elif rotation == 270:
        x, y = y, h - 1 - x
    return glass_position(panel, x, y)


ROTATIONS = (0, 90, 180, 270)
_SHARED = {}


def make(panel, rotation=0, stuck_busy=False, timeout_ms=None):
    """A driver on a fresh (reset) simulated controller. The big buffers are made once per
    panel and reused: allocating four 15,000-byte blocks per test fragments the port's heap."""
    if panel.name not in _SHARED:
        clock = Clock()
        _SHARED[panel.name] = (
            clock,
            Controller(clock, panel.x_bytes, panel.gates),
            bytearray(panel.buffer_size()),
        )
    clock, ctl, buf = _SHARED[panel.name]
    clock.now = 0
    ctl.reset(stuck_busy)
    args = (panel, buf, ctl, ctl.cs, ctl.dc, ctl.rst, ctl.busy, clock, rotation)
    epd = EPD(*args) if timeout_ms is None else EPD(*args, timeout_ms=timeout_ms)
    return epd, ctl, clock


def draw(epd):
    """An asymmetric picture: white ground, border, a block near the top left, a diagonal,
    and text, so a mirrored or shifted image cannot pass for the right one."""
    epd.fill(1)
    epd.rect(0, 0, epd.width, epd.height, 0)
    epd.fill_rect(5, 3, 21, 13, 0)
    epd.line(30, 2, epd.width - 1, epd.height - 1, 0)
    epd.text("Schreiber 1:0", 40, 20, 0)


def window_bytes(hi, lo):
    return bytes((hi & 0xFF, hi >> 8, lo & 0xFF, lo >> 8))


def expected_window(panel, rotation, xs, xe, ys, ye):
    """0x44/0x45/0x4E/0x4F for RAM X bytes xs..xe and gates ys..ye (start first)."""
    return [
        (0x44, bytes((xs, xe))),
        (0x45, window_bytes(ys, ye)),
        (0x4E, bytes((xs,))),
        (0x4F, bytes((ys & 0xFF, ys >> 8))),
    ]


# Which RAM counters run backwards, per rotation (0, 90, 180, 270), as worked out from where
# the picture's first pixel and first line must land (seen_position).
_BACKWARDS = {
    True: ((True, False), (True, True), (False, True), (False, False)),  # the 2.9"
    False: ((False, False), (True, False), (True, True), (False, True)),  # the 4.2"
}
# Data entry (0x11): AM (bit 2) set when the buffer's bytes run along the gates (MONO_VLSB:
# the 2.9" in landscape, the 4.2" in portrait); ID bit 0 X increments, bit 1 Y increments
# (datasheet command 0x11).
_ENTRY = {True: (0x06, 0x00, 0x05, 0x03), False: (0x03, 0x06, 0x00, 0x05)}


def whole_window(panel, rotation):
    last_x = panel.x_bytes - 1
    last_y = panel.gates - 1
    x_back, y_back = _BACKWARDS[panel.vertical][rotation // 90]
    xs, xe = (last_x, 0) if x_back else (0, last_x)
    ys, ye = (last_y, 0) if y_back else (0, last_y)
    return expected_window(panel, rotation, xs, xe, ys, ye)


def expected_entry(panel, rotation):
    return _ENTRY[panel.vertical][rotation // 90]


def check_init_sequence(panel, update_full):
    for rotation in ROTATIONS:
        epd, ctl, clock = make(panel, rotation)
        epd.init()
        mux = panel.gates - 1
        want = [
            (0x12, b""),
            (0x01, bytes((mux & 0xFF, mux >> 8, 0))),
            (0x11, bytes((expected_entry(panel, rotation),))),
        ]
        want += whole_window(panel, rotation)
        want += [(0x3C, b"\x05"), (0x21, update_full), (0x18, b"\x80")]
        equal(ctl.commands(), want)
        equal(ctl.resets, 1)
        equal(ctl.problems, [])
        equal(epd.needs_full, True)


def check_full_refresh(panel, update_full):
    epd, ctl, clock = make(panel)
    draw(epd)
    epd.show(full=True)
    size = panel.x_bytes * panel.gates
    want = [(0x3C, b"\x05"), (0x21, update_full)]
    want += whole_window(panel, 0) + [(0x24, size)]
    want += whole_window(panel, 0) + [(0x26, size)]
    want += [(0x22, b"\xf7"), (0x20, b"")]
    equal(ctl.commands()[-len(want) :], want)
    equal(ctl.refreshes, [0xF7])
    equal(epd.ready(), False)  # a full refresh runs on after show() returns
    clock.advance(FULL_MS)
    equal(epd.ready(), True)
    same_picture(epd, ctl, 0)
    equal(ctl.red, ctl.bw)
    equal(ctl.problems, [])


def same_picture(epd, ctl, rotation):
    panel = epd.panel
    w = epd.width
    h = epd.height
    wrong = 0
    for y in range(h):
        for x in range(w):
            source, gate = seen_position(panel, rotation, x, y)
            if ctl.pixel(source, gate) != epd.pixel(x, y):
                wrong += 1
    equal(wrong, 0)


def check_partial_window(panel, update_partial):
    for rotation in ROTATIONS:
        epd, ctl, clock = make(panel, rotation)
        draw(epd)
        epd.show(full=True)
        ctl.clear_log()
        epd.fill_rect(50, 40, 30, 20, 0)
        epd.text("42", 52, 45, 1)
        started = epd.show(window=(50, 40, 30, 20))
        equal(started, True)
        equal(ctl.refreshes, [0xFF])
        commands = ctl.commands()
        # Waits for the full refresh, then switches to the partial settings once.
        equal(commands[:2], [(0x3C, b"\x80"), (0x21, update_partial)])
        equal(commands[6], (0x24, expected_partial_bytes(panel, rotation)))
        equal(commands[7:9], [(0x22, b"\xff"), (0x20, b"")])
        equal(commands[13], (0x26, expected_partial_bytes(panel, rotation)))
        equal(len(commands), 14)
        # The window's RAM area holds the new image and the red RAM caught up with it.
        same_picture(epd, ctl, rotation)
        equal(ctl.red, ctl.bw)
        equal(ctl.problems, [])
        # A second partial does not send the mode switch again.
        ctl.clear_log()
        epd.pixel(0, 0, 1)
        epd.show(window=(0, 0, 1, 1))
        equal(ctl.commands()[0][0], 0x44)
        same_picture(epd, ctl, rotation)


def expected_partial_bytes(panel, rotation):
    # x 50..79, y 40..59: in a buffer of rows (the 4.2" in landscape, the 2.9" in portrait)
    # 20 rows of bytes 6..9 (4 bytes); in one of pages (MONO_VLSB) pages 5..7 (rows 40..63) of
    # 30 columns each.
    if panel.vertical == (rotation in (0, 180)):
        return 3 * 30
    return 20 * 4


def check_rotation(panel):
    """At 180 degrees the same drawing comes out turned around on the glass."""
    epd, ctl, clock = make(panel, 180)
    draw(epd)
    epd.show(full=True)
    same_picture(epd, ctl, 180)
    # And the top-left framebuffer pixel sits in the glass corner opposite rotation 0's.
    epd.fill(1)
    epd.pixel(0, 0, 0)
    clock.advance(FULL_MS)
    epd.show(full=True)
    source, gate = glass_position(panel, epd.width - 1, epd.height - 1)
    equal(ctl.pixel(source, gate), 0)
    black = 0
    for byte in ctl.glass:
        black += 8 - bin(byte).count("1")
    equal(black, 1)


# Where a player looking at the turned device sees the picture's top left corner and the
# point 40 pixels to its right along the top edge, as (source, gate) on the glass, worked
# out by hand from each panel's wiring: the 2.9" shows landscape pixel (x, y) at source
# 127 - y, gate x; the 4.2" at source x, gate y. At 90 the picture's top left is the
# landscape glass's top right corner and its top edge runs down the right edge; at 270 it is
# the bottom left corner, the top edge running up the left edge.
MARKS = {
    True: {
        0: ((127, 0), (127, 40)),
        90: ((127, 295), (87, 295)),
        180: ((0, 295), (0, 255)),
        270: ((0, 0), (40, 0)),
    },
    False: {
        0: ((0, 0), (40, 0)),
        90: ((399, 0), (399, 40)),
        180: ((399, 299), (359, 299)),
        270: ((0, 299), (0, 259)),
    },
}


def black_on_glass(ctl):
    black = 0
    for byte in ctl.glass:
        black += 8 - bin(byte).count("1")
    return black


def check_marks(panel):
    """A filled square in the picture's top left corner (full refresh), then a line from it
    along the top edge, an arrow pointing right (partial refresh of its rows only): both land
    where the turned device shows its top left and its top edge, at every rotation."""
    for rotation in ROTATIONS:
        epd, ctl, clock = make(panel, rotation)
        landscape = rotation in (0, 180)
        equal((epd.width, epd.height), (panel.width, panel.height) if landscape else
              (panel.height, panel.width))  # fmt: skip
        corner, tip = MARKS[panel.vertical][rotation]
        epd.fill(1)
        epd.fill_rect(0, 0, 4, 4, 0)
        epd.show(full=True)
        clock.advance(FULL_MS)
        equal(ctl.pixel(corner[0], corner[1]), 0)
        equal(black_on_glass(ctl), 16)
        epd.hline(4, 0, 37, 0)  # to x = 40
        epd.line(40, 0, 37, 3, 0)  # the arrow's head, under the line
        equal(epd.show(window=(0, 0, 41, 4)), True)
        equal(ctl.pixel(tip[0], tip[1]), 0)
        equal(black_on_glass(ctl), 16 + 37 + 3)
        same_picture(epd, ctl, rotation)
        equal(ctl.red, ctl.bw)
        equal(ctl.problems, [])


def check_turning_a_live_panel(panel):
    """set_rotation on a panel that is awake: the data entry mode is sent again, the same
    buffer takes the turned picture, and the next refresh is a full one."""
    epd, ctl, clock = make(panel)
    draw(epd)
    epd.show(full=True)
    buf = epd.buf
    for rotation in (90, 180, 270, 0):
        ctl.clear_log()
        epd.set_rotation(rotation)
        equal(ctl.commands(), [(0x11, bytes((expected_entry(panel, rotation),)))])
        equal(epd.needs_full, True)
        equal(epd.buf is buf, True)
        draw(epd)
        epd.show(window=(0, 0, 8, 8))  # asked for partial: the turned picture needs a full
        equal(ctl.refreshes, [0xF7])
        clock.advance(FULL_MS)
        same_picture(epd, ctl, rotation)
        equal(ctl.problems, [])


def check_busy_timeout(panel):
    epd, ctl, clock = make(panel, stuck_busy=True, timeout_ms=2000)
    err = fails(PanelTimeoutError, epd.init)
    equal("busy for more than 2000 ms" in str(err), True)
    # It gave up after the timeout (plus one poll and the reset pulse), not before.
    equal(clock.now >= 2000, True)
    equal(clock.now <= 2000 + 5 + 30, True)
    equal(ctl.commands(), [])  # nothing was sent to a controller that never got ready


def check_deep_sleep_and_wake(panel):
    epd, ctl, clock = make(panel)
    draw(epd)
    epd.show(full=True)
    epd.sleep()
    equal(ctl.commands()[-1], (0x10, b"\x01"))
    equal(ctl.problems, [])  # sleep waited for the refresh to end first
    equal(epd.needs_full, True)
    ctl.clear_log()
    epd.pixel(3, 3, 0)
    epd.show(window=(0, 0, 8, 8))  # asked for partial, but the panel woke from sleep
    equal(ctl.resets, 2)
    equal(ctl.refreshes, [0xF7])
    equal(ctl.problems, [])


def check_empty_window(panel):
    epd, ctl, clock = make(panel)
    draw(epd)
    epd.show(full=True)
    ctl.clear_log()
    equal(epd.show(window=(epd.width + 5, 0, 10, 10)), False)
    equal(ctl.refreshes, [])


def check_bad_setup(panel):
    epd, ctl, clock = make(panel)
    pins = (ctl, ctl.cs, ctl.dc, ctl.rst, ctl.busy, clock)
    raises(EPD, panel, epd.buf, *pins, 45, field="rotation")
    raises(epd.set_rotation, 360, field="rotation")
    equal(epd.rotation, 0)
    raises(EPD, panel, bytearray(100), *pins, field="framebuffer")
