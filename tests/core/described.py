"""Hands scored and described as a screen, a table or an export asks for them: the facts' tests
of each game's descriptions share it."""

from checks import let_go_games
from core import facts, games


def described(game, given, players, hands):
    """What core.facts.descriptions says of each of `hands`, scored in turn from a new
    session of `game` with the `given` settings; the game's modules let go after."""
    rules = games.make_settings(game, given)
    state = games.new_state(game, rules, players, 0)
    out = []
    for hand in hands:
        _, state, events = games.score_hand(game, rules, state, hand)
        out += facts.descriptions(game, rules, [(hand, events)])
    let_go_games()
    return out
