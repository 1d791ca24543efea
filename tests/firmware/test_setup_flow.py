"""Starting a session with buttons: game, preset, a setting changed, players from the roster
and a new name, the dealer; BACK one step at every step (a set setting, the wizard kept over a
power cut and the rule card: test_setup_flow_rules, a file apart for the heap it needs)."""

from picker_rig import type_name
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
    equal(s.items(), ROSTER + [None, steps.MEND])
    to(s, "Resi")
    equal(s.items(), ["Sepp", "Hans", "Vroni", "Gerda", None, steps.MEND])  # Resi is seated
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
        press(s, *type_name_events(s.picker.__class__(), name))
    equal(s.players, ["Anna", "Bert", "Carl", "Dora"])
    equal(s.step, steps.DEALER)
    # Two stray OKs after the last name's DONE: the dealer's list starts on no one, so they
    # choose nobody and agree to nothing.
    equal(s.items()[s.cursor], None)
    equal(press(s, "OK", "OK"), None)
    equal((s.step, s.dealer), (steps.DEALER, 0))
    equal(press(s, "NEXT", "NEXT", "OK"), None)  # Bert deals first
    equal((s.step, s.dealer), (steps.CARD, 1))


def type_name_events(picker, name):
    """The presses that type `name` on a fresh picker (picker_rig), to press on the wizard."""
    return type_name(picker, name)


def test_a_misspelt_roster_name_is_mended_or_deleted():
    roster = ["Sepp", "Vorni", "Hans", "Gerda"]
    s = Setup(roster, DATE)
    to(s, "bierkopf")
    to(s, "21")
    press(s, "OK")  # go on
    to(s, steps.MEND)
    equal((s.step, s.items()), (steps.SEAT, roster))
    to(s, "Vorni")
    equal((s.step, s.picker.text), (steps.NAME, "Vorni"))
    p = s.picker
    for _ in range(4):
        p.at = -1  # DELETE
        press(s, "OK")
    p.at = 3
    press(s, "OK", "PREV", "OK")  # r
    equal(p.offer, ["Vroni"])
    press(s, "OK")
    equal(s.step, steps.SEAT)
    equal(s.items()[s.cursor], "Vroni")  # back on the name mended
    equal(s.roster, ["Sepp", "Vroni", "Hans", "Gerda"])
    equal(roster, ["Sepp", "Vorni", "Hans", "Gerda"])  # the caller's list as it was
    # Deleted: mended to nothing.
    to(s, steps.MEND)
    to(s, "Gerda")
    while s.picker.text:
        s.picker.at = -1
        press(s, "OK")
    s.picker.at = 7  # DONE
    press(s, "OK")
    equal((s.step, s.roster), (steps.SEAT, ["Sepp", "Vroni", "Hans"]))
    # Kept over a power cut, written when the session starts (app.newsession).
    kept = s.state()
    equal(kept["roster"], ["Sepp", "Vroni", "Hans"])
    back = Setup.from_state(roster, DATE, kept)
    equal((back.roster, back.mended), (["Sepp", "Vroni", "Hans"], True))
    # BACK leaves the list of names to mend.
    to(s, steps.MEND)
    press(s, "BACK")
    equal((s.mending, s.items()[s.cursor]), (None, steps.MEND))


def test_partners_are_named_at_set_up_for_games_played_in_pairs():
    from setup_rig import drawn

    s = Setup(ROSTER, DATE)
    to(s, "german_schafkopf")
    to(s, "9")
    press(s, "OK")
    to(s, "Sepp")
    to(s, "Resi")
    equal(drawn(s, 296, 128)[0], "Seat 3, partner of Sepp")
    to(s, "Hans")
    equal(drawn(s, 296, 128)[0], "Seat 4, partner of Resi")
    to(s, "Vroni")
    press(s, "NEXT", "OK")
    equal(s.step, steps.CARD)
    equal("Pairs: Sepp + Hans, Resi + Vroni" in drawn(s, 296, 128), True)
    # Skat is no game of pairs: its seats are numbered only.
    s = Setup(ROSTER, DATE)
    to(s, "skat")
    to(s, "classic")
    press(s, "OK", "OK")
    to(s, "Sepp")
    to(s, "Resi")
    equal(drawn(s, 296, 128)[0], "Seat 3")


def test_back_from_a_setting_keeps_the_old_value():
    s = Setup(ROSTER, DATE)
    to(s, "bierkopf")
    to(s, "21")
    to(s, "target")
    press(s, "NEXT", "NEXT", "BACK")
    equal(s.step, steps.RULES)
    equal(s.value("target"), 21)
    equal(s.changed, [])
