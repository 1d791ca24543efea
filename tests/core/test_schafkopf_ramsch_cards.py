"""Bavarian Ramsch within the cards (SPEC §1, §2.9): card points every group of seats' tricks
can hold, and tie-break lists the cards can give."""

from checks import equal, raises
from core import games
from core.schafkopf import rules as schafkopf

RAMSCH = {"allowed_contracts": ["ramsch"]}


def play(opts, hand):
    rules = games.make_settings("schafkopf", opts)
    return schafkopf.score_hand(rules, schafkopf.new_state(rules, 4, 3), hand)


def deltas(opts, hand):
    return play(opts, hand)[0]


def ramsch(points, tricks, extra=None):
    hand = {"contract": "ramsch", "points": points, "tricks": tricks}
    for key in extra or {}:
        hand[key] = extra[key]
    return hand


def test_ramsch_points_the_tricks_cannot_hold_together():
    # SPEC §1: every group of seats holds what its tricks' cards can. A's 3 tricks at 0 take
    # all twelve blanks, so B's 2 tricks (8 valued cards) hold at least 20, not 5; each
    # seat's own bounds allow both.
    raises(play, RAMSCH, ramsch([0, 5, 80, 35], [3, 2, 2, 1]), field="points")
    equal(deltas(RAMSCH, ramsch([0, 20, 60, 40], [3, 2, 2, 1])), [10, 10, -30, 10], "fits")
    raises(play, RAMSCH, ramsch([120, 0, 0, 0], [3, 5, 0, 0]), field="points")


def test_ramsch_tie_break_lists_within_the_cards():
    # (tricks, the list given, field named): each beyond what the cards allow (§2.9)
    bad = (
        ([3, 3, 1, 1], {"trumps_taken": [13, 1, 0, 0]}, "trumps_taken"),  # 3 tricks: 12 cards
        ([3, 3, 1, 1], {"trumps_taken": [8, 7, 0, 0]}, "trumps_taken"),  # 15 of 14 trumps
        ([3, 3, 2, 0], {"trumps_taken": [2, 1, 0, 1]}, "trumps_taken"),  # no trick, no trump
        ([3, 3, 2, 0], {"highest_trump": [14, 9, 3, 2]}, "highest_trump"),  # no trick
        ([3, 3, 1, 1], {"highest_trump": [14, 14, 3, 0]}, "highest_trump"),  # one Ober of Acorns
        ([3, 3, 1, 1], {"highest_trump": [14, 0, 0, 0], "trumps_taken": [2, 1, 0, 0]},
         "highest_trump"),  # took a trump, so holds a highest one
        ([3, 3, 1, 1], {"highest_trump": [14, 9, 3, 0], "trumps_taken": [2, 1, 0, 0]},
         "highest_trump"),  # took no trump, so no highest one
    )  # fmt: skip
    for tricks, lists, field in bad:
        points = [40, 40, 40, 0] if tricks[3] == 0 else [40, 40, 25, 15]
        raises(play, RAMSCH, ramsch(points, tricks, lists), field=field)
    # The 24-card pack has 12 trumps: rank 3 is its lowest, 2 is not in it.
    short = {"allowed_contracts": ["ramsch"], "pack": "short24"}
    hand = ramsch([45, 35, 25, 15], [2, 2, 1, 1], {"highest_trump": [14, 13, 3, 0]})
    equal(deltas(short, hand), [-30, 10, 10, 10], "rank 3 in the short pack")
    hand["highest_trump"] = [14, 13, 2, 0]
    raises(play, short, hand, field="highest_trump")
