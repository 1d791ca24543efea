"""The new-session screens as a player reads them on the simulated 2.9" panel: the picker's
space named, and the rule card marking what was changed from the preset (test_setup_draw); its
pages: test_setup_draw_card_pages; the rules list turned: test_setup_draw_rules_list."""

import setup_rig
from setup_rig import DATE, ROSTER, drawn, press, to

from app import texts_newsession_en as en
from app.setup import Setup
from checks import equal

PANEL = (296, 128)


def test_the_picker_names_the_space():
    s = Setup([], DATE)
    to(s, "bierkopf")
    to(s, "21")
    press(s, "OK", "OK")  # go on; a new name for the first seat
    equal(en.SPACE in drawn(s, *PANEL), True)
    s.picker.at = 6  # the group of the space, hyphen, apostrophe and point
    press(s, "OK")
    equal(drawn(s, *PANEL)[3:7], [en.SPACE, "-", "'", "."])  # after the name so far
    setup_rig.closed()


def test_the_rule_card_marks_what_was_changed_from_the_preset():
    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "10/20/50_stock_bock")
    to(s, "stock_sweetener")
    to(s, 20)
    s.cursor = 0
    press(s, "OK", "OK")  # go on; four players
    for name in ("Sepp", "Resi", "Hans", "Vroni"):
        to(s, name)
    to(s, "Resi")
    shown = drawn(s, *PANEL)
    equal(shown[2:4], ["Sepp, Resi, Hans, Vroni", "Resi deals first · date " + DATE])
    equal("*Stock: 20 ct" in shown, True)
    equal("Tariff: 10/20/50" in shown, True)  # as the preset gave it: no mark
    setup_rig.closed()


def test_the_card_names_a_bierlachs_list_by_its_limit():
    # The preset is called "Bierlachs 501"; its limit changed to 301, the card says 301.
    s = Setup(ROSTER, DATE)
    to(s, "skat")
    to(s, "bierlachs_501")
    to(s, "bierlachs_target")
    to(s, 301)
    s.cursor = 0
    press(s, "OK", "OK")  # go on; three players
    for name in ("Sepp", "Resi", "Gerda"):
        to(s, name)
    to(s, "Resi")
    shown = drawn(s, *PANEL)
    equal(shown[0], "Bierlachs 301")
    setup_rig.closed()
