"""The history's rows say what each hand was as the core scored it (core.facts.describe): an
overbid game is lost, with its bid; a hand entered by card points has its result; a row names
the partner, the Laufende and the doublings, and ends with what the hand was worth (the other
side's, where a race's declarer lost and only they scored: test_history_words_races)."""

from app import history
from checks import equal
from history_app import App


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
