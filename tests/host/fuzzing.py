"""Hostile input for `schreiber score` and the core: strategies and the checks they must pass.

Shared by the bounded fuzz test (tests/host/test_fuzz_input.py) and the long run
(bench/fuzz_input.py). Inputs start as valid evenings (the hand generators in bench/) and are
then damaged: fields set to null, huge numbers, strange or endless text, deep nesting, other
games' fields; settings, players, dealer and date likewise; and the JSON text itself cut,
garbled, given duplicate keys or another encoding. The one allowed failure is the project's
own: InputError from the core, one line and status 2 from the command.
"""

import contextlib
import copy
import importlib.util
import io
import json
import os
import random
import sys
import tempfile
import unicodedata
from pathlib import Path

from hypothesis import strategies as st

from core import games
from core.errors import InputError
from core.log import codec
from core.session import Session
from host_tools.cli import main
from host_tools.scoring.replay import replay

ROOT = Path(__file__).resolve().parent.parent.parent
GENERATORS = {
    "schafkopf": "gen_schafkopf",
    "bierkopf": "gen_bierkopf",
    "german_schafkopf": "gen_german_schafkopf",
    "skat": "gen_skat",
    "bauernschnapsen": "gen_schnapsen",
}
NAMES = ["Anna", "Bert", "Carl", "Dora", "Emil"]
# Every field name any game's records use (the codec's first 45 vocabulary words) and every
# value word: a field of another game, or a value in the wrong field, is a likely mistake.
WORDS = [codec._word(index) for index in range(codec.WORDS)]
FIELDS = WORDS[1:45]
VALUE_WORDS = WORDS[45:]
HIDDEN = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def _generator(game):
    name = GENERATORS[game]
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / (name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MODULES = {game: _generator(game) for game in GENERATORS}


def nested(depth, kind):
    value = 1
    for _ in range(depth):
        value = [value] if kind == "list" else {"a": value}
    return value


STRANGE_TEXT = st.one_of(
    st.sampled_from(
        [
            "",
            " ",
            "\x00",
            "\n",
            "\x1b[2J\x1b[31m",
            "\x9b31m",
            "\u202eevil",
            "\u2066x\u2069",
            "\ud800",
            "\udfff\ud800",
            "\ufeff",
            "2026-01-\u00b2\u00b2",
            "\uff12\uff10\uff12\uff16-11-30",
            "2026-02-31",
            "0000-01-01",
            "山田",
            "e\u0301",
            "x" * 5000,
            "rufer ",
            "Rufer",
            "NaN",
        ]
    ),
    st.sampled_from(VALUE_WORDS),
    st.text(max_size=40),
    st.text(st.characters(codec="utf-8"), max_size=10),
)
NUMBERS = st.one_of(
    st.integers(-3, 300),
    st.integers(-(10**40), 10**40),
    st.sampled_from([2**62, 2**63, -(2**63), 10**5000, -(10**5000), 10**18]),
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    NUMBERS,
    st.floats(),
    STRANGE_TEXT,
)
DEEP = st.builds(nested, st.integers(1, 3000), st.sampled_from(["list", "dict"]))
JUNK = st.one_of(
    SCALARS,
    DEEP,
    st.lists(SCALARS, max_size=6),
    st.dictionaries(st.sampled_from(FIELDS), SCALARS, max_size=4),
    st.lists(st.lists(st.integers(-2, 130), max_size=5), max_size=3),
)
PLAUSIBLE = st.one_of(
    st.integers(0, 130), st.booleans(), st.sampled_from(VALUE_WORDS), st.lists(st.integers(0, 130))
)


def damage_hands(draw, hands):
    """Damage one of `hands` (in place): a field set to junk or to a plausible value of the
    wrong kind, an entry of a list replaced, a field dropped, a record replaced or inserted."""
    if not hands:
        hands.append(draw(JUNK))
        return
    at = draw(st.integers(0, len(hands) - 1))
    hand = hands[at]
    op = draw(st.sampled_from(["set", "set", "plausible", "inner", "drop", "replace", "add"]))
    if op == "replace" or not isinstance(hand, dict):
        hands[at] = draw(JUNK)
    elif op == "add":
        hands.insert(at, draw(JUNK))
    elif op == "drop" and hand:
        del hand[draw(st.sampled_from(sorted(hand)))]
    elif op == "inner":
        lists = sorted(key for key in hand if isinstance(hand[key], list) and hand[key])
        if lists:
            key = draw(st.sampled_from(lists))
            hand[key][draw(st.integers(0, len(hand[key]) - 1))] = draw(JUNK)
    else:
        key = draw(st.one_of(st.sampled_from(FIELDS + sorted(hand)), STRANGE_TEXT))
        hand[key] = draw(JUNK if op == "set" else PLAUSIBLE)


def valid_hands(draw, game, most=12):
    seed = draw(st.integers(0, 2**32 - 1))
    count = draw(st.integers(0, most))
    return copy.deepcopy(MODULES[game].random_hands(random.Random(seed), count))


def _valid_value(draw, kind, domain):
    if kind == "bool":
        return draw(st.booleans())
    if kind in ("choice", "set"):
        choices = domain.split(",")
        if kind == "choice":
            return draw(st.sampled_from(choices))
        return draw(st.lists(st.sampled_from(choices), max_size=len(choices)))
    lo, hi = (int(part) for part in domain.split(","))
    if kind == "int?" and draw(st.booleans()):
        return None
    return draw(st.integers(lo, hi))


def damage_settings(draw, game, settings):
    """Change one setting to another valid value (or, one time in four, to junk); now and then
    add an unknown one or replace them all."""
    roll = draw(st.integers(0, 9))
    if roll == 0:
        return draw(JUNK)
    if roll == 1:
        settings[draw(STRANGE_TEXT)] = draw(JUNK)
        return settings
    key, kind, _default, domain = draw(st.sampled_from(games.options(game))).split(" ", 3)
    settings[key] = _valid_value(draw, kind, domain) if roll > 3 else draw(JUNK)
    return settings


# What one step of damage hits, weighted towards the hands (they are most of any input).
TARGETS = ["hand"] * 8 + ["settings"] * 3 + ["players", "names", "dealer", "date", "game"]


@st.composite
def evenings(draw, most_damage=4):
    """(game, settings, players, dealer, date, hands, corrections) for a core Session: a valid
    evening of a random game with up to `most_damage` steps of damage."""
    name = game = draw(st.sampled_from(sorted(GENERATORS)))
    module = MODULES[name]
    settings = dict(module.SETTINGS)
    players = NAMES[: module.PLAYERS]
    dealer = draw(st.integers(0, module.PLAYERS - 1))
    date = draw(st.sampled_from([None, "2026-11-30", "2024-02-29"]))
    hands = valid_hands(draw, name)
    for target in draw(st.lists(st.sampled_from(TARGETS), max_size=most_damage)):
        if target == "hand":
            damage_hands(draw, hands)
        elif target == "settings":
            settings = damage_settings(draw, name, settings) if isinstance(settings, dict) else {}
        elif target == "players":
            players = draw(st.one_of(JUNK, st.integers(-2, 10**7), st.just(["x"] * 10**6)))
        elif target == "names":
            players = list(players) if isinstance(players, list) and players else NAMES[:4]
            players[draw(st.integers(0, len(players) - 1))] = draw(STRANGE_TEXT)
        elif target == "dealer":
            dealer = draw(JUNK)
        elif target == "date":
            date = draw(st.one_of(STRANGE_TEXT, NUMBERS))
        else:
            game = draw(JUNK)
    corrections = []
    for op in draw(st.lists(st.sampled_from(["edit", "delete", "undo"]), max_size=3)):
        index = draw(st.one_of(st.integers(-1, 13), JUNK))
        hand = valid_hands(draw, name, 1)
        if draw(st.booleans()):
            damage_hands(draw, hand)
        corrections.append((op, index, hand[0] if hand else None))
    return game, settings, players, dealer, date, hands, corrections


def check_core(case):
    """Score a damaged evening through the core; only InputError may stop a step. Returns how
    it ended: "start refused", "every hand scored" or "some hands refused"."""
    game, settings, players, dealer, date, hands, corrections = case
    try:
        session = Session(game, settings, players, dealer, date)
    except InputError:
        return "start refused"
    outcome = "every hand scored"
    for hand in hands:
        try:
            session.add(hand)
        except InputError:
            outcome = "some hands refused"
    for op, index, hand in corrections:
        try:
            if op == "edit":
                session.edit(index, hand)
            elif op == "delete":
                session.delete(index)
            else:
                session.undo()
        except InputError:
            pass
    replay(session)  # standings, pending, settle-up: everything the table shows
    return outcome


def _dumps(value):
    """JSON text of a case; a value too deep for json.dumps becomes deep JSON text itself."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # a 5000-digit number is input to write, not to refuse here
    try:
        return json.dumps(value, ensure_ascii=False)
    except RecursionError:
        return "[" * 5000 + "]" * 5000
    finally:
        sys.set_int_max_str_digits(limit)


@st.composite
def input_files(draw):
    """(bytes of a `schreiber score` input file, extra arguments)."""
    # Some evenings undamaged, so the table and its settle-up are printed often too.
    game, settings, players, dealer, date, hands, _ = draw(
        evenings(draw(st.sampled_from([0, 0, 1, 4])))
    )
    data = {"game": game, "players": players, "hands": hands}
    for key, value in (("settings", settings), ("dealer", dealer), ("date", date)):
        if draw(st.booleans()):
            data[key] = value
    # Damage is drawn as the larger numbers, so hypothesis's simplest inputs are whole evenings.
    if draw(st.integers(0, 10)) == 10:
        data[draw(STRANGE_TEXT)] = draw(SCALARS)
    for key in ("game", "players", "hands"):
        if draw(st.integers(0, 20)) == 20:
            del data[key]
    text = _dumps(data)
    roll = draw(st.integers(0, 19))
    if roll == 15 and text:
        text = text[: draw(st.integers(0, len(text) - 1))]
    elif roll == 16:
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.text(max_size=8)) + text[at:]
    elif roll == 17:
        text = text.replace('{"game":', '{"game": "skat", "game":', 1)
    elif roll == 18:
        text = text.replace('"hands": [', '"hands": [' + "[" * draw(st.integers(1, 100000)), 1)
    elif roll == 19:
        text = draw(st.sampled_from(["", " ", "null", "[]", "1e999", "NaN", '"x"', "{}"]))
    raw = text.encode("utf-8", "surrogatepass")
    roll = draw(st.integers(0, 19))
    if roll == 16:
        raw = b"\xef\xbb\xbf" + raw
    elif roll == 17:
        raw = text.encode("utf-16", "surrogatepass")
    elif roll == 18:
        raw = text.encode("latin-1", "replace")
    elif roll == 19:
        raw = b"SCHRLOG\x01" + raw
    args = draw(st.sampled_from([[], [], ["--json"]]))
    return raw, args


def check_cli(raw, args):
    """Run `schreiber score` in-process on a file holding `raw`: status 0 with output, or status
    2 and exactly one line on stderr. Returns the status."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "input.json")
        with open(path, "wb") as handle:
            handle.write(raw)
        out = io.StringIO()
        err = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(["score", *args, path])
    check_outcome(status, out.getvalue(), err.getvalue(), args)
    return status


def check_outcome(status, out, err, args):
    if status == 0:
        assert err == "", err
        assert out, "no output"
        if "--json" in args:
            json.loads(out)
        return
    assert status == 2, (status, err)
    assert out == "", out
    assert err.startswith("schreiber score: ") and err.endswith("\n"), err
    assert err.count("\n") == 1 and len(err) < 400, err
    # Nothing a terminal would act on or hide: no control, format or separator characters.
    assert not any(unicodedata.category(ch) in HIDDEN for ch in err[:-1]), err
