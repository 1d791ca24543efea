"""Entry choices (docs/entry-choices.md) of Bierkopf and German Schafkopf: walks end in records
score_hand accepts, on both interpreters."""

from choices_walk import play


def test_bierkopf_and_german_schafkopf_walks_are_scored():
    # (game, settings, players, the walk's seed): each walk as random as the seed says.
    cases = (
        ("bierkopf", {}, 4, 11),
        ("bierkopf", {"pack": "24", "schwarz_by": "zero_points", "doubling": "escalate",
                      "tie_carry": "replay_no_carry"}, 4, 12),
        ("german_schafkopf", {}, 4, 13),
        ("german_schafkopf", {"tie_60_60": "replay", "schneider_at": 91}, 4, 14),
    )  # fmt: skip
    for game, given, players, seed in cases:
        play(game, given, players, 30, seed)
