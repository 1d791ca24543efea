"""Starting a Skat session with buttons: BACK one step back at every step, a seated name
refused by the picker, a setting the core refuses shown and not taken (a file of its own, so
each file loads the rules of fewer games)."""

from setup_rig import DATE, ROSTER, press, to

from app import setup as steps
from app.setup import CANCEL, Setup
from checks import equal


def test_the_picker_refuses_a_seated_name_and_back_returns_to_the_list():
    s = Setup(["Anna"], DATE)
    to(s, "skat")
    to(s, "classic")
    press(s, "OK", "OK")  # rules, then three players
    to(s, "Anna")
    to(s, None)
    s.picker.text = "anna"
    s.picker.at = 7  # DONE
    press(s, "OK")
    equal(s.step, steps.NAME)
    equal(s.picker.problem, "taken")
    press(s, "BACK")
    equal(s.step, steps.SEAT)
    equal(s.items()[s.cursor], None)  # back on "new name"
    equal(s.players, ["Anna"])
    # A name typed here and then unseated with BACK is offered again, first.
    s.handle("OK")
    s.picker.text = "Bert"
    s.picker.at = 7
    press(s, "OK")
    equal(s.players, ["Anna", "Bert"])
    press(s, "BACK")
    equal(s.items(), ["Bert", None, steps.MEND])


def test_back_goes_one_step_back_all_the_way_and_changes_nothing():
    s = Setup(ROSTER, DATE)
    to(s, "skat")
    to(s, "bierlachs_501")
    press(s, "OK")  # rules -> seats (Skat: 3 or 4)
    equal(s.step, steps.SEATS)
    equal(s.items()[s.cursor], 3)  # three offered first: a fourth would deal and sit out
    to(s, 3)
    to(s, "Hans")
    to(s, "Gerda")
    to(s, "Sepp")
    equal(s.step, steps.DEALER)
    trail = []
    for _ in range(10):
        answer = press(s, "BACK")
        trail.append((s.step, len(s.players)))
        if answer == CANCEL:
            break
    equal(
        trail,
        [
            (steps.SEAT, 2),
            (steps.SEAT, 1),
            (steps.SEAT, 0),
            (steps.SEATS, 0),
            (steps.RULES, 0),
            (steps.PRESET, 0),
            (steps.GAME, 0),
            (steps.GAME, 0),
        ],
    )
    equal(answer, CANCEL)


def test_a_setting_the_core_refuses_is_shown_and_not_taken():
    # Bierlachs "300 + date" needs the date: without a clock the core refuses it.
    s = Setup(ROSTER, None)
    to(s, "skat")
    to(s, "classic")
    to(s, "scoring_system")  # the date counts only on a Bierlachs list (core.needs)
    to(s, "bierlachs")
    to(s, "bierlachs_plus_date")
    to(s, True)
    equal(s.step, steps.EDIT)
    equal(s.problem is not None and "date" in s.problem, True)
    equal("bierlachs_plus_date" in s.given, False)
    press(s, "BACK")
    equal(s.step, steps.RULES)
    # The same preset chosen whole is refused at the preset's step, before any name is
    # typed, and the step stays where it was with nothing taken.
    s = Setup(ROSTER, None)
    to(s, "skat")
    to(s, "bierlachs_300_date")
    equal(s.step, steps.PRESET)
    equal(s.problem_field, "date")
    equal((s.preset, s.given), (None, {}))
    equal(s.items()[s.cursor], "bierlachs_300_date")
    # Another preset is taken as usual, and the refusal is gone from the screen.
    press(s, "PREV", "OK")
    equal((s.step, s.preset, s.problem), (steps.RULES, "bierlachs_501", None))
    # With the date known the same preset is played.
    s = Setup(ROSTER, DATE)
    to(s, "skat")
    to(s, "bierlachs_300_date")
    equal((s.step, s.problem), (steps.RULES, None))
