"""What choices asks for a Skat suit or Grand game (docs/entry-choices.md): the result class
after the matadors, then tricks and card points that fit it, skippable; without a class the
tricks and points as ever (SPEC §5.3, §5.10)."""

from skat_hands import rules, state

from checks import equal
from core import games

NA = {"preset": "na_tournee"}


def ask(given, partial, players=3):
    """The next question, its values as a tuple (a range does not compare equal to another on
    MicroPython)."""
    got = games.choices("skat", rules(given), state(given, players), partial)
    return got if got is None else (got[0], got[1], tuple(got[2]), got[3])


def test_choices_ask_the_result_after_the_matadors():
    partial = {"game": "clubs", "declarer": 0, "bid": 18, "hand": None, "matadors": 1}
    field, seat, values, skip = ask(None, partial)
    want = ("won", "lost", "won_schneider", "lost_schneider", "won_schwarz", "lost_schwarz")
    equal((field, values, skip), ("result", want, "derive"), "the likeliest first")
    said = dict(partial, hand=True, schneider_announced=True, schwarz_announced=False)
    said["ouvert"] = False
    equal(ask(None, said)[2][0], "won_schneider", "an announced Schneider first")
    said["schwarz_announced"] = True
    equal(ask(None, said)[2][0], "won_schwarz", "an announced Schwarz first")
    # given a class: the tricks that fit it, then the points within it, both "unknown"
    won = dict(partial, result="won")
    equal(
        ask(None, won),
        ("declarer_tricks", None, (2, 3, 4, 5, 6, 7, 8, 9), "unknown"),
        "won tricks",
    )
    want = ("declarer_points", None, tuple(range(61, 90)), "unknown")
    equal(ask(None, dict(won, declarer_tricks=5)), want, "won in 5 tricks")
    equal(ask(None, dict(won, declarer_tricks=None)), None, "tricks left out: no points")
    schwarz = dict(partial, result="won_schwarz")
    equal(ask(None, schwarz)[2], (10,), "won Schwarz: all tricks")
    equal(
        ask(None, dict(schwarz, declarer_tricks=10))[2], tuple(range(120, 121)), "and every point"
    )
    lost = dict(partial, result="lost_schwarz")
    equal(ask(None, lost)[2], (0,), "lost Schwarz: no trick")
    equal(ask(None, dict(lost, declarer_tricks=0))[2], tuple(range(0, 23)), "the skat's points")
    low = dict(partial, result="lost_schneider")
    equal(ask(None, low)[2], (1, 2, 3, 4, 5, 6), "lost Schneider: 30 or fewer")
    # skipped ("derive"): tricks and points as ever, neither may be left out
    derive = dict(partial, result=None)
    equal(
        ask(None, derive), ("declarer_tricks", None, tuple(range(0, 11)), None), "derive: tricks"
    )
    got = ask(None, dict(derive, declarer_tricks=6))
    equal((got[0], got[3]), ("declarer_points", None), "derive: points")
    # a Null keeps its tricks question
    null = {"game": "null", "declarer": 0, "bid": 23, "hand": False, "ouvert": False}
    equal(ask(None, null), ("declarer_tricks", None, tuple(range(0, 11)), None), "Null: tricks")


def test_na_choices():
    partial = {"game": "grand", "declarer": 0, "contract": "tourne", "matadors": 1}
    partial["schneider_announced"] = False
    partial["schwarz_announced"] = False
    equal(ask(NA, partial)[0], "result", "after the declarations")
    won = dict(partial, result="won", declarer_tricks=8)
    equal(ask(NA, won)[2], tuple(range(61, 91)), "NA won: 61..90")
    high = dict(partial, result="won_schneider", declarer_tricks=8)
    equal(ask(NA, high)[2], tuple(range(91, 121)), "NA won Schneider: from 91")
