"""Starting a session with buttons: game, preset, a setting changed, players from the roster
and a new name, the dealer; BACK one step at every step (a set setting, the wizard kept over a
power cut and the rule card: test_setup_flow_rules, a file apart for the heap it needs)."""

from setup_rig import DATE, ROSTER, press, to

from app import setup as steps
from app.setup import START, Setup
from checks import equal
from core import games, presets


def test_a_schafkopf_session_from_the_roster():
    s = Setup(ROSTER, DATE)
    equal(s.items(), games.GAMES)
    to(s, "schafkopf")
    equal(s.step, steps.PRESET)
    equal(s.items(), presets.for_game("schafkopf"))
    to(s, "10/20/50_stock_bock")
    equal(s.step, steps.RULES)
    equal(s.value("stock_sweetener"), 10)
    equal(s.value("doubling_allowed"), "stoss_retour")  # the default where the preset says nothing
    # Change one setting: the Stock from 10 to 20 cents.
    to(s, "stock_sweetener")
    equal(s.step, steps.EDIT)
    equal(s.items()[s.cursor], 10)  # the cursor starts on the current value
    to(s, 20)
    equal(s.step, steps.RULES)
    equal(s.given["stock_sweetener"], 20)
    equal(s.changed, ["stock_sweetener"])
    s.cursor = 0
    press(s, "OK")  # go on with these rules
    equal(s.step, steps.SEATS)
    equal(s.items()[s.cursor], 4)  # four players offered first
    press(s, "OK")
    equal(s.step, steps.SEAT)
    equal(s.items(), ROSTER + [None])
    to(s, "Resi")
    equal(s.items(), ["Sepp", "Hans", "Vroni", "Gerda", None])  # Resi is seated
    to(s, "Sepp")
    to(s, "Vroni")
    to(s, "Hans")
    equal(s.step, steps.DEALER)
    equal(s.players, ["Resi", "Sepp", "Vroni", "Hans"])
    to(s, "Vroni")
    equal(s.step, steps.CARD)
    equal(s.dealer, 2)
    equal(press(s, "OK"), START)
    settings = presets.check(s.game, s.given, len(s.players), DATE)
    equal(settings["stock_sweetener"], 20)
    equal(settings["tariff_preset"], "10/20/50")


def test_a_new_name_typed_with_the_picker():
    s = Setup([], DATE)
    to(s, "bierkopf")
    to(s, "21")
    press(s, "OK")  # go on; Bierkopf has four seats, no count to choose
    equal(s.step, steps.SEAT)
    equal(s.items(), [None])
    for name in ("Anna", "Bert", "Carl", "Dora"):
        press(s, "OK")  # new name
        equal(s.step, steps.NAME)
        for ch in name:
            p = s.picker
            group = 0
            while ch not in p.letters_of(group):
                group += 1
            while p.at != group:
                p.handle("NEXT")
            press(s, "OK")
            while p.letters()[p.letter] != ch:
                press(s, "NEXT")
            press(s, "OK")
        while s.picker.at != -1:
            press(s, "PREV")  # DONE is one step behind DELETE
        press(s, "PREV", "OK")
    equal(s.players, ["Anna", "Bert", "Carl", "Dora"])
    equal(s.step, steps.DEALER)


def test_back_from_a_setting_keeps_the_old_value():
    s = Setup(ROSTER, DATE)
    to(s, "bierkopf")
    to(s, "21")
    to(s, "target")
    press(s, "NEXT", "NEXT", "BACK")
    equal(s.step, steps.RULES)
    equal(s.value("target"), 21)
    equal(s.changed, [])
