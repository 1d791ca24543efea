"""The history's rows say what each hand was as the core scored it (core.facts.describe): an
overbid game is lost, with its bid; a hand entered by card points has its result; a row names
the partner, the Laufende and the doublings, and ends with what the hand was worth (the other
side's, where a race's declarer lost and only they scored)."""

from app import history
from app import texts_entry_en as entry_en
from app import texts_history_en as history_en
from checks import equal
from core import heap
from core.session import Session

# The games these tests play.
GAMES = ("schafkopf", "skat", "bierkopf", "bauernschnapsen", "german_schafkopf")


class App:
    def __init__(self, game, settings, players, hands):
        # One game an evening, as on the device: the other games' rules, which the tests
        # before loaded, are let go first.
        for other in GAMES:
            if other != game:
                heap.unload_all("core." + other)
        self.session = Session(game, settings, players)
        for hand in hands:
            self.session.add(hand)

    def texts(self, name):
        return {"entry": entry_en, "history": history_en}[name]


def test_an_overbid_game_is_lost_with_its_bid():
    # A Kreuz with one matador, game 2, is worth 24: bid at 36, it is lost as an overbid game
    # at 36 (the next multiple of 12), doubled (SPEC §5.5).
    app = App(
        "skat",
        {},
        ["Gerda", "Kurt", "Inge"],
        [{"game": "clubs", "declarer": 0, "bid": 36, "matadors": 1, "result": "won"}],
    )
    equal(app.session.state["scores"][0], -72, "scored as lost")
    equal(history.described(app, 0, 0), ["Kreuz Gerda lost, overbid at 36  -72"])


def test_hands_entered_by_card_points_have_their_result():
    hand = {"game": "grand", "declarer": 1, "bid": 18, "matadors": 1}
    hand["declarer_points"] = 95
    hand["declarer_tricks"] = 7
    app = App("skat", {}, ["Gerda", "Kurt", "Inge"], [hand])
    equal(history.described(app, 0, 0), ["Grand Kurt won Schneider with 95  +72"])
    app = App(
        "schafkopf",
        {},
        ["Gerda", "Kurt", "Inge", "Otto"],
        [{"contract": "solo", "declarer": 2, "points": 35, "tricks": 3}],
    )
    equal(history.described(app, 0, 0), ["Solo Inge lost with 35  -1.50"])
    app = App("bierkopf", {}, ["Gerda", "Kurt", "Inge", "Otto"], [{"points": [35, 85]}])
    equal(history.described(app, 0, 0), ["Kurt + Otto won  +1"])


def test_only_the_hands_asked_for_are_described():
    hands = [{"contract": "all_pass"}, {"contract": "wenz", "declarer": 1, "result": "won"}]
    hands.append({"contract": "solo", "declarer": 3, "result": "lost_schneider"})
    app = App("schafkopf", {}, ["Gerda", "Kurt", "Inge", "Otto"], hands)
    equal(
        history.described(app, 1, 2), ["Wenz Kurt won  +1.50", "Solo Otto lost Schneider  -1.80"]
    )


def test_a_row_names_the_partner_laufende_stoss_and_the_worth():
    hands = [{"contract": "rufer", "declarer": 0, "partner": 2, "result": "won_schneider"}]
    hands[0]["runners"] = 3
    hands[0]["stoss"] = 1
    app = App("schafkopf", {}, ["Gerda", "Kurt", "Inge", "Otto"], hands)
    worth = app.session.state["scores"][0]
    want = "Sauspiel Gerda + Inge won Schneider  +{}.{:02d}, 3 Laufende, Stoß"
    equal(history.described(app, 0, 0), [want.format(worth // 100, worth % 100)])


def test_a_lost_race_hand_says_whom_it_scored_for():
    # Bauernschnapsen: Poldi's lost Normal game scores 3 for the other pair, nothing for his;
    # the row says it is theirs, not a hand worth nothing.
    hands = [{"contract": "normal", "won": True, "loser_tricks": 2, "loser_points": 52}]
    hands.append({"contract": "normal", "won": False, "loser_tricks": 0, "loser_points": 0})
    app = App("bauernschnapsen", {}, ["Franz", "Mitzi", "Poldi", "Gretl"], hands)
    equal(app.session.state["scores"], [0, 4, 0, 4])
    equal(history.described(app, 1, 1), ["Normal game Poldi lost  others +3"])


def test_a_forced_game_is_said_in_words():
    # German Schafkopf's forced game by its name, not its key ("forced Ute + Heike lost").
    import json

    with open("examples/german-schafkopf.json") as handle:
        data = json.load(handle)
    hands = data["hands"][:3]
    equal(hands[2]["forced"], True)
    app = App("german_schafkopf", data.get("settings"), data["players"], hands)
    equal(history.described(app, 2, 2), ["Forced game Ute + Heike lost  others +2"])
