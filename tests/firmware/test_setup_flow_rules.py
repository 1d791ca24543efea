"""Starting a session with buttons, the rules: a set setting switched entry by entry, a refused
setting shown and not taken, the wizard's state kept over a power cut, and the rule card (a
file apart from test_setup_flow, for the heap each needs)."""

from setup_rig import DATE, ROSTER, press, to, words

from app import setup as steps
from app.setup import Setup
from checks import equal
from core import presets


def test_a_set_setting_switched_entry_by_entry():
    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "schule")
    to(s, "bock_triggers")
    equal(s.step, steps.EDIT)
    to(s, "schwarz")
    to(s, "thrown_in")
    to(s, "schwarz")  # and off again
    press(s, "BACK")  # done
    equal(s.step, steps.RULES)
    equal(s.given["bock_triggers"], ["thrown_in"])


def test_the_wizard_comes_back_after_a_power_cut():
    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "5/20")
    to(s, "stock_sweetener")
    to(s, 10)
    s.cursor = 0
    press(s, "OK")
    to(s, 4)
    to(s, "Hans")
    kept = s.state()
    back = Setup.from_state(ROSTER, DATE, kept)
    equal(back.state(), kept)
    equal(back.step, steps.SEAT)
    to(back, "Resi")
    equal(back.players, ["Hans", "Resi"])
    # A kept state that no longer fits (a setting the core refuses) starts afresh.
    kept["given"] = {"stock_sweetener": -5}
    equal(Setup.from_state(ROSTER, DATE, kept).step, steps.GAME)
    equal(Setup.from_state(ROSTER, DATE, {"step": "nonsense"}).step, steps.GAME)
    equal(Setup.from_state(ROSTER, DATE, None).step, steps.GAME)


def test_the_rule_card_says_what_matters_in_the_players_words():
    from app import rulecard, setting_values
    from app import texts_newsession_de as de
    from app import texts_newsession_en as en

    given = presets.given("schafkopf", "10/20/50_stock_bock")
    given["klopfen"] = "all"
    rules = setting_values.rule_words("schafkopf", words("en"))
    equal(
        rulecard.lines("schafkopf", given, en, rules),
        [
            "Tariff: 10/20/50",
            "Doubling: Stoß, Retour",
            "Stock: 10 ct",
            "Bock after: lost Solo, Schwarz, 60:60",
            "Klopfen: everyone",  # not one the card always shows, but changed from the default
        ],
    )
    # A setting changed from the preset is marked as on the rules list, and shown even where
    # it was changed back to the game's default; money as the table says it. A setting without
    # effect under the others (core.needs: the unit counts only under the official and the
    # impure tariff) is left off, even where it was changed. What was changed comes first: on
    # a card longer than a page it is seen without turning it.
    given["stock_sweetener"] = 0
    given["unit"] = 150
    given["wenz_rate"] = 20
    equal(
        rulecard.lines("schafkopf", given, en, rules, ("stock_sweetener", "unit", "wenz_rate")),
        [
            "*Stock: off",
            "*Wenz pays: 20 ct",
            "Tariff: 10/20/50",
            "Doubling: Stoß, Retour",
            "Bock after: lost Solo, Schwarz, 60:60",
            "Klopfen: everyone",
        ],
    )
    # Under a tariff of points a rate is points; a number with a name is said by it.
    given["tariff_preset"] = "social_points"
    given["hochzeit_mult"] = 1
    equal(
        rulecard.lines("schafkopf", given, en, rules)[4:],
        ["Wenz pays: 20", "Klopfen: everyone"],  # no Hochzeit played: its value left off
    )
    # The tariff says what it counts in (core.schafkopf.tariff.unit_name): the tournament
    # sheet points, the 1876 list pfennigs, the money tariffs cents.
    for tariff, said in (("tournament", "20"), ("hist_1876", "20"), ("10/50", "20 ct")):
        equal(setting_values.value_text(en, rules, "solo_rate", 20, tariff), said, tariff)
    given["allowed_contracts"] = ["rufer", "hochzeit", "solo", "sie", "tout", "wenz"]
    equal(
        rulecard.lines("schafkopf", given, en, rules)[4:],
        [
            "Wenz pays: 20",
            "Games played: Hochzeit, Rufer, Sie, Solo, Tout, Wenz",
            "Hochzeit pays: single",
            "Klopfen: everyone",
        ],
    )
    rules = setting_values.rule_words("schafkopf", words("de"))
    equal(rulecard.lines("schafkopf", {}, de, rules)[2:], ["Stock: aus", "Bock nach: keine"])
    rules = setting_values.rule_words("skat", words("de"))
    equal(
        rulecard.lines("skat", presets.given("skat", "bierlachs_501"), de, rules),
        [
            "Liste: Bierlachs",
            "Kontra: aus",
            "Alle weiter: Ramsch",
            "Bierlachs bis: 501",
            "Ziel + Datum: nein",
        ],
    )
    setting_values.let_go()
