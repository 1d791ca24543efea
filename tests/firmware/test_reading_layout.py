"""What is read on the panels stays whole: a list shows four lines on the 2.9" panel, its
scroll arrows show on the cursor's row too, a foot too long for a line goes over two in
landscape, and the busy mark leaves the title's hand count alone."""

import gc

from app_test_screens import Device, Display, Journal

from app import rotation, ui
from app import type as ty
from app.frame import Frame
from app.refresh import RefreshPolicy
from checks import equal
from hal.sim_display import SimDisplay

ITEMS = ["Language", "Rotation", "Quick redraws", "Sleep after", "Buttons", "Date"] * 3


def panel(width=296, height=128):
    display = SimDisplay(bytearray(width * height // 8), width, height, draw=False)
    display.readout = []
    return display


class _Large:
    """The 4.2" panel's size, all that ty.sizes_for reads: not a 15 KB buffer for it."""

    width = 400
    height = 300


def test_a_list_shows_four_lines_on_the_small_panel():
    fb = panel()
    top = ui.title(fb, "Settings")
    bottom = ui.foot(fb, "OK: change  long OK: back")
    equal(ui.rows(fb, top, bottom)[0] >= 4, True, ui.rows(fb, top, bottom))
    ty.release()


def test_the_scroll_arrows_show_on_the_cursors_row():
    for width, height in ((296, 128), (400, 300)):
        fb = panel(width, height)
        top = ui.title(fb, "Settings")
        bottom = ui.foot(fb, "OK: change")
        shown, pitch = ui.rows(fb, top, bottom)
        # The cursor on the last line in view, more below: the down arrow is white on it.
        ui.item_list(fb, ITEMS, shown - 1, top, bottom)
        tip = top + shown * pitch - 6  # the arrow's point, under its widest line
        equal(fb.pixel(width - 8, tip), 1, (width, "down"))
        equal(fb.pixel(width - 2, tip), 0, (width, "the cursor's row"))
        # The cursor on the first line in view, more above: the up arrow is white on it.
        fb.fill(1)
        ui.item_list(fb, ITEMS, shown, top, bottom)
        equal(fb.pixel(width - 8, top + 2), 1, (width, "up"))
        equal(fb.pixel(width - 2, top + 2), 0, (width, "the cursor's row"))
        ty.release()


def test_a_long_foot_goes_over_two_lines_in_landscape():
    fb = panel(400, 300)
    ui.foot(fb, "Gewonnen: Maximilian + Jens – abrechnen", "body")
    said = [row[0] for row in fb.readout]
    equal(" ".join(said), "Gewonnen: Maximilian + Jens – abrechnen", said)
    equal(len(said), 2, said)
    ty.release()


def test_the_busy_mark_leaves_the_hand_count_alone():
    for width, height in ((296, 128), (400, 300)):
        display = Display(width, height)
        app = Frame(Device(display), Journal(), RefreshPolicy(display), "/tmp")
        top = ui.title(display, "Schafkopf", "hand 12")
        bar = bytes(display.buf[: top * width // 8])
        app.busy()
        equal(bytes(display.buf[: top * width // 8]) == bar, True, width)
        equal(display.pixel(width - 4, height - 4), 0, width)  # it is drawn, in the corner
        ty.release()


def test_the_settings_are_read_whole_in_both_languages():
    # Each setting's name and every value it takes, as the settings screen draws them (its
    # type sizes): on both panels, both ways round, in every language, nothing cut.
    from app import device_settings, setting_list, settings_screen

    for width, height in ((400, 300), (300, 400), (296, 128), (128, 296)):
        fb = panel(max(width, height), min(width, height))  # one buffer a panel, as on a board
        if width < height:
            rotation.set_rotation(fb, 90)  # portrait, on the panel's own buffer
        sizes = ty.sizes_for(fb)
        big = sizes[ty.LARGE] if ty.big(fb) else sizes[ty.BODY]
        if width < height and not ty.big(fb):
            big = sizes[ty.SMALL]
        for lang in device_settings.LANGS:
            words = __import__("app.texts_settings_screen_" + lang, None, None, ("LABELS",))
            for key, _, _ in device_settings.FIELDS:
                for value in device_settings.allowed(key):
                    fb.fill(ty.WHITE)
                    fb.readout = []
                    text = settings_screen.value_text(words, key, value)
                    setting_list.draw(fb, [(words.LABELS[key], text)], 0, 20, height - 20, big)
                    said = " ".join(row[0] for row in fb.readout)
                    equal(words.LABELS[key] in said and text in said, True, (lang, width, said))
        fb = None
        ty.release()
        gc.collect()


def test_the_settle_up_is_read_across_the_table_on_the_small_panel():
    # Three transfers and four players' list: on the 2.9" panel nothing of them is smaller
    # than the 4.2" panel's small type (17 px); they take two pages, NEXT between, and the
    # list shows its four lines whole. In portrait too (a line too long across on two).
    from app import settle

    rows = [("Sepp pays Vroni 3.70 €", True), ("Sepp pays Hans 0.90 €", True)]
    rows += [("Sepp pays Resi 0.50 €", True), ("1. Vroni +3.70 €", False)]
    rows += [("2. Hans +0.90 €", False), ("3. Resi +0.50 €", False), ("4. Sepp -5.10 €", False)]
    least = ty.sizes_for(_Large)[ty.SMALL]
    drawn = []
    plain = ty.draw

    def sized(fb, text, x, y, size, color=ty.BLACK):
        drawn.append((text, size))
        return plain(fb, text, x, y, size, color)

    ty.draw = sized
    try:
        for turned in (False, True):
            fb = panel()
            if turned:
                rotation.set_rotation(fb, 90)
            said = []
            page = 0
            pages = 2 if not turned else 1  # portrait: all down the panel, on one page
            while page < pages:
                drawn.clear()
                told = settle.draw(fb, "Settle up", rows, "OK: end  long OK: on", page, "{}/{}")
                equal(told, pages, turned)
                page += 1
                said += [text for text, size in drawn if size >= least]
                small = [text for text, size in drawn if size < least]
                # Only the hint is small (in portrait with the page's number beside it).
                equal(" ".join(small).startswith("OK: end"), True, small)
            said = " ".join(said)
            for text, _ in rows:
                equal(text in said, True, (turned, text, said))
            fb = None
            ty.release()
            gc.collect()
    finally:
        ty.draw = plain


def test_the_settings_list_shows_four_lines_on_the_small_panel():
    # The settings screen's list (and the new session's, drawn the same way) on the 2.9"
    # panel in its body type, under its band and over its foot: four lines, not three.
    from app import setting_list

    fb = panel()
    size = ty.sizes_for(fb)[ty.BODY]
    top = size + 6 + 2  # under the band (app.settings_screen._band)
    bottom = fb.height - ty.height(ty.sizes_for(fb)[ty.SMALL]) - 6 - 2  # over the foot
    equal(setting_list.draw(fb, ITEMS, 0, top, bottom, size) >= 4, True)
    ty.release()


def test_the_settings_lists_scroll_marks_show_on_the_cursors_row():
    # As the screens' lists (above), the new session's and the settings' (app.setting_list):
    # the mark white where the cursor's row is the first or last in view, so it stays seen.
    from app import setting_list

    for width, height in ((296, 128), (400, 300)):
        fb = panel(width, height)
        size = ty.sizes_for(fb)[ty.BODY]
        top, bottom = 30, height - 20
        pitch = ty.height(size) + (6 if ty.big(fb) else 3)
        shown = setting_list.draw(fb, ITEMS, 0, top, bottom, size)
        fb.fill(1)
        setting_list.draw(fb, ITEMS, shown - 1, top, bottom, size)
        y = top + shown * pitch - 4  # the down mark's middle line
        equal(fb.pixel(width - 5, y), 1, (width, "down"))
        equal(fb.pixel(width - 2, y), 0, (width, "the cursor's row"))
        fb.fill(1)
        setting_list.draw(fb, ITEMS, shown, top, bottom, size)
        equal(fb.pixel(width - 5, top + 3), 1, (width, "up"))
        equal(fb.pixel(width - 2, top + 3), 0, (width, "the cursor's row"))
        fb = None
        ty.release()
        gc.collect()


def test_a_lists_last_page_is_full_and_marked_at_both_ends():
    # PREV from the first item wraps to the last: its page is filled from the end (not one
    # item over blank rows), the mark above shows more there, none below; on the first page
    # the mark below only. The screens' lists (app.ui) and the settings' (app.setting_list).
    from app import setting_list

    for width, height in ((296, 128), (400, 300)):
        fb = panel(width, height)
        top = ui.title(fb, "Settings")
        bottom = ui.foot(fb, "OK: change")
        shown, pitch = ui.rows(fb, top, bottom)
        # The cursor off the first and last rows in view: the marks are black (0) on white.
        for cursor, up, down in ((len(ITEMS) - 2, 0, 1), (1, 1, 0)):
            fb.fill(1)
            fb.readout = []
            ui.item_list(fb, ITEMS, cursor, top, bottom)
            said = [row[0] for row in fb.readout]
            want = ITEMS[-shown:] if cursor > 1 else ITEMS[:shown]
            equal(said, want, (width, cursor))
            # The marks' column beside the rows, away from the cursor's row (white there).
            equal(fb.pixel(width - 8, top + 2), up, (width, cursor, "up"))
            equal(fb.pixel(width - 8, top + shown * pitch - 6), down, (width, cursor, "down"))
        size = ty.sizes_for(fb)[ty.BODY]
        fb.fill(1)
        fb.readout = []
        rows = setting_list.draw(fb, ITEMS, len(ITEMS) - 1, top, bottom, size)
        equal([row[0] for row in fb.readout], ITEMS[-rows:], (width, "settings"))
        fb = None
        ty.release()
        gc.collect()


def test_a_count_of_one_reads_in_the_singular():
    # The table's count of deals left (Räuberskat), in each language: one, then more.
    from app import table, texts_table_de, texts_table_en

    for texts, one, two in (
        (texts_table_en, "1 deal left", "2 deals left"),
        (texts_table_de, "noch 1 Spiel", "noch 2 Spiele"),
    ):
        equal(table.pending(texts, (("deals_left", 1),), "cents", [])[0], [one])
        equal(table.pending(texts, (("deals_left", 2),), "cents", [])[0], [two])


class _Pairs:
    """What the pairs' rows read of a session: the players, seats 0+2 and 1+3 partners."""

    players = [[0, "Ute"], [1, "Jens"], [2, "Heike"], [3, "Olaf"]]


def test_the_sheeps_head_fills_its_row_on_both_panels():
    # German Schafkopf decided: each pair's head as tall as its row leaves (4 px above and
    # below), read across the table; in portrait the room under the names too.
    from app import table, texts_table_en

    for width, height, turned in ((400, 300, False), (296, 128, False), (400, 300, True)):
        fb = panel(width, height)
        if turned:
            rotation.set_rotation(fb, 90)
        fb.fill(ty.WHITE)
        top, bottom = 30, fb.height - 30
        pitch = (bottom - top) // 2
        table.draw_teams(fb, texts_table_en, _Pairs, ["8/9", "9/9"], [8, 9], ["", ""],
                         top, bottom, -1)  # fmt: skip
        # The head: the black pixels of the first row left of its score, right of the names.
        left = 12 if turned else fb.width // 2
        right = fb.width - 8 - ui.width(fb, "8/9", "large")
        rows = [
            y
            for y in range(top + (pitch // 2 if turned else 0), top + pitch - 1)
            if any(not fb.pixel(x, y) for x in range(left, right))
        ]
        tall = rows[-1] - rows[0] + 1
        least = pitch * 9 // 20 if turned else pitch * 5 // 6
        equal(tall >= least, True, (width, height, turned, tall, pitch))
        fb = None
        ty.release()
        gc.collect()


def test_a_foots_parts_sharing_its_last_line_stay_two_spaces_apart():
    # Three parts where two lines are allowed: the last two share a line, apart as written.
    fb = panel(400, 300)
    parts = ["OK: Sauspiel", "Bock 2", "Letzte Runde 4"]
    equal(ui.width(fb, "  ".join(parts), "body") > fb.width - 8, True)  # not one line
    ui.foot(fb, "  ".join(parts), "body")
    said = [row[0] for row in fb.readout]
    equal(said, [parts[0], "  ".join(parts[1:])])
    ty.release()
