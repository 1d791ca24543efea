"""core.record's readers accept by themselves and leave each refusal to core.record_refusals,
loaded only then: the two must agree on every input (a reader that accepts what its refusal
would refuse, or sends on what its refusal accepts, is a bug), and a valid hand never loads
the refusals."""

import sys

from checks import equal, raises
from core import heap, record

REFUSALS = "core.record_refusals"
# Values of every kind a JSON record can hold, and the edges of the readers' ranges.
VALUES = (None, True, False, 0, 1, 2, 3, 9, 10, -1, 10**20, 1.0, "", "1", "won", [], {})
LISTS = ([], [0, 1], [1, 2, 3], [0, True], [0, None], [0, 4], [-1, 0], [0, 1.0], "ab", (0, 1))


def _cases():
    """(reader, the arguments after the hand) sampled over each reader's parameters."""
    for default in (None, 0, 5):
        yield "get_int", ("k", 0, 3, default)
    yield "get_bool", ("k", False)
    for default in (None, "won"):
        yield "get_choice", ("k", ("won", "lost"), default)
    for required in (True, False):
        yield "get_seat", ("k", 4, required)
        yield "get_ints", ("k", 2, 0, 3, required)


def _hands(reader):
    yield {}
    for value in LISTS if reader == "get_ints" else VALUES:
        yield {"k": value}


def _agree(reader, hand, args):
    """The reader's answer for `hand`; fails when the refusals disagree with it."""
    refusals = heap.load(REFUSALS)
    try:
        try:
            got = getattr(record, reader)(hand, *args)
        except RuntimeError:
            raise AssertionError(
                "{} refused {} {}, its refusal accepts".format(reader, hand, args)
            ) from None
        except ValueError:
            return "refused"
        try:
            getattr(refusals, reader)(hand, *args)
        except RuntimeError:
            return got
        raise AssertionError("{} accepted {} {}, its refusal refuses".format(reader, hand, args))
    finally:
        refusals = None
        heap.unload(REFUSALS)


def test_every_reader_and_its_refusal_agree():
    for reader, args in _cases():
        for hand in _hands(reader):
            _agree(reader, hand, args)


def test_the_readers_accept_what_the_hand_records_hold():
    equal(_agree("get_int", {"k": 3}, ("k", 0, 3, None)), 3)
    equal(_agree("get_int", {}, ("k", 0, 3, 5)), 5, "an absent field takes its default")
    equal(_agree("get_int", {"k": True}, ("k", 0, 3, None)), "refused", "true is no number")
    equal(_agree("get_seat", {"k": None}, ("k", 4, False)), None)
    equal(_agree("get_ints", {"k": [0, 3]}, ("k", 2, 0, 3, True)), [0, 3])
    equal(_agree("get_choice", {"k": "lost"}, ("k", ("won", "lost"), None)), "lost")
    equal(_agree("get_bool", {"k": False}, ("k", True)), False)


def test_check_fields_and_its_refusal_agree():
    allowed = ("a", "b")
    for hand in ({}, {"a": 1}, {"v": 1, "b": 2}, {"c": 1}, {"v": 2}, {"v": True}, [], None):
        _agree("check_fields", hand, (allowed,))


def test_a_valid_hand_never_loads_the_refusals_and_a_refused_one_lets_them_go():
    heap.unload(REFUSALS)
    hand = {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 3}
    record.check_fields(hand, ("contract", "declarer", "partner", "result", "runners"))
    equal(record.get_int(hand, "runners", 0, 14), 3)
    equal(record.get_seat(hand, "partner", 4), 2)
    equal(REFUSALS in sys.modules, False, "loaded for a valid hand")
    err = raises(record.get_int, hand, "runners", 0, 2)
    equal(err.message, "must be between 0 and 2, not 3")
    equal(REFUSALS in sys.modules, False, "left loaded after a refusal")
