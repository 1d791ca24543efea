"""Bauernschnapsen and Talonschnapsen: every SPEC §7 example (E-S1-*, D-BSN-*), §8 items 39-43,
the 24-point game with its Bummerl, and one test per validation rule naming its field."""

from checks import equal, raises
from core import games, sheet
from core.bauernschnapsen import rules as schnapsen

ALL = list(schnapsen.NAMES[:-2])


def _settings(given=None):
    return games.make_settings("bauernschnapsen", given)


def _state(st, players=4, scores=None):
    """A state whose forehand is seat 0 (the dealer sits at the last seat)."""
    state = schnapsen.new_state(st, players, players - 1)
    if scores is not None:
        state["scores"] = list(scores)
    return state


def _score(given, hand, players=4, scores=None):
    st = _settings(given)
    return schnapsen.score_hand(st, _state(st, players, scores), hand)


def _normal(won, points, tricks, melds=0, flecks=0):
    hand = {"contract": "normal", "won": won, "loser_points": points, "loser_tricks": tricks}
    if melds:
        hand["loser_melds"] = melds
    if flecks:
        hand["flecks"] = flecks
    return hand


def _said(won, result, flecks=0):
    """A normal game by its result as the table says it, not the losers' points."""
    hand = {"contract": "normal", "won": won, "result": result}
    if flecks:
        hand["flecks"] = flecks
    return hand


def _with(hand, key, value):
    hand = dict(hand)
    hand[key] = value
    return hand


def _play(contract, declarer, won=True, flecks=0, also=None):
    hand = {"contract": contract, "declarer": declarer, "won": won, "flecks": flecks}
    if also:
        hand["also_bid"] = also
    return hand


# (example, settings, players, scores before, hand, deltas). Forehand is seat 0; team A is
# seats 0+2, team B seats 1+3.
HANDS = (
    ("E-S1-1 losers 33 or more", None, 4, None, _normal(True, 33, 2), [1, 0, 1, 0]),
    ("E-S1-1 losers under 33", None, 4, None, _normal(True, 32, 1), [2, 0, 2, 0]),
    ("E-S1-1 losers took no trick", None, 4, None, _normal(True, 0, 0), [3, 0, 3, 0]),
    ("E-S1-1 caller's side loses", None, 4, None, _normal(False, 40, 2), [0, 1, 0, 1]),
    ("D-BSN-01 losers 40 in 2 tricks", None, 4, None, _normal(True, 40, 2), [1, 0, 1, 0]),
    ("D-BSN-01 losers 32 in 1 trick", None, 4, None, _normal(True, 32, 1), [2, 0, 2, 0]),
    ("D-BSN-01 no trick, Twenty void", None, 4, None, _normal(True, 0, 0), [3, 0, 3, 0]),
    ("D-BSN-02 Bettler", None, 4, None, _play("bettler", 1), [0, 4, 0, 4]),
    ("D-BSN-02 Bettler x2", None, 4, None, _play("bettler", 1, True, 1), [0, 8, 0, 8]),
    ("D-BSN-02 Bettler x4", None, 4, None, _play("bettler", 1, True, 2), [0, 16, 0, 16]),
    ("D-BSN-02 Bettler x8", None, 4, None, _play("bettler", 1, True, 3), [0, 32, 0, 32]),
    ("E-S1-3 gespritzt", None, 4, None, _normal(True, 40, 2, 0, 1), [2, 0, 2, 0]),
    ("E-S1-1 said: losers 33 or more", None, 4, None, _said(True, "simple"), [1, 0, 1, 0]),
    ("E-S1-1 said: losers under 33", None, 4, None, _said(True, "schneider"), [2, 0, 2, 0]),
    ("E-S1-1 said: no trick", None, 4, None, _said(True, "schwarz"), [3, 0, 3, 0]),
    ("E-S1-1 said: caller's side loses", None, 4, None, _said(False, "simple"), [0, 1, 0, 1]),
    ("E-S1-3 said: Retour", None, 4, None, _said(True, "schneider", 2), [8, 0, 8, 0]),
    ("Talon said: lost Schwarz", None, 3, None, _said(False, "schwarz"), [0, 3, 3]),
    ("E-S1-3 Retour", None, 4, None, _normal(True, 40, 2, 0, 2), [4, 0, 4, 0]),
    ("E-S1-3 Re x8", None, 4, None, _normal(True, 40, 2, 0, 3), [8, 0, 8, 0]),
    ("D-BSN-03 Schnapser fails", None, 4, None, _play("schnapser", 0, False), [0, 6, 0, 6]),
    ("D-BSN-03 failed, gespritzt", None, 4, None, _play("schnapser", 0, False, 1), [0, 12, 0, 12]),
    (
        "E-S1-5 Kontrabauernschnapser",
        None,
        4,
        None,
        _play("kontrabauernschnapser", 3),
        [0, 24, 0, 24],
    ),
    ("E-S1-6 Talon declarer wins", None, 3, None, _play("gang", 1), [0, 9, 0]),
    ("E-S1-6 Talon declarer fails", None, 3, None, _play("gang", 1, False), [9, 0, 9]),
    (
        "D-BSN-08 X fails Bauernschnapser",
        None,
        3,
        None,
        _play("bauernschnapser", 0, False),
        [0, 12, 12],
    ),
    ("D-BSN-08 X wins a Gang", None, 3, None, _play("gang", 0), [9, 0, 0]),
    (
        "D-BSN-09 Farbenringerl gespritzt",
        {"ringerl_enabled": True},
        4,
        None,
        _play("farbenringerl", 1, True, 1),
        [0, 36, 0, 36],
    ),
    (
        "E-S1-7 Freundschaftsschnapser",
        {"contracts_enabled": ALL},
        4,
        None,
        _play("freundschaftsschnapser", 2),
        [6, 0, 6, 0],
    ),
    ("§8.39 default: Schnapser by forehand", None, 4, None, _play("schnapser", 0), [6, 0, 6, 0]),
    (
        "§8.39 alternative: partner may bid",
        {"partner_may_bid": True},
        4,
        None,
        _play("schnapser", 2),
        [6, 0, 6, 0],
    ),
    (
        "§8.40 failed Gang scores for the opponents",
        None,
        4,
        None,
        _play("gang", 3, False),
        [9, 0, 9, 0],
    ),
    (
        "§8.40 Talon: failed contract, each other scores",
        None,
        3,
        None,
        _play("bettler", 2, False, 1),
        [8, 8, 0],
    ),
    (
        "§8.42 default: melds count for the 33",
        None,
        4,
        None,
        _normal(True, 40, 2, 20),
        [1, 0, 1, 0],
    ),
    (
        "§8.42 alternative: cards only",
        {"melds_count_for_33": False},
        4,
        None,
        _normal(True, 40, 2, 20),
        [2, 0, 2, 0],
    ),
    (
        "count-down: points go off the 24",
        {"counting": "down_from_24"},
        4,
        [24] * 4,
        _play("gang", 1),
        [0, -9, 0, -9],
    ),
    ("Talon normal game lost by the caller", None, 3, None, _normal(False, 50, 3), [0, 1, 1]),
    (
        "gang_wins: Gang played over Zehnergang",
        {"contracts_enabled": ALL},
        4,
        None,
        _play("gang", 1, True, 0, "zehnergang"),
        [0, 9, 0, 9],
    ),
    (
        "zehnergang_wins",
        {"contracts_enabled": ALL, "gang_vs_zehnergang": "zehnergang_wins"},
        4,
        None,
        _play("zehnergang", 1, True, 0, "gang"),
        [0, 10, 0, 10],
    ),
)

# E-S1-2: (contract, a seat allowed to bid it with forehand at seat 0, value).
VALUES = (
    ("bettler", 1, 4),
    ("assenbettler", 3, 5),
    ("assbettler", 0, 5),
    ("schnapser", 0, 6),
    ("plauderer", 2, 7),
    ("gang", 1, 9),
    ("zehnergang", 0, 10),
    ("bauernschnapser", 0, 12),
    ("bauernloch", 0, 12),
    ("kontraschnapser", 1, 12),
    ("farbenringerl", 3, 18),
    ("trumpfringerl", 0, 24),
    ("kontrabauernschnapser", 3, 24),
)


def test_every_hand_vector():
    for label, given, players, scores, hand, want in HANDS:
        deltas = _score(given, hand, players, scores)[0]
        equal(deltas, want, label)


def test_contract_values_e_s1_2():
    st = _settings({"contracts_enabled": ALL, "ringerl_enabled": True})
    for name, seat, value in VALUES:
        deltas = schnapsen.score_hand(st, _state(st), _play(name, seat))[0]
        equal(deltas[seat], value, "E-S1-2 " + name)
        equal(deltas[(seat + 2) % 4], value, "E-S1-2 partner of " + name)
        equal(deltas[(seat + 1) % 4], 0, "E-S1-2 opponent of " + name)


def test_flecken_double_each_step_e_s1_3():
    st = _settings({"contracts_enabled": ALL, "ringerl_enabled": True})
    for name, seat, value in VALUES:
        # a failed contract scores for the opponents; a Ringerl is never lost (§6.2)
        won = name.endswith("ringerl")
        for flecks in range(4):
            deltas = schnapsen.score_hand(st, _state(st), _play(name, seat, won, flecks))[0]
            equal(deltas[(seat + (0 if won else 1)) % 4], value << flecks, "E-S1-3 " + name)


def test_kontrabauernschnapser_ends_the_game_e_s1_5():
    st = _settings()
    deltas, new, events = schnapsen.score_hand(st, _state(st), _play("kontrabauernschnapser", 1))
    equal(deltas, [0, 24, 0, 24], "E-S1-5 deltas")
    equal(events[1], ("bummerl_game_won", [1, 3]), "E-S1-5 won")
    equal(new["bummerl"], [2, 0, 2, 0], "E-S1-5 0 points: Schneider")
    # Failed, it is 24 for the other team: the game is over just the same.
    events = schnapsen.score_hand(st, _state(st), _play("kontrabauernschnapser", 1, False))[2]
    equal(events[1], ("bummerl_game_won", [0, 2]), "E-S1-5 failed")


def test_normal_bummerl_e_s1_4():
    st = _settings()
    deltas, new, events = schnapsen.score_hand(
        st, _state(st, 4, [20, 5, 20, 5]), _normal(True, 40, 2, 0, 2)
    )
    equal(deltas, [4, 0, 4, 0], "E-S1-4 deltas")
    equal(
        events[1:],
        [
            ("bummerl_game_won", [0, 2]),
            ("bummerl", {"seat": 1, "kind": "bummerl", "count": 1}),
            ("bummerl", {"seat": 3, "kind": "bummerl", "count": 1}),
        ],
    )
    equal(new["bummerl"], [0, 1, 0, 1], "E-S1-4 one Bummerl")
    equal(new["scores"], [0, 0, 0, 0], "E-S1-4 a fresh game")


def test_schneider_d_bsn_04_and_overshoot_8_43():
    st = _settings()
    deltas, new, events = schnapsen.score_hand(st, _state(st, 4, [22, 0, 22, 0]), _play("gang", 0))
    equal(deltas, [9, 0, 9, 0], "D-BSN-04 deltas")
    equal(
        events[2:],
        [
            ("bummerl", {"seat": 1, "kind": "schneider", "count": 2}),
            ("bummerl", {"seat": 3, "kind": "schneider", "count": 2}),
        ],
    )
    equal(new["bummerl"], [0, 2, 0, 2], "D-BSN-04 Schneider = 2")
    # §8 item 43: 31 is not carried into the next game.
    equal(new["scores"], [0, 0, 0, 0], "§8.43 no carry")
    equal(schnapsen.status(st, new), (("to_target", [24] * 4), ("bummerl", [0, 2, 0, 2])))


def _run(st, state, hands):
    """The state after `hands`, and their events other than each hand's outcome."""
    events = []
    for hand in hands:
        state = schnapsen.score_hand(st, state, hand)[1:]
        state, events = state[0], events + [e for e in state[1] if e[0] != "outcome"]
    return state, events


def test_retourschneider_d_bsn_05_and_8_41():
    st = _settings()
    # A (seats 0+2) reaches 23:0 over three hands; forehand moves on each hand.
    start = _state(st)
    lead, events = _run(
        st, start, [_play("bauernschnapser", 0), _play("gang", 2), _normal(True, 30, 1)]
    )
    equal(lead["scores"], [23, 0, 23, 0], "D-BSN-05 23:0")
    equal(lead["had_23_0"], [True, False], "§8.41 flag")
    equal(lead["dealer"], 2, "D-BSN-05 forehand is seat 3")
    # B: a Bauernschnapser by forehand (seat 3), then A's forehand fails one: 12 + 12.
    end, events = _run(st, lead, [_play("bauernschnapser", 3), _play("bauernschnapser", 0, False)])
    equal(events[0], ("bummerl_game_won", [1, 3]), "D-BSN-05 B wins")
    equal(
        events[1:],
        [
            ("bummerl", {"seat": 0, "kind": "retourschneider", "count": 4}),
            ("bummerl", {"seat": 2, "kind": "retourschneider", "count": 4}),
        ],
    )
    equal(end["bummerl"], [4, 0, 4, 0], "D-BSN-05 Retourschneider = 4")
    equal(end["had_23_0"], [False, False], "§8.41 flag reset")
    # §8 item 41 literally: a 23:1 lead that is lost is a plain Bummerl.
    near = _state(st, 4, [22, 1, 22, 1])
    near, events = _run(st, near, [_normal(True, 40, 2), _play("kontrabauernschnapser", 0, False)])
    equal(near["bummerl"], [1, 0, 1, 0], "§8.41 23:1 is no Retourschneider")
    # Other settings for the count.
    st = _settings({"retourschneider_bummerl": 3, "schneider_bummerl": 3})
    end = _run(st, lead, [_play("kontrabauernschnapser", 0, False)])[0]
    equal(end["bummerl"], [3, 0, 3, 0], "retourschneider_bummerl=3")


def test_countdown_d_bsn_06_and_8_41_8_43():
    st = _settings({"counting": "down_from_24"})
    state = _state(st, 4, [3, 24, 3, 24])
    state, events = _run(st, state, [_normal(True, 32, 1)])
    equal(state["scores"], [1, 24, 1, 24], "D-BSN-06 A at 1")
    equal(state["had_23_0"], [True, False], "§8.41 count-down 1 : 24")
    state, events = _run(st, state, [_play("bettler", 2)])
    equal(events[0], ("bummerl_game_won", [0, 2]), "D-BSN-06 A wins at -3")
    equal(state["bummerl"], [0, 2, 0, 2], "D-BSN-06 B untouched: Schneider")
    equal(state["scores"], [24] * 4, "§8.43 count-down restarts at 24")
    equal(schnapsen.status(st, state)[0], ("to_target", [24] * 4))
    # §8 item 41 alternative: the count-down team that stood at 1 : 24 and lost.
    state = _state(st, 4, [1, 24, 1, 24])
    state["had_23_0"] = [True, False]
    state = schnapsen.score_hand(st, state, _play("kontrabauernschnapser", 1))[1]
    equal(state["bummerl"], [4, 0, 4, 0], "§8.41 count-down Retourschneider")


def test_kontrabauernschnapser_d_bsn_07():
    st = _settings()
    state = _state(st, 4, [10, 0, 10, 0])
    deltas, new, events = schnapsen.score_hand(st, state, _play("kontrabauernschnapser", 1))
    equal(deltas, [0, 24, 0, 24], "D-BSN-07 B +24")
    equal(
        events[1:],
        [
            ("bummerl_game_won", [1, 3]),
            ("bummerl", {"seat": 0, "kind": "bummerl", "count": 1}),
            ("bummerl", {"seat": 2, "kind": "bummerl", "count": 1}),
        ],
    )
    equal(new["bummerl"], [1, 0, 1, 0], "D-BSN-07 A 1 Bummerl")
    equal(new["over"], False, "the evening goes on")


def test_talon_bummerl_rules():
    st = _settings()
    # Fewest points: only seat 2 (0 points: Schneider).
    new, events = schnapsen.score_hand(st, _state(st, 3, [20, 5, 0]), _play("gang", 0))[1:]
    equal(
        events[1:],
        [("bummerl_game_won", [0]), ("bummerl", {"seat": 2, "kind": "schneider", "count": 2})],
        "fewest, Schneider",
    )
    equal(new["bummerl"], [0, 0, 2], "fewest")
    # Tied for fewest: both get one.
    new = schnapsen.score_hand(st, _state(st, 3, [20, 3, 3]), _play("gang", 0))[1]
    equal(new["bummerl"], [0, 1, 1], "tie")
    # A failed contract: both others pass 24.
    new, events = schnapsen.score_hand(st, _state(st, 3, [0, 20, 20]), _play("gang", 0, False))[1:]
    equal(
        events[1:],
        [("bummerl_game_won", [1, 2]), ("bummerl", {"seat": 0, "kind": "schneider", "count": 2})],
        "two winners",
    )
    # Regional option: everyone below 24.
    st = _settings({"talon_bummerl_rule": "everyone_below_24"})
    new = schnapsen.score_hand(st, _state(st, 3, [20, 5, 0]), _play("gang", 0))[1]
    equal(new["bummerl"], [0, 1, 2], "everyone_below_24")
    equal(new["scores"], [0, 0, 0], "fresh game")


def test_redeal_three_unters():
    st = _settings()
    state = _state(st)
    deltas, new, events = schnapsen.score_hand(st, state, {"redeal": True, "v": 1})
    equal(deltas, [0, 0, 0, 0], "no score")
    equal(events, [("redeal", None)], "event")
    equal(new["dealer"], state["dealer"], "same dealer")
    equal(new["hand_no"], 1, "counted")
    raises(schnapsen.score_hand, st, state, {"redeal": True, "contract": "gang"}, field="redeal")


def test_state_is_not_changed_and_dealer_rotates():
    st = _settings()
    state = _state(st, 4, [22, 0, 22, 0])
    before = sheet.copy_state(state)
    new = schnapsen.score_hand(st, state, _play("gang", 0))[1]
    equal(state, before, "state untouched")
    equal(new["dealer"], 0, "the caller deals next")


def test_settings_defaults_6_8():
    st = _settings()
    equal(st["counting"], "up_to_24")
    equal(st["target"], 24)
    equal(
        st["contracts_enabled"],
        (
            "bauernschnapser",
            "bettler",
            "gang",
            "kontrabauernschnapser",
            "kontraschnapser",
            "normal",
            "schnapser",
        ),
    )
    equal(st["ringerl_enabled"], False)
    equal(st["gang_vs_zehnergang"], "gang_wins")
    equal(st["max_flecks"], 3)
    equal((st["schneider_bummerl"], st["retourschneider_bummerl"]), (2, 4))
    equal(st["talon_bummerl_rule"], "fewest_points")
    equal(st["cents_per_bummerl"], 0)
    equal((st["partner_may_bid"], st["melds_count_for_33"]), (False, True))
    raises(_settings, {"contracts_enabled": ["farbenringerl"]}, field="settings.contracts_enabled")
    raises(_settings, {"target": 21}, field="settings.target")


def test_settle_the_evening():
    st = _settings({"cents_per_bummerl": 100})
    state = _state(st)
    state["bummerl"] = [0, 2, 0, 2]
    equal(schnapsen.settle(st, state), [200, -200, 200, -200], "teams")
    state = _state(st, 3)
    state["bummerl"] = [2, 0, 1]
    equal(schnapsen.settle(st, state), [-300, 300, 0], "Talon: each pair settles")
    equal(schnapsen.settle(_settings(), state), [0, 0, 0], "cents_per_bummerl=0")


def test_games_registry_routes_here():
    equal(games.rules("bauernschnapsen") is schnapsen, True)
    st = games.make_settings("bauernschnapsen")
    equal(games.new_state("bauernschnapsen", st, 3, 0)["bummerl"], [0, 0, 0])
    raises(games.new_state, "bauernschnapsen", st, 5, field="players")


# (field named, settings, players, hand). Forehand is seat 0.
BAD = (
    ("contract", None, 4, {"won": True}),
    ("contract", None, 4, {"contract": "grand", "won": True}),
    ("contract", None, 4, _play("assenbettler", 1)),
    ("contract", None, 4, _play("farbenringerl", 1)),
    ("contract", {"contracts_enabled": ALL}, 4, _play("zehnergang", 1, True, 0, "gang")),
    ("also_bid", {"contracts_enabled": ALL}, 4, _play("bettler", 1, True, 0, "gang")),
    ("also_bid", None, 4, _play("gang", 1, True, 0, "zehnergang")),
    ("also_bid", {"contracts_enabled": ALL}, 4, _play("gang", 1, True, 0, "gang")),
    ("also_bid", {"contracts_enabled": ALL}, 3, _play("gang", 1, True, 0, "gang")),
    ("declarer", None, 4, _play("kontraschnapser", 0)),
    ("declarer", None, 4, _play("kontraschnapser", 2)),
    ("declarer", None, 4, {"contract": "kontraschnapser", "won": True}),
    ("declarer", None, 4, _play("schnapser", 2)),
    ("declarer", None, 4, _play("bauernschnapser", 1)),
    ("declarer", None, 4, _with(_normal(True, 40, 2), "declarer", 1)),
    ("declarer", {"ringerl_enabled": True}, 4, _play("trumpfringerl", 2)),
    ("declarer", {"ringerl_enabled": True}, 4, _play("farbenringerl", 0)),
    ("declarer", {"contracts_enabled": ALL}, 4, _play("freundschaftsschnapser", 0)),
    ("declarer", {"contracts_enabled": ALL}, 4, _play("bauernloch", 2)),
    ("won", {"ringerl_enabled": True}, 4, _play("farbenringerl", 1, False)),
    ("won", {"ringerl_enabled": True}, 4, _play("trumpfringerl", 0, False)),
    ("won", {"ringerl_enabled": True}, 3, _play("trumpfringerl", 0, False)),
    ("declarer", {"contracts_enabled": ALL}, 3, _play("freundschaftsschnapser", 1)),
    ("declarer", None, 3, _play("kontraschnapser", 0)),
    ("declarer", None, 4, _play("gang", 4)),
    ("won", None, 4, {"contract": "gang", "declarer": 1}),
    ("won", None, 4, {"contract": "gang", "declarer": 1, "won": 1}),
    ("flecks", None, 4, _play("gang", 1, True, 4)),
    ("flecks", {"max_flecks": 1}, 4, _play("gang", 1, True, 2)),
    ("loser_points", None, 4, _with(_play("gang", 1), "loser_points", 40)),
    ("loser_tricks", None, 4, _with(_play("gang", 1), "loser_tricks", 2)),
    ("loser_melds", None, 4, _normal(True, 20, 0, 20)),
    ("loser_melds", None, 4, _normal(True, 50, 2, 30)),
    ("loser_points", None, 4, _normal(True, 10, 0)),
    ("loser_points", None, 4, _normal(True, 45, 1)),
    ("loser_points", None, 4, _normal(True, 19, 2)),
    ("loser_points", None, 4, _normal(True, 121, 4)),
    ("loser_points", None, 4, {"contract": "normal", "won": True, "loser_tricks": 2}),
    ("loser_tricks", None, 4, _normal(True, 60, 5)),
    ("loser_tricks", None, 3, _normal(True, 60, 6)),
    ("loser_tricks", None, 4, {"contract": "normal", "won": True, "loser_points": 40}),
    ("result", None, 4, _said(True, "schneider 2")),
    ("result", None, 4, _said(True, None)),
    ("result", None, 4, _said(True, 2)),
    ("result", None, 4, _with(_play("gang", 1), "result", "simple")),
    ("loser_tricks", None, 4, _with(_said(True, "schwarz"), "loser_tricks", 0)),
    ("loser_points", None, 4, _with(_said(True, "simple"), "loser_points", 40)),
    ("loser_melds", None, 4, _with(_said(True, "simple"), "loser_melds", 20)),
    ("colour", None, 4, _with(_play("gang", 1), "colour", "red")),
    ("v", None, 4, _with(_play("gang", 1), "v", 2)),
    ("hand", None, 4, ["gang"]),
)


def test_bad_input_names_the_field():
    for field, given, players, hand in BAD:
        raises(_score, given, hand, players, field=field)


def test_caller_only_covers_the_schnapser_family_8_39():
    # Decision 2026-12-01: Schnapser, Bauernschnapser and Bauernloch are the caller's bids;
    # partner_may_bid opens all three to forehand's partner (seat 2), and nothing else.
    for name, value in (("schnapser", 6), ("bauernschnapser", 12), ("bauernloch", 12)):
        given = {"contracts_enabled": ALL}
        raises(_score, given, _play(name, 2), field="declarer")
        equal(_score(given, _play(name, 0))[0], [value, 0, value, 0], name + " by the caller")
        given["partner_may_bid"] = True
        equal(_score(given, _play(name, 2))[0], [value, 0, value, 0], name + " by the partner")
        raises(_score, given, _play(name, 1), field="declarer")
    given = {"contracts_enabled": ALL, "partner_may_bid": True}
    raises(_score, given, _play("kontraschnapser", 2), field="declarer")


def test_a_lost_farbenring_at_three_pays_each_other_player_6_7():
    # SPEC §6.7 (Changes 2026-12-03): at three a Farbenring is played for all 6 tricks, so it
    # can be lost, and then each of the other two scores its 18; each fleck doubles (§6.3).
    # Forehand is seat 0; the Farbenring is bid by anyone but forehand.
    given = {"ringerl_enabled": True}
    for flecks, value in ((0, 18), (1, 36), (3, 144)):
        got = _score(given, _play("farbenringerl", 1, False, flecks), 3)[0]
        equal(got, [value, 0, value], "lost with {} flecks".format(flecks))
    equal(_score(given, _play("farbenringerl", 2, True, 1), 3)[0], [0, 0, 36], "won")
    got = _score({"ringerl_enabled": True, "counting": "down_from_24"},
                 _play("farbenringerl", 2, False), 3)[0]  # fmt: skip
    equal(got, [-18, -18, 0], "count-down")
    # The 4-player game shows it, and the Trumpfringerl is shown at three too (§6.2, §6.7).
    raises(_score, given, _play("farbenringerl", 1, False), 4, field="won")
    raises(_score, given, _play("trumpfringerl", 0, False), 3, field="won")


def test_also_bid_names_the_other_gang():
    # §6.2: with Gang and Zehnergang both bid, also_bid names the one not played.
    given = {"contracts_enabled": ALL}
    equal(_score(given, _play("gang", 1, True, 0, "zehnergang"))[0], [0, 9, 0, 9], "other")
    err = raises(_score, given, _play("gang", 1, True, 0, "gang"), field="also_bid")
    equal("not gang" in str(err), True, str(err))


def test_card_point_range_edges():
    # 4 players: one trick holds 8 (four Unters) to 44 (four Aces); Talon: the talon is out.
    equal(schnapsen.card_point_range(4, 0), (0, 0))
    equal(schnapsen.card_point_range(4, 1), (8, 44))
    equal(schnapsen.card_point_range(4, 4), (76, 112))
    equal(schnapsen.card_point_range(3, 5), (66, 109))
    # The bounds are reachable: a Talon loser side at 109 with 5 tricks and 40 in melds.
    deltas = _score(None, _normal(True, 149, 5, 40), 3)[0]
    equal(deltas, [1, 0, 0], "Talon caller wins against 149")


def test_refuses_a_finished_state():
    st = _settings()
    state = _state(st)
    state["over"] = True
    raises(schnapsen.score_hand, st, state, _play("gang", 1), field="hand")
