"""Fixed-partnership race games (Bierkopf, German Schafkopf): outcome classes and race end."""

from core import record, sheet
from core.errors import InputError


def outcome(hand, total, free_at, blanks, by_points, replay):
    """(winning team or None for 60:60, level) from "result"+"winner" or "points"(+"tricks").

    total: tricks in the deal; free_at: loser card points that escape Schneider; blanks: most
    tricks that can be worth 0 points; by_points: Schwarz means 0 points rather than 0 tricks;
    replay: a 60:60 is dealt again, so it cannot be scored.
    """
    tricks = record.get_ints(hand, "tricks", 2, 0, total, False)
    if tricks and tricks[0] + tricks[1] != total:
        raise InputError("tricks", "must add up to {}".format(total))
    points = None
    if "points" in hand:
        if "result" in hand or "winner" in hand:
            raise InputError("points", "give either points or result and winner")
        points = record.get_ints(hand, "points", 2, 0, 120)
        if points[0] + points[1] != 120:
            raise InputError("points", "must add up to {}".format(120))
        winner = 0 if points[0] > 60 else 1
        lost = points[1 - winner]
        if points[0] == 60:
            winner = None
            level = 0
        else:
            if lost == 0 and blanks and not by_points:
                # Only 9s, 8s and 7s are blank (SPEC §1); a trick of them is not Schwarz.
                tricks = record.get_ints(hand, "tricks", 2, 0, total)
            if by_points or not tricks:
                schwarz = lost == 0
            else:
                schwarz = tricks[1 - winner] == 0
            level = 3 if schwarz else (2 if lost < free_at else 1)
    else:
        # Level 0 is a 60:60 tie; 1..3 index the games' point tables (SPEC §3.3, §4.4).
        levels = ("tie", "simple", "schneider", "schwarz")
        level = levels.index(record.get_choice(hand, "result", levels))
        winner = None
        if level:
            winner = record.get_int(hand, "winner", 0, 1)
        elif "winner" in hand:
            raise InputError("winner", "a 60:60 has no winner")
    if replay and winner is None:
        raise InputError("points" if points else "result", "a 60:60 is dealt again here")
    limit = blanks if points or by_points else 0
    for team in (0, 1):
        if not tricks:
            break
        # A team without points (the Schwarz losers) may hold at most `limit` tricks, and a
        # team without tricks has no points.
        if points:
            nil = points[team] == 0
        else:
            nil = level == 3 and team != winner
        took = tricks[team]
        if (took == 0 and not nil) or (nil and took > limit):
            raise InputError(
                "tricks", "team {} cannot have taken {} tricks with that result".format(team, took)
            )
    if points and tricks:
        # Four cards a trick; `blanks` tricks' worth of 0-point cards in the pack (SPEC §1).
        sheet.check_points("points", points[0], 4 * tricks[0], 4 * blanks)
    elif points:
        # Without tricks the points must still be what some tricks hold: none of 1..7 in
        # Bierkopf's 20-card pack, whose least card is an Unter (SPEC §1).
        for took in range(total + 1):
            low, high = point_run(took, total, blanks)
            if low <= points[0] <= high:
                break
        else:
            raise InputError("points", "no tricks hold {} card points".format(points[0]))
    return winner, level


def point_run(took, total, blanks):
    """(fewest, most) card points of a team with `took` of the deal's `total` tricks, four cards
    a trick (SPEC §1): a team without a trick has no points, and one with more tricks than
    there are tricks of blanks has some."""
    low, high = sheet.points_range(4 * took, 4 * blanks)
    if took > blanks:
        low = max(low, 1)
    if total - took > blanks:
        high = min(high, 119)
    return low, high


def settle(state, seats, amount, target, events):
    """(deltas, new state): `amount` to each of `seats`, and the race won once a seat reaches
    the target, overshoot allowed (SPEC §3.5, §4.5)."""
    deltas = [0, 0, 0, 0]
    for seat in seats:
        deltas[seat] = amount
    new = sheet.advance(state, deltas)
    scores = new["scores"]
    if max(scores) >= target:  # most hands: no list of winners made (bench/score_speed.py)
        winners = [seat for seat in range(4) if scores[seat] >= target]
        new["over"] = True
        new["winners"] = winners
        new["losers"] = [seat for seat in range(4) if seat not in winners]
        events.append(("decided", {"winners": winners, "losers": new["losers"]}))
    return deltas, new


def outcome_event(winners, level, declarer=None):
    """("outcome", ...) of a deal: the seats that score, and the level reached (0..3 as in
    `outcome`: a 60:60 tie, simple, Schneider, Schwarz)."""
    levels = ("tie", "simple", "schneider", "schwarz")
    event = {"winners": list(winners), "level": levels[level]}
    if declarer is not None:
        event["declarer"] = declarer
    return ("outcome", event)


def to_target(state, target):
    """Per seat, what it still needs to reach the target (partners need the same)."""
    return [max(0, target - score) for score in state["scores"]]
