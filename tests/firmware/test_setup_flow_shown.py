"""The rules step of a new session: only the settings that apply under the preset and the
settings agreed so far are offered (core.needs, as on the rule card), a long PREV/NEXT moves a
page, and the "changed" mark goes only on a value that differs from the preset's."""

from setup_rig import DATE, ROSTER, press, to, words

from app import setup as steps
from app.setup import Setup
from checks import equal


def test_the_rules_step_offers_only_what_applies():
    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "schule")
    shown = s.items()
    # The 1876 list's level, the impure tariff's multipliers, the unit of the official and
    # impure tariffs, the pot's shares and a Hochzeit's value have no effect under the
    # Schafkopfschule's tariff without a Stock.
    for key in ("hist_level", "impure_rufer_mult", "impure_solo_mult", "unit"):
        equal(key in shown, False, key)
    for key in ("pot_rufer_pair", "pot_pair_pays", "hochzeit_mult", "legen_who"):
        equal(key in shown, False, key)
    equal("tariff_preset" in shown and "stock_sweetener" in shown, True)
    # A Stock brings "Rufer pair only" in; that on, who of the losers pays comes in too.
    to(s, "stock_sweetener")
    to(s, 10)
    equal(("pot_rufer_pair" in s.items(), "pot_pair_pays" in s.items()), (True, False))
    to(s, "pot_rufer_pair")
    to(s, True)
    equal(s.items()[s.cursor], "pot_rufer_pair")  # back on the row just changed
    equal("pot_pair_pays" in s.items(), True)
    # The impure tariff brings its multipliers in.
    to(s, "tariff_preset")
    to(s, "impure")
    equal("impure_rufer_mult" in s.items() and "unit" in s.items(), True)
    equal("hist_level" in s.items(), False)


def test_a_long_press_moves_a_page():
    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "schule")
    count = len(s.items())
    s.handle("NEXT", 6)
    equal(s.cursor, 6)
    s.handle("PREV", 6)
    equal(s.cursor, 0)
    s.handle("PREV", 6)  # from the first row round to the last
    equal(s.cursor, count - 1)
    s.handle("PREV", 6)
    equal(s.cursor, count - 7)
    s.cursor = count - 3
    s.handle("NEXT", 6)  # a page stops on the last row...
    equal(s.cursor, count - 1)
    s.handle("NEXT", 6)  # ...and goes on from there to the first
    equal(s.cursor, 0)
    s.handle("NEXT")
    equal(s.cursor, 1)


def test_a_setting_opened_and_left_is_not_marked_changed():
    from app import rulecard, setting_values
    from app import texts_newsession_en as en

    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "schule")
    to(s, "doubling_allowed")
    press(s, "OK")  # the cursor starts on the value in force: taken as it was
    equal((s.step, s.changed), (steps.RULES, []))
    to(s, "allowed_contracts")
    press(s, "BACK")  # a set opened and left with nothing switched
    equal((s.step, s.changed), (steps.RULES, []))
    # Changed, then set back to the preset's value: no longer a change.
    to(s, "klopfen")
    to(s, "all")
    equal(s.changed, ["klopfen"])
    to(s, "klopfen")
    to(s, "off")
    equal(s.changed, [])
    # Bauernschnapsen's contracts opened and left: no mark, and the card lists no change.
    s = Setup(ROSTER, DATE)
    to(s, "bauernschnapsen")
    to(s, "24")
    to(s, "contracts_enabled")
    press(s, "BACK")
    equal(s.changed, [])
    rules = setting_values.rule_words("bauernschnapsen", words("en"))
    card = rulecard.lines(s.game, s.given, en, rules, s.changed)
    equal([line for line in card if line.startswith("*")], [])
    setting_values.let_go()
