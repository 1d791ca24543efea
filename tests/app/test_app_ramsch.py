"""A Ramsch and counted card points on the device's code: a Ramsch asked by who lost and who
took no trick (core.schafkopf.ramsch_choices), its words on the questions and the totals, and a
side's card points starting at the half of the 120 before the table has picked any."""

import json

from app_driver import Driver

from checks import equal


def start(path, more=None):
    with open(path) as handle:
        data = json.load(handle)
    settings = dict(data.get("settings") or {})
    for key in more or {}:
        settings[key] = more[key]
    return Driver(data["game"], settings, data["players"])


def test_a_ramsch_is_who_lost_and_who_took_no_trick():
    driver = start("examples/schafkopf-evening.json", {"on_all_pass": "ramsch"})
    driver.press("OK")
    driver.choose("ramsch")
    screen = driver.top()
    # Nobody swept, filled in as the usual answer (open on the totals); the loser, by name.
    equal(screen.question[0], "loser")
    from app.answers import label
    from app.texts_entry_en import FIELDS
    from app.wizard import _MORE

    seats = [seat for seat in screen.items if seat != _MORE]
    names = [label(driver.app.texts("entry"), driver.app.session.players, "loser", seat)
             for seat in seats]  # fmt: skip
    equal(sorted(names), sorted(player[1] for player in driver.app.session.players))
    equal(FIELDS["loser"], "Loser")
    # The loser is the last question (OK would save): every answer asked, to reach the Jungfrau.
    driver.more()
    driver.choose(2)
    # No Jungfrau, the usual answer: filled in, the totals are next.
    screen = driver.top()
    equal(screen.confirm[0], {"contract": "ramsch", "loser": 2})
    plain = screen.confirm[1]
    equal(plain[2] < 0 and plain[2] == -3 * plain[0] == -3 * plain[1] == -3 * plain[3], True)
    fields = [screen.answers[at][0] for at in screen.rows[1:]]
    equal("durchmarsch" in fields and "loser" in fields and "maidens" in fields, True)
    driver.open_row("maidens")
    screen = driver.top()
    equal(screen.question[0], "maidens")
    equal([3] in screen.items and [0, 1, 3] not in screen.items, True, "never all three")
    seats = driver.app.session.players
    equal(label(driver.app.texts("entry"), seats, "maidens", [0, 3]),
          seats[0][1] + " + " + seats[3][1])  # fmt: skip
    # The reopened answer ends the hand: its screen shows the hand before OK saves it.
    record, deltas, _ = driver.look([3])[1]
    equal(record, {"contract": "ramsch", "loser": 2, "maidens": [3]})
    equal(deltas, [2 * delta for delta in plain])  # one Jungfrau: x2 (SPEC §2.9)
    driver.choose([3])
    equal(driver.journal.session.hand(0), {"contract": "ramsch", "loser": 2, "maidens": [3]})


def test_counted_card_points_start_at_the_half():
    from app.answers import SKIP

    driver = start("examples/bierkopf-partie.json")
    driver.press("OK")
    driver.choose(SKIP)  # the result from the card points counted
    screen = driver.top()
    equal(screen.question[0], "points")
    equal(screen.items[screen.cursor], 60, "nothing picked yet: the half of 120")
    driver.press("NEXT", "long")
    driver.press("NEXT", "long")
    equal(screen.items[screen.cursor], 80, "a long press: the next ten")
    driver.press("PREV")
    driver.press("PREV")
    # The points end the hand: its screen shows it, and OK saves it.
    equal(screen.preview[1][0]["points"], [78, 42], "the other side's 42 worked out")
    driver.press("OK")
    equal(driver.journal.session.hand(0)["points"], [78, 42])


def test_a_skat_ramsch_is_who_lost_with_how_many():
    # Skat (SPEC §5.9): all pass, a Ramsch; the loser by name, then his card points
    driver = start("examples/skat-bierlachs.json", {"on_all_pass": "ramsch"})
    driver.press("OK")
    driver.choose("pass")
    screen = driver.top()
    equal(screen.question[0], "loser")  # nobody swept: the usual answer, filled in
    driver.choose(1)
    screen = driver.top()
    equal(screen.question[0], "loser_points")
    equal(screen.items[screen.cursor], 60, "the half of 120 first")
    # no tie and no Jungfrau, the usual answers: the points end the hand, OK saves it
    record, deltas, _ = driver.look(70)[1]
    equal((record, deltas[1]), ({"game": "pass", "loser": 1, "loser_points": 70}, -70))
    driver.choose(70)
    equal(driver.journal.session.hand(0), record)
