"""Bavarian Schafkopf: session rules, SPEC §8 defaults and alternatives. Ramsch:
test_schafkopf_rules_ramsch.py; bad input: test_schafkopf_rules_bad_input.py."""

from checks import equal, raises
from core import games
from core.schafkopf import rules as schafkopf
from schafkopf_table import A, B, C, D, deltas, play, start


def test_five_players_dealer_sits_out():
    # dealer 4 sits out: seats 0-3 play
    hand = {"contract": "rufer", "declarer": A, "partner": C, "result": "won"}
    equal(deltas({}, hand, 5), [10, -10, 10, -10, 0], "five: dealer 0")
    rules, state = start({}, 5)
    state["dealer"] = 0
    raises(schafkopf.score_hand, rules, state, hand, field="declarer")
    hand = {"contract": "rufer", "declarer": B, "partner": A, "result": "won"}
    raises(schafkopf.score_hand, rules, state, hand, field="partner")
    hand = {"contract": "ramsch", "points": [0, 45, 35, 30, 10], "tricks": [1, 3, 2, 1, 1]}
    rules, state = start({"allowed_contracts": ["ramsch"]}, 5)
    raises(schafkopf.score_hand, rules, state, hand, field="tricks")


def test_three_players_solo_only():
    short = {"pack": "short24"}
    raises(start, {}, 3)
    hand = {"contract": "rufer", "declarer": A, "partner": C, "result": "won"}
    raises(play, short, hand, 3, field="contract")
    equal(deltas(short, {"contract": "wenz", "declarer": B, "result": "lost"}, 3), [50, -100, 50])


def test_tout_value_item_1():
    hand = {"contract": "wenz", "declarer": A, "tout": True, "result": "won", "runners": 2}
    equal(deltas({}, hand), [420, -140, -140, -140], "formula")
    equal(
        deltas({"tout_value_mode": "fixed"}, hand),
        [570, -190, -190, -190],
        "fixed: 3 S + 2 runners",
    )


def test_runner_minimums_item_5():
    opts = {"allowed_contracts": ["geier", "suit_wenz"]}
    geier = {"contract": "geier", "declarer": A, "result": "won", "runners": 2}
    equal(deltas(opts, geier)[0], 210, "Geier pays 2 runners")
    suit = {"contract": "suit_wenz", "declarer": A, "result": "won", "runners": 2}
    equal(deltas(opts, suit)[0], 150, "Suit Wenz needs 3")
    opts["min_runners_four"] = 3
    equal(deltas(opts, geier)[0], 150, "3 for all")
    equal(deltas({"min_runners": 2}, {"contract": "rufer", "declarer": A, "partner": C,
                                      "result": "won", "runners": 2})[0], 30, "min 2")  # fmt: skip


def test_hochzeit_and_bettel_items_8_9():
    opts = {"allowed_contracts": ["hochzeit", "bettel"]}
    hand = {"contract": "hochzeit", "declarer": A, "partner": B, "result": "won_schneider"}
    equal(deltas(opts, hand), [40, 40, -40, -40], "x2")
    opts["hochzeit_mult"] = 1
    equal(deltas(opts, hand), [20, 20, -20, -20], "x1")
    bettel = {"contract": "bettel", "declarer": A, "tricks": 1}
    equal(deltas(opts, bettel), [-150, 50, 50, 50], "Bettel at S")
    opts["bettel_rate"] = 30
    equal(deltas(opts, bettel), [-90, 30, 30, 30], "bettel_rate")


def test_pot_rufer_pair_item_11():
    pair = {"pot_rufer_pair": True, "stock_sweetener": 10}  # a pot needs a sweetener (§2.10)
    won = {"contract": "rufer", "declarer": A, "partner": C, "result": "won"}
    lost = {"contract": "rufer", "declarer": A, "partner": C, "result": "lost"}
    for opts, hand, want, pot in (
        (pair, won, [30, -10, 30, -10], 0),
        (pair, lost, [-30, 10, -30, 10], 80),
        (dict(pair, pot_pair_pays="full"), lost, [-50, 10, -50, 10], 120),
        (pair, {"contract": "solo", "declarer": A, "result": "won"}, [150, -50, -50, -50], 40),
        ({}, {"contract": "sie", "declarer": A}, [1560, -520, -520, -520], 40),
    ):
        rules, state = start(opts)
        state["pot"] = 40
        got, after, events = schafkopf.score_hand(rules, state, hand)
        equal(got, want, "pot_rufer_pair")
        equal(after["pot"], pot, "pot after")


def test_bock_stacking_item_12():
    for opts, want in (({}, 8), ({"bock_stacking": "stack"}, 4)):
        opts["bock_triggers"] = ["lost_solo", "doubled"]
        rules, state = start(opts)
        hand = {"contract": "solo", "declarer": A, "result": "lost", "stoss": 1}
        got, state, events = schafkopf.score_hand(rules, state, hand)
        equal(events[1:], [("bock_round", 4), ("bock_round", 4)], "two triggers")
        equal(dict(schafkopf.status(rules, state))["bock_deals"], want, "deals left")
        got = schafkopf.score_hand(rules, state, {"contract": "rufer", "declarer": B,
                                                  "partner": D, "result": "won"})[0]  # fmt: skip
        equal(got[B], 40 if want == 4 else 20, "factor")
    for opts, want in (({}, 3), ({"bock_counts_thrown_in": False}, 4)):
        opts["on_all_pass"] = "bock_round"
        rules, state = start(opts)
        state["bock"] = [4]
        state = schafkopf.score_hand(rules, state, {"contract": "all_pass"})[1]
        left = dict(schafkopf.status(rules, state))["bock_deals"]
        equal(left, want + 4, "thrown-in deal uses up a Bock deal")


def test_bock_triggers():
    rules, state = start({"bock_triggers": ["sixty_all", "schwarz"]})
    hand = {"contract": "rufer", "declarer": A, "partner": C, "points": 60, "tricks": 4}
    equal(schafkopf.score_hand(rules, state, hand)[2][1:], [("bock_round", 4)], "60:60")
    hand = {"contract": "solo", "declarer": A, "points": 120, "tricks": 8}
    equal(schafkopf.score_hand(rules, state, hand)[2][1:], [("bock_round", 4)], "Schwarz")
    hand = {"contract": "solo", "declarer": A, "points": 100, "tricks": 7}
    equal(schafkopf.score_hand(rules, state, hand)[2][1:], [], "no trigger")


def test_muss_partner_item_13():
    opts = {"on_all_pass": "muss"}
    hand = {"contract": "muss", "declarer": A, "partner": B, "points": 60, "tricks": 4}
    equal(deltas(opts, hand), [10, 10, -10, -10], "called Ace")
    opts["muss_partner"] = "opposite"
    raises(play, opts, hand, field="partner")
    del hand["partner"]
    equal(deltas(opts, hand), [10, -10, 10, -10], "opposite")
    raises(play, opts, {"contract": "all_pass"}, field="contract")
    hand["stoss"] = 1
    raises(play, opts, hand, field="stoss")


def test_contra_takes_over_item_14():
    hand = {"contract": "rufer", "declarer": A, "partner": C, "points": 60, "tricks": 4}
    hand["stoss"] = 1
    equal(deltas({}, hand), [-20, 20, -20, 20], "default: 60 loses")
    equal(deltas({"contra_takes_over": True}, hand), [20, -20, 20, -20], "defenders need 61")
    hand["points"] = 29
    equal(deltas({"contra_takes_over": True}, hand)[0], -40, "Schneider at 29")


def test_doubling_allowed_and_legen():
    hand = {"contract": "rufer", "declarer": A, "partner": C, "result": "won"}
    for opts, key, n, ok in (
        ({}, "stoss", 1, True),
        ({}, "retour", 1, True),
        ({"doubling_allowed": "none"}, "stoss", 1, False),
        ({"doubling_allowed": "stoss"}, "retour", 1, False),
        ({}, "further_doubles", 1, False),
        ({}, "legers", 1, False),
        ({"legen": "durcheinander"}, "legers", 4, True),
        ({"klopfen": "forehand"}, "knocks", 2, False),
    ):
        case = dict(hand)
        case[key] = n
        if key in ("retour", "further_doubles"):
            case["stoss"] = 1
        if not ok:
            raises(play, opts, case, field=key)
        else:
            equal(deltas(opts, case)[0] > 10, True, key)
    case = dict(hand)
    case["stoss"] = case["retour"] = case["further_doubles"] = 1
    equal(deltas({"doubling_allowed": "escalation"}, case)[0], 80, "escalation")
    case["retour"] = 0
    raises(play, {"doubling_allowed": "escalation"}, case, field="further_doubles")


def test_kreuzbock_round():
    rules, state = start({"kreuzbock_triggers": ["lost_solo"]})
    hand = {"contract": "solo", "declarer": A, "result": "lost"}
    deltas_, state, events = schafkopf.score_hand(rules, state, hand)
    equal(events[1:], [("kreuzbock_round", 4)], "trigger")
    raises(schafkopf.score_hand, rules, state, hand, field="contract")
    kb = {"contract": "kreuzbock", "declarer": B, "result": "won"}
    for _ in range(4):
        got, state, events = schafkopf.score_hand(rules, state, kb)
        equal(got, [-10, 10, -10, 10], "teams sit opposite")
    equal(state["kreuzbock"], 0, "round over")
    raises(schafkopf.score_hand, rules, state, kb, field="contract")


def test_last_round():
    rules, state = start({"last_round_mult": 2, "last_round_solo_only": True})
    rufer = {"contract": "rufer", "declarer": A, "partner": C, "result": "won", "acorn_ober": B}
    state = schafkopf.score_hand(rules, state, rufer)[1]
    got, state, events = schafkopf.score_hand(rules, state, {"call": "last_round"})
    equal((got, events, state["dealer"]), ([0, 0, 0, 0], [("last_round", 4)], B), "old man")
    equal(dict(schafkopf.status(rules, state))["last_round_deals"], 4, "status")
    raises(schafkopf.score_hand, rules, state, rufer, field="contract")
    raises(schafkopf.score_hand, rules, state, {"call": "last_round"}, field="call")
    solo = {"contract": "solo", "declarer": A, "result": "won"}
    for _ in range(4):
        got, state, events = schafkopf.score_hand(rules, state, solo)
        equal(got[A], 300, "last round x2")
    decided = ("decided", {"winners": [A], "losers": [B, C, D]})
    equal((state["over"], state["winners"], events[-1]), (True, [A], decided), "over")
    raises(schafkopf.score_hand, rules, state, solo, field="hand")


def test_status_and_unit():
    rules, state = start({"tariff_preset": "social_points", "stock_sweetener": 1})
    equal(schafkopf.status(rules, state), (("unit", "points"),), "nothing pending")
    state = schafkopf.score_hand(rules, state, {"contract": "all_pass"})[1]
    equal(schafkopf.status(rules, state), (("unit", "points"), ("pot", 4)), "pot")
    equal(
        schafkopf.status(games.make_settings("schafkopf"), state)[0],
        ("unit", "cents"),
        "10/50",
    )
    rules = games.make_settings("schafkopf", {"tariff_preset": "hist_1876"})
    equal(schafkopf.status(rules, state)[0], ("unit", "pfennigs"), "1876")


def test_settings_defaults_of_spec_2_12():
    rules = games.make_settings("schafkopf")
    for key, want in (
        ("tariff_preset", "10/50"), ("impure_rufer_mult", 1), ("impure_solo_mult", 5),
        ("min_runners", 3), ("min_runners_four", 2), ("max_runners", None),
        ("allowed_contracts", ("rufer", "sie", "solo", "tout", "wenz")), ("hochzeit_mult", 2),
        ("bettel_rate", None), ("tout_value_mode", "formula"), ("sie_runners", "count"),
        ("doubling_allowed", "stoss_retour"), ("legen", "off"), ("klopfen", "off"),
        ("contra_takes_over", False), ("on_all_pass", "redeal"), ("stock_sweetener", 0),
        ("pot_rufer_pair", False), ("bock_triggers", ()), ("bock_stacking", "queue"),
        ("bock_counts_thrown_in", True), ("ramsch_settlement", "loser_pays_all"),
        ("ramsch_rate", None), ("jungfrau_mult", True), ("durchmarsch", True),
        ("last_round_mult", 1), ("last_round_solo_only", False), ("pack", "long32"),
        ("jungfrau_pays", "all"), ("durchmarsch_value", "solo"), ("ramsch_tiebreak", "tricks"),
        ("muss_partner", "called_ace"), ("pot_pair_pays", "half"),
    ):  # fmt: skip
        equal(rules[key], want, key)


def test_tariff_custom_rates():
    opts = {"rufer_rate": 20, "solo_rate": 50, "wenz_rate": 20, "geier_rate": 30,
            "schneider_rate": 10, "schwarz_rate": 30, "runner_rate": 10,
            "allowed_contracts": ["wenz", "geier", "kaiser", "rufer"]}  # fmt: skip
    wenz = {"contract": "wenz", "declarer": A, "result": "won_schwarz", "runners": 2}
    equal(deltas(opts, wenz)[0], 3 * (20 + 30 + 20), "Wenz rate, Schwarz 3 units")
    equal(deltas(opts, {"contract": "kaiser", "declarer": A, "result": "won"})[0], 90, "Kaiser")
    rufer = {"contract": "rufer", "declarer": A, "partner": C, "result": "lost_schneider"}
    equal(deltas(opts, rufer)[0], -30, "Rufer rate")
    raises(start, {"unit": 0}, field="settings.unit")


def test_state_is_never_changed():
    rules, state = start({"stock_sweetener": 10, "bock_triggers": ["thrown_in"]})
    before = repr(sorted(state.items()))
    schafkopf.score_hand(rules, state, {"contract": "all_pass"})
    schafkopf.score_hand(rules, state, {"call": "last_round"})
    equal(repr(sorted(state.items())), before, "state untouched")
