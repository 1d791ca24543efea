"""Settle-up payments on random balances (CPython, hypothesis): the fewest, checked by search."""

from hypothesis import given, settings
from hypothesis import strategies as st

from core import payments

# Small amounts, so that groups made apart also happen to cancel across one another.
AMOUNTS = st.integers(1, 6).map(lambda n: n * 50) | st.integers(-6, -1).map(lambda n: n * 50)


@st.composite
def grouped_balances(draw, least=2, most=8):
    """Balances made of zero-sum groups of 2 to 4 accounts, shuffled, with a zero here and
    there: the case where settling each group apart saves payments."""
    flat = []
    left = draw(st.integers(least, most))
    while left:
        size = (
            left if left <= 4 else draw(st.sampled_from([s for s in (2, 3, 4) if left - s != 1]))
        )
        group = draw(st.lists(AMOUNTS, min_size=size - 1, max_size=size - 1))
        flat += group + [-sum(group)]  # the closing account may come out zero: no account then
        left -= size
    flat += [0] * draw(st.integers(0, 1))
    return draw(st.permutations(flat))


@st.composite
def loose_balances(draw, least, most):
    """Any balances summing to zero: the last account takes what the others leave."""
    flat = draw(st.lists(st.integers(-2000, 2000), min_size=least - 1, max_size=most - 1))
    return flat + [-sum(flat)]


def most_zero_sum_groups(balances):
    """The most groups the accounts split into, each summing to zero, by trying every split.

    Payments join accounts into connected groups; each group's balances must sum to zero and a
    group of k accounts needs at least k - 1 payments, so the fewest payments is
    accounts - (most zero-sum groups)."""
    known = {}

    def most(left):
        if not left:
            return 0
        if left in known:
            return known[left]
        first, rest = left[0], left[1:]
        best = 0
        for pick in range(1 << len(rest)):
            chosen = [rest[i] for i in range(len(rest)) if pick >> i & 1]
            if balances[first] + sum(balances[s] for s in chosen) == 0:
                others = tuple(s for s in rest if s not in chosen)
                best = max(best, 1 + most(others))
        known[left] = best
        return best

    return most(tuple(seat for seat in range(len(balances)) if balances[seat]))


def check_cleared_debtor_to_creditor(balances, made):
    left = list(balances)
    for payer, payee, amount in made:
        assert amount > 0, made
        # Only a debtor pays and only a creditor is paid: nobody passes money through.
        assert balances[payer] < 0 < balances[payee], (balances, made)
        left[payer] += amount
        left[payee] -= amount
    assert left == [0] * len(balances), (balances, made)


@settings(max_examples=300, deadline=None)
@given(grouped_balances() | loose_balances(2, 8))
def test_payments_are_the_fewest_possible(balances):
    made = payments.transfers(balances)
    check_cleared_debtor_to_creditor(balances, made)
    accounts = sum(1 for b in balances if b)
    assert len(made) == accounts - most_zero_sum_groups(balances), (balances, made)


@settings(max_examples=100, deadline=None)
@given(grouped_balances(9, 10))
def test_nine_and_ten_accounts_are_searched_too(balances):
    made = payments.transfers(balances)
    check_cleared_debtor_to_creditor(balances, made)
    accounts = sum(1 for b in balances if b)
    assert len(made) == accounts - most_zero_sum_groups(balances), (balances, made)


@settings(max_examples=200, deadline=None)
@given(loose_balances(11, 16) | grouped_balances(11, 16))
def test_more_than_ten_accounts_settle_largest_first(balances):
    made = payments.transfers(balances)
    check_cleared_debtor_to_creditor(balances, made)
    accounts = sum(1 for b in balances if b)
    # Each payment clears at least one account, the last one clears two.
    assert len(made) <= max(accounts - 1, 0), (balances, made)
