"""A realistic mix of hands per game for bench/presses.py: each game's hands as a probability
distribution over whole hand records, built from one stated frequency per field. The same
table is written in docs/app.md ("The mix of hands"); where a figure comes from:

- "cards": worked out from a random deal (the chance that one side holds the top trumps:
  Schafkopf's runners, Skat's matadors); exact, no estimate.
- "estimate": an honest guess of a typical private table's evening, labelled as such. The
  rules sources (/work/shared/rules/sources/) give the rules, not how often each game is
  played; no count of real evenings was at hand.

Per game (settings: the house-rule preset named):

Bavarian Schafkopf, preset 10/20/50 with Stock and Bock, 4 players (SPEC §2):
  contract (estimate): Sauspiel 62%, thrown in 13%, Solo 13%, Wenz 10%, Solo Tout 1%,
    Wenz Tout 1%.
  declarer (estimate): each seat 1/4.  partner in a Sauspiel: each other seat 1/3.
  result, Sauspiel (estimate): won 50%, won Schneider 12%, won Schwarz 1%, lost 28%,
    lost Schneider 8%, lost Schwarz 1%.  Solo and Wenz: won 58%, won Schneider 14%,
    won Schwarz 2%, lost 20%, lost Schneider 5%, lost Schwarz 1%.  Tout: won 60%, lost 40%.
    The table says the result; tricks, points and the Ober of Acorns are not noted.
  runners (cards): the top trumps of the contract held by one side, 16 of 32 cards a side in
    a Sauspiel, 8 against 24 in a solo game; below the minimum (3, Wenz 2; §2.5) the table
    enters 0, which scores the same.
  doublings (estimate): Stoss in 10% of the played games, a Retour after 20% of those.
Bierkopf, preset 21 (to 21, 20-card pack, either side doubles once), 4 players (SPEC §3):
  result (estimate): simple 66%, Schneider 25%, Schwarz 5%, 60:60 4%; winner: either team
  1/2; doubling (estimate): 15%. Tricks and points are not noted.
German Schafkopf, preset 9 (nine strokes), 4 players (SPEC §4):
  declarer (estimate): each seat 1/4; solo 8%, forced 10% (estimate); result as Bierkopf
  but Schneider 28%, Schwarz 7%, 60:60 3%, simple 62% (estimate); winner: either team 1/2.
Skat, preset Bierlachs, all passed dealt again (on_all_pass redeal; the 501 preset's Ramsch
  is left out: a Ramsch's per-seat tricks and points are a bench of their own), 3 players
  (SPEC §5):
  game (estimate): Kreuz 17%, Pik 16%, Herz 15%, Karo 14%, Grand 22%, Null 8%, all passed 8%.
  declarer (estimate): each seat 1/3.
  matadors (cards): with or without the top trumps in the declarer's 10 cards and the skat.
  bid (estimate): at most what the game is worth, never an overbid, so not entered (the
    wizard asks the bid only to record an overbid; a Null is never overbid).
  Hand (estimate): suit and Grand 10%; Null: Hand 20%, Ouvert 15%.
  result (estimate): the class the declarer's cards made, as the table writes it (it does not
    note card points, as for Schafkopf): won 60%, won Schneider 14.91%, won Schwarz 0.09%,
    lost 20%, lost Schneider 4.34%, lost Schwarz 0.66%. These are the classes of the card
    points this mix gave before (won 61-89 60%, won Schneider 90-120 15%, lost 31-60 20%,
    lost Schneider 0-30 5%, within a class every (tricks, points) pair the cards can hold
    equally likely): all tricks or none are the Schwarz shares. Tricks and points are not
    noted. Null: no trick 75%, 1 trick 15%, 2 7%, 3 3%.
Bauernschnapsen, preset 24 with 50 cents a Bummerl, 4 players (SPEC §6):
  contract (estimate): normal game 77%, Bettler 8%, Schnapser 7%, Bauernschnapser 3%,
    Gang 3%, three Unters dealt again 2% (the Kontra games depend on who is forehand and
    are left out).
  normal game (estimate): won 50%; the result (simple, Schneider, Schwarz) as the table says
    it, the losers' points not noted; its shares from losers' tricks 0 8%, 1 25%, 2 35%, 3 25%,
    4 7%; melds after a trick 0 70%, 20 20%, 40 10%; card points: each the tricks can hold
    equally likely.
  other contracts: won 60% (estimate); who played a Bettler or Gang (anyone may bid them,
    SPEC §6.2): each seat 1/4 (estimate). flecks (estimate): 0 85%, 1 10%, 2 4%, 3 1%.

CPython only; the bench scripts put firmware/ on the path."""

import json
import math

from core.bauernschnapsen.rules import card_point_range
from core.sheet import points_range

SCHAFKOPF = {"tariff_preset": "10/20/50", "stock_sweetener": 10}
SCHAFKOPF["bock_triggers"] = ["lost_solo", "schwarz", "sixty_all"]
GAMES = (
    ("schafkopf", SCHAFKOPF, 4),
    ("bierkopf", {}, 4),
    ("german_schafkopf", {}, 4),
    ("skat", {"scoring_system": "bierlachs"}, 3),
    ("bauernschnapsen", {"cents_per_bummerl": 50}, 4),
)


def top_run(side, pack, trumps):
    """{k: chance} that one side (holding `side` of `pack` cards, the other the rest) holds
    the top k trumps and not the k+1st: the runners or matadors of a random deal."""

    def holds(cards, k):  # the chance that a side of `cards` cards holds the top k trumps
        p = 1.0
        for i in range(k):
            p *= (cards - i) / (pack - i)
        return p

    out = {}
    for k in range(1, trumps + 1):
        for cards in (side, pack - side):
            beyond = holds(cards, k) - (holds(cards, k + 1) if k < trumps else 0.0)
            out[k] = out.get(k, 0.0) + beyond
    return out


def _expand(outcomes, field, table):
    """Each (chance, record) times each (share, value) of `table`; value None leaves the
    field out. `table` may be a function of the record so far."""
    out = []
    for chance, record in outcomes:
        rows = table(record) if callable(table) else table
        for share, value in rows:
            if share <= 0:
                continue
            grown = dict(record)
            if value is not None:
                grown[field] = value
            out.append((chance * share, grown))
    return out


def _seats(count):
    return [(1 / count, seat) for seat in range(count)]


# -- Bavarian Schafkopf --------------------------------------------------------------------
_CONTRACTS = (
    (0.62, ("rufer", False)),
    (0.13, ("all_pass", False)),
    (0.13, ("solo", False)),
    (0.10, ("wenz", False)),
    (0.01, ("solo", True)),
    (0.01, ("wenz", True)),
)
_RUFER_RESULTS = (
    (0.50, "won"),
    (0.12, "won_schneider"),
    (0.01, "won_schwarz"),
    (0.28, "lost"),
    (0.08, "lost_schneider"),
    (0.01, "lost_schwarz"),
)
_SOLO_RESULTS = (
    (0.58, "won"),
    (0.14, "won_schneider"),
    (0.02, "won_schwarz"),
    (0.20, "lost"),
    (0.05, "lost_schneider"),
    (0.01, "lost_schwarz"),
)


def _runners(record):
    if record["contract"] == "wenz":
        run, least = top_run(8, 32, 4), 2
    elif record["contract"] == "solo":
        run, least = top_run(8, 32, 14), 3
    else:
        run, least = top_run(16, 32, 14), 3
    rows = [(share, k) for k, share in run.items() if k >= least]
    rows.append((1 - sum(share for share, _ in rows), None))  # below the minimum: 0
    return rows


def schafkopf():
    out = []
    for share, (contract, tout) in _CONTRACTS:
        if contract == "all_pass":
            out.append((share, {"contract": "all_pass"}))
            continue
        hands = [(share, {"contract": contract})]
        if tout:
            hands = _expand(hands, "tout", ((1.0, True),))
        hands = _expand(hands, "declarer", _seats(4))
        if contract == "rufer":
            hands = _expand(
                hands,
                "partner",
                lambda r: [(1 / 3, (r["declarer"] + k) % 4) for k in (1, 2, 3)],
            )
        stoss = ((0.90, None), (0.08, 1), (0.02, 2))  # 2: a Stoss and a Retour
        hands = _expand(hands, "stoss", stoss)
        for _, record in hands:
            if record.get("stoss") == 2:
                record["stoss"] = 1
                record["retour"] = 1
        if tout:
            results = ((0.6, "won"), (0.4, "lost"))
        else:
            results = _RUFER_RESULTS if contract == "rufer" else _SOLO_RESULTS
        hands = _expand(hands, "result", results)
        out += _expand(hands, "runners", _runners)
    return out


# -- Bierkopf and German Schafkopf ------------------------------------------------------------
def _teams(results, hands):
    out = []
    for share, result in results:
        for chance, record in hands:
            grown = dict(record)
            grown["result"] = result
            if result == "tie":
                out.append((chance * share, grown))
            else:
                out += _expand([(chance * share, grown)], "winner", ((0.5, 0), (0.5, 1)))
    return out


def bierkopf():
    results = ((0.66, "simple"), (0.25, "schneider"), (0.05, "schwarz"), (0.04, "tie"))
    return _expand(_teams(results, [(1.0, {})]), "doublings", ((0.85, None), (0.15, 1)))


def german_schafkopf():
    hands = _expand([(1.0, {})], "declarer", _seats(4))
    hands = _expand(hands, "solo", ((0.08, True), (0.92, None)))
    unforced = ((0.10 / 0.92, True), (0.82 / 0.92, None))  # 10% and 82% of all hands
    hands = _expand(hands, "forced", lambda r: ((1.0, None),) if r.get("solo") else unforced)
    results = ((0.62, "simple"), (0.28, "schneider"), (0.07, "schwarz"), (0.03, "tie"))
    return _teams(results, hands)


# -- Skat ---------------------------------------------------------------------------------------
_SKAT_GAMES = (
    (0.17, "clubs", 12),
    (0.16, "spades", 11),
    (0.15, "hearts", 10),
    (0.14, "diamonds", 9),
    (0.22, "grand", 24),
)
_CLASSES = ((61, 89, 0.60), (90, 120, 0.15), (31, 60, 0.20), (0, 30, 0.05))


def _tricks_and_points():
    """(share, (tricks, points)) for a suit game or Grand: the class's share spread evenly over
    the pairs the declarer's tricks (and the skat's two cards) can hold."""
    rows = []
    for low, high, share in _CLASSES:
        pairs = []
        for tricks in range(11):
            fewest, most = points_range(3 * tricks + 2, 12)
            for points in range(max(low, fewest), min(high, most) + 1):
                pairs.append((tricks, points))
        rows += [(share / len(pairs), pair) for pair in pairs]
    return rows


def skat():
    out = [(0.08, {"game": "pass"})]
    for share, game, _ in _SKAT_GAMES:
        trumps = 4 if game == "grand" else 11
        for matadors, chance in top_run(12, 32, trumps).items():
            for seat in range(3):
                record = {"game": game, "declarer": seat, "matadors": matadors}
                out.append((share * chance / 3 * 0.9, record))
                out.append((share * chance / 3 * 0.1, dict(record, hand=True)))
    nulls = [(0.08, {"game": "null"})]
    nulls = _expand(nulls, "declarer", _seats(3))
    nulls = _expand(nulls, "hand", ((0.2, True), (0.8, None)))
    nulls = _expand(nulls, "ouvert", ((0.15, True), (0.85, None)))
    nulls = _expand(nulls, "declarer_tricks", ((0.75, 0), (0.15, 1), (0.07, 2), (0.03, 3)))
    return out + nulls


# -- Bauernschnapsen ------------------------------------------------------------------------------
_FLECKS = ((0.85, None), (0.10, 1), (0.04, 2), (0.01, 3))


def _normal_game():
    """The normal game as the table says it, by its result (SPEC §6.2): the losers' tricks,
    melds and card points are not noted, but the result's shares come from them."""
    shares = {}
    for tricks, t_share in ((0, 0.08), (1, 0.25), (2, 0.35), (3, 0.25), (4, 0.07)):
        melds = ((0.7, 0), (0.2, 20), (0.1, 40)) if tricks else ((1.0, 0),)
        low, high = card_point_range(4, tricks)
        for m_share, meld in melds:
            for points in range(low, high + 1):
                # the melds count toward 33 (melds_count_for_33, the default)
                result = (
                    "schwarz" if not tricks else "schneider" if points + meld < 33 else "simple"
                )
                share = t_share * m_share / (high - low + 1)
                shares[result] = shares.get(result, 0) + share
    out = []
    for won_share, won in ((0.5, True), (0.5, False)):
        for result, share in shares.items():
            out.append((won_share * share, {"contract": "normal", "won": won, "result": result}))
    return out


def bauernschnapsen():
    out = [(0.02, {"redeal": True})]
    out += [(0.77 * share, record) for share, record in _normal_game()]
    for share, contract in ((0.08, "bettler"), (0.07, "schnapser"), (0.03, "bauernschnapser")):
        out += _expand([(share, {"contract": contract})], "won", ((0.6, True), (0.4, False)))
    out += _expand([(0.03, {"contract": "gang"})], "won", ((0.6, True), (0.4, False)))
    # Anyone may bid a Bettler or Gang: who played is asked (the Schnapser family's is forehand).
    out = [(q * share, hand) for q, record in out for share, hand in _anyone(record)]
    return _expand(out, "flecks", lambda r: ((1.0, None),) if "redeal" in r else _FLECKS)


def _anyone(record):
    """A Bettler's or Gang's player: each seat 1/4; any other record as it is."""
    if record.get("contract") in ("bettler", "gang"):
        return [(q, dict(record, declarer=seat)) for q, seat in _seats(4)]
    return [(1.0, record)]


def skat_tail(record):
    """The result class of a suit game or Grand, drawn on its own (the same shares whatever
    came before): kept apart so the mix stays small. A hand given by card points instead (a
    scene written that way) draws its tricks and points from the pairs the classes came from."""
    if record.get("game") in ("pass", "null"):
        return None
    return _POINTS if "declarer_points" in record else _RESULTS


def _result_of(tricks, points):
    """The class of the declarer's tricks and card points (SPEC §5.3)."""
    if tricks in (0, 10):
        return "won_schwarz" if tricks else "lost_schwarz"
    if points > 60:
        return "won_schneider" if points >= 90 else "won"
    return "lost" if points > 30 else "lost_schneider"


_POINTS = [
    (share, {"declarer_tricks": t, "declarer_points": p}) for share, (t, p) in _tricks_and_points()
]
_SHARES = {}
for _share, _row in _POINTS:
    _class = _result_of(_row["declarer_tricks"], _row["declarer_points"])
    _SHARES[_class] = _SHARES.get(_class, 0.0) + _share
_RESULTS = [(_SHARES[name], {"result": name}) for name in sorted(_SHARES)]

MIXES = {
    "schafkopf": schafkopf,
    "bierkopf": bierkopf,
    "german_schafkopf": german_schafkopf,
    "skat": skat,
    "bauernschnapsen": bauernschnapsen,
}


TAILS = {"skat": skat_tail}  # fields drawn on their own after the rest: game -> tail(record)


def _tail(game, record):
    tail = TAILS.get(game)
    return tail(record) if tail else None


def distribution(game):
    """{record as sorted JSON: chance} of `game`'s mix (records reached two ways merged),
    without the fields drawn on their own (TAILS)."""
    out = {}
    for chance, record in MIXES[game]():
        key = json.dumps(record, sort_keys=True)
        out[key] = out.get(key, 0.0) + chance
    total = sum(out.values())
    if abs(total - 1) > 1e-9:
        raise ValueError(f"{game}: the shares add up to {total}")
    return out


def entropy(game):
    """The entropy of `game`'s mix over whole records, in bits: the rest's, plus each tail's
    times its chance (the tail's fields are new keys, so whole records stay distinct)."""
    bits = 0.0
    for key, p in distribution(game).items():
        bits -= p * math.log2(p)
        rows = _tail(game, json.loads(key))
        if rows:
            bits -= p * sum(q * math.log2(q) for q, _ in rows if q > 0)
    return bits


def sample(game, rng, count):
    """`count` hand records drawn from `game`'s mix with `rng` (random.Random)."""
    dist = distribution(game)
    keys = sorted(dist)
    picks = rng.choices(keys, weights=[dist[k] for k in keys], k=count)
    hands = []
    for key in picks:
        record = json.loads(key)
        rows = _tail(game, record)
        if rows:
            record.update(rng.choices([r for _, r in rows], weights=[q for q, _ in rows])[0])
        hands.append(record)
    return hands
