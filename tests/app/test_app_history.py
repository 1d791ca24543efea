"""The history end to end on the device's code: undo the last hand, correct a hand mid-evening
through the wizard pre-filled with its answers, delete one; the table's totals are what the
core scores from the corrected list, and each change shows what moved."""

import json

from app_driver import Driver

from checks import equal
from core.session import Session


def load(path):
    with open(path) as handle:
        return json.load(handle)


def scores(data, hands):
    session = Session(data["game"], data.get("settings") or {}, data["players"])
    for hand in hands:
        session.add(hand)
    return session.state["scores"]


def evening(count):
    data = load("examples/schafkopf-evening.json")
    driver = Driver(data["game"], data.get("settings"), data["players"])
    hands = data["hands"][:count]
    for hand in hands:
        driver.enter(hand)
    return data, driver, list(hands)


def test_undo_the_last_hand_from_the_history():
    data, driver, hands = evening(4)
    presses_before = driver.presses
    driver.press("PREV", "long")  # the table's long PREV opens the history
    equal(driver.top().__class__.__name__, "History")
    driver.press("OK")  # its first line: undo the last hand, asked first
    history = driver.top()
    equal(history.__class__.__name__, "History")
    equal(driver.journal.session.state["scores"], scores(data, hands))  # nothing yet
    # The question names the hand: what it was and each seat's change.
    assert history.undoing[0].startswith("Sauspiel "), history.undoing
    moved = " ".join(history.undoing[1])  # each seat's change (a Sauspiel moves every total)
    equal([name in moved for name in data["players"]], [True] * 4)
    driver.press("OK")  # yes: the third press from the table
    equal(driver.presses - 3, presses_before)
    equal(driver.top().__class__.__name__, "Notice")
    equal(driver.top().title, "Hand 4 taken back")
    driver.press("OK")
    equal(driver.top().__class__.__name__, "Table")
    equal(driver.journal.session.state["scores"], scores(data, hands[:3]))


def test_an_undone_hand_is_not_counted_again():
    from app import tally

    data, driver, hands = evening(4)
    game = data["game"]
    before = tally.load(driver.root, game).times("contract", hands[3]["contract"])
    driver.press("PREV", "long")
    driver.press("OK")
    driver.press("OK")  # undone
    driver.press("OK")  # the notice
    equal(tally.load(driver.root, game).times("contract", hands[3]["contract"]), before - 1)
    driver.enter(hands[3])  # entered again: counted once in all
    equal(tally.load(driver.root, game).times("contract", hands[3]["contract"]), before)


def test_undo_asked_and_kept():
    data, driver, hands = evening(3)
    driver.press("PREV", "long")
    driver.press("OK")  # undo: asked
    driver.press("NEXT")  # no, keep it
    driver.press("OK")
    equal(driver.top().__class__.__name__, "History")
    equal(driver.top().undoing, None)
    driver.press("OK")  # asked again; BACK keeps it too
    driver.press("BACK")
    equal(driver.top().undoing, None)
    equal(len(driver.journal.session.hands), 3)
    equal(driver.journal.session.state["scores"], scores(data, hands))


def test_correct_a_hand_mid_evening_through_the_prefilled_wizard():
    data, driver, hands = evening(6)
    driver.press("PREV", "long")
    driver.press("NEXT")  # hand 6
    driver.press("NEXT")  # hand 5
    driver.press("NEXT")  # hand 4
    driver.press("OK")
    equal(driver.top().chosen, 3)
    driver.press("OK")  # correct it
    wizard = driver.top()
    equal(wizard.__class__.__name__, "Entry")
    equal(wizard.index, 3)
    # It opens on the confirm screen with the old answers: OK would give back the same hand.
    old = driver.journal.session.hand(3)
    equal(wizard.confirm[0], old)
    fixed = dict(old)
    fixed["result"] = "lost" if old.get("result") != "lost" else "won"
    driver.answer(fixed)
    driver.finish()
    equal(driver.top().title, "Hand 4 corrected")
    driver.press("OK")
    hands[3] = fixed
    equal(driver.journal.session.state["scores"], scores(data, hands))
    equal(len(driver.journal.session.hands), 6)


def test_delete_a_hand_and_the_later_ones_are_scored_again():
    data, driver, hands = evening(5)
    driver.press("PREV", "long")
    driver.press("PREV")  # the list wraps: the oldest hand
    driver.press("OK")
    equal(driver.top().chosen, 0)
    driver.press("NEXT")  # "delete it"
    driver.press("OK")
    equal(driver.top().title, "Hand 1 deleted")
    driver.press("OK")
    equal(driver.journal.session.state["scores"], scores(data, hands[1:]))


def test_back_from_a_correction_changes_nothing():
    data, driver, hands = evening(3)
    driver.press("PREV", "long")
    driver.press("NEXT")
    driver.press("OK")
    driver.press("OK")
    equal(driver.top().__class__.__name__, "Entry")
    while driver.top().__class__.__name__ == "Entry":
        driver.press("BACK")
    equal(driver.top().__class__.__name__, "History")
    equal(driver.journal.session.state["scores"], scores(data, hands))
    equal(driver.journal.session.corrections, 0)


def test_undo_from_the_menu_in_three_presses():
    # A profile without a long PREV (the rotary encoder): BACK opens the menu on its undo,
    # asked at once; OK takes the hand back.
    data, driver, hands = evening(4)
    before = driver.presses
    driver.press("BACK")
    equal(driver.top().__class__.__name__, "Menu")
    driver.press("OK")
    assert driver.top().undoing[0].startswith("Sauspiel "), driver.top().undoing
    driver.press("OK")
    equal(driver.presses - before, 3)
    equal(driver.top().title, "Hand 4 taken back")
    driver.press("OK")
    equal(driver.journal.session.state["scores"], scores(data, hands[:3]))
    # Kept instead: BACK on the question shows the hands, nothing taken back.
    driver.press("BACK")
    driver.press("OK")
    driver.press("BACK")
    equal((driver.top().__class__.__name__, driver.top().undoing), ("History", None))
    equal(len(driver.journal.session.hands), 3)


def test_next_or_prev_on_the_table_opens_the_first_question_moved():
    data, driver, hands = evening(2)
    driver.ask_first()
    likely = driver.top().cursor
    count = len(driver.top().items)
    driver.press("BACK")  # left: nothing stored
    for event, moved in (("NEXT", 1), ("PREV", -1)):
        driver.press(event)
        wizard = driver.top()
        equal(wizard.__class__.__name__, "Entry")
        equal(wizard.question[0], "contract")
        equal(wizard.cursor, (likely + moved) % count)
        driver.press("BACK")
        equal(driver.top().__class__.__name__, "Table")
    equal(driver.journal.session.state["scores"], scores(data, hands))
    # A long NEXT opens the menu.
    driver.press("NEXT", "long")
    equal(driver.top().__class__.__name__, "Menu")


def test_ok_on_the_table_answers_the_first_question_as_its_foot_says():
    data = load("examples/schafkopf-evening.json")
    driver = Driver(data["game"], data.get("settings"), data["players"])
    solo = {"contract": "solo", "declarer": 1, "result": "won"}

    def foot():
        driver.display.readout = []
        driver.app.draw()
        return [row[0] for row in driver.display.readout if row[0].startswith("OK: ")]

    equal(foot(), [])  # nothing entered yet: OK opens the list unmoved
    driver.press("OK")
    equal((driver.top().question[0], driver.top().answers), ("contract", []))
    driver.press("BACK")
    for _ in range(2):
        driver.enter(solo)
    equal(foot(), ["OK: Solo"])  # what this table plays most
    driver.press("OK")
    wizard = driver.top()
    equal(wizard.question[0], "declarer")  # answered: the next question
    equal(wizard.answers[0][:2], ["contract", "solo"])
    driver.press("BACK")  # back to the first question, the cursor on the answer taken
    equal(wizard.question[0], "contract")
    equal(wizard.items[wizard.cursor], "solo")
    driver.press("BACK")  # abandoned: nothing stored
    equal(driver.top().__class__.__name__, "Table")
    equal(len(driver.journal.session.hands), 2)
    # A power cut after it comes back to the same question, the answer kept.
    driver.press("OK")
    again = Driver(root=driver.root)
    equal(again.top().question[0], "declarer")
    equal(again.top().answers[0][:2], ["contract", "solo"])
    again.press("BACK")
    again.press("BACK")
    equal(again.top().__class__.__name__, "Table")
    equal(len(again.journal.session.hands), 2)


def _deleting_moves_the_deal(lang):
    # Four at a Skat table: the dealer sits out. Deleting hand 1 moves the deal, so hand 2's
    # declarer (Anna, seat 0) would deal it: the core refuses in English, naming seat 1.
    hands = [
        {"game": "grand", "declarer": 1, "bid": 24, "matadors": 1, "result": "won"},
        {"game": "grand", "declarer": 0, "bid": 24, "matadors": 1, "result": "won"},
    ]
    driver = Driver("skat", {}, ["Anna", "Bert", "Cora", "Dora"])
    driver.app.lang = lang
    for hand in hands:
        driver.enter(hand)
    before = driver.journal.session.state["scores"]
    driver.press("PREV", "long")
    driver.press("PREV")  # the oldest hand
    driver.press("OK")
    driver.press("NEXT")  # "delete it"
    driver.press("OK")
    equal(len(driver.journal.session.hands), 2)  # nothing changed
    equal(list(driver.journal.session.state["scores"]), before)
    import sys

    equal([name for name in sys.modules if "refusal" in name], [])  # let go once shown
    return driver.top().title


def test_a_refusal_on_a_german_device_is_said_in_german():
    # The seat by its player's name, as the table shows it.
    said = _deleting_moves_the_deal("de")
    equal(said, "Spiel 1: wäre nicht mehr gültig: Spieler: Anna gibt und setzt aus")


def test_a_refusal_names_the_seat_by_its_player():
    said = _deleting_moves_the_deal("en")
    equal(said, "hand 1: would no longer be valid: Player: Anna deals and sits out")


def test_a_hand_the_flash_will_not_take_is_said_and_changes_nothing():
    from app.journal import StorageFullError

    data = load("examples/schafkopf-evening.json")
    driver = Driver(data["game"], data.get("settings"), data["players"])
    hands = data["hands"]
    driver.enter(hands[0])
    before = list(driver.journal.session.state["scores"])

    def full(record):
        raise StorageFullError()

    driver.journal.add = full  # the flash's ENOSPC, as app.journal raises it
    driver.enter(hands[1])
    notice = driver.top()
    equal(notice.__class__.__name__, "Notice")
    equal(
        (notice.title, notice.lines),
        ("the memory is full", ["sync to the laptop, then delete old sessions"]),
    )
    equal(len(driver.journal.session.hands), 1)
    equal(list(driver.journal.session.state["scores"]), before)
    driver.press("OK")
    equal(driver.top().__class__.__name__, "Table")
