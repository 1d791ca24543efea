"""What is read in the panels' lists stays whole: a list shows four lines on the 2.9" panel, its
scroll arrows show on the cursor's row too, its last page is full, and a foot too long for a
line goes over two in landscape. The busy mark: test_reading_busy_mark; the settings' words:
test_reading_settings; the table and the settle-up: test_reading_table."""

import gc

from app import type as ty
from app import ui
from checks import equal
from readout_panel import panel

ITEMS = ["Language", "Rotation", "Quick redraws", "Sleep after", "Buttons", "Date"] * 3


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


def test_a_foots_parts_sharing_its_last_line_stay_two_spaces_apart():
    # Three parts where two lines are allowed: the last two share a line, apart as written.
    fb = panel(400, 300)
    parts = ["OK: Sauspiel", "Bock 2", "Letzte Runde 4"]
    equal(ui.width(fb, "  ".join(parts), "body") > fb.width - 8, True)  # not one line
    ui.foot(fb, "  ".join(parts), "body")
    said = [row[0] for row in fb.readout]
    equal(said, [parts[0], "  ".join(parts[1:])])
    ty.release()
