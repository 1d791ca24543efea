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
    again.choose("won")  # and it goes on from there: the last question, OK saves
    equal(again.journal.session.hand(0)["declarer"], 2)


def test_thrown_in_is_one_choice_and_the_confirm_shows_each_seats_change():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    driver.press("OK")
    ahead = driver.look("all_pass")  # the last answer: the hand it ends is shown
    equal(ahead[1][0], {"contract": "all_pass"})
    equal(sum(ahead[1][1]) < 0, True)  # everyone pays into the Stock
    driver.press("OK")
    equal(len(driver.journal.session.hands), 1)


def test_the_list_keeps_its_order_and_the_cursor_starts_on_the_usual_answer():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    wenz = {"contract": "wenz", "declarer": 1, "result": "won"}
    driver.press("OK")
    first = list(driver.top().items)
    equal(first[driver.top().cursor], "rufer")  # nothing picked yet: the core's likeliest
    driver.press("BACK")
    for _ in range(3):
        driver.enter(wenz)
    driver.ask_first()
    screen = driver.top()
    equal(list(screen.items), first)  # the same list in every hand: a habitual OK stays safe
    equal(screen.items[screen.cursor], "wenz")  # the cursor on what this table plays most
    # A fresh start at the same table keeps it (the tally is on flash).
    driver.press("BACK")
    again = Driver(root=driver.root)
    again.ask_first()
    equal(list(again.top().items), first)
    equal(again.top().items[again.top().cursor], "wenz")


def test_a_correction_is_not_counted_again():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    solo = {"contract": "solo", "declarer": 1, "result": "won"}
    driver.enter(solo)
    from app import tally

    before = tally.load(driver.root, data["game"]).times("contract", "solo")
    for _ in range(2):  # corrected twice, to the same hand
        driver.press("PREV", "long")  # the history
        driver.press("NEXT")  # hand 1
        driver.press("OK")
        driver.press("OK")  # correct it
        driver.press("OK")  # its confirm screen: save
        driver.press("OK")  # the notice
    equal(tally.load(driver.root, data["game"]).times("contract", "solo"), before)


def test_every_press_refreshes_at_most_once_and_a_no_change_not_at_all():
    data = load(EVENINGS[0])
    driver = Driver(data["game"], data.get("settings"), data["players"])
    for hand in data["hands"][:3]:
        driver.enter(hand)
    equal(len(driver.display.shown), 1 + len(driver.refreshes) - driver.refreshes.count(None))
    driver.ask_first()
    driver.look("all_pass")
    equal(driver.press("SEAT1"), None)  # no seat is asked for the game: no refresh
    equal(driver.press("NEXT") is None, False)  # another answer, another hand: drawn again
    equal(driver.press("PREV") is None, False)  # back to the one before
    equal(driver.press("BACK") is None, False)  # out of the wizard: the table drawn


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


def test_a_bettler_or_gang_asks_who_played_and_whether_he_won():
    # Anyone may bid them (SPEC §6.2): forehand is not taken as the player, and a table that
    # won every game before is still asked whether this one was won.
    driver = Driver("bauernschnapsen", {}, ["Hans", "Sepp", "Resi", "Vroni"])
    for seat in (1, 2, 3, 0):
        driver.enter({"contract": "bettler", "declarer": seat, "won": True})
    for contract in ("bettler", "gang"):
        driver.press("OK")
        driver.choose(contract)
        equal(driver.top().question[0], "declarer")
        equal(driver.top().items[0], (driver.journal.session.state["dealer"] + 1) % 4)
        driver.choose(3)
        equal(driver.top().question[0], "won")
        said = driver.look(False)[2]  # the last question: the hand it ends
        assert said.startswith(("Bettler Vroni lost", "Gang Vroni lost")), said
        driver.press("OK")
    session = driver.journal.session
    hands = [session.hand(i) for i in (len(session.hands) - 2, len(session.hands) - 1)]
    equal([(h["declarer"], h["won"]) for h in hands], [(3, False), (3, False)])


def test_the_confirm_says_the_hand_with_what_was_filled_in():
    # A Bettler: who played and the result are said.
    driver = Driver("bauernschnapsen", {}, ["Hans", "Sepp", "Resi", "Vroni"])
    driver.press("OK")
    driver.answer({"contract": "bettler", "declarer": 1}, "won")
    said = driver.look(True)[2]
    assert said.startswith("Bettler Sepp won"), said
    # A Skat Grand: its value's fields beside the game; the bid is not noted (not overbid).
    data = load("examples/skat-bierlachs.json")
    driver = Driver(data["game"], data.get("settings"), data["players"])
    driver.press("OK")
    hand = {"game": "grand", "declarer": 1, "matadors": 2, "hand": True, "result": "won"}
    driver.answer(hand, "result")
    driver.more()
    driver.choose("won")
    driver.open_row("hand")  # filled in as no: opened from the confirm screen
    ahead = driver.look(True)
    equal(ahead[2], "Grand Brigitte won  Hand  Matadors 2")
    equal("bid" in ahead[1][0], False)
    # Overbid: the bid opened on the confirm screen and a bid above the value looked at.
    driver.more()
    driver.choose(True)
    driver.open_row("bid")
    said = driver.look(240)[2]
    assert said.startswith("Grand Brigitte lost, overbid at 240"), said


def test_a_combined_list_starts_on_the_game_played_most_not_on_a_plain_row():
    # Two Gangs (a plain row: who played is asked next) and three normal games, each won
    # another way: the cursor starts on a normal game, the game this table plays most, and
    # on its combination picked most; not on the Gang, whose two picks outnumber any one
    # combination's.
    driver = Driver("bauernschnapsen", {}, ["Hans", "Sepp", "Resi", "Vroni"])
    for seat in (1, 2):
        driver.enter({"contract": "gang", "declarer": seat, "won": True})
    played = (("normal", True, "simple"), ("normal", False, "simple"))
    played += (("normal", True, "schneider"),)
    for _, won, result in played:
        driver.enter({"contract": "normal", "won": won, "result": result})
    driver.press("OK")
    screen = driver.top()
    equal(screen.question[0], "contract")
    equal(screen.items[screen.cursor] in played, True, screen.items[screen.cursor])
