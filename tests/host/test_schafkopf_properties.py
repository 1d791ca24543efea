"""Bavarian Schafkopf properties (CPython, hypothesis): zero-sum, mirror, doubling, runners."""

from choices_walk import walk
from hypothesis import event, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from core import games
from core import questions as entry
from core.errors import InputError
from core.schafkopf import rules as schafkopf
from core.schafkopf.rates import rates
from core.schafkopf.tariff import (
    BETTEL,
    NAMES,
    PAIR,
    RUNNER,
    SOLO,
    kind,
    min_runners,
    trumps,
)

ROWS = [(NAMES[i], kind(i), trumps(i, 0)) for i in range(len(NAMES))]
PLAYABLE = [row for row in ROWS if row[0] not in ("ramsch", "all_pass", "kreuzbock")]
ALL = [row[0] for row in ROWS if row[0] != "all_pass"] + ["tout"]
TARIFFS = st.one_of(
    st.fixed_dictionaries(
        {"tariff_preset": st.sampled_from(["10/50", "5/20", "10/20", "10/20/50", "tournament"])}
    ),
    st.fixed_dictionaries({"tariff_preset": st.just("social_points")}),
    st.fixed_dictionaries({"tariff_preset": st.just("official"), "unit": st.integers(1, 50)}),
    st.fixed_dictionaries(
        {
            "tariff_preset": st.just("impure"),
            "unit": st.integers(1, 50),
            "impure_rufer_mult": st.integers(1, 2),
            "impure_solo_mult": st.integers(4, 5),
        }
    ),
    st.fixed_dictionaries(
        {"tariff_preset": st.just("hist_1876"), "hist_level": st.integers(1, 3)}
    ),
    st.fixed_dictionaries(
        {
            "rufer_rate": st.integers(0, 100),
            "solo_rate": st.integers(0, 100),
            "wenz_rate": st.integers(0, 100),
            "geier_rate": st.integers(0, 100),
            "bettel_rate": st.integers(0, 100),
            "runner_rate": st.integers(0, 30),
        }
    ),
)


@st.composite
def rate_keys(draw):
    """Rate keys over any preset but 1876 (§2.6 decision 2026-12-01): W is 2B or 3B, and the
    runners are a number or half of an even B."""
    opts = dict(draw(TARIFFS.filter(lambda t: t.get("tariff_preset") != "hist_1876")))
    if draw(st.booleans()):
        b = draw(st.integers(0, 50))
        opts["schneider_rate"] = b
        opts["schwarz_rate"] = b * draw(st.sampled_from([2, 3]))
        if b % 2 == 0 and draw(st.booleans()):
            opts.pop("runner_rate", None)
            opts["runner_half"] = True
    return opts


RATES = st.one_of(TARIFFS, rate_keys())


POINTS = ("social_points", "tournament")
MIN_RUNNERS = (("min_runners_rufer", 14), ("min_runners_solo", 14), ("min_runners_wenz", 4),
               ("min_runners_geier", 4), ("min_runners_suit_wenz", 11),
               ("min_runners_suit_geier", 11))  # fmt: skip


@st.composite
def tables(draw):
    opts = dict(draw(RATES))
    opts["allowed_contracts"] = ALL
    opts["doubling_allowed"] = "escalation"
    opts["klopfen"] = "all"
    opts["legen"] = "durcheinander"
    opts["stock_sweetener"] = draw(st.integers(0, 20))
    # the pot's rules only with a pot, the Bock's only with Bock rounds (core.settings NEEDS)
    if opts["stock_sweetener"]:
        opts["pot_rufer_pair"] = draw(st.booleans())
        if opts["pot_rufer_pair"]:
            opts["pot_pair_pays"] = draw(st.sampled_from(["half", "full"]))
    opts["bock_triggers"] = draw(st.lists(st.sampled_from(["thrown_in", "lost_solo", "doubled",
                                                           "sixty_all", "schwarz"])))  # fmt: skip
    if opts["bock_triggers"]:
        opts["bock_stacking"] = draw(st.sampled_from(["queue", "stack"]))
    opts["contra_takes_over"] = draw(st.booleans())
    opts["tout_value_mode"] = draw(st.sampled_from(["formula", "fixed"]))
    fixed = opts["tout_value_mode"] == "fixed" or opts.get("tariff_preset") in POINTS
    if fixed:
        opts["tout_fixed"] = draw(st.one_of(st.none(), st.integers(0, 300)))
    opts["sie_fixed"] = draw(st.one_of(st.none(), st.integers(0, 300)))
    opts["legen_who"] = draw(st.sampled_from(["forehand", "one", "all"]))
    for key, most in MIN_RUNNERS:
        opts[key] = draw(st.one_of(st.none(), st.integers(1, most)))
    opts["max_runners"] = draw(st.one_of(st.none(), st.integers(4, 14)))
    opts["jungfrau_pays"] = draw(st.sampled_from(["all", "jungfrau_only"]))
    opts["ramsch_settlement"] = draw(
        st.sampled_from(["loser_pays_all", "top_two_pay", "schieberamsch"])
    )
    return games.make_settings("schafkopf", opts)


@st.composite
def contract_hands(draw, row=None):
    name, kind, most = row or draw(st.sampled_from(PLAYABLE))
    hand = {"contract": name, "declarer": draw(st.integers(0, 3))}
    if kind == PAIR:
        hand["partner"] = (hand["declarer"] + draw(st.integers(1, 3))) % 4
    if name == "sie":
        return hand
    tout = kind == SOLO and draw(st.booleans())
    if tout:
        hand["tout"] = True
    if kind == BETTEL or tout:
        hand["result"] = draw(st.sampled_from(["won", "lost"]))
    else:
        hand["result"] = draw(st.sampled_from(schafkopf.RESULTS))
    if most:
        hand["runners"] = draw(st.integers(0, most))
    chain = name != "muss"
    for key in ("stoss", "retour", "further_doubles", "knocks", "legers"):
        chain = chain or key in ("knocks", "legers")
        if chain and draw(st.booleans()):
            hand[key] = 1
        else:
            chain = False
    return hand


@st.composite
def ramsch_hands(draw):
    tricks = [0, 0, 0, 0]
    for _ in range(8):
        tricks[draw(st.integers(0, 3))] += 1
    while tricks.count(0) > 1:
        # One Jungfrau at most: two tie for good at the bottom of a Schieberamsch (§2.9)
        tricks[tricks.index(max(tricks))] -= 1
        tricks[tricks.index(0)] += 1
    # Card points from a real deal: each seat's tricks hold four cards of a shuffled pack.
    pack = draw(st.permutations([0] * 12 + [2, 3, 4, 10, 11] * 4))
    points = []
    for seat in range(4):
        start = 4 * sum(tricks[:seat])
        points.append(sum(pack[start : start + 4 * tricks[seat]]))
    return {
        "contract": "ramsch",
        "points": points,
        "tricks": tricks,
        # within the cards (§2.9): a trump or more for each seat with a trick, and a highest
        # one of its own, so every tie resolves
        "trumps_taken": [t and draw(st.integers(1, 3)) for t in tricks],
        "highest_trump": [14 - s if tricks[s] else 0 for s in range(4)],
    }


HANDS = st.one_of(contract_hands(), ramsch_hands(), st.just({"contract": "all_pass"}))


@hsettings(max_examples=300, deadline=None)
@given(tables(), st.lists(HANDS, min_size=1, max_size=12), st.integers(4, 5))
def test_zero_sum_over_players_and_pot(table, hands, players):
    state = schafkopf.new_state(table, players, 0)
    for hand in hands:
        if players == 5 and "declarer" in hand:
            seats = [(state["dealer"] + i) % 5 for i in range(1, 5)]
            hand = dict(hand)
            hand["declarer"] = seats[hand["declarer"]]
            if "partner" in hand:
                hand["partner"] = seats[(seats.index(hand["declarer"]) + 2) % 4]
        elif players == 5:
            continue
        if state["kreuzbock"]:
            continue
        deltas, new, events = schafkopf.score_hand(table, state, hand)
        assert sum(deltas) + new["pot"] - state["pot"] == 0
        assert all(isinstance(d, int) for d in deltas)
        state = new
    assert sum(state["scores"]) + state["pot"] == 0


@hsettings(max_examples=300, deadline=None)
@given(tables(), contract_hands())
def test_won_and_lost_mirror(table, hand):
    if hand["contract"] == "sie":
        return
    mirror = dict(hand)
    result = hand["result"]
    mirror["result"] = "lost" + result[3:] if result.startswith("won") else "won" + result[4:]
    state = schafkopf.new_state(table, 4, 3)
    won = schafkopf.score_hand(table, state, hand)[0]
    lost = schafkopf.score_hand(table, state, mirror)[0]
    assert won == [-d for d in lost]


@hsettings(max_examples=300, deadline=None)
@given(tables(), contract_hands(), st.sampled_from(["stoss", "knocks", "legers", "bock"]))
def test_each_doubling_step_doubles(table, hand, step):
    state = schafkopf.new_state(table, 4, 3)
    plain = dict(hand)
    for key in ("stoss", "retour", "further_doubles", "knocks", "legers"):
        plain.pop(key, None)
    doubled = dict(plain)
    if step == "stoss":
        if hand["contract"] == "muss":
            return
        doubled["stoss"] = 1
    elif step == "bock":
        state["bock"] = [4]
    else:
        doubled[step] = 1
    base = schafkopf.score_hand(table, schafkopf.new_state(table, 4, 3), plain)[0]
    more = schafkopf.score_hand(table, state, doubled)[0]
    assert more == [2 * d for d in base]
    if step == "stoss":
        doubled["retour"] = 1
        more = schafkopf.score_hand(table, schafkopf.new_state(table, 4, 3), doubled)[0]
        assert more == [4 * d for d in base]


@hsettings(max_examples=300, deadline=None)
@given(tables(), contract_hands(row=ROWS[0]), st.integers(0, 13))
def test_another_runner_never_lowers_the_value(table, hand, runners):
    state = schafkopf.new_state(table, 4, 3)
    hand = dict(hand, runners=runners)
    fewer = abs(schafkopf.score_hand(table, state, hand)[0][hand["declarer"]])
    hand["runners"] = runners + 1
    more = abs(schafkopf.score_hand(table, state, hand)[0][hand["declarer"]])
    assert more >= fewer


WITH_TRUMPS = [row for row in PLAYABLE if row[2] and row[0] != "sie"]


@hsettings(max_examples=300, deadline=None)
@given(tables(), st.sampled_from(WITH_TRUMPS), st.data())
def test_runners_below_the_contracts_minimum_pay_nothing(table, row, data):
    # §2.5, §2.12: the contract's own minimum, else min_runners(_four); from it on every runner
    # is paid, and the cap of the contract's trumps holds in every pack
    name, kind, most = row
    hand = data.draw(contract_hands(row=row))
    contract = NAMES.index(name)
    minimum = min_runners(table, contract)
    state = schafkopf.new_state(table, 4, 3)
    none = schafkopf.score_hand(table, state, dict(hand, runners=0))[0]
    runners = data.draw(st.integers(0, most))
    got = schafkopf.score_hand(table, state, dict(hand, runners=runners))[0]
    if runners < minimum:
        assert got == none
    elif table["tariff_preset"] != "hist_1876":
        # paid (capped at max_runners, which is at least 4): worth more, unless runners pay 0
        if rates(table)[RUNNER] and runners:
            assert abs(got[hand["declarer"]]) > abs(none[hand["declarer"]])
        else:
            assert got == none
    try:
        schafkopf.score_hand(table, state, dict(hand, runners=most + 1))
    except InputError as err:
        assert err.field == "runners"
    else:
        raise AssertionError("more runners than trumps")


SPECIAL = st.lists(st.sampled_from(["hadschader", "minas", "kombi"]), unique=True)


def pick_from(data):
    """Answers the entry questions (core.games.choices) from hypothesis: an optional field
    skipped one time in three, a call made one time in eight."""

    def pick(question):
        _, _, values, skip = question
        if skip is not None:
            odds = 8 if skip == entry.CALL else 3
            if not len(values) or data.draw(st.integers(0, odds - 1)) == 0:
                return None
        return values[data.draw(st.integers(0, len(values) - 1))]

    return pick


@hsettings(max_examples=200, deadline=None)
@given(tables(), SPECIAL, st.one_of(st.none(), st.integers(0, 200)), st.data())
def test_zero_sum_through_special_rounds(table, special, payment, data):
    # Each hand is one the running deal allows, entered through the entry choices: the
    # rounds start, force forehand and run to their end instead of refusing most hands.
    table = dict(table, special_rounds=tuple(sorted(special)), minas_payment=payment)
    state = schafkopf.new_state(table, 4, 3)
    pick = pick_from(data)
    for _ in range(24):
        forehand = (state["dealer"] + 1) % 4
        hand, _ = walk("schafkopf", table, state, pick)
        deltas, new, events = schafkopf.score_hand(table, state, hand)
        if state["special"] is not None:
            assert hand.get("declarer") == forehand
            event("a deal in the " + state["special"][0] + " round")
        for key, value in events:
            if key == "special_round":
                event(value["name"] + " round started")
            elif key == "special_round_over":
                event(value + " round completed")
        assert sum(deltas) + new["pot"] - state["pot"] == 0
        state = new
        if state["over"]:
            break
    assert sum(state["scores"]) + state["pot"] == 0
