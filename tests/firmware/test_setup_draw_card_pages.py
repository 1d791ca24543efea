"""The new-session rule card on the simulated 2.9" panel, both ways up: what was changed comes
first, NEXT turns its pages and comes back, every setting whole on a page."""

import setup_rig
from setup_rig import card, drawn, words

from app import rulecard, setting_values
from app import texts_newsession_en as en
from checks import equal


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
