"""No row of the history is cut, on either panel, in either orientation and either language,
for every hand of the scripted evenings (examples/): app.type.fit, where every text that does
not fit is cut with a point, records each cut while a list's rows are drawn (app.ui.item_list;
not while the screen measures what fits)."""

import gc
import json

from app_driver import Driver

from app import type as ty
from app import ui
from checks import equal

EVENINGS = (
    "examples/schafkopf-evening.json",
    "examples/bierkopf-partie.json",
    "examples/german-schafkopf.json",
    "examples/skat-bierlachs.json",
    "examples/bauernschnapsen-evening.json",
)
_FIT = ty.fit
_LIST = ui.item_list
CUT = []


def _fit(text, size, room):
    shown = _FIT(text, size, room)
    if shown != text:
        CUT.append(text)
    return shown


def _item_list(*args, **kwargs):
    ty.fit = _fit
    try:
        return _LIST(*args, **kwargs)
    finally:
        ty.fit = _FIT


PANELS = ((400, 300), (300, 400), (296, 128), (128, 296))  # the largest buffers first


def history_cuts(path):
    """{(panel, lang): [texts cut]} of the history's rows of the evening at `path`, scrolled
    over every hand, on each panel and orientation, in each language."""
    found = {}
    with open(path) as handle:
        data = json.load(handle)
    ui.item_list = _item_list
    try:
        for size in PANELS:
            for lang in ("en", "de"):
                gc.collect()  # the last panel's buffer and evening gone first
                driver = Driver(data["game"], data.get("settings"), data["players"], size=size)
                driver.app.lang = lang
                for hand in data["hands"]:
                    driver.journal.add(hand)
                driver.app.draw()
                driver.press("PREV", "long")  # the history
                del CUT[:]
                for _ in range(len(data["hands"])):
                    driver.press("NEXT")
                if CUT:
                    found["{}x{} {}".format(size[0], size[1], lang)] = list(CUT)
                driver = None
    finally:
        ui.item_list = _LIST
    return found


# One evening a test: each runs in a heap of its own (tests/host/test_app_device.py), as one
# game's rules are loaded at a time on the device.
def test_no_schafkopf_history_row_is_cut():
    equal(history_cuts(EVENINGS[0]), {})


def test_no_bierkopf_history_row_is_cut():
    equal(history_cuts(EVENINGS[1]), {})


def test_no_german_schafkopf_history_row_is_cut():
    equal(history_cuts(EVENINGS[2]), {})


def test_no_skat_history_row_is_cut():
    equal(history_cuts(EVENINGS[3]), {})


def test_no_bauernschnapsen_history_row_is_cut():
    equal(history_cuts(EVENINGS[4]), {})


def test_no_answer_of_a_ramsch_is_cut_on_the_confirm_screen():
    # The confirm screen's list of answers (the last question's row "every answer…", then
    # its answer), on each panel in German, the longer language: "Durchmarsch: nicht
    # notiert" read whole.
    from app.wizard import _MORE

    hand = {"contract": "ramsch", "durchmarsch": None, "loser": 1, "maidens": []}
    settings = {"allowed_contracts": ["rufer", "solo", "ramsch"]}
    found = {}
    ui.item_list = _item_list
    try:
        for size in PANELS:
            gc.collect()
            driver = Driver("schafkopf", settings, ["Hans", "Sepp", "Resi", "Vroni"], size=size)
            driver.app.lang = "de"
            driver.press("OK")
            driver.answer(hand, until="loser")
            screen = driver.top()
            driver.go(screen.items.index(_MORE), screen)
            driver.press("OK")
            driver.go(screen.items.index(hand["loser"]), screen)
            driver.press("OK")
            equal(screen.confirm is not None, True)  # the hand and every answer
            del CUT[:]
            for _ in range(len(screen.rows)):
                driver.press("NEXT")
            if CUT:
                found["{}x{}".format(*size)] = list(CUT)
            driver = None
    finally:
        ui.item_list = _LIST
    equal(found, {})


def test_the_round_call_step_runs_past_no_edge():
    # The round call's step (its hand moves no score, said in words where the seats' rows
    # would be), on each panel in either language: no text drawn past the screen's right edge.
    from app.answers import SKIP

    draw = ty.draw
    over = []

    def measured(fb, text, x, y, size, color=ty.BLACK):
        if x + ty.width(text, size) > fb.width:
            over.append(text)
        return draw(fb, text, x, y, size, color)

    found = {}
    ty.draw = measured
    try:
        for size in PANELS:
            for lang in ("en", "de"):
                gc.collect()
                with open(EVENINGS[0]) as handle:
                    data = json.load(handle)
                driver = Driver(data["game"], data.get("settings"), data["players"], size=size)
                driver.app.lang = lang
                driver.press("OK")
                driver.look(SKIP)
                driver.press("OK")
                equal(driver.top().question[0], "call")
                del over[:]
                driver.app.draw()
                if over:
                    found["{}x{} {}".format(size[0], size[1], lang)] = list(over)
                driver = None
    finally:
        ty.draw = draw
    equal(found, {})
