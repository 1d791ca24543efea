"""The settle-up screen's lines for each kind of ending: money transfers (the pot as an
account), a Maß per loser, the round, a pair's beer, Bummerl, and a list with nothing to pay,
in German and English."""

from app import settle_lines
from app import texts_settle_de as de
from app import texts_settle_en as en
from checks import equal
from settlements import state_with

NAMES = ["Sepp", "Resi", "Hans", "Vroni"]


def texts(rows, large=True):
    return [text for text, big in rows if big == large]


def test_money_pays_with_fewest_transfers_and_the_list_below():
    rules, state = state_with("schafkopf", {}, 4, scores=[1100, -600, -500, 0])
    rows = settle_lines.lines("schafkopf", rules, state, NAMES, en)
    equal(texts(rows), ["Resi pays Sepp 6.00 €", "Hans pays Sepp 5.00 €"])
    equal(
        texts(rows, False),
        ["1. Sepp +11.00 €", "2. Vroni 0.00 €", "3. Hans -5.00 €", "4. Resi -6.00 €"],
    )
    rows = settle_lines.lines("schafkopf", rules, state, NAMES, de)
    equal(texts(rows)[0], "Resi zahlt Sepp 6,00 €")


def test_the_pot_is_an_account_of_its_own():
    # Each player's sweetener stands on the list as owed to the pot (core.settlement).
    rules, state = state_with(
        "schafkopf", {"stock_sweetener": 10}, 4, scores=[-10, -10, -10, -10], pot=40
    )
    rows = settle_lines.lines("schafkopf", rules, state, NAMES, de)
    want = [name + " zahlt 0,10 € in den Stock" for name in NAMES]
    equal(sorted(texts(rows)), sorted(want))


def test_bierkopf_losers_owe_a_mass_each_or_a_round():
    rules, state = state_with(
        "bierkopf", {}, 4, scores=[21, 12, 21, 12], over=True, winners=[0, 2], losers=[1, 3]
    )
    equal(
        texts(settle_lines.lines("bierkopf", rules, state, NAMES, en)),
        ["Resi owes a Maß", "Vroni owes a Maß"],
    )
    rules, state = state_with(
        "bierkopf", {"stake": "round"}, 4, over=True, winners=[0, 2], losers=[1, 3]
    )
    equal(texts(settle_lines.lines("bierkopf", rules, state, NAMES, de)), ["Resi zahlt die Runde"])


def test_bolln_are_shown_once_per_pair():
    rules, state = state_with(
        "bierkopf",
        {"stake": "bolln_count", "beer_per_bolln": 2},
        4,
        scores=[3, 21, 3, 21],
        over=True,
        winners=[0, 2],
        losers=[1, 3],
    )
    equal(
        texts(settle_lines.lines("bierkopf", rules, state, NAMES, en)),
        ["Sepp + Hans: 6 beers", "Resi + Vroni: 42 beers"],
    )


def test_bierlachs_loser_buys_the_round():
    rules, state = state_with(
        "skat",
        {"scoring_system": "bierlachs"},
        3,
        scores=[-120, -510, -300],
        over=True,
        winners=[],
        losers=[1],
    )
    rows = settle_lines.lines("skat", rules, state, NAMES[:3], en)
    equal(texts(rows), ["Resi buys the round"])
    equal(texts(rows, False)[0], "1. Sepp -120")


def test_bummerl_and_a_list_with_nothing_to_pay():
    rules, state = state_with("bauernschnapsen", {}, 4, bummerl=[0, 2, 0, 2])
    rows = settle_lines.lines("bauernschnapsen", rules, state, NAMES, en)
    equal(texts(rows), ["Resi: 2 Bummerl", "Vroni: 2 Bummerl"])
    equal(texts(rows, False)[0], "1. Sepp 0 Bummerl")
    rules, state = state_with("skat", {}, 3, scores=[48, 0, -24])
    equal(texts(settle_lines.lines("skat", rules, state, NAMES[:3], en)), ["Nobody owes anything"])


def test_partners_with_equal_totals_share_their_place():
    # Gerda and Inge, partners on 21 each, are both first; the next place is the third.
    rules, state = state_with(
        "bierkopf", {}, 4, scores=[21, 12, 21, 12], over=True, winners=[0, 2], losers=[1, 3]
    )
    names = ["Gerda", "Kurt", "Inge", "Otto"]
    equal(
        texts(settle_lines.lines("bierkopf", rules, state, names, en), False),
        ["1. Gerda +21", "1. Inge +21", "3. Kurt +12", "3. Otto +12"],
    )
