"""Hand entry end to end on the device's code: each game's example evening entered hand by hand
through the wizard (only what `choices` asks, one button event at a time), confirmed into the
journal; the totals must be those the core scores from the same records directly."""

import gc
import json
import sys

from app_driver import Driver

from checks import equal
from core.session import Session

KEPT = (
    "errors", "games", "session", "names", "sheet", "questions",
    "log", "log.codec", "log.frames", "log.kinds",
)  # fmt: skip
EVENINGS = (
    "examples/schafkopf-evening.json",
    "examples/bierkopf-partie.json",
    "examples/german-schafkopf.json",
    "examples/skat-bierlachs.json",
    "examples/bauernschnapsen-evening.json",
)


def load(path):
    with open(path) as handle:
        return json.load(handle)


def let_go_of_the_games():
    for name in list(sys.modules):
        if name.startswith("core.") and name[5:] not in KEPT:
            del sys.modules[name]
    gc.collect()


def reference(data, hands):
    session = Session(
        data["game"], data.get("settings") or {}, data["players"], data.get("dealer", 0)
    )
    for hand in hands:
        session.add(hand)
    return session.state


def test_every_example_evening_through_the_wizard():
    for path in EVENINGS:
        data = load(path)
        driver = Driver(data["game"], data.get("settings"), data["players"], data.get("dealer", 0))
        hands = data["hands"]
        for hand in hands:
            driver.enter(hand)
        session = driver.journal.session
        equal(len(session.hands), len(hands))
        want = reference(data, hands)
        equal(session.state["scores"], want["scores"])
        equal(session.state["over"], want["over"])
        equal(driver.top().__class__.__name__, "Table")
        driver = session = None
        let_go_of_the_games()  # as a device plays one game an evening: one game's code loaded


def test_back_abandons_a_hand_without_storing_anything():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    driver.press("OK")
    driver.choose("rufer")
    driver.answer({"declarer": 0}, "partner")
    equal(driver.top().partial, {"contract": "rufer", "declarer": 0})
    driver.press("BACK")
    equal(driver.top().partial, {"contract": "rufer"})
    driver.press("BACK")
    driver.press("BACK")  # at the first question: leaves the wizard
    equal(driver.top().__class__.__name__, "Table")
    equal(len(driver.journal.session.hands), 0)
    equal(driver.journal.seq, 0)  # nothing was written to the log


def test_a_power_cut_mid_wizard_comes_back_to_the_same_question():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    driver.press("OK")
    driver.answer({"contract": "solo", "declarer": 2}, "result")
    question = driver.top().question
    # The power goes: a new device on the same flash.
    again = Driver(root=driver.root)
    screen = again.top()
    equal(screen.__class__.__name__, "Entry")
    equal(screen.partial, driver.top().partial)
    equal(screen.question[0], question[0])
    again.choose(screen.items[screen.cursor])  # and it goes on from there
    equal(len(again.journal.session.hands), 0)


def test_thrown_in_is_one_choice_and_the_confirm_shows_each_seats_change():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    driver.press("OK")
    driver.choose("all_pass")
    screen = driver.top()
    equal(screen.confirm[0], {"contract": "all_pass"})
    equal(sum(screen.confirm[1]) < 0, True)  # everyone pays into the Stock
    driver.press("OK")
    equal(len(driver.journal.session.hands), 1)


def test_the_usual_answer_comes_first_at_this_table():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    wenz = {"contract": "wenz", "declarer": 1, "result": "won"}
    for _ in range(3):
        driver.enter(wenz)
    driver.press("OK")
    screen = driver.top()
    equal(screen.items[screen.cursor], "wenz")
    # The next most picked (the core's order among those never picked: Sauspiel, then Solo)
    # one press away on either side.
    equal(screen.items[screen.cursor + 1], "rufer")
    equal(screen.items[screen.cursor - 1], "solo")
    # A fresh start at the same table keeps the order (the tally is on flash).
    driver.press("BACK")
    again = Driver(root=driver.root)
    again.press("OK")
    equal(again.top().items[again.top().cursor], "wenz")


def test_every_press_refreshes_at_most_once_and_a_no_change_not_at_all():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    for hand in data["hands"][:3]:
        driver.enter(hand)
    equal(len(driver.display.shown), 1 + len(driver.refreshes) - driver.refreshes.count(None))
    driver.press("OK")
    driver.choose("all_pass")
    equal(driver.press("SEAT1"), None)  # no seat is asked on the confirm screen: no refresh
    equal(driver.press("NEXT") is None, False)  # to the list of answers: drawn again
    equal(driver.press("PREV") is None, False)  # back to the totals
    equal(driver.press("BACK") is None, False)  # back to the question: drawn again


def test_a_seat_button_picks_a_seat_where_a_seat_is_asked():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    driver.press("OK")
    equal(driver.press("SEAT2"), None)  # the game is asked, not a seat: nothing happens
    driver.choose("rufer")
    equal(driver.top().question[0], "declarer")
    driver.press("SEAT3")
    equal(driver.top().partial["declarer"], 2)
    driver.press("SEAT1")
    equal(driver.top().partial["partner"], 0)
    equal(driver.top().question[0] != "partner", True)
