"""A refusal that names a seat says it as the players count and know it: "seat 1" for the
core's seat 0, in German "Platz 1", and by the player's name where the session's names are
given (core.errors.seat_shown, core.refusals.said over the device's German rows)."""

from checks import equal, raises
from core.errors import seat_shown
from core.refusals import said
from core.session import Session

NAMES = ["Gerda", "Inge", "Kurt", "Otto"]


def _rows():
    from app.texts_refusals_de import ROWS

    return ROWS


def _skat_dealer_declares():
    """Four at a Skat table, Gerda (seat 0) deals and sits out, yet is entered as declarer."""
    session = Session("skat", {}, [["p" + str(i), NAMES[i]] for i in range(4)], 0)
    hand = {"game": "clubs", "declarer": 0, "bid": 18, "matadors": 1}
    hand["declarer_points"] = 61
    hand["declarer_tricks"] = 5
    return raises(session.add, hand, field="declarer")


def test_a_seat_is_counted_from_one():
    equal(seat_shown(0), "seat 1", "seat 0")
    equal(seat_shown(3), "seat 4", "seat 3")
    err = _skat_dealer_declares()
    equal(err.message, "seat 1 deals and sits out", "as raised")


def test_a_seat_is_said_by_name_and_in_german():
    err = _skat_dealer_declares()
    rows = _rows()
    german = said(err.field, err.message, rows)
    equal(german, "Spieler: Platz 1 gibt und setzt aus", "German, no names")
    equal(said(err.field, err.message, rows, NAMES), "Spieler: Gerda gibt und setzt aus", "de")
    english = said(err.field, err.message, (), NAMES)  # English: no rows, the core's words
    equal(english, "declarer: Gerda deals and sits out", "English, names")
    equal(said(err.field, err.message, ()), "declarer: seat 1 deals and sits out", "English")


def test_two_seats_a_list_of_seats_and_a_range():
    rows = _rows()
    both = "{} and {} cannot both be last".format(seat_shown(1), seat_shown(2))
    equal(said("highest_trump", both, rows, NAMES), "Höchster Trumpf: Inge und Kurt können "
          "nicht beide Letzte sein", "two seats")  # fmt: skip
    may = ", ".join([seat_shown(1), seat_shown(3)])
    bid = "bettel is bid by {}, not {}".format(may, seat_shown(0))
    equal(said("declarer", bid, rows), "Spieler: Bettel ist angesagt von Platz 2, Platz 4, "
          "nicht Platz 1", "a list in German")  # fmt: skip
    equal(said("declarer", bid, (), NAMES), "declarer: bettel is bid by Inge, Otto, not Gerda",
          "a list by names")  # fmt: skip
    # A range is the input's numbers, not a seat: no name stands for "seat 0".
    equal(said("dealer", "must be a seat 0..3", rows, NAMES), "dealer: muss ein Platz 0..3 sein",
          "a range")  # fmt: skip
    # A seat beyond the names (or a name that is a number) is left as it is.
    equal(said("declarer", seat_shown(4) + " deals and sits out", (), NAMES[:2]),
          "declarer: seat 5 deals and sits out", "no such name")  # fmt: skip
