"""Reading the table on the device's code: a decided game says who won and the menu then
opens on the settle-up; Schafkopf's dealer is named in words; the sheep's head is drawn bold
stroke by stroke; German Schafkopf's target is the strokes that win."""

import json

import framebuf
from app_driver import Driver

from app import frame, setting_values, table
from checks import equal

GERMAN = "examples/german-schafkopf.json"
SCHAFKOPF = "examples/schafkopf-evening.json"


def start(path, hands=None):
    with open(path) as handle:
        data = json.load(handle)
    driver = Driver(data["game"], data.get("settings"), data["players"])
    for hand in data["hands"][:hands]:
        driver.journal.add(hand)
    driver.display.readout = []
    driver.app.draw()
    return driver


def said(driver):
    return [row[0] for row in driver.display.readout]


def test_a_decided_game_names_the_winners_and_the_menu_opens_on_settle_up():
    driver = start(GERMAN)
    equal(driver.journal.session.state["over"], True)
    equal("Won: Jens + Olaf – settle up" in said(driver), True, said(driver))
    driver.press("OK")  # no hand can be entered: the menu opens, on the settle-up
    menu = driver.top()
    equal(menu.entries[menu.cursor][0], "app.settle")
    driver.press("OK")
    equal(driver.top().__class__.__name__, "Settle")


def test_the_menu_of_a_game_still_playing_opens_on_the_undo():
    # The table's OK enters a hand; the menu (BACK, a long NEXT) starts on "Hands, undo".
    driver = start(SCHAFKOPF, 3)
    driver.press("NEXT", "long")
    menu = driver.top()
    equal(menu.entries[menu.cursor][0], "app.history")


def test_schafkopf_names_its_dealer_in_words():
    for size in ((296, 128), (400, 300)):
        with open(SCHAFKOPF) as handle:
            data = json.load(handle)
        driver = Driver(data["game"], data.get("settings"), data["players"], size=size)
        driver.journal.add(data["hands"][0])
        dealer = driver.journal.session.state["dealer"]
        driver.display.readout = []
        driver.app.draw()
        rows = driver.display.readout
        name = [row for row in rows if row[0] == data["players"][dealer]][0]
        after = [row for row in rows if row[0] == data["players"][(dealer + 1) % 4]][0]
        deals = [row for row in rows if row[0] == "deals"]
        equal(len(deals), 1, size)
        equal(name[2] <= deals[0][2] < after[2], True, (size, name, deals, after))


def test_partners_name_their_dealer_in_words_in_portrait_too():
    # "Poldi deals" under his pair's score on the 2.9" panel turned, beside the distance on
    # the 4.2": a mark before the name only where the words find no room.
    for path, hands in (
        ("examples/bauernschnapsen-evening.json", 3),
        ("examples/bierkopf-partie.json", 3),
        (GERMAN, 3),
    ):
        for size in ((128, 296), (300, 400)):
            with open(path) as handle:
                data = json.load(handle)
            driver = Driver(data["game"], data.get("settings"), data["players"], size=size)
            for hand in data["hands"][:hands]:
                driver.journal.add(hand)
            dealer = data["players"][driver.journal.session.state["dealer"]]
            driver.display.readout = []
            driver.app.draw()
            rows = said(driver)
            deals = [row for row in rows if row.endswith(dealer + " deals")]
            equal(len(deals), 1, (path, size, rows))
            driver = None


def ink(fb, width, height):
    return sum(1 for x in range(width) for y in range(height) if fb.pixel(x, y) == 0)


def test_the_sheeps_head_is_bold_stroke_by_stroke():
    for side in (24, 56):
        buf = bytearray(side * side // 8 + side)
        fb = framebuf.FrameBuffer(buf, side, side, framebuf.MONO_HLSB)
        last = -1
        for strokes in range(10):
            fb.fill(1)
            table.head(fb, 0, 0, side, strokes)
            now = ink(fb, side, side)
            equal(now > last, True, (side, strokes))  # each stroke adds ink
            last = now
        # The brow, the first stroke, is at least two pixels thick at its middle, not a line.
        fb.fill(1)
        table.head(fb, 0, 0, side, 1)
        column = [y for y in range(side) if fb.pixel(side // 2, y) == 0]
        equal(len(column) >= max(2, side // 10), True, (side, column))


def test_german_schafkopf_counts_strokes_to_win():
    for lang, want in (("en", "Strokes to win"), ("de", "Striche zum Sieg")):
        rows = setting_values.rule_words(
            "german_schafkopf", lambda area, lang=lang: frame.texts(area, lang)
        )
        equal(setting_values.label(rows, "target_strokes"), want)
    setting_values.let_go()


def corrected(path, hands, index, hand=None):
    """The notice's lines after hand `index` of the first `hands` is corrected to `hand`
    (None: deleted)."""
    from app.changes import changed_note

    driver = start(path, hands)
    if hand is None:
        first, deltas = driver.journal.delete(index)
    else:
        first, deltas = driver.journal.edit(index, hand)
    return changed_note(driver.app, index, deltas)["l"]


def test_a_correction_says_the_bummerl_it_moved():
    with open("examples/bauernschnapsen-evening.json") as handle:
        hands = json.load(handle)["hands"][:3]
    hands.append({"contract": "gang", "declarer": 0, "won": True})  # a Bummerl for Mitzi + Gretl
    path = "/tmp/schreiber-reading-bummerl.json"
    with open("examples/bauernschnapsen-evening.json") as handle:
        data = json.load(handle)
    data["hands"] = hands
    with open(path, "w") as handle:
        json.dump(data, handle)
    lines = corrected(path, 4, 2, {"contract": "bettler", "declarer": 2, "won": True})
    equal("Mitzi + Gretl Bummerl 1 → 0" in lines, True, lines)
    equal("Franz + Poldi +13" in lines, True, lines)


def test_a_correction_says_the_bock_and_pot_it_moved():
    # The thrown-in deal (hand 3) paid the pot and started four Bock deals; as a Sauspiel it
    # does neither.
    lines = corrected(SCHAFKOPF, 3, 2, {"contract": "rufer", "declarer": 0, "partner": 2,
                                        "result": "won"})  # fmt: skip
    equal("Stock 0.40 → 0.00" in lines, True, lines)
    equal("Bock 4 → 0" in lines, True, lines)


def test_a_correction_says_when_the_game_is_no_longer_decided():
    lines = corrected(GERMAN, None, 5)
    equal(lines[-1], "No longer decided", lines)
    equal(lines[0], "Jens + Olaf -9", lines)


def test_nothing_carried_is_not_said():
    driver = start("examples/bierkopf-partie.json", 1)
    equal(("carry", 0) in driver.journal.session.status(), True)
    equal([text for text in said(driver) if text.startswith("Carried")], [])


def test_an_answer_is_named_without_its_question_mark():
    # "Hand: no" in the list of every answer, not "Hand?: no" (the question's name, words'
    # FIELDS.hand "Hand?", before its answer).
    with open("examples/skat-bierlachs.json") as handle:
        data = json.load(handle)
    driver = Driver(data["game"], data.get("settings"), data["players"])
    driver.press("OK")
    hand = {"game": "grand", "declarer": 1, "matadors": 2, "result": "won"}
    driver.answer(hand, "result")
    driver.more()
    driver.choose("won")  # the confirm screen
    driver.display.readout = []
    driver.press("NEXT")  # the list of every answer
    rows = said(driver)
    equal("Hand: no" in rows, True, rows)
    equal([row for row in rows if "?:" in row], [], rows)


def test_the_seats_rows_run_into_none_under_a_foot_of_two_lines():
    # A round called in German through the wizard: the table's foot says the OK's answer, the
    # Bock and the last round, over two lines on the 2.9" panel, and its seats' rows get a
    # smaller type, not rows drawn over each other (a row of large type needs more than its
    # capitals' height).
    from app import type as ty
    from app.answers import SKIP

    draw = ty.draw
    drawn = []

    def measured(fb, text, x, y, size, color=ty.BLACK):
        drawn.append((y, ty.ascent(size), text))
        return draw(fb, text, x, y, size, color)

    for size in ((296, 128), (400, 300)):
        with open(SCHAFKOPF) as handle:
            data = json.load(handle)
        driver = Driver(data["game"], data.get("settings"), data["players"], size=size)
        driver.app.lang = "de"
        for hand in data["hands"][:5]:
            driver.enter(hand)
        driver.press("NEXT")  # the game list (the table's OK would answer it: a Sauspiel)
        driver.look(SKIP)
        driver.press("OK")
        driver.press("OK")  # the call saved: the table
        equal(driver.journal.session.hand(5), {"call": "last_round"})
        del drawn[:]
        ty.draw = measured
        try:
            driver.app.draw()
        finally:
            ty.draw = draw
        foot = [row[2] for row in drawn if row[2].startswith("OK: ")]
        equal(len(foot), 1, drawn)  # what OK answers, first in the foot
        rows = sorted(row for row in drawn if row[2] in data["players"])
        equal(len(rows), len(data["players"]), drawn)
        for i in range(1, len(rows)):
            above, below = rows[i - 1], rows[i]
            # a row's capitals end above the next row: its descenders may reach the gap
            equal(above[0] + above[1] < below[0], True, (size, above, below))
        driver = None
