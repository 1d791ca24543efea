"""Entry choices (docs/entry-choices.md) of Skat: walks end in records score_hand accepts, on
both interpreters."""

from choices_walk import play


def test_skat_walks_are_scored():
    # (game, settings, players, the walk's seed): each walk as random as the seed says.
    cases = (
        ("skat", {"kontra": "up_to_resupra", "on_all_pass": "ramsch", "schieberamsch": True,
                  "revolution": True}, 3, 15),
        ("skat", {"scoring_system": "bierlachs", "on_all_pass": "gewinner_ramsch",
                  "ramsch_ten_value": "1"}, 4, 16),
        ("skat", {"raeuberskat": True}, 3, 17),
        ("skat", {"preset": "na_tournee"}, 4, 18),
    )  # fmt: skip
    for game, given, players, seed in cases:
        play(game, given, players, 30, seed)
