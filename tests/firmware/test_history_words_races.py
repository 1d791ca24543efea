"""A race's history rows: a hand whose declarer lost says what it scored for the other side,
and German Schafkopf's forced game is said by its name (test_history_words: the other rows)."""

from app import history
from checks import equal
from history_app import App


def test_a_lost_race_hand_says_whom_it_scored_for():
    # Bauernschnapsen: Poldi's lost Normal game scores 3 for the other pair, nothing for his;
    # the row says it is theirs, not a hand worth nothing.
    hands = [{"contract": "normal", "won": True, "loser_tricks": 2, "loser_points": 52}]
    hands.append({"contract": "normal", "won": False, "loser_tricks": 0, "loser_points": 0})
    app = App("bauernschnapsen", {}, ["Franz", "Mitzi", "Poldi", "Gretl"], hands)
    equal(app.session.state["scores"], [0, 4, 0, 4])
    equal(history.described(app, 1, 1), ["Normal game Poldi lost  others +3"])


def test_a_forced_game_is_said_in_words():
    # German Schafkopf's forced game by its name, not its key ("forced Ute + Heike lost"): the
    # first hands of examples/german-schafkopf.json.
    hands = [{"declarer": 0, "points": [75, 45]}, {"declarer": 1, "points": [70, 50]}]
    hands.append({"declarer": 2, "forced": True, "points": [28, 92]})
    app = App("german_schafkopf", None, ["Ute", "Jens", "Heike", "Olaf"], hands)
    equal(history.described(app, 2, 2), ["Forced game Ute + Heike lost  others +2"])
