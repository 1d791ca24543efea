"""The Schafkopf evening of app_evening.py on the device's code: after the power cut mid-hand,
the undo and the correction, the totals, the Stock and the Bock rounds are what the core scores
from the final list of hands directly."""

from app_evening import expected_hands, first_part, load, second_part

from checks import equal
from core.session import Session


def test_the_evening_with_a_power_cut_an_undo_and_a_correction():
    driver = first_part()
    root = driver.root
    equal(driver.top().__class__.__name__, "Entry")
    driver = None
    driver = second_part(root)
    data = load()
    session = Session(data["game"], data["settings"], data["players"])
    for hand in expected_hands():
        session.add(hand)
    played = driver.journal.session
    equal(len(played.hands), len(expected_hands()))
    equal(played.state["scores"], session.state["scores"])
    equal(played.status(), session.status())
    equal(driver.top().__class__.__name__, "Table")
    # One refresh per press at most (and one at boot), besides the busy mark of the undo and
    # the correction (opening it and saving it).
    equal(driver.app.busy_shown, 3)
    equal(len(driver.display.shown) <= driver.presses + 1 + driver.app.busy_shown, True)
