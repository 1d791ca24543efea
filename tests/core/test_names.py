"""The session's date and its players' names and ids: what is accepted and what is refused."""

from checks import equal, raises
from core import names
from core.session import Session

FOUR = ["Anna", "Bert", "Carl", "Dora"]


def test_real_calendar_dates_in_ascii_digits_only():
    good_dates = ("2026-11-30", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31")
    bad_dates = (
        "2026-02-31",  # no such day
        "2026-02-29",  # not a leap year
        "1900-02-29",  # a century that is not a leap year
        "0000-01-01",  # there is no year 0
        "2026-00-10",
        "2026-13-01",
        "2026-11-00",
        "2026-11-32",
        "2026-01-\u00b2\u00b2",  # superscript two: isdigit() says yes
        "\uff12\uff10\uff12\uff16-11-30",  # full-width digits
        "2026-1-300",
        "2026/11/30",
        "30.11.2026",
        " 2026-11-3",
        "2026-11-3x",
        "+026-11-30",
        "",
        "x" * 1000,
        20261130,
        1.5,
        True,
        ["2026-11-30"],
    )
    for date in good_dates:
        equal(names.check_date(date), date, date)
    equal(names.check_date(None), None)
    for date in bad_dates:
        err = raises(names.check_date, date, field="date")
        equal(len(str(err)) < 120, True, str(err))


def test_the_session_checks_its_date():
    equal(Session("bierkopf", {}, FOUR, 0, "2024-02-29").date, "2024-02-29")
    raises(Session, "bierkopf", {}, FOUR, 0, "2026-02-31", field="date")


def bad_names():
    # Built when used, not at import: the port's heap is small.
    return (
        "",
        "x" * 25,
        " Anna",
        "Anna ",
        "An\nna",
        "An\tna",
        "\x00",
        "\x1b[31mRed",
        "\x7f",
        "\x9b",  # C1 control sequence introducer
        "\u202eevil",  # right-to-left override
        "a\u2066b",  # bidi isolate
        "a\u200bb",  # zero-width space
        "\ufeffAnna",
        "a\u2028b",
        None,
        7,
        ["Anna"],
    )


def test_what_a_name_may_hold():
    good_names = ("Sepp", "Grüß Gott", "Zoë", "山田", "e\u0301", "O'Brien", "x" * 24, "A-B", "🂡")
    for name in good_names:
        equal(names.check_name(name, "name"), None, name)
    for name in bad_names():
        problem = names.check_name(name, "name")
        equal(isinstance(problem, str), True, repr(name))
        equal(len(problem) < 120, True, problem)
        equal("\x1b" in problem or "\u202e" in problem or "\n" in problem, False, problem)


def test_players_refused_with_the_seat_named():
    for name in bad_names():
        err = raises(Session, "bierkopf", {}, ["Anna", "Bert", name, "Dora"], field="players")
        equal(err.message.startswith("seat 3: "), True, str(err))
    err = raises(Session, "bierkopf", {}, [["p1", "Anna"], ["\x1b", "Bert"], "C", "D"])
    equal(err.message.startswith("seat 2: "), True, str(err))


def test_names_and_ids_are_unique():
    err = raises(Session, "bierkopf", {}, ["Hans", "Bert", "Hans", "Dora"], field="players")
    equal(err.message, 'the name "Hans" appears twice')
    err = raises(Session, "bierkopf", {}, [["a", "A"], ["a", "B"], "C", "D"], field="players")
    equal(err.message, 'player id "a" appears twice')
    players = Session("bierkopf", {}, [["p9", "Anna"], "Bert", "Carl", "Dora"]).players
    equal(players[0], ["p9", "Anna"])
    equal(players[1], ["p2", "Bert"])


def test_a_long_players_list_is_refused_before_it_is_read():
    many = ["x"] * 1000  # also all duplicates: refused for its length, before any of that
    err = raises(Session, "bierkopf", {}, many, field="players")
    equal(err.message, "no game has more than 5 seats, not 1000")
    for players in ([], None, "Anna", 4, {"Anna": 1}):
        raises(Session, "bierkopf", {}, players, field="players")


def test_a_game_names_its_seat_count_plainly():
    err = raises(Session, "bierkopf", {}, FOUR[:3], field="players")
    equal(err.message, "bierkopf is played by 4 players, not 3")
    # A game with a range of seats: test_record_games.py, which loads Skat anyway.


def test_a_missing_or_strange_game_is_named_as_such():
    err = raises(Session, None, {}, FOUR, field="game")
    equal(err.message.startswith("is missing; one of schafkopf"), True, str(err))
    for game in ("whist", 7, ["skat"], "x" * 1000):
        err = raises(Session, game, {}, FOUR, field="game")
        equal(len(str(err)) < 160, True, str(err))


def test_checking_a_name_interns_none_of_its_characters():
    # Made from bytes at run time, so no code names these characters (a literal, or chr(),
    # would intern them). On MicroPython a slice of a str is the interned string when there is
    # one: two slices of the same character from two strings are then one object.
    name = bytes((0x4B, 0xCA, 0xAE, 0xE1, 0xBB, 0xB8, 0xF0, 0x9D, 0x84, 0x9E)).decode()
    equal(names.check_name(name, "name"), None)
    for at in (1, 2, 3):
        equal((name + "x")[at : at + 1] is ("y" + name)[at + 1 : at + 2], False, at)
