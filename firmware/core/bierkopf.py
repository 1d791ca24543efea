"""Bierkopf: fixed pairs race to 21 game points; a 60:60 is carried (SPEC §3)."""

from core import record, table, teams
from core.errors import InputError

PLAYERS = (4, 4)


def new_state(settings, players, dealer):
    state = table.new_state(players, dealer)
    state["carry"] = 0
    return state


def score_hand(settings, state, hand):
    table.refuse_if_over(state)
    # Lists, not constant tuples, so the names stay interned (a constant tuple of strings
    # holds heap copies of them on the device).
    record.check_fields(hand, ["result", "winner", "points", "tricks", "doublings"])
    mode = settings["doubling"]
    # Doublings allowed: forehand's side once; each side once (SPEC §8 item 21); escalate has
    # no limit in the sources, and 8 (x256) is far past any 21-point race.
    most = (
        8 if mode == "escalate" else ["off", "forehand_side_only", "either_side_once"].index(mode)
    )
    doublings = record.get_int(hand, "doublings", 0, 99, 0)
    if doublings > most:
        raise InputError("doublings", "doubling={} allows {} at most".format(mode, most))
    # The long pack's four 9s can make one trick worth 0 points (SPEC §8 item 19).
    nines = 1 if settings["pack"] == "24" else 0
    rule = settings["tie_carry"]
    winner, level = teams.outcome(
        hand,
        5 + nines,
        settings["schneider_free_at"],
        nines,
        settings["schwarz_by"] != "tricks",
        rule == "replay_no_carry",
    )
    carry = state["carry"]
    seats = ()
    points = 0
    if winner is None:
        carry = 1 if rule == "carry_1" else carry + 1
        events = [("carry", carry)]
    else:
        # level * 2^doublings + carry; the carry is doubled only by option (SPEC §3.3).
        seats = (winner, winner + 2)
        if settings["carry_doubled"]:
            points = (level + carry) << doublings
        else:
            points = (level << doublings) + carry
        carry = 0
        events = []
    deltas, new = teams.settle(state, seats, points, settings["target"], events)
    new["carry"] = carry
    if new["over"]:
        # What the losing pair owes (SPEC §3.4, §3.5): a Mass each, a round for the table, or
        # one Bolln for each point scored against them.
        stake = settings["stake"]
        if stake == "bolln_count":
            amount = new["scores"][winner]
        else:
            amount = 4 if stake == "round" else 1
        events.append(("stake", stake, [1 - winner, 3 - winner], amount))
    return deltas, new, events


def status(settings, state):
    return (
        ("carry", state["carry"]),
        ("to target", teams.to_target(state, settings["target"], (0, 1))),
    )
