"""Skat Ramsch (SPEC §5.9): all passed in German Skat, and Räuberskat's Ramsch (§5.10).

Two records (docs/hand-record/skat.md): the one the table names the seats in (a Durchmarsch,
else the loser with his card points, or the fewest in a Gewinner-Ramsch, the seats tied with
him and the Jungfrauen where they change the score), and the older one with each seat's tricks
and card points; both are read and paid alike."""

from core import deal_points, record
from core.errors import InputError


def score(settings, players, active, hand):
    """-> (deltas, events, seats credited with a won game); deltas None: replay the deal."""
    pushing = settings["schieberamsch"]
    factor = 1 << (record.get_int(hand, "pushes", 0, 3, 0) if pushing else 0)  # each ×2
    total = 84 if settings["ramsch_ten_value"] == "1" else 120  # SPEC §5.9: a 10 counts 1
    if "tricks" not in hand and "points" not in hand:
        return _named(settings, players, active, hand, factor, total)
    record.check_fields(
        hand, ("game", "points", "tricks", "pushes") if pushing else ("game", "points", "tricks")
    )
    points = record.get_ints(hand, "points", players, 0, total)
    tricks = record.get_ints(hand, "tricks", players, 0, 10)
    for key, values, want in (("points", points, total), ("tricks", tricks, 10)):
        if sum(values) != want:
            raise InputError(key, "must add up to {}".format(want))
    for seat in range(players):
        if seat not in active and tricks[seat] + points[seat]:
            raise InputError("points", "seat {} deals and sits out".format(seat))
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
    deltas = [0] * players
    march = settings["ramsch_durchmarsch"]
    for seat in active:
        if march and tricks[seat] == 10:
            deltas[seat] = march * factor  # W7: +120
            return deltas, [("durchmarsch", seat)], [seat]
    mine = [points[seat] for seat in active]
    if settings["on_all_pass"] == "gewinner_ramsch":
        return _won([seat for seat in active if points[seat] == min(mine)], players, factor)
    losers = [seat for seat in active if points[seat] == max(mine)]
    virgins = sum(1 for seat in active if tricks[seat] == 0)
    return _lost(settings, active, losers, points, virgins, factor)


def _won(winners, players, factor):
    """S2: the lowest (ties: all of them) score a won Null, 23, and a won game."""
    deltas = [0] * players
    for seat in winners:
        deltas[seat] = 23 * factor
    return deltas, [("ramsch_won", winners)], winners


def _lost(settings, active, losers, points, virgins, factor):
    """The losers pay by the table's system; `points` holds at least the losers' card points."""
    if len(losers) > 1 and settings["ramsch_tie"] == "replay":
        return None, [("replay", None)], []
    deltas = [0] * len(points)
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


def _named(settings, players, active, hand, factor, total):
    """The same from the record that names the seats, each checked against the others as the
    cards allow: one seat's points beside the rest (§5.9)."""
    fields = ["game", "pushes"] if settings["schieberamsch"] else ["game"]
    march = settings["ramsch_durchmarsch"]
    sweeper = record.get_seat(hand, "durchmarsch", players, False)
    if sweeper is not None:
        if not march:
            raise InputError("durchmarsch", "is not played at this table")
        record.check_fields(hand, fields + ["durchmarsch"])
        _in_deal("durchmarsch", sweeper, active)
        deltas = [0] * players
        deltas[sweeper] = march * factor  # W7: +120
        return deltas, [("durchmarsch", sweeper)], [sweeper]
    if settings["on_all_pass"] == "gewinner_ramsch":
        record.check_fields(hand, fields + ["fewest", "tied"])
        return _won(_seats(hand, "fewest", players, active), players, factor)
    system = settings["ramsch_scoring"]
    if system == "everyone":
        raise InputError("points", "every seat pays its own: each seat's points are needed")
    fixed = system == "fixed"
    fields += ["loser", "tied"] if fixed else ["loser", "tied", "loser_points"]
    if fixed or settings["ramsch_jungfrau"] == "double":
        fields.append("maidens")
    record.check_fields(hand, fields)
    losers = _seats(hand, "loser", players, active)
    maidens = _list(hand, "maidens", players, active, losers)
    if len(losers) + len(maidens) > len(active):
        raise InputError("maidens", "a seat that took no trick has no points to lose")
    if march and len(maidens) == len(active) - 1:
        raise InputError("maidens", "one seat took every trick: enter the Durchmarsch")
    each = 0 if fixed else record.get_int(hand, "loser_points", 1, total)
    if not fixed:
        # the rest lies with the seats that took a trick, each below the losers' points
        rest = total - each * len(losers)
        room = (len(active) - len(losers) - len(maidens)) * (each - 1)
        if rest < 0 or rest > room:
            raise InputError("loser_points", "{} each cannot be the most".format(each))
    points = [0] * players
    for seat in losers:
        points[seat] = each
    return _lost(settings, active, losers, points, len(maidens), factor)


def _seats(hand, key, players, active):
    """`key`'s seat and the seats `tied` with it, each once and in the deal."""
    seat = record.get_seat(hand, key, players)
    _in_deal(key, seat, active)
    return sorted([seat] + _list(hand, "tied", players, active, [seat]))


def _list(hand, key, players, active, named):
    """The seats of `key` (none when left out), each once, in the deal and not in `named`."""
    got = hand.get(key)
    if got is None:
        return []
    if not isinstance(got, list) or len(got) >= len(active):
        raise InputError(key, "must be a list of at most {} seats".format(len(active) - 1))
    out = []
    for seat in got:
        if type(seat) is not int or seat < 0 or seat >= players:
            raise InputError(key, "must hold seats 0..{}".format(players - 1))
        _in_deal(key, seat, active)
        if seat in out or seat in named:
            raise InputError(key, "seat {} is named twice".format(seat))
        out.append(seat)
    return out


def _in_deal(key, seat, active):
    if seat not in active:
        raise InputError(key, "seat {} deals and sits out".format(seat))
