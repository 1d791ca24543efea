"""Hand-record fields of Bierkopf, German Schafkopf, Skat and Bauernschnapsen: null, wrong
kinds and huge values refused with the field named (Bavarian Schafkopf: test_record.py)."""

from checks import equal, raises
from core.session import Session
from records import refused_with_field_named


def test_team_games():
    refused_with_field_named(
        (
            ("bierkopf", {"points": [35, 85], "doublings": 1}, ("doublings",)),
            (
                "german_schafkopf",
                {"declarer": 2, "forced": True, "points": [28, 92]},
                ("declarer",),
            ),
        )
    )


def test_skat():
    hand = {
        "game": "grand",
        "declarer": 0,
        "bid": 20,
        "matadors": 2,
        "declarer_points": 78,
        "declarer_tricks": 7,
    }
    fields = ("bid", "matadors", "declarer_points", "declarer_tricks", "kontra", "declarer")
    refused_with_field_named((("skat", hand, fields),))


def test_bauernschnapsen():
    hand = {
        "contract": "normal",
        "won": True,
        "loser_tricks": 2,
        "loser_melds": 20,
        "loser_points": 52,
        "flecks": 1,
    }
    fields = ("flecks", "loser_tricks", "loser_melds", "loser_points", "won", "contract")
    refused_with_field_named((("bauernschnapsen", hand, fields),))


def test_a_game_names_its_range_of_seats():
    err = raises(Session, "skat", {}, ["A", "B", "C", "D", "E"], field="players")
    equal(err.message, "skat is played by 3 to 4 players, not 5")
