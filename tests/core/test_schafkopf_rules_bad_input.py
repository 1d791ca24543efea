"""Bavarian Schafkopf: each kind of bad input names the field that is wrong."""

from checks import raises
from schafkopf_table import A, B, C, play


def bad():
    return (
        # field, settings, hand: each validation rule names the field that is wrong
        ("contract", {}, {"contract": "geier", "declarer": A, "result": "won"}),
        ("contract", {}, {"contract": "schafkopf", "declarer": A, "result": "won"}),
        ("contract", {"pack": "short24"}, {"contract": "sie", "declarer": A}),
        ("runners", {}, {"contract": "wenz", "declarer": A, "result": "won", "runners": 5}),
        (
            "runners",
            {"pack": "short24"},
            {"contract": "solo", "declarer": A, "result": "won", "runners": 13},
        ),  # fmt: skip
        ("runners", {}, {"contract": "sie", "declarer": A, "runners": 7}),
        ("result", {}, {"contract": "sie", "declarer": A, "result": "lost"}),
        ("result", {}, {"contract": "solo", "declarer": A, "tout": True, "result": "won_schwarz"}),
        ("result", {}, {"contract": "solo", "declarer": A}),
        (
            "result",
            {},
            {"contract": "solo", "declarer": A, "result": "won", "points": 50, "tricks": 3},
        ),  # fmt: skip
        ("result", {}, {"contract": "solo", "declarer": A, "result": "winner"}),
        ("points", {}, {"contract": "solo", "declarer": A, "points": 10, "tricks": 0}),
        ("points", {}, {"contract": "solo", "declarer": A, "points": 110, "tricks": 8}),
        ("points", {}, {"contract": "solo", "declarer": A, "points": 121, "tricks": 5}),
        ("tricks", {}, {"contract": "solo", "declarer": A, "points": 70}),
        ("tricks", {}, {"contract": "solo", "declarer": A, "points": 70, "tricks": 9}),
        ("partner", {}, {"contract": "rufer", "declarer": A, "result": "won"}),
        ("partner", {}, {"contract": "rufer", "declarer": A, "partner": A, "result": "won"}),
        ("partner", {}, {"contract": "solo", "declarer": A, "partner": C, "result": "won"}),
        ("declarer", {}, {"contract": "solo", "result": "won"}),
        ("declarer", {}, {"contract": "solo", "declarer": 4, "result": "won"}),
        (
            "tout",
            {},
            {"contract": "rufer", "declarer": A, "partner": C, "tout": True, "result": "won"},
        ),  # fmt: skip
        (
            "tout",
            {"allowed_contracts": ["solo"]},
            {"contract": "solo", "declarer": A, "tout": True, "result": "won"},
        ),  # fmt: skip
        ("acorn_ober", {}, {"contract": "solo", "declarer": A, "result": "won", "acorn_ober": B}),
        (
            "stoss",
            {"doubling_allowed": "none"},
            {"contract": "solo", "declarer": A, "result": "won", "stoss": 1},
        ),  # fmt: skip
        ("colour", {}, {"contract": "solo", "declarer": A, "result": "won", "colour": 1}),
        ("v", {}, {"v": 2, "contract": "solo", "declarer": A, "result": "won"}),
        ("contract", {"on_all_pass": "ramsch"}, {"contract": "all_pass"}),
        ("declarer", {}, {"contract": "all_pass", "declarer": A}),
        ("call", {}, {"call": "new_game"}),
        ("hand", {}, [1, 2]),
        ("settings.runner_rate", {"runner_rate": -1}, {}),
    )


def test_bad_input_names_the_field():
    for field, opts, hand in bad():
        raises(play, opts, hand, field=field)
