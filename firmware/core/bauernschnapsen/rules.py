"""Bauernschnapsen (4 players, two teams) and Talonschnapsen (3 players): SPEC §6."""

from micropython import const

from core import record, sheet
from core.errors import InputError, seat_shown

# SPEC §6.2 (E-S1-2). The first seven are the default contracts_enabled (§6.8); the two Ringerl
# come last, switched by ringerl_enabled. Freundschaftsschnapser is S1's regional extra (E-S1-7).
NAMES = (
    "normal",
    "bettler",
    "schnapser",
    "gang",
    "bauernschnapser",
    "kontraschnapser",
    "kontrabauernschnapser",
    "assenbettler",
    "assbettler",
    "plauderer",
    "zehnergang",
    "bauernloch",
    "freundschaftsschnapser",
    "farbenringerl",
    "trumpfringerl",
)
# Values in NAMES order (a byte string costs less heap than a tuple); the normal game's 1 becomes
# 2 or 3 by the losers' points and tricks.
_VALUE = b"\x01\x04\x06\x09\x0c\x0c\x18\x05\x05\x07\x0a\x0c\x06\x12\x18"
# Who may bid, as bits by seat relative to forehand (in Talonschnapsen the two others are the
# opponents); _BY_OPTION lets the partner bid with partner_may_bid (§6.2, §8 item 39).
_FOREHAND = const(1)
_LEFT = const(2)  # forehand's left-hand opponent
_PARTNER = const(4)
_RIGHT = const(8)
_BY_OPTION = const(16)
_ANYONE = const(15)
_CALLER = const(17)  # the Schnapser family: forehand; his partner by option
_OPPONENT = const(10)
_NOT_FOREHAND = const(14)
# In NAMES order
_WHO = bytes(
    (
        _FOREHAND, _ANYONE, _CALLER, _ANYONE, _CALLER, _OPPONENT, _OPPONENT, _ANYONE, _ANYONE,
        _ANYONE, _ANYONE, _CALLER, _PARTNER, _NOT_FOREHAND, _FOREHAND,
    )
)  # fmt: skip
# The 20-card pack's card values, lowest first (§1): Unters, Obers, Kings, Tens, Aces.
_PACK = b"\x02\x02\x02\x02\x03\x03\x03\x03\x04\x04\x04\x04\x0a\x0a\x0a\x0a\x0b\x0b\x0b\x0b"


# From a list as well: the long names then share the str objects the code below uses.
_NORMAL_FIELDS = ("loser_points", "loser_melds", "loser_tricks", "result")  # the normal game's
# The normal game's result as the table says it, worth 1, 2 and 3 (§6.2): the losers reached
# 33, stayed under 33 (Schneider), took no trick (Schwarz). Given instead of the losers' tricks
# and points.
RESULTS = ("simple", "schneider", "schwarz")
_FIELDS = ("redeal", "contract", "declarer", "won", "flecks", "also_bid") + _NORMAL_FIELDS


def new_state(settings, players, dealer=0):
    """scores: the running 24-point game, restarted after each Bummerl; bummerl: the evening's
    tally per seat (partners carry their team's); had_23_0: per team (§8 item 41)."""
    if "normal" not in settings["contracts_enabled"]:
        raise InputError("settings.contracts_enabled", "the normal game cannot be left out")
    state = sheet.new_state(players, dealer)
    state["scores"] = [_start(settings)] * players
    state["bummerl"] = [0] * players
    state["had_23_0"] = [False, False]
    return state


def _start(settings):
    """Count-up starts at 0, count-down at the target (§6.6); a side has made |score - start|."""
    return 0 if settings["counting"] == "up_to_24" else settings["target"]


def card_point_range(players, loser_tricks):
    """Fewest and most card points the losers' tricks can hold: the lowest cards in them, or
    every card outside them (winners' tricks, talon) as low as can be."""
    cards = loser_tricks * players
    return sum(_PACK[:cards]), 120 - sum(_PACK[: 20 - cards])


def score_hand(settings, state, hand):
    sheet.refuse_if_over(state)
    record.check_fields(hand, _FIELDS)
    players = state["players"]
    deltas = [0] * players
    if record.get_bool(hand, "redeal"):
        if len(hand) > 1 + ("v" in hand):
            raise InputError("redeal", "a redeal takes no other field")
        # S1 "reshuffled and redealt": the same dealer deals again.
        new = sheet.advance(state, deltas)
        new["dealer"] = state["dealer"]
        return deltas, new, [("redeal", None)]
    name = record.get_choice(hand, "contract", NAMES)
    index = NAMES.index(name)
    _check_enabled(settings, name, "contract")
    forehand = (state["dealer"] + 1) % players
    declarer = record.get_seat(hand, "declarer", players, False)
    if declarer is None:
        declarer = forehand
    mask = _WHO[index]
    if mask & _BY_OPTION and settings["partner_may_bid"]:
        mask |= _PARTNER
    if not _may_bid(mask, declarer, forehand, players):
        # The seats that may are listed only for the message: a list a hand is time on the
        # device (the scoring's hot path, bench/score_speed.py).
        may = [seat for seat in range(players) if _may_bid(mask, seat, forehand, players)]
        raise InputError(
            "declarer",
            "{} is bid by {}, not {}".format(
                name, ", ".join([seat_shown(seat) for seat in may]), seat_shown(declarer)
            ),
        )
    other = hand.get("also_bid")
    if other is not None:
        if name not in ("gang", "zehnergang") or other not in ("gang", "zehnergang"):
            raise InputError("also_bid", "only for Gang against Zehnergang")
        if other == name:
            raise InputError("also_bid", "names the other contract bid, not {}".format(name))
        _check_enabled(settings, other, "also_bid")
        played = settings["gang_vs_zehnergang"][:-5]  # "gang_wins" -> "gang"
        if name != played:
            raise InputError("contract", "with both bid, {} is played here".format(played))
    won = record.get_bool(hand, "won", None)  # required: None is refused
    if not won and not playable(name, players):
        raise InputError("won", "a {} is shown, not played: it cannot be lost (§6.2)".format(name))
    flecks = record.get_int(hand, "flecks", 0, settings["max_flecks"], 0)
    if name != "normal":
        for key in _NORMAL_FIELDS:
            if key in hand:
                raise InputError(key, "only for a normal game")
        value = _VALUE[index]
    else:
        value = _normal_value(settings, hand, players)
    # §6.2, §8 item 40: a failed contract scores for the opponents; in Talonschnapsen each of
    # the other two scores it in full (E-S1-6). Each fleck doubles (§6.5).
    if players == 4:
        team = declarer % 2 if won else 1 - declarer % 2
        scorers = [team, team + 2]
    else:
        scorers = [s for s in range(3) if (s == declarer) == won]
    points = value << flecks if _start(settings) == 0 else -(value << flecks)
    for seat in scorers:
        deltas[seat] = points
    new = sheet.advance(state, deltas)
    outcome = {
        "contract": name, "declarer": declarer, "won": won, "points": value << flecks,
        "winners": scorers,
    }  # fmt: skip
    events = [("outcome", outcome)]
    events.extend(_close_game(settings, new))
    return deltas, new, events


def _may_bid(mask, seat, forehand, players):
    """1 if `seat` is one of `mask`'s bidders (_WHO), else 0: by its place from forehand, the third
    place being the right-hand opponent's bit in Talonschnapsen."""
    place = (seat - forehand) % players
    return mask >> (place + (place == 2 and players == 3)) & 1


def playable(name, players):
    """False for a Ringerl that is shown, not played: both in the 4-player game (§6.2), the
    Trumpfringerl at three too; the Farbenring at three is played for all 6 tricks, and can
    be lost (§6.7, S1 "must make all 6 tricks")."""
    return not name.endswith("ringerl") or players == 3 and name == "farbenringerl"


def _check_enabled(settings, name, field):
    if name.endswith("ringerl"):
        key = "ringerl_enabled"
        allowed = settings[key]
    else:
        key = "contracts_enabled"
        allowed = name in settings[key]
    if not allowed:
        raise InputError(field, "{} is not played here (settings.{})".format(name, key))


def _normal_value(settings, hand, players):
    """1, 2 if the losers have < 33, 3 if they took no trick (§6.2, E-S1-1): from the result
    when given, else from the losers' tricks and points."""
    if "result" in hand:
        for key in ("loser_tricks", "loser_melds", "loser_points"):
            if key in hand:
                raise InputError(key, "give either the result or the losers' tricks and points")
        return RESULTS.index(record.get_choice(hand, "result", RESULTS)) + 1
    # The winners took a trick (66 needs cards; the last trick is a trick), and melds count
    # only for a side with a trick. Play may stop at 66, so the tricks need not add up.
    tricks = record.get_int(hand, "loser_tricks", 0, 5 if players == 3 else 4)
    melds = record.get_int(hand, "loser_melds", 0, 100, 0)
    if melds % 20 or melds and not tricks:
        raise InputError("loser_melds", "20s and 40s, and only for a side that took a trick")
    points = record.get_int(hand, "loser_points", 0, 220)
    low, high = card_point_range(players, tricks)
    if points < low + melds or points > high + melds:
        raise InputError(
            "loser_points",
            "{} tricks and {} in melds make {} to {}".format(
                tricks, melds, low + melds, high + melds
            ),
        )
    if not tricks:
        return 3
    # §8 item 42: the "< 33" test counts the valid melds, unless melds_count_for_33 is off.
    if not settings["melds_count_for_33"]:
        points -= melds
    return 2 if points < 33 else 1


def _close_game(settings, state):
    """End the 24-point game once a side reaches the target: Bummerl, then a fresh game (§6.6,
    §6.7). The excess is dropped (§8 item 43). Changes `state`, the copy sheet.advance made."""
    target = settings["target"]
    players = state["players"]
    start = _start(settings)
    made = [abs(score - start) for score in state["scores"]]
    if max(made) < target:  # most hands: no list of winners, no events
        for team in range(2 if players == 4 else 0):
            # §8 item 41: literally 23:0 (count-down 1 : 24); Talonschnapsen has no such rule.
            if made[team] == target - 1 and made[1 - team] == 0:
                state["had_23_0"][team] = True
        return ()
    winners = [s for s in range(players) if made[s] >= target]
    losers = [s for s in range(players) if made[s] < target]
    if players == 3 and settings["talon_bummerl_rule"] == "fewest_points":
        losers = [s for s in losers if made[s] == min(made)]
    events = [("bummerl_game_won", winners)]
    for seat in losers:
        # §6.6: the team that once led 23:0 and lost gets a Retourschneider; a side that made
        # no point a Schneider (count-down: still at 24); any other loser one Bummerl.
        if players == 4 and state["had_23_0"][seat % 2]:
            kind = "retourschneider"
        else:
            kind = "bummerl" if made[seat] else "schneider"
        count = settings.get(kind + "_bummerl", 1)
        state["bummerl"][seat] += count
        events.append(("bummerl", {"seat": seat, "kind": kind, "count": count}))
    state["scores"] = [start] * players
    state["had_23_0"] = [False, False]
    return events


def status(settings, state):
    start = _start(settings)
    return (
        ("to_target", [settings["target"] - abs(s - start) for s in state["scores"]]),
        ("bummerl", list(state["bummerl"])),
    )


def settle(settings, state):
    """Cents per seat at the end of the evening, + receives, - pays (cents_per_bummerl, §6.6).
    Teams: each player gets (opponents' - own Bummerl) x cents; the division by 2 is exact, as
    partners hold equal tallies. Talonschnapsen: every two players settle their difference."""
    tally = state["bummerl"]
    players = len(tally)
    cents = settings["cents_per_bummerl"]
    return [(sum(tally) - players * own) * cents // (players - 2) for own in tally]
