"""The fewest payments that clear every balance (settling up at the end of the evening)."""

from core.errors import InputError

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


_EXACT_LIMIT = const(10)  # accounts; 2^10 subsets is still instant, and no table is larger


def transfers(balances):
    """balances: cents per seat (positive = is owed money), summing to zero.
    Returns [(payer, payee, cents), ...] with as few payments as possible.

    The fewest payments is (accounts - largest number of groups that each sum to zero): every
    zero-sum group settles inside itself with one payment fewer than it has members.
    """
    if sum(balances) != 0:
        raise InputError("balances", "do not sum to zero ({})".format(sum(balances)))
    seats = [seat for seat in range(len(balances)) if balances[seat]]
    if len(seats) > _EXACT_LIMIT:
        return _within_group(balances, seats)
    order = _best_order(balances, seats)
    payments = []
    group = []
    total = 0
    for seat in order:
        group.append(seat)
        total += balances[seat]
        if total == 0:
            payments.extend(_within_group(balances, group))
            group = []
    return payments


def _best_order(balances, seats):
    """Seats in an order whose zero-sum prefixes are as many as possible (subset DP)."""
    n = len(seats)
    full = (1 << n) - 1
    sums = [0] * (full + 1)
    best = [0] * (full + 1)
    for mask in range(1, full + 1):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + balances[seats[_bit(low)]]
        most = 0
        for i in range(n):
            if mask & (1 << i) and best[mask ^ (1 << i)] > most:
                most = best[mask ^ (1 << i)]
        best[mask] = most + (1 if sums[mask] == 0 else 0)
    order = []
    mask = full
    while mask:
        for i in range(n):
            bit = 1 << i
            if mask & bit and best[mask ^ bit] + (1 if sums[mask] == 0 else 0) == best[mask]:
                order.append(seats[i])
                mask ^= bit
                break
    order.reverse()
    return order


def _bit(value):
    index = 0
    while value > 1:
        value >>= 1
        index += 1
    return index


def _within_group(balances, group):
    """Settle one group: the largest debtor pays the largest creditor, repeatedly."""
    left = {}
    for seat in group:
        left[seat] = balances[seat]
    payments = []
    while True:
        payer = None
        payee = None
        for seat in group:
            if left[seat] < 0 and (payer is None or left[seat] < left[payer]):
                payer = seat
            if left[seat] > 0 and (payee is None or left[seat] > left[payee]):
                payee = seat
        if payer is None or payee is None:
            return payments
        amount = min(-left[payer], left[payee])
        payments.append((payer, payee, amount))
        left[payer] += amount
        left[payee] -= amount
