"""Skat Ramsch (SPEC §5.9): all passed in German Skat, and Räuberskat's Ramsch (§5.10).

Two records (docs/hand-record/skat.md): the one the table names the seats in, which
core.skat.ramsch_lost turns into points and tricks that pay the same, and the older one with
each seat's tricks and card points, checked here; both are paid alike."""

from core import deal_points, record
from core.errors import InputError, seat_shown


def score(settings, players, active, hand):
    """-> (deltas, events, seats credited with a won game); deltas None: replay the deal."""
    pushing = settings["schieberamsch"]
    total = 84 if settings["ramsch_ten_value"] == "1" else 120  # SPEC §5.9: a 10 counts 1
    if "tricks" not in hand and "points" not in hand:
        # core.skat.ramsch_lost, loaded for that record only; its name built from words this
        # module has, so that an old record interns no new name (MicroPython keeps every one)
        named = __import__(__name__[:10] + "ramsch_lost", None, None, ("score",))
        points, tricks = named.score(settings, players, active, hand, total)
    else:
        record.check_fields(hand, ("game", "points", "tricks", "pushes")[: 3 + pushing])
        points = record.get_ints(hand, "points", players, 0, total)
        tricks = record.get_ints(hand, "tricks", players, 0, 10)
        for key, values, want in (("points", points, total), ("tricks", tricks, 10)):
            if sum(values) != want:
                raise InputError(key, "must add up to {}".format(want))
        for seat in range(players):
            if seat not in active and tricks[seat] + points[seat]:
                raise InputError("points", "{} deals and sits out".format(seat_shown(seat)))
        # Three cards a trick, and the skat's two to one seat: the last trick's taker, or in a
        # Gewinner-Ramsch the highest scorer (S2 "given to the player with the highest score").
        seats = sorted(active)
        mine = [points[s] for s in seats]
        for lims, n, top in deal_points.skat_deals(
            [tricks[s] for s in seats],
            deal_points.TENS_ONE if total == 84 else None,
            "most" if settings["on_all_pass"] == "gewinner_ramsch" else "trick",
        ):
            if deal_points.completes(lims, n, mine, top):
                break
        else:
            deal_points.refuse(tricks, points)
    factor = 1 << (record.get_int(hand, "pushes", 0, 3, 0) if pushing else 0)  # each ×2
    deltas = [0] * players
    march = settings["ramsch_durchmarsch"]
    for seat in active:
        if march and tricks[seat] == 10:
            deltas[seat] = march * factor  # W7: +120
            return deltas, [("durchmarsch", seat)], [seat]
    mine = [points[seat] for seat in active]
    if settings["on_all_pass"] == "gewinner_ramsch":
        # S2: the lowest (ties: all of them) score a won Null, 23, and a won game.
        winners = [seat for seat in active if points[seat] == min(mine)]
        for seat in winners:
            deltas[seat] = 23 * factor
        return deltas, [("ramsch_won", winners)], winners
    losers = [seat for seat in active if points[seat] == max(mine)]
    if len(losers) > 1 and settings["ramsch_tie"] == "replay":
        return None, [("replay", None)], []
    virgins = sum(1 for seat in active if tricks[seat] == 0)
    system = settings["ramsch_scoring"]
    for seat in active:
        if seat in losers and system == "fixed":
            # §8 item 33: its own scale, -10 / -15 / -20 by the number of Jungfrauen
            deltas[seat] = -settings["ramsch_fixed_" + str(min(virgins, 2))] * factor
        elif seat in losers and settings["ramsch_jungfrau"] == "double":
            deltas[seat] = -(points[seat] * factor << virgins)  # ×2 per Jungfrau
        elif seat in losers or system == "everyone":
            deltas[seat] = -points[seat] * factor
    events = [("ramsch_lost", losers)]
    if virgins:
        events.append(("jungfrau", virgins))
    return deltas, events, []
