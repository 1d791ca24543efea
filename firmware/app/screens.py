"""The platform's two screens, drawn on any framebuf-like surface: the hardware self-test and
a minimal standings screen of the open session. Text comes from framebuf's 8x8 font, scaled
up for what a player reads from across the table."""

import framebuf

# The e-paper controllers' colours (hal/ssd168x.py: a 1 bit is white), repeated here so the
# screens load without the driver (the simulator has none).
BLACK = 0
WHITE = 1

_FONT = 8  # framebuf's built-in font: 8 x 8 pixels per character
_glyph_buf = bytearray(_FONT)  # one character, drawn here and then scaled onto the screen
_glyph = framebuf.FrameBuffer(_glyph_buf, _FONT, _FONT, framebuf.MONO_HLSB)

GAME_TITLES = {
    "schafkopf": "Schafkopf",
    "bierkopf": "Bierkopf",
    "german_schafkopf": "German Schafkopf",
    "skat": "Skat",
    "schnapsen": "Bauernschnapsen",
}


def big_text(fb, text, x, y, scale, color=BLACK):
    """`text` at `scale` times the 8x8 font (scale 1 is framebuf's own text())."""
    if scale == 1:
        fb.text(text, x, y, color)
        return
    for char in text:
        _glyph.fill(0)
        _glyph.text(char, 0, 0, 1)
        for row in range(_FONT):
            bits = _glyph_buf[row]
            col = 0
            while bits:
                if bits & 0x80:
                    # Runs of set pixels as one rectangle: fewer, larger fill_rect calls.
                    run = 1
                    while bits & (0x80 >> run):
                        run += 1
                    fb.fill_rect(x + col * scale, y + row * scale, run * scale, scale, color)
                    bits = (bits << run) & 0xFF
                    col += run
                else:
                    bits = (bits << 1) & 0xFF
                    col += 1
        x += _FONT * scale


def text_width(text, scale):
    return len(text) * _FONT * scale


def large(fb):
    """The scale of the large type: 3 on the 4.2" panel, 2 on the 2.9"."""
    return 3 if fb.height >= 200 else 2


def self_test(fb, asks, answered, wrong, battery_mv, battery_pc, battery_state, date):
    """Border, test pattern, the buttons asked for in turn, the battery and the clock.
    `asks`: the events asked for, in order; `answered`: how many came; `wrong`: the event
    pressed instead of the one asked for, or None."""
    w = fb.width
    h = fb.height
    s = large(fb)
    fb.fill(WHITE)
    fb.rect(0, 0, w, h, BLACK)  # the outermost pixels: does the panel show its edges?
    fb.rect(2, 2, w - 4, h - 4, BLACK)
    big_text(fb, "SELF-TEST", 8, 8, s)
    # Test pattern at the right: 1-, 2- and 4-pixel checkers and a solid block.
    size = 16 * s - 8
    px = w - 8 - 4 * size
    for i in range(3):
        cell = 1 << i
        left = px + i * size
        for y in range(0, size, cell):
            for x in range(0, size, cell):
                if ((x // cell) + (y // cell)) & 1:
                    fb.fill_rect(left + x, 8 + y, cell, cell, BLACK)
    fb.fill_rect(px + 3 * size, 8, size, size, BLACK)
    y = 8 + max(_FONT * s, size) + 6
    if answered < len(asks):
        big_text(fb, "Press " + asks[answered], 8, y, s)
    else:
        big_text(fb, "All buttons OK", 8, y, s)
    y += _FONT * s + 6
    small = s - 1  # the list in smaller type: 16 pixels on the 4.2" panel, 8 on the 2.9"
    line = _FONT * small + 4
    column = text_width("[x] SEAT4  ", small)
    # The list of buttons, in columns when they do not fit one under the other; where even
    # that is too wide (seven buttons on the 2.9" panel), a count instead.
    per_column = max((h - y - 3 * line - 8) // line, 1)
    columns = (len(asks) + per_column - 1) // per_column
    if 8 + columns * column <= w:
        for i in range(len(asks)):
            mark = "[x] " if i < answered else "[ ] "
            x = 8 + (i // per_column) * column
            big_text(fb, mark + asks[i], x, y + (i % per_column) * line, small)
        y += min(len(asks), per_column) * line + 2
    else:
        big_text(fb, "{} of {} done".format(answered, len(asks)), 8, y, small)
        y += line + 2
    if wrong is not None and answered < len(asks):
        big_text(fb, "(that was " + wrong + ")", 8, y, small)
    elif answered >= len(asks):
        big_text(fb, "OK: standings", 8, y, small)
    bottom = h - 6 - _FONT * small
    battery = "Battery {}.{:02d} V {}% {}".format(
        battery_mv // 1000, battery_mv % 1000 // 10, battery_pc, battery_state
    )
    big_text(fb, battery, 8, bottom - line, small)
    big_text(fb, "Clock " + date, 8, bottom, small)


def money(value, unit):
    """A balance as the players say it: +12.40 for cents, +13 for points."""
    sign = "+" if value > 0 else "-" if value < 0 else " "
    value = -value if value < 0 else value
    if unit == "cents":
        return "{}{}.{:02d}".format(sign, value // 100, value % 100)
    return "{}{}".format(sign, value)


def standings(fb, game, players, balances, unit, hands, date):
    """Each player's name and balance in large type, under the game, date and hand count.
    `players` and `balances` in seat order; `game` None when no session is open."""
    w = fb.width
    h = fb.height
    s = large(fb)
    fb.fill(WHITE)
    fb.rect(0, 0, w, h, BLACK)
    if game is None:
        big_text(fb, "No session", 8, 8, s)
        fb.text("Start one on the laptop or load", 8, 8 + _FONT * s + 8, BLACK)
        fb.text("an evening into the simulator.", 8, 8 + _FONT * s + 20, BLACK)
        return
    title = GAME_TITLES.get(game, game)
    head = "{}  {}  hand {}".format(title, date or "date unknown", hands)
    fb.text(head, 6, 5, BLACK)
    fb.hline(0, 16, w, BLACK)
    rows = len(players)
    top = 20
    pitch = (h - top - 4) // rows if rows else 0
    pitch = min(pitch, _FONT * s * 2)
    for seat in range(rows):
        amount = money(balances[seat], unit)
        right = w - 8 - text_width(amount, s)
        room = (right - 16) // (_FONT * s)  # characters of the name that fit left of it
        name = players[seat]
        if len(name) > room:
            name = name[: max(room - 1, 1)] + "."
        y = top + seat * pitch + (pitch - _FONT * s) // 2
        big_text(fb, name, 8, y, s)
        big_text(fb, amount, right, y, s)
