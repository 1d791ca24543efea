"""The fewest payments that clear every balance (settling up at the end of the evening), and
the one way an amount of money is written."""

from micropython import const

from core.errors import InputError

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
    """Seats in an order whose zero-sum prefixes are as many as possible (subset DP).

    Every loop runs over the seats or the subsets, never until a condition: a slip in the
    arithmetic gives a wrong order, which the tests see, not a device that hangs."""
    n = len(seats)
    subsets = 1 << n
    sums = [0] * subsets
    best = [0] * subsets
    for mask in range(1, subsets):
        most = 0
        for i in range(n):
            bit = 1 << i
            if mask & bit:
                # Any seat of the subset gives its sum from the smaller subset without it.
                sums[mask] = sums[mask ^ bit] + balances[seats[i]]
                if best[mask ^ bit] > most:
                    most = best[mask ^ bit]
        best[mask] = most + (1 if sums[mask] == 0 else 0)
    # Read the order back from the full set: each step takes out one seat whose removal keeps
    # the count, so n steps empty it.
    order = []
    mask = subsets - 1
    for _ in seats:
        for i in range(n):
            bit = 1 << i
            if mask & bit and best[mask ^ bit] + (1 if sums[mask] == 0 else 0) == best[mask]:
                order.append(seats[i])
                mask ^= bit
                break
    order.reverse()
    return order


def _within_group(balances, group):
    """Settle one group: the largest debtor pays the largest creditor, repeatedly.

    Each payment clears its payer or its payee, so a group of k seats settles in at most k - 1
    payments and the k-th round finds nobody left to pay."""
    left = {}
    for seat in group:
        left[seat] = balances[seat]
    payments = []
    for _ in group:
        payer = None
        payee = None
        for seat in group:
            if left[seat] < 0 and (payer is None or left[seat] < left[payer]):
                payer = seat
            if left[seat] > 0 and (payee is None or left[seat] > left[payee]):
                payee = seat
        if payer is None or payee is None:
            break
        amount = min(-left[payer], left[payee])
        payments.append((payer, payee, amount))
        left[payer] += amount
        left[payee] -= amount
    return payments


def amount(cents, sign=False, point="."):
    """`cents` as euros and cents, as the players write them: 12.40, -0.50; with `sign`, "+"
    before a gain (nothing has no sign); `point`: the language's decimal mark (German ",").
    Every screen, table, export and report writes money with this (integers only)."""
    mark = "-" if cents < 0 else "+" if sign and cents > 0 else ""
    cents = -cents if cents < 0 else cents
    return "{}{}{}{:02d}".format(mark, cents // 100, point, cents % 100)
