"""What may be entered next in a Bavarian Ramsch (SPEC §2.9; docs/entry-choices.md): each
seat's tricks, then its card points, then the tie-break lists the settlement needs.

Loaded by core.schafkopf.choices on the first Ramsch, so tables that never play one pay no heap
for it.
"""

from core import deal_points
from core.questions import ask, next_seat, spans
from core.schafkopf.tariff import NAMES, PACKS, trumps


def ramsch(settings, state, partial, active, all_tricks):
    """The next question of a Ramsch after its Legers and knocks, or None when complete."""
    players = state["players"]
    seat = next_seat(partial, "tricks", players)
    if seat is not None:
        got = partial.get("tricks") or []
        options = _ramsch_tricks(settings, got, seat, active, all_tricks)
        return ask("tricks", options, None, seat)
    tricks = partial["tricks"]
    seat = next_seat(partial, "points", players)
    if seat is not None:
        got = partial.get("points") or []
        return ask("points", _ramsch_points(got, seat, tricks, active, all_tricks), None, seat)
    field = _tie_field(settings, partial, active)
    if field is None:
        return None
    seat = next_seat(partial, field, players)
    got = list(partial.get(field) or [])
    # the Rufer's trumps (§2.9): 14, 12 or 11 by the pack
    most = trumps(NAMES.index("ramsch"), PACKS.index(settings["pack"]))
    options = []
    for v in _tie_values(partial, field, got, seat, active, most):
        if _completes(settings, partial, active, field, got + [v], most):
            options.append(v)
    return ask(field, tuple(options), None, seat)


def _crit(settings):
    """The two positions (by card points, most first) whose order decides who pays."""
    how = settings["ramsch_settlement"]
    return (1, 2) if how == "top_two_pay" else (2, 3) if how == "schieberamsch" else (0, 1)


def _most_maidens(settings):
    """Seats without a trick that can be in a Ramsch: two of them at the bottom tie for good
    in a Schieberamsch (the fewest points win), three in the middle with top_two_pay
    (core.schafkopf.ramsch cannot order them)."""
    how = settings["ramsch_settlement"]
    return 1 if how == "schieberamsch" else 2 if how == "top_two_pay" else 3


def _ramsch_tricks(settings, got, seat, active, total):
    """A seat's tricks: the rest for the last seat in the deal, and never a deal no tie-break
    can order (_most_maidens) unless one seat takes every trick."""
    if seat not in active:
        return (0,)
    left = total - sum(got)
    maidens = sum(1 for s in active if s < seat and not got[s])
    later = sum(1 for s in active if s > seat)
    limit = _most_maidens(settings)
    out = []
    for t in range(left + 1) if later else (left,):
        rest = left - t
        fewest = maidens + (t == 0) + max(0, later - rest)  # each later seat with a trick
        # a Durchmarsch decides without an order: one seat takes them all
        march = settings["durchmarsch"] and (
            total in got or left == total and (t == total or not t and later)
        )
        if fewest <= limit or march:
            out.append(t)
    return tuple(out)


def _ramsch_points(got, seat, tricks, active, all_tricks):
    """A seat's card points: what its tricks hold (§1) beside what the other seats' hold, of
    the 120 (core.deal_points)."""
    if seat not in active:
        return (0,)
    seats = sorted(active)
    per = len(seats)
    lims = deal_points.limits([tricks[s] * per for s in seats], all_tricks * per - 20)
    low, high = deal_points.span(lims, per, [got[s] for s in seats if s < seat])
    return spans(low, high)


def _tie_field(settings, hand, active):
    """The tie-break list core.schafkopf.ramsch needs next (§2.9), None if the order is
    decided (or a Durchmarsch needs none), "" if no tie-break can decide it."""
    tricks = hand["tricks"]
    all_tricks = sum(tricks)
    if settings["durchmarsch"] and all_tricks in tricks:
        return None
    chain = ("tricks", "trumps_taken", "highest_trump", "")
    if settings["ramsch_tiebreak"] == "highest_trump":
        chain = ("highest_trump", "tricks", "")
    crit = _crit(settings)
    keys = {}
    for seat in active:
        keys[seat] = [hand["points"][seat]]
    for field in chain:
        order = sorted(active, key=lambda seat: keys[seat] + [-seat], reverse=True)
        if keys[order[crit[0]]] != keys[order[crit[1]]]:
            return None
        if not field:
            return ""
        values = tricks if field == "tricks" else hand.get(field)
        if values is None or len(values) < len(tricks):
            return field
        for seat in active:
            keys[seat].append(values[seat])
    return None


def _tie_values(hand, field, got, seat, active, most):
    """What a seat may have in a tie-break list: trumps taken (none without a trick, at most
    the pack's `most` trumps in all), or the rank of its highest trump (14 the Ober of Acorns
    down to 15 - `most`, 0 none; each rank taken by one seat only)."""
    tricks = hand["tricks"][seat]
    if seat not in active or not tricks:
        return (0,)
    if field == "trumps_taken":
        return spans(0, min(most - sum(got), tricks * len(active)))
    taken = hand.get("trumps_taken")
    if taken is not None and len(taken) == len(hand["tricks"]) and not taken[seat]:
        return (0,)
    first = (0,) if taken is None or len(taken) < len(hand["tricks"]) else ()
    return first + tuple(r for r in range(14, 14 - most, -1) if r not in got)


def _completes(settings, hand, active, field, got, most):
    """True if the tie-break list `field`, filled up to `got`, can still be completed to a
    record whose order is decided. The later seats are tried with two values each: whether a
    seat ties or not is all that matters."""
    players = len(hand["tricks"])
    if len(got) < players:
        trial = dict(hand)
        trial[field] = got
        values = _tie_values(trial, field, got, len(got), active, most)
        for i in range(min(2, len(values))):
            if _completes(settings, hand, active, field, got + [values[i]], most):
                return True
        return False
    trial = dict(hand)
    trial[field] = got
    later = _tie_field(settings, trial, active)
    if later is None:
        return True
    if later == "" or later == field:
        return False
    return _completes(settings, trial, active, later, [], most)
