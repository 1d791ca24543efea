"""Entry choices (docs/entry-choices.md) of Bauernschnapsen: walks end in records score_hand
accepts, on both interpreters."""

from choices_walk import play


def test_bauernschnapsen_walks_are_scored():
    # (game, settings, players, the walk's seed): each walk as random as the seed says.
    cases = (
        ("bauernschnapsen", {"ringerl_enabled": True, "partner_may_bid": True}, 4, 19),
        ("bauernschnapsen", {"contracts_enabled": ["normal", "bettler", "gang", "zehnergang",
                                                   "kontraschnapser"]}, 3, 20),
    )  # fmt: skip
    for game, given, players, seed in cases:
        play(game, given, players, 30, seed)
