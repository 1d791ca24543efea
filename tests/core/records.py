"""Helpers for the hand-record field tests: score one record, damage one field of it."""

from checks import equal, raises
from core import games

SEATS = {"skat": 3}


def score(game, hand):
    rules = games.make_settings(game)
    state = games.new_state(game, rules, SEATS.get(game, 4), 0)
    return games.score_hand(game, rules, state, hand)


def with_value(hand, key, value):
    out = dict(hand)
    out[key] = value
    return out


def refused_with_field_named(records):
    """Each (game, valid record, fields): the record scores; each field set to null, and the
    first field set to values of other kinds or far out of range, is refused naming the field;
    a short, plain message either way."""
    deep = []
    for _ in range(100):
        deep = [deep]
    values = (True, 1.5, "3", [3], {"n": 3}, 10**400, -(10**400), deep)
    for game, hand, fields in records:
        deltas = score(game, hand)[0]
        equal(sum(abs(d) for d in deltas) > 0, True, game)
        for field in fields:
            err = raises(score, game, with_value(hand, field, None), field=field)
            # A seat given as null is a seat not given (docs/hand-record.md).
            said = "null" in err.message or err.message.startswith("is missing")
            equal(said, True, str(err))
        for value in values:
            err = raises(score, game, with_value(hand, fields[0], value), field=fields[0])
            equal(len(str(err)) < 200, True, str(err))
        for value in (None, 3, [], deep, "x" * 1000):
            raises(score, game, with_value(hand, "v", value), field="v")
