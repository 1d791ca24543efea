"""Helpers of the settle-up tests: a state at the end of an evening, and what payments leave."""

from core import games


def state_with(game, given, players, **fields):
    rules = games.make_settings(game, given)
    state = games.new_state(game, rules, players, 0)
    for key in fields:
        state[key] = fields[key]
    return rules, state


def paid(balances, payments):
    left = list(balances)
    for payer, payee, cents in payments:
        left[payer] += cents
        left[payee] -= cents
    return left
