"""A tournament table's list as a device writes it: random valid hands of the tournament's
game played through the device's own journal (app.journal on CPython, a real directory), so the
host's lists are read from real log bytes."""

import random

from app.journal import Journal
from core import games, presets
from core.session import Session
from core.skat.german import trump_value

_SUITS = ("diamonds", "hearts", "spades", "clubs", "grand")
_BIDS = (18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48)
_RESULTS = ("lost_schneider", "lost", "won", "won", "won", "won_schneider")


def settings_of(game, preset):
    return games.make_settings(game, presets.given(game, preset))


def skat_hand(rng, dealer, players):
    """A Skat game on a Seeger-Fabian list without Kontra: the declarer never the dealer who
    sits out at a table of 4 (SPEC §5.7)."""
    seats = [seat for seat in range(players) if players == 3 or seat != dealer]
    declarer = rng.choice(seats)
    if rng.random() < 0.15:
        return {
            "game": "null",
            "declarer": declarer,
            "bid": rng.choice((18, 20, 23)),
            "declarer_tricks": rng.choice((0, 0, 0, 1)),
        }
    game = rng.choice(_SUITS)
    return {
        "game": game,
        "declarer": declarer,
        "bid": rng.choice(_BIDS),
        "matadors": rng.randint(1, 4 if game == "grand" else 5),
        "result": rng.choice(_RESULTS),
    }


def schafkopf_hand(rng, dealer, players):
    """A hand of the §10.1 sheet: Rufer, Wenz or Solo, no doubling."""
    declarer = rng.randrange(players)
    kind = rng.randrange(3)
    if kind == 0:
        return {
            "contract": "rufer",
            "declarer": declarer,
            "partner": (declarer + rng.randrange(1, players)) % players,
            "result": rng.choice(_RESULTS),
            "runners": rng.choice((0, 0, 3, 4)),
        }
    return {
        "contract": ("wenz", "solo")[kind - 1],
        "declarer": declarer,
        "result": rng.choice(_RESULTS),
        "runners": rng.choice((0, 0, 2, 3)) if kind == 1 else rng.choice((0, 3, 4)),
    }


def noted(hand, settings):
    """A Skat hand as the table notes it on the device: the bid only where the entry wizard
    asks it, after the result and only above what the cards made (core/skat/choices.py: an
    overbid); a Null's bid never. A bid left out scores as one at or below the game's value,
    so the list's points are the same."""
    if "bid" in hand and (hand["game"] == "null" or hand["bid"] <= trump_value(settings, hand)):
        hand = dict(hand)
        del hand["bid"]
    return hand


def hands(game, settings, seats, count, seed):
    """`count` random hands of `game` valid in order at a table of `seats` (the dealer
    followed as the session moves it on), as the table notes them (noted())."""
    rng = random.Random(seed)
    session = Session(game, settings, list(seats), 0, "2026-12-05")
    make = skat_hand if game == "skat" else schafkopf_hand
    out = []
    for _ in range(count):
        hand = make(rng, session.state["dealer"], len(seats))
        if game == "skat":
            hand = noted(hand, session.settings)
        session.add(hand)
        out.append(hand)
    return out


def play(root, game, settings, players, hands, seed, end=True):
    """A session of `hands` random hands at a table of `players` (names in seat order) in a
    journal at `root`; returns (journal, number, log bytes)."""
    rng = random.Random(seed)
    journal = Journal(str(root))
    session = Session(game, settings, list(players), 0, "2026-12-05")
    number = int(journal.start(session))
    make = skat_hand if game == "skat" else schafkopf_hand
    for _ in range(hands):
        journal.add(make(rng, session.state["dealer"], len(players)))
    if end:
        journal.end()
    with open(f"{root}/{number:06d}.log", "rb") as handle:
        data = handle.read()
    return journal, number, data
