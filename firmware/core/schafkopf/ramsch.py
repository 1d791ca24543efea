"""Bavarian Ramsch (SPEC §2.9): the loser by points and tie-breaks, Jungfrau, Durchmarsch.

Two records (docs/hand-record/schafkopf.md): the one the table names the seats in (the loser,
the seats without a trick, a Durchmarsch), and the older one with each seat's tricks and card
points, from which the seats are worked out; both are read and paid alike."""

from core import deal_points, record
from core.errors import InputError, seat_shown
from core.schafkopf.ramsch_choices import RAMSCH_SEATS
from core.schafkopf.tariff import NAMES, PACKS, R, S, trumps


def ramsch(settings, state, hand, active, all_tricks, mult, events):
    """Deltas per seat; `mult` is the doubling, Bock and last-round factor of this deal."""
    players = state["players"]
    r = state["rates"]  # core.schafkopf.rates
    rate = r[R] if settings["ramsch_rate"] is None else settings["ramsch_rate"]
    if "tricks" in hand or "points" in hand:
        sweeper, order, maidens = _counted(settings, hand, players, active, all_tricks)
    else:
        sweeper, order, maidens = _named(settings, hand, players, active)
    how = settings["ramsch_settlement"]
    if sweeper is not None:
        # Durchmarsch: the sweeper wins, paid like a won solo by default (§8 item 10)
        if settings["durchmarsch_value"] == "solo":
            rate = r[S]
        pairs = [(seat, sweeper) for seat in active if seat != sweeper]
        events.append(("durchmarsch", sweeper))
        maidens = ()
    elif how == "top_two_pay":
        pairs = [(order[0], order[3]), (order[1], order[2])]
        events.append(("ramsch_loser", order[0]))
    elif how == "schieberamsch":
        pairs = [(seat, order[3]) for seat in active if seat != order[3]]  # fewest wins (§2.9)
        events.append(("ramsch_winner", order[3]))
    else:
        pairs = [(order[0], seat) for seat in active if seat != order[0]]
        events.append(("ramsch_loser", order[0]))
    if maidens:
        events.append(("jungfrau", len(maidens)))  # seats without a trick that raised the pay
    deltas = [0] * players
    for payer, payee in pairs:
        if settings["jungfrau_pays"] == "all":
            amount = rate << len(maidens)  # one Jungfrau x2, two x4 (§2.9)
        else:
            amount = rate * (2 if payee in maidens else 1)
        deltas[payer] -= amount * mult
        deltas[payee] += amount * mult
    return deltas


def _counted(settings, hand, players, active, all_tricks):
    """(sweeper or None, seats by card points with the ties broken, seats without a trick that
    raise the pay) from each seat's tricks and card points."""
    points = record.get_ints(hand, "points", players, 0, 120)
    tricks = record.get_ints(hand, "tricks", players, 0, all_tricks)
    if sum(points) != 120:
        raise InputError("points", "must add up to 120, not {}".format(sum(points)))
    if sum(tricks) != all_tricks:
        raise InputError("tricks", "must add up to {}, not {}".format(all_tricks, sum(tricks)))
    for seat in range(players):
        if seat not in active and tricks[seat]:
            raise InputError("tricks", "{} sits out this deal".format(seat_shown(seat)))
    # Each trick holds one card per player in the deal; the pack is 20 valued cards plus
    # blanks (SPEC §1), and the seats' tricks hold them all between them.
    seats = sorted(active)
    lims = deal_points.limits(
        [tricks[s] * len(seats) for s in seats], all_tricks * len(seats) - 20
    )
    if not deal_points.completes(lims, len(seats), [points[s] for s in seats]):
        deal_points.refuse(tricks, points)
    _check_lists(settings, hand, tricks, len(seats))
    if all_tricks in tricks and settings["durchmarsch"]:
        return tricks.index(all_tricks), None, ()
    how = settings["ramsch_settlement"]
    crit = (1, 2) if how == "top_two_pay" else (2, 3) if how == "schieberamsch" else (0, 1)
    order = _order(settings, hand, active, points, tricks, crit)
    # A Jungfrau raises what the loser pays; in a Schieberamsch there is no loser, and the
    # three others each pay r to the winner (§2.9)
    maidens = ()
    if settings["jungfrau_mult"] and how != "schieberamsch":
        maidens = [seat for seat in active if not tricks[seat]]
    return None, order, maidens


def _named(settings, hand, players, active):
    """The same three from a record that names them: `durchmarsch`, or the seats of
    RAMSCH_SEATS and `maidens`, each checked against the others as the cards allow (§2.9)."""
    how = settings["ramsch_settlement"]
    fields = ["contract", "legers", "knocks"]
    sweeper = record.get_seat(hand, "durchmarsch", players, False)
    if sweeper is not None:
        if not settings["durchmarsch"]:
            raise InputError("durchmarsch", "is not played at this table")
        record.check_fields(hand, fields + ["durchmarsch"])
        _in_deal("durchmarsch", sweeper, active)
        return sweeper, None, ()
    named = RAMSCH_SEATS[how]
    fields += list(named)
    maidens = ()
    if settings["jungfrau_mult"] and how != "schieberamsch":
        fields.append("maidens")
        maidens = _maidens(hand, players, active)
    record.check_fields(hand, fields)
    seats = []
    for key in named:
        seat = record.get_seat(hand, key, players)
        _in_deal(key, seat, active)
        if seat in seats:
            raise InputError(key, "{} is named twice".format(seat_shown(seat)))
        seats.append(seat)
    # A seat without a trick has no card points: it cannot pay, and it has the fewest.
    for i in range(len(named)):
        if named[i] != "fewest" and seats[i] in maidens:
            raise InputError("maidens", "{} took no trick but pays".format(seat_shown(seats[i])))
    if maidens and how == "top_two_pay" and seats[2] not in maidens:
        raise InputError("fewest", "{} took no trick: the fewest".format(seat_shown(maidens[0])))
    if len(maidens) == len(active) - 1 and settings["durchmarsch"]:
        raise InputError("maidens", "one seat took every trick: enter the Durchmarsch")
    order = [None] * 4
    if how == "schieberamsch":
        order[3] = seats[0]
    else:
        order[0] = seats[0]
    if how == "top_two_pay":
        order[1] = seats[1]
        order[3] = seats[2]
        order[2] = [s for s in active if s not in seats][0]
    return None, order, maidens


def _maidens(hand, players, active):
    """The seats that took no trick, each once and in the deal; none when left out."""
    got = hand.get("maidens")
    if got is None:
        return ()
    if not isinstance(got, list) or len(got) >= len(active):
        raise InputError("maidens", "must be a list of at most {} seats".format(len(active) - 1))
    out = []
    for seat in got:
        if type(seat) is not int or seat < 0 or seat >= players:
            raise InputError("maidens", "must hold seats 0..{}".format(players - 1))
        _in_deal("maidens", seat, active)
        if seat in out:
            raise InputError("maidens", "{} is named twice".format(seat_shown(seat)))
        out.append(seat)
    return out


def _in_deal(key, seat, active):
    if seat not in active:
        raise InputError(key, "{} sits out this deal".format(seat_shown(seat)))


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
            raise InputError(
                "highest_trump",
                "{} and {} cannot both be last".format(seat_shown(a), seat_shown(b)),
            )
        if field == "tricks":
            values = tricks
        elif field not in hand:
            raise InputError(
                field, "is needed: {} and {} are tied".format(seat_shown(a), seat_shown(b))
            )
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
                    "{}'s {} tricks hold no {} trumps".format(
                        seat_shown(seat), tricks[seat], taken[seat]
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
                raise InputError(
                    "highest_trump", "{} cannot hold rank {}".format(seat_shown(seat), rank)
                )
            if taken is not None and (rank == 0) != (taken[seat] == 0):
                raise InputError(
                    "highest_trump", "{} does not fit trumps_taken".format(seat_shown(seat))
                )
