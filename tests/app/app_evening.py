"""A Schafkopf evening with Stock, Bock and a Ramsch first, played through the app's buttons
(app_driver): the hands, a power cut in the middle of entering one, an undo and a correction.
`play()` returns the driver after each part, so the same evening is a test on the unix port
(test_app_evening.py) and, written out as button scripts (tests/scripts/), a run of the real
simulator (tests/host/test_app_sim.py)."""

import json

from app_driver import Driver

EVENING = "tests/scripts/schafkopf-stock-bock-ramsch.json"
HANDS = (
    # A Ramsch first (tricks 2/2/3/1, card points 25/30/50/15): Resi has the most and pays.
    {"contract": "ramsch", "loser": 2},
    # Thrown in: everyone pays into the Stock, and a Bock round starts.
    {"contract": "all_pass"},
    {"contract": "rufer", "declarer": 2, "partner": 0, "result": "won", "runners": 3},
    {"contract": "solo", "declarer": 1, "result": "lost"},
    {"contract": "wenz", "declarer": 3, "result": "won_schneider"},
    {"contract": "rufer", "declarer": 1, "partner": 3, "result": "lost"},
)
CORRECTED = {"contract": "rufer", "declarer": 2, "partner": 0, "result": "won_schneider"}
CUT_AT = 4  # the power goes while hand 5 is half entered, after its declarer


def load():
    with open(EVENING) as handle:
        return json.load(handle)


def first_part(root=None):
    """Hands 1 to 4, then hand 5 entered up to its result: the power goes here."""
    data = load()
    driver = Driver(data["game"], data["settings"], data["players"], 0, root)
    for hand in HANDS[:CUT_AT]:
        driver.enter(hand)
    driver.open(HANDS[CUT_AT])
    driver.answer(HANDS[CUT_AT], "result")
    return driver


def second_part(root):
    """After the power cut: hand 5 finished, hand 6, an undo of hand 6, hand 6 again, and
    hand 3 corrected (won Schneider, not won)."""
    driver = Driver(root=root)
    driver.answer(HANDS[CUT_AT])
    driver.finish()
    driver.enter(HANDS[CUT_AT + 1])
    driver.press("PREV", "long")  # the history
    driver.press("OK")  # undo the last hand: asked, naming it
    driver.press("OK")  # yes
    driver.press("OK")  # the notice: back to the table
    driver.enter(HANDS[CUT_AT + 1])
    driver.press("PREV", "long")
    for _ in range(4):  # the undo line, hands 6, 5, 4: then hand 3
        driver.press("NEXT")
    driver.press("OK")
    driver.press("OK")  # correct it
    driver.answer(CORRECTED)
    driver.finish()
    driver.press("OK")  # the notice of what moved: back to the table
    return driver


def expected_hands():
    hands = list(HANDS)
    hands[2] = CORRECTED
    return hands
