"""Bavarian Schafkopf's Ramsch: who pays, ties and their breaks, the Jungfrau, the Durchmarsch,
bad input."""

from checks import equal, raises
from core.schafkopf import rules as schafkopf
from schafkopf_table import RAMSCH, deltas, play, ramsch, start


def test_ramsch_d_bav_11():
    equal(deltas(RAMSCH, ramsch([45, 35, 30, 10], [3, 2, 2, 1])), [-30, 10, 10, 10], "(a)")
    equal(deltas(RAMSCH, ramsch([52, 38, 30, 0], [4, 2, 2, 0])), [-60, 20, 20, 20], "(b)")
    equal(deltas(RAMSCH, ramsch([80, 40, 0, 0], [5, 3, 0, 0])), [-120, 40, 40, 40], "(c)")


def test_ramsch_tie_d_bav_12():
    equal(deltas(RAMSCH, ramsch([40, 40, 25, 15], [3, 2, 2, 1])), [-30, 10, 10, 10], "D-BAV-12")
    equal(deltas(RAMSCH, ramsch([40, 40, 25, 15], [2, 3, 2, 1])), [10, -30, 10, 10], "mirror")


def test_ramsch_tie_break_chain():
    tied = [40, 40, 25, 15], [3, 3, 1, 1]
    raises(play, RAMSCH, ramsch(*tied), field="trumps_taken")
    hand = ramsch(tied[0], tied[1], {"trumps_taken": [2, 4, 1, 0]})
    equal(deltas(RAMSCH, hand), [10, -30, 10, 10], "more trumps loses")
    hand = ramsch(tied[0], tied[1], {"trumps_taken": [3, 3, 1, 0]})
    raises(play, RAMSCH, hand, field="highest_trump")
    hand["highest_trump"] = [14, 9, 3, 0]
    equal(deltas(RAMSCH, hand), [-30, 10, 10, 10], "highest trump loses")
    # alternative order: the highest trump decides before the tricks
    alt = {"allowed_contracts": ["ramsch"], "ramsch_tiebreak": "highest_trump"}
    hand = ramsch([40, 40, 25, 15], [3, 2, 2, 1], {"highest_trump": [5, 14, 3, 0]})
    equal(deltas(alt, hand), [10, -30, 10, 10], "highest trump first")
    raises(play, alt, ramsch([40, 40, 25, 15], [3, 2, 2, 1]), field="highest_trump")


def test_ramsch_settlements_and_jungfrau():
    hand = ramsch([52, 38, 30, 0], [4, 2, 2, 0])
    two = {"allowed_contracts": ["ramsch"], "ramsch_settlement": "top_two_pay"}
    equal(deltas(two, ramsch([45, 35, 30, 10], [3, 2, 2, 1])), [-10, -10, 10, 10], "top two")
    equal(deltas(two, hand), [-20, -20, 20, 20], "top two, Jungfrau x2")
    only = {"allowed_contracts": ["ramsch"], "jungfrau_pays": "jungfrau_only"}
    equal(deltas(only, hand), [-40, 10, 10, 20], "only the Jungfrau is paid double")
    both = ramsch([80, 40, 0, 0], [5, 3, 0, 0])
    equal(deltas(only, both), [-50, 10, 20, 20], "two Jungfrauen, each x2")
    off = {"allowed_contracts": ["ramsch"], "jungfrau_mult": False}
    equal(deltas(off, both), [-30, 10, 10, 10], "jungfrau_mult off")
    rate = {"allowed_contracts": ["ramsch"], "ramsch_rate": 20}
    equal(deltas(rate, ramsch([45, 35, 30, 10], [3, 2, 2, 1])), [-60, 20, 20, 20], "rate")
    schieb = {"allowed_contracts": ["ramsch"], "ramsch_settlement": "schieberamsch"}
    equal(deltas(schieb, ramsch([45, 35, 30, 10], [3, 2, 2, 1])), [-10, -10, -10, 30], "Schieb")


def test_durchmarsch_item_10():
    sweep = ramsch([0, 120, 0, 0], [0, 8, 0, 0])
    equal(deltas(RAMSCH, sweep), [-50, 150, -50, -50], "default: S per player")
    alt = {"allowed_contracts": ["ramsch"], "durchmarsch_value": "ramsch"}
    equal(deltas(alt, sweep), [-10, 30, -10, -10], "alternative: Ramsch rate")
    off = {"allowed_contracts": ["ramsch"], "durchmarsch": False}
    equal(deltas(off, sweep), [80, -240, 80, 80], "off: the sweeper loses, three Jungfrauen")


def test_ramsch_bad_input():
    raises(play, RAMSCH, ramsch([45, 35, 30, 11], [3, 2, 2, 1]), field="points")
    raises(play, RAMSCH, ramsch([45, 35, 30, 10], [3, 2, 2, 2]), field="tricks")
    raises(play, RAMSCH, ramsch([45, 35, 30, 10], [4, 2, 2, 0]), field="points")
    raises(play, RAMSCH, ramsch([45, 35, 40], [4, 2, 2]), field="points")
    raises(play, RAMSCH, ramsch([45, 35, 30, 10], [3, 2, 2, 1], {"stoss": 1}), field="stoss")
    raises(play, {}, ramsch([45, 35, 30, 10], [3, 2, 2, 1]), field="contract")


def test_tied_ramsch_seats_pay_in_seat_order_on_every_interpreter():
    # Ties that no rule breaks (equal points and tricks, not deciding who pays) are ordered by
    # seat, the lower seat first, so the device and the laptop score the same. Top two pay one
    # each to the bottom two; the Jungfrau alone is paid double (jungfrau_only).
    rules, state = start(
        {
            "allowed_contracts": ["rufer", "ramsch"],
            "ramsch_settlement": "top_two_pay",
            "jungfrau_pays": "jungfrau_only",
        }  # fmt: skip
    )
    for points, tricks, want in (
        ([45, 45, 30, 0], [3, 3, 2, 0], [-20, -10, 10, 20]),
        ([0, 45, 45, 30], [0, 3, 3, 2], [20, -20, -10, 10]),
        ([30, 0, 45, 45], [2, 0, 3, 3], [10, 20, -20, -10]),
        ([45, 30, 0, 45], [3, 2, 0, 3], [-20, 10, 20, -10]),
    ):
        hand = {"contract": "ramsch", "points": points, "tricks": tricks}
        equal(schafkopf.score_hand(rules, state, hand)[0], want, str(points))
