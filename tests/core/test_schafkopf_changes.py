"""Bavarian Schafkopf: trumps per contract and pack, the §2.12 settings for runners, Tout, Sie
and laying, the inputs SPEC rules out, and the decisions of 2026-12-01 (SPEC "Changes")."""

from checks import equal, raises
from core import games
from core.schafkopf import rules as schafkopf

A, B, C, D = 0, 1, 2, 3
IMPURE = ["rufer", "solo", "wenz", "tout", "sie", "geier", "suit_wenz", "suit_geier", "kaiser",
          "eisenbahner", "spatz", "suit_kaiser", "suit_eisenbahner", "bettel", "bettel_brett",
          "ramsch_tout", "hochzeit", "muss"]  # fmt: skip


def start(opts, players=4):
    given = {"allowed_contracts": IMPURE}
    for key in opts:
        given[key] = opts[key]
    rules = games.make_settings("schafkopf", given)
    return rules, schafkopf.new_state(rules, players, players - 1)


def play(opts, hand, players=4):
    rules, state = start(opts, players)
    return schafkopf.score_hand(rules, state, hand)[0]


def game(contract, result="won", runners=0, **extra):
    hand = {"contract": contract, "declarer": A, "result": result}
    if runners:
        hand["runners"] = runners
    for key in extra:
        hand[key] = extra[key]
    return hand


def test_trumps_per_contract_and_pack():
    # §2.2, §2.5: the most runners a contract has in each pack; one more is refused
    for contract, pack, most in (
        ("suit_geier", "long32", 11),
        ("suit_geier", "short24", 9),
        ("suit_geier", "short20", 8),
        ("geier", "long32", 4),
        ("geier", "short24", 4),
        ("geier", "short20", 4),
        ("kaiser", "short24", 4),
        ("eisenbahner", "short20", 4),
        ("suit_wenz", "short24", 9),
        ("suit_kaiser", "long32", 11),
        ("suit_eisenbahner", "short24", 9),
        ("spatz", "long32", 4),
        ("ramsch_tout", "long32", 14),
        ("ramsch_tout", "short24", 12),
        ("solo", "short20", 11),
    ):
        opts = {"pack": pack}
        hand = game(contract, runners=most)
        if contract == "ramsch_tout":
            hand = game(contract, runners=most, tricks=0)
            del hand["result"]
        label = "{} {}".format(contract, pack)
        equal(play(opts, hand)[A] > 0, True, label)
        hand["runners"] = most + 1
        raises(play, opts, hand, field="runners")


def test_suit_geier_runners():
    # §2.5 and §8 item 5: a Farbgeier has 11 trumps and pays runners from 3
    equal(play({}, game("suit_geier", runners=2)), [150, -50, -50, -50], "2 runners: none")
    equal(play({}, game("suit_geier", runners=3)), [240, -80, -80, -80], "3 runners")
    equal(play({}, game("suit_geier", runners=6)), [330, -110, -110, -110], "6 runners")


def test_geier_and_kaiser_in_the_short_pack():
    short = {"pack": "short24"}
    equal(play(short, game("geier", runners=2)), [210, -70, -70, -70], "short Geier, 2 runners")
    equal(play(short, game("kaiser", "lost", 3)), [-240, 80, 80, 80], "short Kaiser, 3 runners")
    equal(play(short, game("geier", runners=2), 3), [140, -70, -70], "three players")


def test_ramsch_tout_has_the_rufer_trumps():
    # §2.2: played like a Bettel with the Rufer's trumps, so its runners count from 3
    hand = {"contract": "ramsch_tout", "declarer": A, "tricks": 0, "runners": 3}
    equal(play({}, hand), [240, -80, -80, -80], "won, 3 runners")
    hand["runners"] = 2
    equal(play({}, hand), [150, -50, -50, -50], "below the minimum")
    hand["tricks"] = 1
    equal(play({}, hand), [-150, 50, 50, 50], "lost")


def test_schieberamsch_pays_no_jungfrau():
    # §2.9: the three others each pay r to the winner, however many took no trick
    opts = {"allowed_contracts": ["ramsch"], "ramsch_settlement": "schieberamsch"}
    hand = {"contract": "ramsch", "points": [45, 45, 30, 0], "tricks": [4, 3, 1, 0]}
    equal(play(opts, hand), [-10, -10, -10, 30], "the Jungfrau wins single")
    opts["jungfrau_pays"] = "jungfrau_only"
    equal(play(opts, hand), [-10, -10, -10, 30], "jungfrau_only")


def bad():
    return (
        # §2.2, §2.11: no Sevens in a short pack
        ("contract", {"pack": "short24"}, game("spatz")),
        ("contract", {"pack": "short20"}, game("spatz")),
        # §2.12: W must be 2B or 3B under every tariff
        ("settings.schwarz_rate", {"schneider_rate": 15}, game("solo")),
        ("settings.schwarz_rate", {"schwarz_rate": 25}, game("solo")),
        ("settings.schwarz_rate", {"tariff_preset": "impure", "schneider_rate": 0}, game("solo")),
        # §2.6: the 1876 tariff has no rates to override
        ("settings.solo_rate", {"tariff_preset": "hist_1876", "solo_rate": 10}, game("solo")),
        (
            "settings.runner_half",
            {"tariff_preset": "hist_1876", "runner_half": True},
            game("solo"),
        ),
        # §2.12: half of B needs an even B and no runner_rate beside it
        (
            "settings.runner_half",
            {"tariff_preset": "official", "unit": 3, "runner_half": True},
            game("solo"),
        ),  # fmt: skip
        ("settings.runner_half", {"runner_half": True, "runner_rate": 5}, game("solo")),
        ("settings.tout_fixed", {"tout_fixed": 100}, game("solo")),
        ("legers", {"legen": "nacheinander", "legen_who": "one"}, game("solo", legers=2)),
        ("legers", {"legen": "off", "legen_who": "all"}, game("solo", legers=1)),
    )


def test_bad_input_names_the_field():
    for field, opts, hand in bad():
        raises(play, opts, hand, field=field)


def test_no_muss_in_a_solo_only_last_round():
    opts = {"on_all_pass": "muss", "last_round_solo_only": True}
    rules, state = start(opts)
    state = schafkopf.score_hand(rules, state, {"call": "last_round"})[1]
    muss = {"contract": "muss", "declarer": A, "partner": B, "result": "won"}
    raises(schafkopf.score_hand, rules, state, muss, field="contract")
    # all pass: the deal is thrown in instead
    deltas, state, events = schafkopf.score_hand(rules, state, {"contract": "all_pass"})
    equal((deltas, state["last"]), ([0, 0, 0, 0], 3), "thrown in")
    equal(schafkopf.score_hand(rules, state, game("solo"))[0][A], 150, "a solo is played")


def test_min_runners_per_contract():
    # §2.12: a minimum per contract; unset ones keep min_runners / min_runners_four
    for opts, hand, want in (
        ({"min_runners_rufer": 2}, game("rufer", runners=2, partner=C), 30),
        ({"min_runners_rufer": 2}, game("hochzeit", runners=2, partner=C), 60),
        ({"min_runners_rufer": 2}, game("solo", runners=2), 150),
        ({"min_runners_solo": 4}, game("solo", runners=3), 150),
        ({"min_runners_solo": 4}, game("solo", runners=4), 270),
        ({"min_runners_wenz": 3}, game("wenz", runners=2), 150),
        ({"min_runners_wenz": 3}, game("geier", runners=2), 210),
        ({"min_runners_geier": 3}, game("geier", runners=2), 150),
        ({"min_runners_geier": 3}, game("kaiser", runners=2), 150),
        ({"min_runners_geier": 1}, game("spatz", runners=1), 180),
        ({"min_runners_suit_wenz": 2}, game("suit_wenz", runners=2), 210),
        ({"min_runners_suit_wenz": 2}, game("suit_geier", runners=2), 150),
        ({"min_runners_suit_geier": 2}, game("suit_geier", runners=2), 210),
        ({"min_runners_suit_geier": 2}, game("suit_eisenbahner", runners=2), 210),
        ({"min_runners_four": 3}, game("wenz", runners=2), 150),
        ({"min_runners_four": 3, "min_runners_wenz": 2}, game("wenz", runners=2), 210),
    ):
        equal(play(opts, hand)[A], want, "{} {}".format(opts, hand["contract"]))


def test_runner_rate_half_of_b():
    # §2.12 runner_rate ½B: D-BAV-17 (impure G = 10, Rufer at 2G, runners at ½G)
    opts = {"tariff_preset": "impure", "impure_rufer_mult": 2, "runner_half": True}
    equal(play(opts, game("rufer", runners=4, partner=C)), [40, -40, 40, -40], "D-BAV-17")
    opts = {"runner_half": True, "schneider_rate": 20, "schwarz_rate": 60}
    equal(play(opts, game("solo", runners=3))[B], -80, "half of an overridden B")


def test_fixed_tout_and_sie_values():
    # §2.12 tout_value_mode fixed with a value per defender; runners count twice in a Tout
    opts = {"tout_value_mode": "fixed", "tout_fixed": 150}
    equal(play(opts, game("wenz", runners=2, tout=True))[B], -190, "fixed Tout + 2 runners")
    equal(play(opts, game("solo", "lost", tout=True))[B], 150, "lost fixed Tout")
    equal(play({"tout_value_mode": "fixed"}, game("solo", tout=True))[B], -150, "3 S")
    social = {"tariff_preset": "social_points", "tout_fixed": 5}
    equal(play(social, game("solo", tout=True))[B], -5, "points preset's Tout replaced")
    equal(play({"sie_fixed": 300}, game("sie", runners=8))[B], -300, "fixed Sie")
    sheet = {"tariff_preset": "tournament", "sie_fixed": 12}
    equal(play(sheet, game("sie", runners=8))[B], -12, "sheet Sie replaced")
    # the fixed values are not rates: a rate override leaves them (§2.6 notes)
    sheet = {"tariff_preset": "tournament", "solo_rate": 3}
    equal(play(sheet, game("solo"))[B], -3, "Solo at the new S")
    equal(play(sheet, game("solo", tout=True))[B], -6, "Tout stays 6")
    equal(play(sheet, game("sie", runners=8))[B], -14, "Sie stays 14")
    equal(play({"tariff_preset": "social_points", "solo_rate": 3}, game("solo", tout=True))[B],
          -6, "social Tout stays 6")  # fmt: skip


def test_legen_who():
    # §2.12: who may lay; forehand or one player: one Leger at most
    for who, most in (("forehand", 1), ("one", 1), ("all", 4)):
        opts = {"legen": "durcheinander", "legen_who": who}
        equal(play(opts, game("solo", legers=most))[A], 150 << most, who)
        raises(play, opts, game("solo", legers=most + 1), field="legers")


def test_suit_kaiser_and_eisenbahner():
    # §2.2, §2.6: suit forms of the Geier type, at geier_rate when it is set
    equal(play({}, game("suit_kaiser", runners=3)), [240, -80, -80, -80], "Farbkaiser")
    equal(play({"geier_rate": 30}, game("suit_eisenbahner"))[A], 90, "geier_rate")
    raises(play, {"allowed_contracts": ["solo"]}, game("suit_kaiser"), field="contract")


def test_lost_bettel_family_is_a_lost_solo_8_48():
    # D-BAV-24: a lost Bettel starts a Bock round; the next 4 deals are doubled, the fifth not
    rules, state = start({"bock_triggers": ["lost_solo"]})
    bettel = {"contract": "bettel", "declarer": A, "tricks": 2}
    deltas, state, events = schafkopf.score_hand(rules, state, bettel)
    equal((deltas, events[1:]), ([-150, 50, 50, 50], [("bock_round", 4)]), "D-BAV-24 trigger")
    got = []
    for _ in range(5):
        got.append(schafkopf.score_hand(rules, state, game("rufer", partner=C))[0][A])
        state = schafkopf.score_hand(rules, state, game("rufer", partner=C))[1]
    equal(got, [20, 20, 20, 20, 10], "D-BAV-24 four Bock deals")
    for contract in ("bettel_brett", "ramsch_tout"):
        rules, state = start({"bock_triggers": ["lost_solo"]})
        hand = {"contract": contract, "declarer": A, "tricks": 1}
        equal(schafkopf.score_hand(rules, state, hand)[2][1:], [("bock_round", 4)], contract)
        hand["tricks"] = 0
        equal(schafkopf.score_hand(rules, state, hand)[2][1:], [], contract + " won")
    # the Kreuzbock round's "lost Solo" (§2.10) stays a solo game's
    rules, state = start({"kreuzbock_triggers": ["lost_solo"]})
    equal(schafkopf.score_hand(rules, state, bettel)[2][1:], [], "no Kreuzbock after a Bettel")
    rules, state = start({"bock_triggers": ["lost_solo"]})
    lost = game("rufer", "lost", partner=C)
    equal(schafkopf.score_hand(rules, state, lost)[2][1:], [], "a lost Rufer is no solo")


def test_pot_rufer_pair_covers_every_partnership_game_8_49():
    # D-BAV-22 and the rest of the Rufer-rate pairs: half the pot each, or half of it each in
    opts = {"pot_rufer_pair": True, "on_all_pass": "muss", "kreuzbock_triggers": ["lost_solo"],
            "stock_sweetener": 10}  # fmt: skip
    for hand, won, lost in (
        (game("hochzeit", partner=C), [40, -20, 40, -20], [-40, 20, -40, 20]),
        (game("muss", partner=C), [30, -10, 30, -10], [-30, 10, -30, 10]),
        (game("kreuzbock"), [30, -10, 30, -10], [-30, 10, -30, 10]),
    ):
        for result, want, pot in (("won", won, 0), ("lost", lost, 80)):
            rules, state = start(opts)
            state["pot"] = 40
            if hand["contract"] == "kreuzbock":
                state["kreuzbock"] = 4
            hand = dict(hand, result=result)
            deltas, after, events = schafkopf.score_hand(rules, state, hand)
            equal((deltas, after["pot"]), (want, pot), hand["contract"] + " " + result)


def test_rate_keys_override_a_preset_8_50():
    # D-BAV-23: wenz_rate on the 10/50 preset, no tariff: custom needed
    equal(play({"wenz_rate": 20}, game("wenz")), [60, -20, -20, -20], "D-BAV-23")
    raises(play, {"schneider_rate": 15}, game("wenz"), field="settings.schwarz_rate")
    opts = {"tariff_preset": "10/20", "schneider_rate": 10, "schwarz_rate": 30}
    equal(play(opts, game("solo", "won_schwarz"))[B], -50, "Schwarz 3B on 10/20")
    opts = {"tariff_preset": "official", "unit": 2, "rufer_rate": 5}
    equal(play(opts, game("rufer", partner=C))[B], -5, "R on official(2)")
    equal(play(opts, game("solo"))[B], -10, "S stays 5u")


def test_tricks_without_points_must_fit_the_result():
    # §1, §2.4: one trick holds at most 44 card points, so it cannot win; seven tricks leave
    # the defenders one, so they cannot lose; Schwarz goes by all or no tricks
    for result, tricks in (("won", 1), ("lost", 7), ("won_schneider", 2), ("won_schwarz", 3),
                           ("lost_schwarz", 1), ("lost_schneider", 7)):  # fmt: skip
        raises(play, {}, game("solo", result, tricks=tricks), field="tricks")
    for result, tricks, value in (("won", 2, 50), ("lost", 6, -50), ("won_schneider", 3, 60)):
        equal(play({}, game("solo", result, tricks=tricks))[A], 3 * value)
    # the same in a Muss, whose lines move down by one (60 wins)
    raises(play, {"on_all_pass": "muss"}, game("muss", "won", tricks=1, partner=B), field="tricks")
