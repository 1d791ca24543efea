"""Entering records through the games' entry choices, as the wizard will: shared by the core
tests (both interpreters) and the host's property tests."""

from core import games
from core import questions as entry
from core.errors import InputError


def walk(game, settings, state, pick):
    """One record entered by answering each question of core.games.choices with
    pick(question) (a value offered, or None to skip where skipping is allowed).
    Returns (record, [(question, answer), ...])."""
    partial = {}
    trail = []
    for _ in range(100):
        question = games.choices(game, settings, state, partial)
        if question is None:
            return entry.record(partial), trail
        field, seat, values, skip = question
        if not len(values) and skip is None:
            raise AssertionError("{}: nothing may be entered after {}".format(field, partial))
        answer = pick(question)
        if answer is None and skip is None:
            raise AssertionError("{} may not be skipped".format(field))
        trail.append((question, answer))
        if seat is None or answer is None:
            partial[field] = answer
        else:
            if seat != len(partial.get(field) or []):
                raise AssertionError("{}: entry {} asked out of turn".format(field, seat))
            if field not in partial:
                partial[field] = []
            partial[field].append(answer)
    raise AssertionError("the entry never ends: {}".format(partial))


class Picker:
    """Answers questions from a fixed pseudo-random sequence (the same on every interpreter);
    skips one optional question in four, and makes a call (which may end the session) in one
    entry of twenty."""

    def __init__(self, seed):
        self.seed = seed

    def next(self, n):
        self.seed = (self.seed * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.seed >> 8) % n

    def __call__(self, question):
        values, skip = question[2], question[3]
        if skip is not None and (not len(values) or not self.next(20 if skip == "call" else 4)):
            return None
        return values[self.next(len(values))]


def play(game, given, players, hands, seed, dealer=0):
    """Walk and score `hands` records; returns the contracts/games scored."""
    settings = games.make_settings(game, given)
    state = games.new_state(game, settings, players, dealer)
    pick = Picker(seed)
    kinds = []
    for _ in range(hands):
        record, trail = walk(game, settings, state, pick)
        refused = None
        try:
            state = games.score_hand(game, settings, state, record)[1]
        except InputError as error:
            refused = error
        if refused is not None:
            raise AssertionError("{} refused {}: {}".format(game, record, refused))
        kinds.append(record.get("contract", record.get("game")))
        if state["over"]:
            break
    return kinds


def ask(game, given, partial, players=4, dealer=3, **state):
    """The first question for `partial` at a fresh table of `game`, with pending state keys."""
    settings = games.make_settings(game, given)
    start = games.new_state(game, settings, players, dealer)
    for key in state:
        start[key] = state[key]
    return games.choices(game, settings, start, partial)
