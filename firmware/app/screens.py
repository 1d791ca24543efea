"""The platform's two screens, drawn on any framebuf-like surface: the hardware self-test and
a minimal standings screen of the open session. Text goes through app/type.py, in the sizes it
picks for the panel."""

from app import type as ty
from app.table import money
from app.type import BLACK, WHITE


def self_test(
    fb, words, asks, answered, wrong, battery_mv, battery_pc, battery_state, date, held=None
):
    """Border, test pattern, the buttons asked for in turn, the battery and the clock, in
    `words` (the table catalogue's SELF_TEST: its keys are names the code has interned already,
    so the self-test's words cost the .mpy runs no qstr pool, docs/measuring.md).
    `asks`: the events asked for, in order; `answered`: how many came; `wrong`: the event
    pressed instead of the one asked for, or None; `held`: the button held for BACK where the
    profile has no BACK button (app.selftest.held_for_back)."""
    w = fb.width
    h = fb.height
    sizes = ty.sizes_for(fb)
    big = sizes[ty.BODY]
    small = sizes[ty.SMALL]
    fb.fill(WHITE)
    fb.rect(0, 0, w, h, BLACK)  # the outermost pixels: does the panel show its edges?
    fb.rect(2, 2, w - 4, h - 4, BLACK)
    ty.draw(fb, words["title"], 8, 8, big)
    # Test pattern at the right: 1-, 2- and 4-pixel checkers and a solid block.
    size = 2 * ty.height(big) - 8
    px = w - 8 - 4 * size
    py = 8
    y = 8 + ty.height(big) + 4
    if px < 16 + ty.width(words["title"], big):
        # Portrait: no room beside the title; the pattern goes under it.
        py = y
        y += size + 4
    for i in range(3):
        cell = 1 << i
        left = px + i * size
        for dy in range(0, size, cell):
            for x in range(0, size, cell):
                if ((x // cell) + (dy // cell)) & 1:
                    fb.fill_rect(left + x, py + dy, cell, cell, BLACK)
    fb.fill_rect(px + 3 * size, py, size, size, BLACK)
    if answered < len(asks):
        ask = asks[answered]
        if ask == "BACK" and held is not None:
            ty.draw(fb, words["hold"].format(held), 8, y, big)  # no BACK button of its own
        else:
            ty.draw(fb, words["press"].format(ask), 8, y, big)
    else:
        ty.draw(fb, words["passed"], 8, y, big)
    y = max(y + ty.height(big), py + size) + 4
    line = ty.height(small) + 1
    column = ty.width("[x] SEAT4  ", small)
    # The list of buttons, in columns when they do not fit one under the other; where even
    # that is too wide (seven buttons on the 2.9" panel), a count instead.
    per_column = max((h - y - 3 * line - 6) // line, 1)
    columns = (len(asks) + per_column - 1) // per_column
    if 8 + columns * column <= w:
        for i in range(len(asks)):
            mark = "[x] " if i < answered else "[ ] "
            x = 8 + (i // per_column) * column
            ty.draw(fb, mark + asks[i], x, y + (i % per_column) * line, small)
        y += min(len(asks), per_column) * line
    else:
        ty.draw(fb, words["progress"].format(answered, len(asks)), 8, y, small)
        y += line
    if wrong is not None and answered < len(asks):
        ty.draw(fb, words["wrong"].format(wrong), 8, y, small)
    elif answered >= len(asks):
        ty.draw(fb, words["hint"], 8, y, small)
    bottom = h - 5 - ty.height(small)
    # The battery's line by its state (hal.power: "ok", "low", "empty").
    battery = words[battery_state].format(battery_mv // 1000, battery_mv % 1000 // 10, battery_pc)
    lines = ty.lines(battery, small, w - 16, 2) + [words["date"].format(date)]
    for i in range(len(lines)):
        ty.draw(fb, lines[i], 8, bottom - (len(lines) - 1 - i) * line, small)


def standings(fb, words, game, players, balances, unit, hands, date):
    """Each player's name and balance in large type, under the game, date and hand count, in
    `words` (the table screen's catalogue). `players` and `balances` in seat order; `game`
    None when no session is open."""
    w = fb.width
    h = fb.height
    sizes = ty.sizes_for(fb)
    small = sizes[ty.SMALL]
    fb.fill(WHITE)
    fb.rect(0, 0, w, h, BLACK)
    if game is None:
        y = 8
        ty.draw(fb, words.NO_SESSION, 8, y, sizes[ty.LARGE])
        y += ty.height(sizes[ty.LARGE]) + 8
        for line in ty.lines(words.NO_SESSION_START, small, w - 16, 2):
            ty.draw(fb, line, 8, y, small)
            y += ty.height(small) + 2
        return
    # The game by its registry row's title key.
    from core import games

    key = games.row(game)[3]
    title = words.GAMES.get(key, key).format(None)
    head = "{} · {} · {}".format(title, date or words.NO_DATE, words.HAND.format(hands))
    ty.draw(fb, ty.fit(head, small, w - 12), 6, 3, small)
    rule = 3 + ty.height(small) + 1
    fb.hline(0, rule, w, BLACK)
    rows = len(players)
    top = rule + 2
    room = h - top - 2
    # Names and balances as large as the rows allow: LARGE for four players on either panel,
    # smaller for a fuller table.
    size = sizes[ty.LARGE]
    for smaller in (sizes[ty.BODY], small):
        if rows * ty.height(size) <= room:
            break
        size = smaller
    pitch = min(room // rows, 2 * ty.height(size)) if rows else 0
    for seat in range(rows):
        amount = money(balances[seat], unit, words.DECIMAL)  # as the table screen says it
        right = w - 8 - ty.width(amount, size)
        name = ty.fit(players[seat], size, right - 8 - 12)
        y = top + seat * pitch + (pitch - ty.height(size)) // 2
        ty.draw(fb, name, 8, y, size)
        ty.draw(fb, amount, right, y, size)
