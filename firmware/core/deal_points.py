"""Card points the seats of a Ramsch can hold together (SPEC §1): every group of seats holds
between the fewest and the most points its tricks' cards can. Loaded with a Ramsch and its
questions (Skat §5.9, §5.10; Schafkopf §2.9), where each seat's points and tricks are told."""

from core.errors import InputError
from core.sheet import points_range

TENS_ONE = (1, 2, 3, 4, 11)  # Skat's Ramsch with a Ten worth 1 (§5.9): 84 points in all


def limits(cards, blanks, values=None):
    """(fewest, most) points of each group of seats, by bit mask: seat i holds cards[i] cards
    of a pack of 20 valued cards (four of each of `values`) and `blanks` worth nothing."""
    out = []
    for mask in range(1 << len(cards)):
        held = 0
        for i in range(len(cards)):
            if mask >> i & 1:
                held += cards[i]
        out.append(points_range(held, blanks, values) if values else points_range(held, blanks))
    return out


def completes(lims, seats, known, top=-1):
    """True if the seats after the `known` points of the first seats can hold the rest of the
    pack within `lims` (limits()); `top`, if given, is the seat with the most points. Exact
    (for the bounds) with at most three seats unknown, or two when `top` is one of them: each
    group's bound is then a bound of one unknown seat, or of the known ones alone."""
    k = len(known)
    total = lims[-1][0]  # all the cards
    lo = [0] * seats
    hi = [total] * seats
    for mask in range(1, (1 << seats) - 1):
        have = 0
        free = -1
        for i in range(seats):
            if mask >> i & 1:
                if i < k:
                    have += known[i]
                else:
                    free = i if free == -1 else -2  # -2: two unknown, the other group's bound
        low, high = lims[mask]
        if free == -1 and not low <= have <= high:
            return False
        if free >= 0:
            lo[free] = max(lo[free], low - have)
            hi[free] = min(hi[free], high - have)
    rest = total - sum(known)
    if top >= k:
        # The top seat has at least every known seat's points, and half of what two unknown
        # seats share.
        lo[top] = max(lo[top], max(known + [0]), (rest + 1) // 2 if seats - k == 2 else 0)
    elif top >= 0:
        if max(known) > known[top]:
            return False
        for i in range(k, seats):
            hi[i] = min(hi[i], known[top])
    least = most = 0
    for i in range(k, seats):
        if lo[i] > hi[i]:
            return False
        least += lo[i]
        most += hi[i]
    return least <= rest <= most


def span(lims, seats, known, top=-1):
    """(fewest, most) points of the seat after `known` with which the deal still completes,
    or None. One seat's possible points run without a gap: what the other seats can hold
    narrows as it grows, so the two ends are searched from the seat's own bounds."""
    low, high = lims[1 << len(known)]
    while low <= high and not completes(lims, seats, known + [low], top):
        low += 1
    while high > low and not completes(lims, seats, known + [high], top):
        high -= 1
    return (low, high) if low <= high else None


def skat_deals(tricks, values, skat):
    """[(limits, seats, top)] for each way the skat's two cards can fall (§5.9): to a seat that
    took a trick, as the last trick's taker ("trick"); to the seat with the most points, in a
    Gewinner-Ramsch ("most"); to nobody, as a seat of its own, last ("", North-American
    Skat). `tricks` are the active seats' in seat order."""
    out = []
    for taker in range(len(tricks)) if skat else (-1,):
        if skat == "trick" and not tricks[taker]:
            continue
        cards = [3 * t for t in tricks]
        if taker < 0:
            cards.append(2)
        else:
            cards[taker] += 2
        out.append((limits(cards, 12, values), len(cards), taker if skat == "most" else -1))
    return out


def refuse(tricks, points):
    """The refusal of card points that `tricks` (each seat's, as given) cannot hold."""
    raise InputError(
        "points",
        "{} do not fit tricks {}: no deal of the cards gives them (SPEC §1)".format(
            points, tricks
        ),
    )
