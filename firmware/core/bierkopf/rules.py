"""Bierkopf: fixed pairs race to 21 game points; a 60:60 is carried (SPEC §3)."""

from core import record, sheet
from core.errors import InputError
from core.teams import rules as teams


def new_state(settings, players, dealer):
    state = sheet.new_state(players, dealer)
    state["carry"] = 0
    return state


def score_hand(settings, state, hand):
    sheet.refuse_if_over(state)
    record.check_fields(hand, ("result", "winner", "points", "tricks", "doublings"))
    mode = settings["doubling"]
    # Doublings allowed: forehand's side once; each side once (SPEC §8 item 21); escalate has
    # no limit in the sources, and 8 (x256) is far past any 21-point race.
    most = (
        8 if mode == "escalate" else ("off", "forehand_side_only", "either_side_once").index(mode)
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
    stake = settings["stake"]
    bolln = stake == "bolln_count"
    if winner is None:
        carry = 1 if rule == "carry_1" else carry + 1
        events = [teams.outcome_event((), 0), ("carry", carry)]
    else:
        # level * 2^doublings + carry; the carry is doubled only by option (SPEC §3.3).
        # Counted in Bolln, they are chalked on the losers' slate (§3.4, §8 item 44).
        seats = (1 - winner, 3 - winner) if bolln else (winner, winner + 2)
        if settings["carry_doubled"]:
            points = (level + carry) << doublings
        else:
            points = (level << doublings) + carry
        carry = 0
        events = [teams.outcome_event((winner, winner + 2), level)]
    if bolln:
        deltas, new = _chalk(state, seats, points, settings["target"], events)
    else:
        deltas, new = teams.settle(state, seats, points, settings["target"], events)
    new["carry"] = carry
    # What the losing pair owes once the race is decided (SPEC §3.4, §3.5) is the settle-up's
    # (core.settlement), not an event's.
    return deltas, new, events


def _chalk(state, seats, bolln, target, events):
    """(deltas, new state) of `bolln` Bolln chalked on the slate of `seats`: the other team
    wins the Partie once this slate holds `target` (SPEC §3.4, §8 item 44)."""
    deltas = [0, 0, 0, 0]
    for seat in seats:
        deltas[seat] = bolln
    new = sheet.advance(state, deltas)
    if seats and new["scores"][seats[0]] >= target:
        new["over"] = True
        new["winners"] = [1 - seats[0], 3 - seats[0]]
        new["losers"] = list(seats)
        events.append(("decided", {"winners": new["winners"], "losers": new["losers"]}))
    return deltas, new


def status(settings, state):
    if settings["stake"] == "bolln_count":
        # A seat needs its opponents' slate at the target
        scores = state["scores"]
        togo = [max(0, settings["target"] - scores[(seat + 1) % 4]) for seat in range(4)]
        return (("carry", state["carry"]), ("to_target", togo))
    return (
        ("carry", state["carry"]),
        ("to_target", teams.to_target(state, settings["target"])),
    )
