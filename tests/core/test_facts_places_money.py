"""One ranking with ties (core.settlement) and one money format (core.payments) for every
screen, table, export and report."""

from checks import equal
from core import payments, settlement


def test_equal_totals_share_a_place():
    equal(settlement.places([21, 12, 21, 12]), [1, 3, 1, 3], "partners on 21 each")
    equal(settlement.order([21, 12, 21, 12]), [0, 2, 1, 3], "seat order within a tie")
    equal(settlement.places([5, 9, 5, 1]), [2, 1, 2, 4])
    equal(settlement.places([]), [])


def test_one_money_format():
    equal(payments.amount(1240), "12.40")
    equal(payments.amount(-5, True), "-0.05")
    equal(payments.amount(305, True, ","), "+3,05")
    equal(payments.amount(0, True), "0.00", "nothing has no sign")
