"""Schafkopf's special rounds (SPEC §2.10): Hadschader, Minas and Drei-Kombi-Muss, under the
10/50 tariff (Rufer 10, Solo 50, Schneider +10), dealer seat 3 so seat 0 is forehand first."""

from checks import equal, raises
from core import games
from core.schafkopf import rules as schafkopf

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)
HADSCHADER = {"special_rounds": ["hadschader"]}
MINAS = {"special_rounds": ["minas"], "minas_payment": 100}
KOMBI = {"special_rounds": ["kombi"]}
PASS = {"contract": "all_pass"}


class Table:
    """Hands scored one after another, as a session would, keeping the state."""

    def __init__(self, given, players=4):
        self.rules = games.make_settings("schafkopf", given)
        self.state = schafkopf.new_state(self.rules, players, players - 1)

    def play(self, hand):
        deltas, self.state, events = schafkopf.score_hand(self.rules, self.state, hand)
        return deltas, events

    def refuses(self, hand, field):
        before = self.state
        raises(schafkopf.score_hand, self.rules, self.state, hand, field=field)
        equal(self.state is before, True, "state kept")

    def forehand(self):
        return (self.state["dealer"] + 1) % self.state["players"]

    def status(self):
        return schafkopf.status(self.rules, self.state)


def started(name, deals):
    """The event and the status row of a running special round."""
    return ("special_round", {"name": name, "deals": deals})


def played(contract, declarer, result, partner=None):
    return ("outcome", {"contract": contract, "declarer": declarer, "partner": partner,
                        "result": result})  # fmt: skip


def solo(declarer, result, contract="solo", **extra):
    hand = {"contract": contract, "declarer": declarer, "result": result}
    for key in extra:
        hand[key] = extra[key]
    return hand


def rufer(declarer, partner, result, **extra):
    hand = solo(declarer, result, "rufer", **extra)
    hand["partner"] = partner
    return hand


def test_hadschader_forehand_plays_stossed_for_a_round():
    table = Table(HADSCHADER)
    deltas, events = table.play(solo(1, "lost"))
    equal(
        (deltas, events[-1]), ([50, -150, 50, 50], started("hadschader", 4)), "lost solo starts it"
    )
    equal(table.status(), (("unit", "cents"), started("hadschader", 4)), "status")
    equal(table.forehand(), 1, "seat 1 is forehand")
    table.refuses(PASS, "contract")
    table.refuses(rufer(2, 3, "won"), "declarer")
    table.refuses(rufer(1, 3, "won", stoss=1), "stoss")
    table.refuses({"contract": "ramsch", "points": [30, 30, 30, 30]}, "contract")
    equal(table.play(rufer(1, 3, "won"))[0], [-20, 20, -20, 20], "Rufer x2")
    deltas, events = table.play(solo(2, "lost", retour=1))
    equal(
        (deltas, events), ([200, 200, -600, 200], [played("solo", 2, "lost")]), "Retour x4, no new"
    )
    equal(table.play(solo(3, "won", "wenz"))[0], [-100, -100, -100, 300], "Wenz x2")
    deltas, events = table.play(rufer(0, 2, "won"))
    equal((deltas, events[-1]), ([20, -20, 20, -20], ("special_round_over", "hadschader")), "4th")
    equal((table.state["special"], table.status()), (None, (("unit", "cents"),)), "over")
    equal(table.play(PASS)[0], [0, 0, 0, 0], "anyone may pass again")
    equal(table.play(solo(2, "won"))[1], [played("solo", 2, "won")], "a won solo starts nothing")


def test_hadschader_without_doubling_allowed_is_still_stossed():
    table = Table({"special_rounds": ["hadschader"], "doubling_allowed": "none"})
    table.play(solo(0, "lost"))
    table.refuses(rufer(1, 0, "won", retour=1), "retour")
    equal(table.play(rufer(1, 0, "won"))[0], [20, 20, -20, -20], "x2 all the same")


def test_minas_poorest_solo_pays_each_of_the_others():
    table = Table(MINAS)
    deltas, events = table.play(solo(2, "won"))
    equal((deltas, events[-1]), ([-50, -50, 150, -50], started("minas", 4)), "won solo starts it")
    table.refuses(rufer(1, 3, "won"), "contract")
    table.refuses(solo(0, "won"), "declarer")
    table.refuses(PASS, "contract")
    equal(table.play(solo(1, "won", "wenz"))[0], [-50, 150, -50, -50], "seat 1: +150")
    equal(table.play(solo(2, "lost"))[0], [50, 50, -150, 50], "seat 2: -150")
    equal(table.play(solo(3, "lost_schneider"))[0], [60, 60, 60, -180], "seat 3: -180")
    deltas, events = table.play(solo(0, "won"))
    # seat 0 +150, and seat 3's -180 is the poorest: 100 to each of the three others
    equal(deltas, [250, 50, 50, -350], "the last solo and the payment")
    equal(
        events[-2:],
        [("special_round_over", "minas"), ("minas_pays", {"payers": [3], "each": 100})],
        "events",
    )
    equal(table.state["scores"], [260, 260, 60, -580], "standings")
    equal(sum(table.state["scores"]), 0, "zero-sum")


def test_minas_tied_poorest_both_pay_the_others():
    table = Table(MINAS)
    table.play(solo(0, "won"))
    table.play(solo(1, "won"))  # +150
    table.play(solo(2, "lost"))  # -150
    table.play(solo(3, "won"))  # +150
    deltas, events = table.play(solo(0, "lost"))  # -150: tied with seat 2
    equal(deltas, [-150 - 200, 50 + 200, 50 - 200, 50 + 200], "each tied seat pays two")
    equal(events[-1], ("minas_pays", {"payers": [0, 2], "each": 100}), "both named")


def test_hadschader_comes_before_minas_and_kreuzbock():
    given = {"special_rounds": ["hadschader", "minas"], "kreuzbock_triggers": ["lost_solo"]}
    table = Table(given)
    events = table.play(solo(0, "lost"))[1]
    equal((events[-1], table.state["kreuzbock"]), (started("hadschader", 4), 0), "no Kreuzbock")
    for seat in (1, 2, 3, 0):
        events = table.play(solo(seat, "lost"))[1]
    equal(events[-1], ("special_round_over", "hadschader"), "no solo inside starts a round")
    equal(table.play(solo(1, "won"))[1][-1], started("minas", 4), "then a won solo starts Minas")
    table.refuses({"call": "last_round"}, "call")


def test_drei_kombi_muss_rufer_wenz_solo_each():
    table = Table(KOMBI)
    table.refuses(solo(0, "won", "geier"), "contract")  # not allowed at this table anyway
    equal(table.play({"call": "kombi"}), ([0, 0, 0, 0], [started("kombi", 12)]), "called")
    equal(table.status()[-1], started("kombi", 12), "status")
    table.refuses({"call": "kombi"}, "call")
    table.refuses({"call": "last_round"}, "call")
    plan = ["rufer", "wenz", "solo", "solo", "solo", "rufer", "wenz", "wenz"]
    plan += ["wenz", "solo", "rufer", "rufer"]
    for deal, contract in enumerate(plan):
        seat = table.forehand()
        equal(seat, deal % 4, "forehand rotates")
        hand = solo(seat, "won", contract)
        if contract == "rufer":
            hand["partner"] = (seat + 2) % 4
        if deal >= 4:
            for played in plan[deal - 4 :: -4]:
                again = solo(seat, "won", played)
                if played == "rufer":
                    again["partner"] = (seat + 1) % 4
                table.refuses(again, "contract")
        table.refuses(solo((seat + 1) % 4, "won", contract, partner=seat), "declarer")
        events = table.play(hand)[1]
    equal((events[-1], table.state["special"]), (("special_round_over", "kombi"), None), "over")
    equal(table.play(PASS)[0], [0, 0, 0, 0], "free again")


def test_drei_kombi_muss_needs_the_setting_and_four_players():
    raises(Table({}).play, {"call": "kombi"}, field="call")
    three = Table({"special_rounds": ["kombi"], "pack": "short24"}, 3)
    raises(three.play, {"call": "kombi"}, field="call")
    raises(Table(KOMBI).play, {"call": "hadschader"}, field="call")


def test_five_players_play_a_round_of_five():
    table = Table(HADSCHADER, 5)
    equal(table.play(solo(1, "lost"))[1][-1], started("hadschader", 5), "one deal per player")
    for _ in range(5):
        seat = table.forehand()
        table.play(solo(seat, "won"))
    equal(table.state["special"], None, "five deals")


def test_nobody_passes_into_a_muss_in_a_round():
    table = Table({"special_rounds": ["hadschader"], "on_all_pass": "muss"})
    table.play(solo(0, "lost"))
    table.refuses({"contract": "muss", "declarer": 1, "partner": 2, "result": "won"}, "contract")
    table.refuses(solo(1, "won", "bettel"), "contract")  # not at this table


def test_hadschader_stoss_counts_as_a_stoss_for_the_lines_but_not_for_bock():
    given = {"special_rounds": ["hadschader"], "contra_takes_over": True,
             "bock_triggers": ["doubled"]}  # fmt: skip
    table = Table(given)
    table.play(solo(0, "lost"))
    hand = {"contract": "solo", "declarer": 1, "points": 60, "tricks": 4}
    deltas, events = table.play(hand)
    equal(
        (deltas, events), ([-100, 300, -100, -100], [played("solo", 1, "won")]), "60 wins, no Bock"
    )
    equal(table.play(solo(2, "won", retour=1))[1][-1], ("bock_round", 4), "a Retour is a player's")


def test_minas_result_leaves_the_pot_aside_and_pays_the_solo_rate():
    table = Table({"special_rounds": ["minas"], "stock_sweetener": 100})
    table.play(PASS)  # the pot: 400
    equal(
        table.play(solo(1, "won", "sie", runners=8))[1][-1], started("minas", 4), "Sie: pot kept"
    )
    equal(table.state["pot"], 400, "pot")
    equal(table.play(solo(2, "lost_schneider"))[0], [60, 60, -580, 60], "matches 400")
    equal(table.play(solo(3, "lost"))[0], [50, 50, 50, -950], "matches 800")
    table.play(solo(0, "won"))  # takes the 1,600
    deltas, events = table.play(solo(1, "won"))
    # Seat 2's Schneider (-180) is the poorest game, whatever the pot did: 50 (the solo rate)
    # to each of the others.
    equal(
        (deltas, events[-1]),
        ([0, 200, -200, 0], ("minas_pays", {"payers": [2], "each": 50})),
        "seat 2 pays",
    )


def test_drei_kombi_muss_needs_its_three_games_allowed():
    given = {"special_rounds": ["kombi"], "allowed_contracts": ["rufer", "solo", "tout"]}
    raises(Table(given).play, {"call": "kombi"}, field="call")


def test_three_players_play_a_round_of_three():
    table = Table({"special_rounds": ["hadschader"], "pack": "short24"}, 3)
    equal(table.play(solo(0, "lost"))[1][-1], started("hadschader", 3), "one deal per player")
    for _ in range(3):
        table.play(solo(table.forehand(), "won"))
    equal(table.state["special"], None, "three deals")
