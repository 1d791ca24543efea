"""What is read across the table stays whole: the settle-up on the 2.9" panel in type no smaller
than the 4.2" panel's small, a count of one in the singular, the sheep's head filling its row."""

import gc

from app import rotation, ui
from app import type as ty
from checks import equal
from readout_panel import panel


class _Large:
    """The 4.2" panel's size, all that ty.sizes_for reads: not a 15 KB buffer for it."""

    width = 400
    height = 300


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
