"""What each game says of itself (core.facts): its registry row, describe, unit, pairs, title;
one ranking with ties and one money format for every screen, table, export and report."""

from checks import equal, let_go_games
from core import facts, games, payments, settlement


def test_equal_totals_share_a_place():
    equal(settlement.places([21, 12, 21, 12]), [1, 3, 1, 3], "partners on 21 each")
    equal(settlement.order([21, 12, 21, 12]), [0, 2, 1, 3], "seat order within a tie")
    equal(settlement.places([5, 9, 5, 1]), [2, 1, 2, 4])
    equal(settlement.places([]), [])


def test_one_money_format():
    equal(payments.amount(1240), "12.40")
    equal(payments.amount(-5, True), "-0.05")
    equal(payments.amount(305, True, ","), "+3,05")
    equal(payments.amount(0, True), "0.00", "nothing has no sign")


def test_one_row_per_game():
    equal(len(games.ROWS), len(games.GAMES))
    for row in games.ROWS:
        equal(games.row(row[0]), row)
        equal(games.seats(row[0]), row[2])
    equal(games.row("bauernschnapsen")[1], "core.bauernschnapsen", "its package by the row")


def test_the_title_follows_the_settings():
    rules = games.make_settings("skat", {"scoring_system": "bierlachs", "bierlachs_target": 301})
    equal(facts.title("skat", rules, 3), ("skat_bierlachs", 301))
    rules = games.make_settings("skat")
    equal(facts.title("skat", rules, 3), ("skat", None))
    rules = games.make_settings("bauernschnapsen")
    equal(facts.title("bauernschnapsen", rules, 3), ("talonschnapsen", None))
    equal(facts.title("bauernschnapsen", rules, 4), ("bauernschnapsen", None))


def test_unit_and_pairs():
    want = (
        ("schafkopf", {}, 4, "cents", False),
        ("schafkopf", {"tariff_preset": "social_points"}, 4, "points", False),
        ("bierkopf", {}, 4, "points", True),
        ("bierkopf", {"stake": "bolln_count"}, 4, "bolln", True),
        ("german_schafkopf", {}, 4, "strokes", True),
        ("german_schafkopf", {"tally_per": "player"}, 4, "strokes", False),
        ("skat", {}, 3, "points", False),
        ("bauernschnapsen", {}, 4, "points", True),
        ("bauernschnapsen", {}, 3, "points", False),
    )
    for game, given, players, unit, paired in want:
        rules = games.make_settings(game, given)
        equal(facts.unit(game, rules), unit, game)
        equal(facts.paired(game, rules, players), paired, game)
        let_go_games()


def _described(game, given, players, hands):
    rules = games.make_settings(game, given)
    state = games.new_state(game, rules, players, 0)
    out = []
    for hand in hands:
        _, state, events = games.score_hand(game, rules, state, hand)
        out += facts.descriptions(game, rules, [(hand, events)])
    let_go_games()
    return out


def test_an_overbid_game_is_described_as_lost_with_its_bid():
    hand = {"game": "clubs", "declarer": 0, "bid": 36, "matadors": 1, "result": "won"}
    got = _described("skat", {}, 3, [hand])[0]
    equal((got["contract"], got["declarer"], got["result"]), ("clubs", 0, "lost"))
    equal((got["won"], got["bid"], got["overbid"], got["cards"]), (False, 36, 36, "won"))


def test_a_skat_ramsch_is_a_ramsch_with_its_losers():
    hand = {"game": "pass", "points": [50, 40, 30], "tricks": [4, 3, 3]}
    got = _described("skat", {"on_all_pass": "ramsch"}, 3, [hand])[0]
    equal((got["contract"], got["ramsch_lost"]), ("ramsch", [0]))
    got = _described("skat", {}, 3, [{"game": "pass"}])[0]
    equal((got["contract"], got["redeal"]), ("pass", "all_passed"))


def test_what_the_core_derived_is_described():
    # Card points give the result; a Bauernschnapsen contract nobody declared is forehand's.
    got = _described(
        "schafkopf", {}, 4, [{"contract": "solo", "declarer": 2, "points": 95, "tricks": 6}]
    )
    equal(got[0]["result"], "won_schneider")
    got = _described("bierkopf", {}, 4, [{"points": [35, 85]}])[0]
    equal((got["winners"], got["level"]), ([1, 3], "simple"))
    got = _described("bauernschnapsen", {}, 4, [{"contract": "bettler", "won": False}])[0]
    equal((got["contract"], got["declarer"], got["won"]), ("bettler", 1, False), "forehand")
