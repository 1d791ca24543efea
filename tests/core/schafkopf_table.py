"""A fresh Schafkopf table of the given settings and a hand scored at it, for the Schafkopf
rules' tests (test_schafkopf_rules*.py): a module of its own, so each of those files loads only
its own tests into MicroPython's heap."""

from core import games
from core.schafkopf import rules as schafkopf

A, B, C, D = 0, 1, 2, 3
RAMSCH = {"allowed_contracts": ["ramsch"]}


def start(opts, players=4):
    rules = games.make_settings("schafkopf", opts)
    return rules, schafkopf.new_state(rules, players, players - 1)


def play(opts, hand, players=4):
    rules, state = start(opts, players)
    return schafkopf.score_hand(rules, state, hand)


def deltas(opts, hand, players=4):
    return play(opts, hand, players)[0]


def ramsch(points, tricks, extra=None):
    hand = {"contract": "ramsch", "points": points, "tricks": tricks}
    for key in extra or {}:
        hand[key] = extra[key]
    return hand
