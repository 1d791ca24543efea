"""Bavarian Ramsch (SPEC §2.9): the loser by points and tie-breaks, Jungfrau, Durchmarsch."""

from core import deal_points, record
from core.errors import InputError
from core.schafkopf.tariff import NAMES, PACKS, R, S, rates, trumps


def ramsch(settings, hand, players, active, all_tricks, mult, events):
    """Deltas per seat; `mult` is the doubling, Bock and last-round factor of this deal."""
    points = record.get_ints(hand, "points", players, 0, 120)
    tricks = record.get_ints(hand, "tricks", players, 0, all_tricks)
    if sum(points) != 120:
        raise InputError("points", "must add up to 120, not {}".format(sum(points)))
    if sum(tricks) != all_tricks:
        raise InputError("tricks", "must add up to {}, not {}".format(all_tricks, sum(tricks)))
    for seat in range(players):
        if seat not in active and tricks[seat]:
            raise InputError("tricks", "seat {} sits out this deal".format(seat))
    # Each trick holds one card per player in the deal; the pack is 20 valued cards plus
    # blanks (SPEC §1), and the seats' tricks hold them all between them.
    seats = sorted(active)
    lims = deal_points.limits(
        [tricks[s] * len(seats) for s in seats], all_tricks * len(seats) - 20
    )
    if not deal_points.completes(lims, len(seats), [points[s] for s in seats]):
        deal_points.refuse(tricks, points)
    _check_lists(settings, hand, tricks, len(seats))
    r = rates(settings)
    rate = r[R] if settings["ramsch_rate"] is None else settings["ramsch_rate"]
    if all_tricks in tricks and settings["durchmarsch"]:
        # Durchmarsch: the sweeper wins, paid like a won solo by default (§8 item 10)
        sweeper = tricks.index(all_tricks)
        if settings["durchmarsch_value"] == "solo":
            rate = r[S]
        pairs = [(seat, sweeper) for seat in active if seat != sweeper]
        events.append(("durchmarsch", sweeper))
        maidens = ()
    else:
        how = settings["ramsch_settlement"]
        crit = (1, 2) if how == "top_two_pay" else (2, 3) if how == "schieberamsch" else (0, 1)
        order = _order(settings, hand, active, points, tricks, crit)
        if how == "top_two_pay":
            pairs = [(order[0], order[3]), (order[1], order[2])]
        elif how == "schieberamsch":
            pairs = [(seat, order[3]) for seat in order[:3]]  # fewest points wins (§2.9)
        else:
            pairs = [(order[0], seat) for seat in order[1:]]
        if how == "schieberamsch":
            events.append(("ramsch_winner", order[3]))
        else:
            events.append(("ramsch_loser", order[0]))
        # A Jungfrau raises what the loser pays; in a Schieberamsch there is no loser, and
        # the three others each pay r to the winner (§2.9)
        maidens = ()
        if settings["jungfrau_mult"] and how != "schieberamsch":
            maidens = [seat for seat in active if not tricks[seat]]
    deltas = [0] * players
    for payer, payee in pairs:
        if settings["jungfrau_pays"] == "all":
            amount = rate << len(maidens)  # one Jungfrau x2, two x4 (§2.9)
        else:
            amount = rate * (2 if payee in maidens else 1)
        deltas[payer] -= amount * mult
        deltas[payee] += amount * mult
    return deltas


def _order(settings, hand, active, points, tricks, crit):
    """Seats from the most card points down; ties broken by the chain of §2.9 (or highest trump
    first) only where they decide who pays."""
    chain = ("tricks", "trumps_taken", "highest_trump", "")
    if settings["ramsch_tiebreak"] == "highest_trump":
        chain = ("highest_trump", "tricks", "")
    keys = {}
    for seat in active:
        keys[seat] = [points[seat]]
    for field in chain:
        # The seat number last: MicroPython's sort is not stable, and equal keys must come out
        # in the same order on the device and on the laptop.
        order = sorted(active, key=lambda seat: keys[seat] + [-seat], reverse=True)
        a, b = order[crit[0]], order[crit[1]]
        if keys[a] != keys[b]:
            return order
        if not field:
            raise InputError("highest_trump", "seats {} and {} cannot both be last".format(a, b))
        if field == "tricks":
            values = tricks
        elif field not in hand:
            raise InputError(field, "is needed: seats {} and {} are tied".format(a, b))
        else:
            values = record.get_ints(hand, field, len(points), 0, 14)
        for seat in active:
            keys[seat].append(values[seat])
    return order


def _check_lists(settings, hand, tricks, per):
    """The tie-break lists, whenever given, within the cards (§2.9): no more trumps taken than
    a seat's tricks hold or the pack has; a highest trump only for a seat with a trick (and,
    beside trumps_taken, exactly for one that took a trump), each rank held by one seat."""
    most = trumps(NAMES.index("ramsch"), PACKS.index(settings["pack"]))  # 14, 12 or 11
    taken = None
    if "trumps_taken" in hand:
        taken = record.get_ints(hand, "trumps_taken", len(tricks), 0, most)
        for seat in range(len(tricks)):
            if taken[seat] > tricks[seat] * per:
                raise InputError(
                    "trumps_taken",
                    "seat {}'s {} tricks hold no {} trumps".format(
                        seat, tricks[seat], taken[seat]
                    ),
                )
        if sum(taken) > most:
            raise InputError("trumps_taken", "{} in all; the pack has {}".format(sum(taken), most))
    if "highest_trump" in hand:
        # 14 is the Ober of Acorns, 15 - most the lowest trump; 0 none
        top = record.get_ints(hand, "highest_trump", len(tricks), 0, 14)
        for seat in range(len(tricks)):
            rank = top[seat]
            if rank and (rank <= 14 - most or not tricks[seat] or rank in top[seat + 1 :]):
                raise InputError("highest_trump", "seat {} cannot hold rank {}".format(seat, rank))
            if taken is not None and (rank == 0) != (taken[seat] == 0):
                raise InputError("highest_trump", "seat {} does not fit trumps_taken".format(seat))
