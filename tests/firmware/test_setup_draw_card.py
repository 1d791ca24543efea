"""The new-session screens as a player reads them on the simulated 2.9" panel: the picker's
space named, and the rule card marking what was changed from the preset (test_setup_draw)."""

import setup_rig
from setup_rig import DATE, ROSTER, card, drawn, press, to, words

from app import rulecard, setting_values
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


def _pages(s, width, height, lang="en"):
    """Each page of the card as drawn, turned with NEXT until it comes back to the first."""
    out = []
    for _ in range(9):
        out.append(drawn(s, width, height, lang))
        press_page = setup_rig.pages[0]
        s.handle("NEXT", press_page)
        if s.cursor == 0:
            return out
    raise AssertionError("the card does not come back to its first page")


def test_the_card_turns_its_pages_and_shows_what_was_changed_first():
    # A Bierlachs list with its limit and three more settings changed: more than the small
    # panel's page. The changes are on the first page, NEXT turns to the rest and back.
    changes = (("bierlachs_target", 301), ("kontra", "kontra_re"), ("bierlachs_tie", "both_pay"))
    for width, height in ((296, 128), (128, 296)):
        s = card("skat", "bierlachs_501", changes, ("Sepp", "Resi", "Gerda"))
        rules = setting_values.rule_words("skat", words("en"))
        rows = rulecard.lines("skat", s.given, en, rules, s.changed)
        pages = _pages(s, width, height)
        equal(len(pages) > 1, (width, height) == (296, 128))
        first = " ".join(pages[0])
        for row in rows:
            if row[0] == "*":
                equal(row in first, True)
        # Every setting on a page, whole (a long one broken between its words, not cut).
        seen = " ".join(" ".join(page) for page in pages)
        for row in rows:
            equal(row in seen, True)
        setup_rig.closed()


def test_the_rules_list_wraps_in_portrait():
    # The 2.9" panel turned: a setting's name and its value too long across go on over the
    # next lines, whole ("Stock: Rufer pair only", "lost Solo, Schwarz, 60:60"), page by page.
    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "10/20/50_stock_bock")
    seen = []
    s.cursor = 0
    while True:
        seen += drawn(s, 128, 296)[2:]
        step = setup_rig.pages[0]
        if s.cursor + step >= len(s.items()):
            break
        s.cursor += step
    said = " ".join(seen)
    rules = setting_values.rule_words("schafkopf", words("en"))
    for key in ("pot_rufer_pair", "bock_triggers"):
        equal(setting_values.label(rules, key) in said, True, (key, said))
    equal("lost Solo, Schwarz, 60:60" in said, True, said)
    equal([text for text in seen if text.endswith(".")], [])  # nothing cut
    setup_rig.closed()
