"""Hands and states shared by the Skat tests (a module of its own: importing one test module
from another would load all its tables into MicroPython's 112 KB heap)."""

from core import games
from core.skat import rules as skat


def rules(given=None):
    return games.make_settings("skat", given or {})


def state(given=None, players=3, dealer=2, scores=None):
    out = skat.new_state(rules(given), players, dealer)
    if scores is not None:
        out["scores"] = list(scores)
    return out


def tricks_for(points):
    """Declarer tricks that fit the points (the engine checks the pair)."""
    if points == 120:
        return 10
    if points >= 90:
        return 9
    if points >= 61:
        return 6
    return 4 if points > 30 else 2


def trump(game, matadors, points, bid=18, extra=None):
    """A suit or Grand game by seat 0 (A)."""
    hand = {"game": game, "declarer": 0, "bid": bid, "matadors": matadors}
    hand["declarer_points"] = points
    hand["declarer_tricks"] = tricks_for(points)
    for key in extra or {}:
        hand[key] = extra[key]
    return hand


def null(tricks, bid=18, extra=None):
    hand = {"game": "null", "declarer": 0, "bid": bid, "declarer_tricks": tricks}
    for key in extra or {}:
        hand[key] = extra[key]
    return hand


def ramsch(points, tricks, extra=None):
    hand = {"game": "pass", "points": points, "tricks": tricks}
    for key in extra or {}:
        hand[key] = extra[key]
    return hand


def play(given, hand, players=3, dealer=2, scores=None):
    """Score one hand from a fresh state -> (deltas, new state, events)."""
    return skat.score_hand(rules(given), state(given, players, dealer, scores), hand)


def result_of(tricks, points, top=90, bottom=30):
    """The result class the declarer's tricks and card points make (SPEC §5.3: Schneider at
    `top` or more, or `bottom` or fewer; 91/29 in North-American Skat), worked out apart from
    core.skat."""
    if tricks == 10:
        return "won_schwarz"
    if tricks == 0:
        return "lost_schwarz"
    if points >= top:
        return "won_schneider"
    if points > 60:
        return "won"
    return "lost" if points > bottom else "lost_schneider"


def as_result(hand, top=90, bottom=30, keep=()):
    """`hand` (a suit game or Grand given by tricks and card points) given by its result
    class instead, keeping the fields named in `keep` (declarer_tricks, declarer_points)."""
    out = dict(hand)
    out["result"] = result_of(hand["declarer_tricks"], hand["declarer_points"], top, bottom)
    for key in ("declarer_tricks", "declarer_points"):
        if key not in keep:
            del out[key]
    return out
