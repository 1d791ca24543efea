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


def test_unbalanced_input_is_refused():
    raises(payments.transfers, [100, -50], field="balances")
