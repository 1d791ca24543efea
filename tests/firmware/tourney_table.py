"""The tournament table the tournament tests hand the device (docs/tournament.md), and a hand
played at it: one table for test_tourney and test_tourney_played_out."""

TABLE = {
    "name": "Preisskat",
    "series": 1,
    "table": 2,
    "game": "skat",
    "settings": {"scoring_system": "seeger_fabian"},
    "players": ["Resi", "Sepp", "Vroni"],
    "games": 3,
}


def grand(seat):
    return {"game": "grand", "declarer": seat, "bid": 24, "matadors": 1, "result": "won"}
