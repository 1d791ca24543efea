"""The hand-entry wizard's short ways on the device's code: usual answers filled in and open on
the confirm screen, the table's usual answer taken to skip to the end (and taken back when a
question follows), a seat button picking a seat, what the hand starts shown before saving, and
a power cut on the confirm screen keeping the answers changed there, a result and its winner
offered as one list of their combinations, and a filled-in answer opened starting elsewhere."""

import json

from app_driver import Driver

from checks import equal

SCHAFKOPF = "examples/schafkopf-evening.json"


def start(path=SCHAFKOPF):
    with open(path) as handle:
        data = json.load(handle)
    return Driver(data["game"], data.get("settings"), data["players"])


def open_row(driver, field):
    """Move the confirm screen's cursor to the answer of `field` and open it."""
    screen = driver.top()
    for row in range(1, len(screen.rows)):
        if screen.answers[screen.rows[row]][0] == field:
            driver.move(row, len(screen.rows), screen.cursor)
            driver.press("OK")
            return
    raise AssertionError("no row for " + field)


def test_usual_answers_are_filled_in_and_open_on_the_confirm_screen():
    driver = start()
    driver.press("OK")
    for value in ("rufer", 0, 2, "won"):
        driver.choose(value)
    screen = driver.top()
    # No Stoss, no runners, no tricks: not asked, the confirm screen is next.
    equal(screen.confirm[0], {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"})
    fields = [screen.answers[at][0] for at in screen.rows[1:]]
    equal("stoss" in fields and "runners" in fields, True)
    open_row(driver, "runners")
    equal(driver.top().question[0], "runners")
    driver.choose(4)
    want = {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 4}
    equal(driver.top().confirm[0], want)
    # A changed player keeps the partner, the result and the runners given after it.
    open_row(driver, "declarer")
    driver.choose(1)
    want["declarer"] = 1
    equal(driver.top().confirm[0], want)
    # BACK on an opened answer: the confirm screen as it was.
    open_row(driver, "result")
    driver.press("NEXT")
    driver.press("BACK")
    equal(driver.top().confirm[0], want)
    equal(driver.top().cursor, 0)
    # BACK in the list of answers goes to the totals, not out of the wizard.
    driver.press("NEXT")
    driver.press("BACK")
    equal(driver.top().cursor, 0)
    equal(driver.top().__class__.__name__, "Entry")
    driver.press("OK")
    equal(driver.journal.session.hand(0), want)


def test_a_stoss_opened_on_the_confirm_screen_brings_its_retour():
    driver = start()
    driver.press("OK")
    for value in ("solo", 3, "lost"):
        driver.choose(value)
    open_row(driver, "stoss")
    driver.choose(1)
    # The Retour the Stoss brings has a usual answer too (none): a row of its own.
    equal(driver.top().confirm[0]["stoss"], 1)
    open_row(driver, "retour")
    driver.choose(1)
    record = driver.top().confirm[0]
    equal((record["stoss"], record["retour"]), (1, 1))


def test_the_tables_usual_answer_skips_to_the_end_and_is_taken_back_before_a_question():
    driver = start("examples/bierkopf-partie.json")
    for _ in range(4):
        driver.enter({"result": "simple", "winner": 0})
    driver.press("OK")
    equal(driver.top().confirm[0], {"result": "simple", "winner": 0})  # OK saves it
    driver.press("BACK")  # the last answer chosen was a guess: nothing to go back to
    equal(driver.top().__class__.__name__, "Table")
    other = start("examples/bierkopf-partie.json")
    for winner in (0, 1, 0, 1):
        other.enter({"result": "simple", "winner": winner})
    other.press("OK")
    # "simple" is usual, the winner is not: the result is asked (with the winner), not guessed.
    equal(other.top().question[0], "result")
    equal(other.top().items[other.top().cursor][0], "simple")


def test_a_seat_button_picks_a_seat_where_a_seat_is_asked():
    driver = start()
    driver.press("OK")
    equal(driver.press("SEAT2"), None)  # the game is asked, not a seat: nothing happens
    driver.choose("rufer")
    equal(driver.top().question[0], "declarer")
    driver.press("SEAT3")
    equal(driver.top().partial["declarer"], 2)
    driver.press("SEAT1")
    equal(driver.top().partial["partner"], 0)


def test_the_confirm_screen_says_what_the_hand_starts():
    from app import wizard

    driver = start()
    driver.press("OK")
    driver.choose("all_pass")  # thrown in: one choice, then the confirm screen
    screen = driver.top()
    texts = driver.app.texts("wizard")
    said = wizard.events(texts, driver.journal.session.players, screen.confirm[2], "cents")
    equal(said.startswith("Pot "), True)


def test_a_power_cut_on_the_confirm_screen_keeps_the_answers_changed_there():
    driver = start()
    driver.press("OK")
    for value in ("wenz", 1, "won"):
        driver.choose(value)
    open_row(driver, "runners")
    driver.choose(3)
    record = driver.top().confirm[0]
    again = Driver(root=driver.root)
    equal(again.top().confirm[0], record)
    again.press("OK")
    equal(again.journal.session.hand(0), record)


def test_a_result_and_its_winner_come_as_one_list_of_their_combinations():
    from app.answers import SKIP

    driver = start("examples/bierkopf-partie.json")
    driver.press("OK")
    screen = driver.top()
    equal(screen.question[0], "result")
    items = screen.items
    # Every result with each winner, the 60:60 (no winner) and counting the points: at most 8.
    equal(("simple", 0) in items and ("schneider", 1) in items and "tie" in items, True)
    equal(SKIP in items and len(items) <= 8, True)
    # Nothing picked yet: the core's order, the first in the middle, the next two beside it.
    equal(items[screen.cursor], ("simple", 0))
    equal({items[screen.cursor - 1], items[screen.cursor + 1]}, {("simple", 1), ("schneider", 0)})
    driver.choose(("schneider", 1))
    screen = driver.top()
    equal(screen.confirm[0], {"result": "schneider", "winner": 1})
    # Both answers are rows of their own on the confirm screen.
    fields = [screen.answers[at][0] for at in screen.rows[1:]]
    equal("result" in fields and "winner" in fields, True)
    # BACK on the totals: the list again, the cursor on the pair chosen.
    driver.press("BACK")
    equal(driver.top().items[driver.top().cursor], ("schneider", 1))
    driver.press("OK")
    # The winner opened alone: only it is asked again.
    open_row(driver, "winner")
    equal(driver.top().question[0], "winner")
    driver.choose(0)
    equal(driver.top().confirm[0], {"result": "schneider", "winner": 0})
    driver.press("OK")
    for _ in range(2):
        driver.enter({"result": "schwarz", "winner": 1})
    # The pair most picked at this table is under the cursor next time.
    driver.press("OK")
    equal(driver.top().items[driver.top().cursor], ("schwarz", 1))


def test_a_filled_in_answer_opened_starts_on_another_answer():
    driver = start()
    driver.press("OK")
    for value in ("rufer", 0, 2, "won"):
        driver.choose(value)
    open_row(driver, "runners")  # filled in as none: opened, so some
    screen = driver.top()
    equal(screen.items[screen.cursor] != 0, True)
    driver.choose(3)
    driver.press("OK")
    driver.press("OK")
    for value in ("rufer", 0, 2, "won"):
        driver.choose(value)
    open_row(driver, "runners")  # the runners this table gave last
    equal(driver.top().items[driver.top().cursor], 3)


def test_a_ranked_list_has_the_next_two_one_press_from_the_first():
    from app.answers import around
    from app.wizard_pairs import at

    equal(around([1, 2, 3, 4, 5, 6]), [1, 2, 4, 6, 5, 3])
    for count in range(1, 9):
        laid = around(list(range(count)))
        equal([laid[at(rank, count)] for rank in range(count)], list(range(count)))
        # One press from the first row, either way round, are the second and the third.
        if count >= 3:
            equal((laid[1], laid[-1]), (1, 2))
