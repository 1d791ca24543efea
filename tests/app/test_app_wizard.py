"""The hand-entry wizard's short ways on the device's code: the last answer's screen showing
the hand it ends and saving it, "every answer…" showing the confirm screen where the usual
answers filled in open, a long NEXT opening the one the table changes most, the table's usual
answer taken to skip to the end (and taken back when a question follows), a seat button
picking a seat, what the hand starts shown before saving, a power cut keeping the confirm
screen to come, and a result and its winner offered as one list of their combinations."""

import json

from app_driver import Driver

from checks import equal

SCHAFKOPF = "examples/schafkopf-evening.json"


def start(path=SCHAFKOPF):
    with open(path) as handle:
        data = json.load(handle)
    return Driver(data["game"], data.get("settings"), data["players"])


def test_the_last_answer_shows_the_hand_and_ok_saves_it():
    driver = start()
    driver.press("OK")
    for value in ("rufer", 0, 2):
        driver.choose(value)
    # No Stoss, no runners, no tricks: not asked, the result is the last question; the hand
    # each result ends is shown under the cursor, scored.
    want = {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"}
    ahead = driver.look("won")
    equal(ahead[1][0], want)
    equal(ahead[1][1], [20, -20, 20, -20])
    equal(ahead[2].startswith("Sauspiel Hans + Resi won"), True)
    lost = driver.look("lost")
    equal(lost[1][1], [-20, 20, -20, 20])
    fields = [answer[0] for answer in ahead[3]]
    equal("stoss" in fields and "runners" in fields, True)
    driver.look("won")
    driver.press("OK")
    equal(driver.top().__class__.__name__, "Table")
    equal(driver.journal.session.hand(0), want)


def test_every_answer_shows_the_confirm_screen_where_filled_in_answers_open():
    from app.wizard import _MORE

    driver = start()
    driver.press("OK")
    for value in ("rufer", 0, 2):
        driver.choose(value)
    driver.look("lost")
    screen = driver.top()
    driver.move(screen.items.index(_MORE), len(screen.items), screen.cursor)
    seen = screen.preview[0]  # the answer looked at last, on the way to the row
    driver.press("OK")  # the cursor goes back to it, the hand not saved with its OK
    equal(screen.items[screen.cursor], seen)
    equal(_MORE in screen.items, False)
    driver.choose("won")
    screen = driver.top()
    want = {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"}
    equal(screen.confirm[0], want)
    fields = [screen.answers[at][0] for at in screen.rows[1:]]
    equal("stoss" in fields and "runners" in fields and "tricks" in fields, True)
    driver.open_row("runners")
    equal(driver.top().question[0], "runners")
    # Filled in as none, opened: the cursor starts on another number.
    equal(driver.top().items[driver.top().cursor] != 0, True)
    driver.choose(4)  # the last question asked: OK saves
    want["runners"] = 4
    equal(driver.journal.session.hand(0), want)


def test_a_stoss_opened_on_the_confirm_screen_brings_its_retour():
    driver = start()
    driver.press("OK")
    for value in ("solo", 3):
        driver.choose(value)
    driver.more()
    driver.choose("lost")
    driver.open_row("stoss")
    driver.choose(1)
    # The Retour the Stoss brings has a usual answer (none), filled in: the Stoss's OK saved.
    equal(driver.journal.session.hand(0)["stoss"], 1)
    driver.ask_first()
    for value in ("solo", 3):
        driver.choose(value)
    driver.more()
    driver.choose("lost")
    driver.open_row("stoss")
    driver.look(1)
    driver.more()
    driver.choose(1)
    driver.open_row("retour")
    driver.choose(1)
    record = driver.journal.session.hand(1)
    equal((record["stoss"], record["retour"]), (1, 1))


def test_a_long_next_opens_the_filled_in_answer_this_table_changes_most():
    driver = start()
    driver.enter({"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 4})
    equal(driver.reopened, {"runners": 1})  # opened from every answer: the table changes it
    driver.ask_first()
    for value in ("rufer", 1, 3):
        driver.choose(value)
    driver.look("lost")
    screen = driver.top()
    equal(screen.fix(), "runners")  # the foot says "long NEXT: Laufende"
    driver.press("NEXT", "long")
    # The answer under the cursor taken, Laufende asked with the cursor on the table's other
    # answer (4, the last hand's), the hand it ends shown: nothing saved yet.
    equal((screen.question[0], screen.items[screen.cursor]), ("runners", 4))
    equal(screen.preview[1][0]["result"], "lost")
    equal(len(driver.journal.session.hands), 1)
    driver.press("BACK")  # the last answer's screen again, its cursor on the answer taken
    equal((screen.question[0], screen.items[screen.cursor]), ("result", "lost"))
    equal(screen.preview[1][0].get("runners"), None)
    driver.press("NEXT", "long")
    again = Driver(root=driver.root)  # a power cut: the same question, the answers kept
    equal(again.top().question[0], "runners")
    again.choose(3)  # its OK saves the hand it shows
    want = {"contract": "rufer", "declarer": 1, "partner": 3, "result": "lost", "runners": 3}
    equal(again.journal.session.hand(1), want)
    equal(again.top().__class__.__name__, "Table")
    # "see every answer" past the long NEXT's offer: the list's cursor on the next filled-in
    # answer (Stoß), not on the Laufende the long NEXT would have opened.
    again.ask_first()
    for value in ("rufer", 1, 3):
        again.choose(value)
    again.more()
    again.choose("won")
    screen = again.top()
    equal(screen.answers[screen.rows[1]][0], "runners")
    equal(screen.answers[screen.rows[screen.cursor]][0], "stoss")


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


def test_the_last_answer_says_what_the_hand_starts():
    from app import wizard_draw

    driver = start()
    driver.press("OK")
    ahead = driver.look("all_pass")  # thrown in: one choice, the last
    texts = driver.app.texts("wizard")
    said = wizard_draw.events(texts, driver.journal.session.players, ahead[1][2], "cents")
    equal(said.startswith("Stock "), True)


def test_a_power_cut_after_every_answer_keeps_the_confirm_screen_to_come():
    driver = start()
    driver.press("OK")
    for value in ("wenz", 1):
        driver.choose(value)
    driver.more()
    again = Driver(root=driver.root)
    equal(again.top().question[0], "result")
    again.choose("won")  # the confirm screen, as before the power cut
    equal(again.top().confirm[0], {"contract": "wenz", "declarer": 1, "result": "won"})
    again.open_row("runners")
    again.choose(3)
    record = {"contract": "wenz", "declarer": 1, "result": "won", "runners": 3}
    equal(again.journal.session.hand(0), record)


def test_a_result_and_its_winner_come_as_one_list_of_their_combinations():
    from app.answers import SKIP
    from app.wizard import _MORE

    driver = start("examples/bierkopf-partie.json")
    driver.press("OK")
    screen = driver.top()
    equal(screen.question[0], "result")
    items = [item for item in screen.items if item != _MORE]
    # Every result with each winner, the 60:60 (no winner) and counting the points: at most 8.
    equal(("simple", 0) in items and ("schneider", 1) in items and "tie" in items, True)
    equal(SKIP in items and len(items) <= 8, True)
    # Nothing picked yet: the core's order, the first in the middle, the next two beside it.
    equal(items[screen.cursor], ("simple", 0))
    equal({items[screen.cursor - 1], items[screen.cursor + 1]}, {("simple", 1), ("schneider", 0)})
    equal(driver.look(("schneider", 1))[1][0], {"result": "schneider", "winner": 1})
    driver.more()
    driver.choose(("schneider", 1))
    screen = driver.top()
    # Both answers are rows of their own on the confirm screen.
    fields = [screen.answers[at][0] for at in screen.rows[1:]]
    equal("result" in fields and "winner" in fields, True)
    # Asked for every answer: on the first filled-in one past the one a long NEXT opens.
    equal(screen.answers[screen.rows[1]][0], screen.passed)
    equal(screen.cursor, 2)
    # BACK to the totals, BACK there: the list again, the cursor on the pair chosen.
    driver.press("BACK")
    equal(driver.top().cursor, 0)
    driver.press("BACK")
    equal(driver.top().items[driver.top().cursor], ("schneider", 1))
    driver.more()
    driver.choose(("schneider", 1))
    # The winner opened alone: only it is asked again, and its OK saves.
    driver.open_row("winner")
    equal(driver.top().question[0], "winner")
    driver.choose(0)
    equal(driver.journal.session.hand(0), {"result": "schneider", "winner": 0})
    for _ in range(2):
        driver.enter({"result": "schwarz", "winner": 1})
    # The pair most picked at this table is under the cursor next time.
    driver.press("OK")
    equal(driver.top().items[driver.top().cursor], ("schwarz", 1))


def test_a_ranked_list_has_the_next_two_one_press_from_the_first():
    from app.answers import around

    equal(around([1, 2, 3, 4, 5, 6]), [1, 2, 4, 6, 5, 3])
    for count in range(1, 9):
        laid = around(list(range(count)))
        equal(sorted(laid), list(range(count)))
        # One press from the first row, either way round, are the second and the third.
        if count >= 3:
            equal((laid[1], laid[-1]), (1, 2))


def test_a_long_press_on_numbers_moves_to_the_next_round_ten():
    from app.answers import SKIP
    from app.wizard_order import by_ten

    points = list(range(0, 121))
    moved = [0]
    for _ in range(3):
        moved.append(points[by_ten(points, points.index(moved[-1]), 1)])
    equal(moved, [0, 10, 20, 30])
    equal(points[by_ten(points, 17, 1)], 20)
    equal(points[by_ten(points, 17, -1)], 10)
    equal(points[by_ten(points, 20, -1)], 10)
    equal(by_ten(points, 120, 1), 0)  # off the end: round, as a short press
    # Bids with "not noted" first: 27 -> 30 -> 40; from "not noted" one row.
    bids = [SKIP, 27, 30, 33, 35, 36, 40, 44]
    equal(bids[by_ten(bids, 1, 1)], 30)
    equal(bids[by_ten(bids, 2, 1)], 40)
    equal(by_ten(bids, 0, 1), 1)
    equal(by_ten(bids, 1, -1), 0)


def test_no_room_to_look_ahead_still_offers_every_answer():
    # The first look ahead of the last question finds no room (a full heap): whether the hand
    # ends there is unknown, so the row that shows every answer is offered all the same, and
    # stays when a later look finds room.
    from app import wizard

    driver = start()
    driver.press("OK")
    for value in ("rufer", 0):
        driver.choose(value)
    take = wizard.Entry._take

    def starved(screen, item):
        if screen.looking:
            raise MemoryError
        take(screen, item)

    wizard.Entry._take = starved
    try:
        driver.choose(2)
    finally:
        wizard.Entry._take = take
    screen = driver.top()
    equal(screen.question[0], "result")
    equal(screen.preview, None)
    equal(wizard._MORE in screen.items, True)
    driver.look("lost")
    equal(screen.preview[1][0]["result"], "lost")
    equal(wizard._MORE in screen.items, True)
    driver.more()
    driver.choose("won")
    equal(driver.top().confirm[0]["result"], "won")


def test_a_bauernschnapsen_game_who_won_it_and_how_come_as_one_list():
    from app.wizard import _MORE

    driver = start("examples/bauernschnapsen-evening.json")
    driver.press("OK")
    screen = driver.top()
    equal(screen.question[0], "contract")
    items = [item for item in screen.items if item != _MORE]
    # The normal game with each side and result, most likely first: won or lost simple one
    # press from the first; the Bettler alone (who played it is asked next).
    normal = [item for item in items if type(item) is tuple and item[0] == "normal"]
    equal(len(normal), 6)
    equal(items[screen.cursor], ("normal", True, "simple"))
    beside = {items[screen.cursor - 1], items[screen.cursor + 1]}
    equal(("normal", False, "simple") in beside, True)
    equal("bettler" in items and ("schnapser", False) in items, True)
    # The hand one OK saves: forehand's side lost Schneider, Flecks and the declarer filled in.
    ahead = driver.look(("normal", False, "schneider"))
    record = {"contract": "normal", "won": False, "result": "schneider"}
    equal(ahead[1][0], record)
    before = driver.presses
    driver.press("OK")
    equal(driver.presses - before, 1)
    equal(driver.journal.session.hand(0), record)
    # BACK from the question after a game alone (the Bettler's player) comes back to the list
    # on it; back there, BACK after choosing a combination returns with the cursor on it.
    driver.press("OK")
    driver.choose("bettler")
    equal(driver.top().question[0], "declarer")
    driver.press("BACK")
    equal(driver.top().items[driver.top().cursor], "bettler")
    driver.choose(("schnapser", True))
    equal(driver.journal.session.hand(1), {"contract": "schnapser", "won": True})
    driver.press("OK")
    driver.more()
    driver.choose(("schnapser", True))
    equal(driver.top().confirm[0], {"contract": "schnapser", "won": True})
    driver.press("BACK")
    driver.press("BACK")
    equal(driver.top().items[driver.top().cursor], ("schnapser", True))
    # A power cut on the list: the same question again, nothing stored.
    again = Driver(root=driver.root)
    equal(again.top().question[0], "contract")
    again.press("BACK")  # abandoned: nothing stored
    equal(len(again.journal.session.hands), 2)
    # The combination picked most at this table is under the cursor next time.
    for _ in range(2):
        again.enter({"contract": "normal", "won": False, "result": "simple"})
    again.press("OK")
    equal(again.top().items[again.top().cursor], ("normal", False, "simple"))


def test_a_cursor_move_on_the_last_answer_keeps_the_fonts():
    # Each move on the last question looks ahead (scores the hand its answer ends): the fonts
    # the screen draws with stay loaded through it, not let go and loaded again at every move.
    from app import type as ty

    driver = start()
    driver.press("OK")
    for value in ("rufer", 0, 2):
        driver.choose(value)
    drawn = {size: loaded[0] for size, loaded in ty._fonts.items()}
    equal(len(drawn) > 0, True)
    driver.look("lost")
    driver.look("won")
    for size, module in drawn.items():
        equal(ty._fonts.get(size, (None,))[0] is module, True, "font {}".format(size))


def test_a_round_call_is_its_own_step_and_shows_no_rows_of_nothing():
    from app.answers import SKIP

    driver = start()
    driver.press("OK")
    screen = driver.top()
    # On the game list the row that calls a round ends no hand there: its OK saves nothing.
    equal(driver.look(SKIP), None)
    driver.press("OK")
    equal(screen.question[0], "call")
    equal(len(driver.journal.session.hands), 0)
    # The call asked in its own words, its hand shown: no seat's change of 0.00 listed.
    ahead = driver.look("last_round")
    equal(ahead[1][0], {"call": "last_round"})
    driver.display.readout = []
    driver.app.draw()
    said = " ".join(row[0] for row in driver.display.readout)
    equal(driver.app.texts("entry").FIELDS["call"] in said, True, said)
    equal("0.00" in said, False, said)
    equal(driver.app.texts("wizard").NO_CHANGE in said, True, said)
    driver.press("OK")
    equal(driver.top().__class__.__name__, "Table")
    equal(driver.journal.session.hand(0), {"call": "last_round"})


def test_a_round_call_offers_no_list_of_every_answer():
    # Nothing is filled in after a call: "every answer" would open a list of only the two
    # rows pressed to get to it (the game list's and the call), so the call's step has none.
    from app.answers import SKIP
    from app.wizard import _MORE

    driver = start()
    driver.press("OK")
    driver.look(SKIP)
    driver.press("OK")
    screen = driver.top()
    equal(screen.question[0], "call")
    equal(_MORE in screen.items, False, screen.items)
    driver.press("NEXT")  # round the list: on a call again, its hand shown
    equal(screen.preview[1][0], {"call": screen.items[screen.cursor]})
    driver.display.readout = []
    driver.app.draw()
    said = [row[0] for row in driver.display.readout]
    equal(driver.app.texts("wizard").MORE in said, False, said)


def test_a_corrected_call_lists_its_answers_as_the_call():
    # A call opened to be corrected: the list of its answers says the game was the game list's
    # row that calls a round, not "not noted", and the call under its short name, read whole.
    from app.answers import SKIP

    for size in ((296, 128), (400, 300), (128, 296)):
        for lang in ("en", "de"):
            with open(SCHAFKOPF) as handle:
                data = json.load(handle)
            driver = Driver(data["game"], data.get("settings"), data["players"], size=size)
            driver.app.lang = lang
            driver.press("OK")
            driver.look(SKIP)
            driver.press("OK")
            driver.press("OK")  # the call saved
            driver.press("PREV", "long")  # the hands, the cursor on the undo
            driver.press("NEXT")  # on the call
            driver.press("OK")  # what can be done with it
            driver.press("OK")  # corrected: the confirm screen
            screen = driver.top()
            equal(screen.confirm[0], {"call": "last_round"})
            driver.press("NEXT")  # the list of its answers
            driver.display.readout = []
            driver.app.draw()
            # in portrait a row's lines one after the other
            said = " ".join(row[0] for row in driver.display.readout)
            texts = driver.app.texts("entry")
            game = texts.FIELDS["contract"] + ": " + texts.SKIPS["call"] + " "
            equal(game in said, True, (size, lang, said))
            equal(said.endswith(": " + texts.VALUES["last_round"]), True, (size, lang, said))
            driver = None
