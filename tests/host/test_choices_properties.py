"""Entry choices against scoring (CPython, hypothesis), every game under random settings:
every walk through choices ends in a record score_hand accepts; every record score_hand
accepts (the SPEC §7 vectors, the bench generators) is reachable through choices; a value
choices does not offer is refused by score_hand."""

import copy
import importlib
import random
import sys
from pathlib import Path

import test_bierkopf
import test_german_schafkopf
import test_schafkopf
import test_schnapsen
import test_skat
from choices_walk import walk
from hypothesis import HealthCheck, assume, event, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from core import games
from core import questions as entry
from core.bauernschnapsen import rules as schnapsen
from core.errors import InputError
from core.schafkopf import rules as schafkopf
from core.schafkopf.tariff import NAMES as SCHAFKOPF_NAMES
from core.skat import german as skat
from core.skat import tournee as skat_tournee

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

DATE = "2026-12-01"
FEW = hsettings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- random settings, from each game's own settings table --------------------------------------


@st.composite
def random_settings(draw, game):
    """Any valid settings of `game`: each option left at its default or drawn from its domain."""
    given_ = {}
    for row in games.options(game):
        key, kind, _, domain = row.split(" ", 3)
        if draw(st.integers(0, 2)) == 0:
            continue  # the default
        if kind == "bool":
            given_[key] = draw(st.booleans())
        elif kind == "choice":
            given_[key] = draw(st.sampled_from(domain.split(",")))
        elif kind == "set":
            given_[key] = draw(st.lists(st.sampled_from(domain.split(",")), unique=True))
        else:
            lo, hi = (int(x) for x in domain.split(","))
            value = draw(st.integers(lo, min(hi, lo + 200)))
            given_[key] = None if kind == "int?" and draw(st.booleans()) else value
    return given_


@st.composite
def tables(draw, game):
    """(settings, players, dealer) of a table that can play: Schafkopf's three need the short
    pack, North-American Skat keeps a classic list, Bauernschnapsen plays the normal game."""
    given_ = draw(random_settings(game))
    fewest, most = games.seats(game)
    players = draw(st.integers(fewest, most))
    if game == "schafkopf" and players == 3:
        given_["pack"] = "short24"
    if game == "skat" and given_.get("preset") == "na_tournee":
        given_["scoring_system"] = "classic"
        given_["raeuberskat"] = False
    if game == "bauernschnapsen" and "contracts_enabled" in given_:
        given_["contracts_enabled"] = sorted(set(given_["contracts_enabled"]) | {"normal"})
    try:
        settings = _settings_in_effect(game, given_)
        state = games.new_state(game, settings, players, draw(st.integers(0, players - 1)))
    except InputError as error:
        event("settings refused: " + error.field)
        assume(False)
    return settings, state


def _settings_in_effect(game, given_):
    """The settings of `given_` without those it gives where they have no effect (core.settings
    refuses them, the games' NEEDS rows): each drawn setting is tried where it applies."""
    while True:
        try:
            return games.make_settings(game, given_, DATE)
        except InputError as error:
            key = error.field[len("settings.") :]
            if "has no effect" not in str(error) or key not in given_:
                raise
            event("setting without effect left out")
            del given_[key]


def picker(data):
    """Answers each question from hypothesis: skips an optional field one time in three, makes
    a call one time in ten."""

    def pick(question):
        _, _, values, skip = question
        if skip is not None:
            odds = 10 if skip == entry.CALL else 3
            if not len(values) or data.draw(st.integers(0, odds - 1)) == 0:
                return None
        return values[data.draw(st.integers(0, len(values) - 1))]

    return pick


def kind_of(record):
    for key in ("contract", "game", "call"):
        if record.get(key) is not None:
            return record[key]
    return "redeal" if record.get("redeal") else record.get("result", "points")


# -- every walk ends in a record score_hand accepts --------------------------------------------


def play_walks(game, data, hands):
    settings, state = data.draw(tables(game))
    pick = picker(data)
    for _ in range(hands):
        first = games.choices(game, settings, state, {})
        if not len(first[2]) and first[3] is None:
            # e.g. three players, Muss on all pass and no solo game allowed: the table can
            # play nothing, and choices says so rather than offer what would be refused
            event(f"{game}: nothing can be entered")
            break
        before = copy.deepcopy(state)
        record, _ = walk(game, settings, state, pick)
        assert state == before, "choices changed the state"
        state = games.score_hand(game, settings, state, record)[1]
        event(f"{game}: {kind_of(record)}")
        if state["over"]:
            event(f"{game}: game decided")
            break


@FEW
@given(st.data())
def test_walks_end_in_accepted_records_schafkopf(data):
    play_walks("schafkopf", data, 8)


@FEW
@given(st.data())
def test_walks_end_in_accepted_records_bierkopf(data):
    play_walks("bierkopf", data, 8)


@FEW
@given(st.data())
def test_walks_end_in_accepted_records_german_schafkopf(data):
    play_walks("german_schafkopf", data, 8)


@FEW
@given(st.data())
def test_walks_end_in_accepted_records_skat(data):
    play_walks("skat", data, 8)


@FEW
@given(st.data())
def test_walks_end_in_accepted_records_bauernschnapsen(data):
    play_walks("bauernschnapsen", data, 8)


# -- every accepted record is reachable ---------------------------------------------------------


def offered(value, values):
    """`value` is among `values` (a tuple or a range), with its type: True is not 1 here."""
    if isinstance(values, range):
        return type(value) is int and value in values
    return any(type(value) is type(v) and value == v for v in values)


def reach(game, settings, state, record):
    """Enter `record` through choices, answering each question from it; fails if a value is
    not offered or a field it lacks may not be skipped. Fields choices never asks for must
    change nothing (a default written out, such as "stoss": 0)."""
    partial = {}
    while True:
        question = games.choices(game, settings, state, partial)
        if question is None:
            break
        field, seat, values, skip = question
        if field not in record:
            assert skip is not None, f"{record}: {field} may not be left out"
            partial[field] = None
            continue
        if seat is None:
            assert offered(record[field], values), f"{record}: {field} not in {values}"
            partial[field] = record[field]
            continue
        assert offered(record[field][seat], values), f"{record}: {field}[{seat}] not in {values}"
        partial.setdefault(field, []).append(record[field][seat])
    extra = [key for key in record if key != "v" and key not in entry.record(partial)]
    if extra:
        plain = {key: record[key] for key in record if key not in extra}
        assert games.score_hand(game, settings, state, plain) == games.score_hand(
            game, settings, state, record
        ), f"{record}: {extra} never asked but they count"


def vectors():
    """(game, settings, players, dealer, state keys, records in turn) of the SPEC §7 tests."""
    out = []
    for _, opts, hand, _ in test_schafkopf.sourced() + test_schafkopf.derived():
        out.append(("schafkopf", opts, 4, 3, {}, [hand]))
    for _, given_, hand, _ in test_skat.CLASSIC:
        out.append(("skat", given_, 3, 2, {}, [hand]))
    for _, given_, players, scores, hand, _ in test_schnapsen.HANDS:
        keys = {} if scores is None else {"scores": list(scores)}
        out.append(("bauernschnapsen", given_, players, players - 1, keys, [hand]))
    for row in test_bierkopf.VECTORS:
        _, given_, scores, carry, hands = row[:5]
        keys = {"scores": [scores[0], scores[1], scores[0], scores[1]], "carry": carry}
        out.append(("bierkopf", given_, 4, 0, keys, list(hands)))
    for row in test_german_schafkopf.VECTORS:
        _, given_, scores, hand = row[:4]
        out.append(("german_schafkopf", given_, 4, 0, {"scores": list(scores)}, [hand]))
    return out


def test_spec_vectors_are_reachable():
    count = 0
    for game, given_, players, dealer, keys, hands in vectors():
        settings = games.make_settings(game, given_, DATE)
        state = games.new_state(game, settings, players, dealer)
        state.update(keys)
        for hand in hands:
            reach(game, settings, state, hand)
            count += 1
            state = games.score_hand(game, settings, state, hand)[1]
    assert count > 150


GENERATORS = ("schafkopf", "bierkopf", "german_schafkopf", "skat", "schnapsen")


@hsettings(max_examples=30, deadline=None)
@given(st.sampled_from(GENERATORS), st.integers(0, 2**32))
def test_bench_records_are_reachable(name, seed):
    gen = importlib.import_module("gen_" + name)
    game = "bauernschnapsen" if name == "schnapsen" else name
    settings = games.make_settings(game, gen.SETTINGS)
    state = games.new_state(game, settings, gen.PLAYERS, 0)
    for hand in gen.random_hands(random.Random(seed), 60):
        reach(game, settings, state, hand)
        state = games.score_hand(game, settings, state, hand)[1]
        if state["over"]:
            state = games.new_state(game, settings, gen.PLAYERS, 0)


# -- a value choices does not offer is refused --------------------------------------------------

_WORDS = {
    "contract": SCHAFKOPF_NAMES + schnapsen.NAMES + skat_tournee.CONTRACTS,
    "result": schafkopf.RESULTS + ("simple", "schneider", "schwarz", "tie"),
    "game": skat.GAMES + skat_tournee.GAMES,
    "call": ("last_round", "kombi"),
    "suit": ("acorns", "leaves", "hearts", "bells"),
    "also_bid": ("gang", "zehnergang"),
}


def lenient(game, settings, state, record, field):
    """Inputs SPEC rules out that score_hand still accepts (choices does not offer them): what
    the game modules do not check at all."""
    return None


@st.composite
def other_value(draw, field, values):
    """A value of the field's type that `values` does not hold."""
    if field in _WORDS:
        value = draw(st.sampled_from(sorted(set(_WORDS[field]))))
    elif len(values) and isinstance(values[0], bool):
        value = draw(st.booleans())
    else:
        value = draw(st.integers(-1, 130))
    assume(not offered(value, values))
    return value


def refuse_unoffered(game, data):
    """Walk a record, then change one answer to a value that was not offered, or leave out a
    field that could not be skipped: score_hand must refuse it."""
    settings, state = data.draw(tables(game))
    record, trail = walk(game, settings, state, picker(data))
    leave_out = data.draw(st.booleans())
    if leave_out:
        steps = [step for step in trail if step[0][3] is None and not step[0][1]]
    else:
        steps = [step for step in trail if step[1] is not None]
    assume(steps)
    (field, seat, values, _), _ = steps[data.draw(st.integers(0, len(steps) - 1))]
    bad = dict(record)
    if leave_out:
        del bad[field]
    elif seat is None:
        bad[field] = data.draw(other_value(field, values))
    else:
        bad[field] = list(bad[field])
        bad[field][seat] = data.draw(other_value(field, values))
    try:
        games.score_hand(game, settings, state, bad)
    except InputError:
        event(f"{game}: {field} {'left out' if leave_out else 'changed'}, refused")
        return
    gap = None if leave_out else lenient(game, settings, state, bad, field)
    assert gap is not None, f"{game} accepted {bad}; {field} offered {values}"
    event("lenient: " + gap)


@hsettings(max_examples=250, deadline=None)
@given(st.sampled_from(games.GAMES), st.data())
def test_values_not_offered_are_refused(game, data):
    refuse_unoffered(game, data)


@hsettings(max_examples=120, deadline=None)
@given(st.sampled_from(games.GAMES), st.data())
def test_a_default_skip_means_the_first_value(game, data):
    # "default": a field left out scores the same as one answered with values[0]
    settings, state = data.draw(tables(game))
    left_out, trail = walk(game, settings, state, picker(data))
    steps = [q for q, answer in trail if q[3] == entry.DEFAULT and answer is None]
    assume(steps)
    field, _, values, _ = steps[data.draw(st.integers(0, len(steps) - 1))]
    written = dict(left_out)
    written[field] = values[0]
    event(f"{game}: {field}")
    want = games.score_hand(game, settings, state, written)
    assert games.score_hand(game, settings, state, left_out) == want
