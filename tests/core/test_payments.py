"""The fewest payments that clear every balance."""

from checks import equal, raises
from core import payments

CASES = (
    # balances, fewest payments
    ([0, 0, 0, 0], 0),
    ([340, -340, 0, 0], 1),
    ([300, -100, -100, -100], 3),
    ([500, -500, 200, -200], 2),  # two pairs settle apart: 2, not 3
    ([150, 250, -100, -300], 3),
    ([10, 20, -30, 40, -40], 3),
    ([1, -1, 2, -2, 3, -3], 3),
    # Groups a greedy settle-up would run together: {0, 1, 2} and {3, 4} settle apart, 3 not 4.
    ([60, 40, -100, 90, -90], 3),
    # Ten accounts, the most the search takes: four groups, 6 payments (largest-first: 8).
    ([60, 40, -100, 90, -90, 10, 90, -100, 80, -80], 6),
    # Nine accounts and a zero: the zero is no account (largest-first would make 7).
    ([70, -30, -40, 50, -20, -30, 60, -10, -50, 0], 6),
)

# The exact payments: device and host must show the same list. Inside a group the largest debtor
# pays the largest creditor; on a tie the seat that comes first in the settling order pays or
# is paid first (the search's order, or seat order for more than ten accounts).
EXACT = (
    ([-300, -100, 400], [(0, 2, 300), (1, 2, 100)]),
    ([300, 100, -400], [(2, 0, 300), (2, 1, 100)]),
    ([-100, -100, 200], [(1, 2, 100), (0, 2, 100)]),
    ([100, 100, -200], [(2, 1, 100), (2, 0, 100)]),
    # Two groups, {2, 3} first: in the other, seat 1 comes before seat 0 in the settling order.
    ([-300, -300, -100, 100, 600], [(2, 3, 100), (1, 4, 300), (0, 4, 300)]),
    # Eleven accounts: largest first over everyone, ties in seat order, the zero left out.
    (
        [-100, -100, -100, 50, 50, 50, 50, 50, 50, -25, 25, 0],
        [(0, 3, 50), (1, 4, 50), (2, 5, 50), (0, 6, 50), (1, 7, 50), (2, 8, 50), (9, 10, 25)],
    ),
    # Eleven accounts in four zero-sum groups: largest first makes 8 where 7 would do; the
    # search is kept to ten accounts (2^n subsets), and no table seats more.
    (
        [30, -10, -20, 50, -20, -30, 60, -10, -50, 40, -40],
        [
            (8, 6, 50),
            (10, 3, 40),
            (5, 9, 30),
            (2, 0, 20),
            (4, 0, 10),
            (1, 3, 10),
            (4, 6, 10),
            (7, 9, 10),
        ],
    ),  # fmt: skip
)


def apply(balances, payments):
    left = list(balances)
    for payer, payee, amount in payments:
        if amount <= 0:
            raise AssertionError("payment of {}".format(amount))
        left[payer] += amount
        left[payee] -= amount
    return left


def test_payments_clear_every_balance_with_the_fewest_transfers():
    for balances, fewest in CASES:
        made = payments.transfers(balances)
        equal(apply(balances, made), [0] * len(balances), "cleared {}".format(balances))
        equal(len(made), fewest, "count {}".format(balances))


def test_largest_debtor_pays_largest_creditor_the_same_on_every_interpreter():
    for balances, want in EXACT:
        made = payments.transfers(balances)
        equal(made, want, "payments {}".format(balances))
        equal(apply(balances, made), [0] * len(balances), "cleared {}".format(balances))


def test_unbalanced_input_is_refused():
    err = raises(payments.transfers, [100, -50], field="balances")
    equal(str(err), "balances: do not sum to zero (50)")
    err = raises(payments.transfers, [-100, 20, 30], field="balances")
    equal(err.message, "do not sum to zero (-50)")
