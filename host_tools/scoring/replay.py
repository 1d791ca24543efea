"""A core Session replayed hand by hand into the result `schreiber score --json` prints
(docs/score-json.md): what the store, the exports, `show` and the report read a session as."""

from core import facts, games
from core.settlement import settle_up

FORMAT = 2  # of the --json output (docs/score-json.md); 1 was the unversioned output before


def replay(session):
    """Every hand of a core Session with its effect, as a JSON-ready dict (docs/score-json.md):
    events and status rows are the core's stable keys (docs/status-keys.md)."""
    game = session.game
    unit = facts.unit(game, session.settings)
    rows = []
    dealer = [session.dealer]  # who deals the next hand: the state after each hand says

    def each(number, hand, deltas, state, events):
        rows.append(
            {
                "hand": number,
                "dealer": dealer[0],
                "record": hand,
                "deltas": list(deltas),
                "totals": list(state["scores"]),
                "events": [[key, _plain(value)] for key, value in events],
                "pending": [
                    [key, _plain(value)]
                    for key, value in games.status(game, session.settings, state)
                ],
            }
        )
        dealer[0] = state.get("dealer", dealer[0])

    state = session.replay(each)
    rules = session.settings
    decided = None
    if state["over"]:
        decided = {"winners": state["winners"], "losers": state["losers"]}
    return {
        "format": FORMAT,
        "game": game,
        "rules": session.rules,
        "settings": {key: _plain(rules[key]) for key in sorted(rules)},
        "unit": unit,
        "players": [name for _, name in session.players],
        "dealer": session.dealer,
        "date": session.date,
        "hands": rows,
        "totals": list(state["scores"]),
        "status": [[key, _plain(value)] for key, value in games.status(game, rules, state)],
        "decided": decided,
        "settle_up": settle_up(game, session.settings, state),
        "ended": session.ended,
        "corrections": session.corrections,
    }


def _plain(value):
    return list(value) if isinstance(value, tuple) else value
