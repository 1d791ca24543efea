"""The German rule card on the simulated 4.2" panel: its lines whole, the date too where the
dealer's line and the date are wider than the panel together (test_setup_draw_card_pages:
the 2.9" card's pages)."""

import setup_rig
from setup_rig import DATE, card, drawn

from app import setting_values
from checks import equal


def test_the_german_card_keeps_its_date_whole_on_the_large_panel():
    # "Vroni gibt zuerst · Datum 2026-12-01" is wider than the 4.2" panel: the date goes on
    # a line of its own, whole.
    from app import texts_newsession_de as de
    from app import type as ty

    s = card("schafkopf", "10/20/50_stock_bock", (), ("Sepp", "Vroni", "Hans", "Resi"))
    shown = drawn(s, 400, 300, "de")
    head = de.CARD_DEALER.format("Vroni") + " · " + de.CARD_DATE + " " + DATE
    equal(ty.width(head, ty.sizes_for(setup_rig._display[0])[ty.BODY]) > 400 - 6, True)
    ty.release()
    equal(de.CARD_DATE + " " + DATE in shown, True, shown)
    equal(de.CARD_DEALER.format("Vroni") in shown, True, shown)
    setting_values.let_go()


def test_a_full_memory_is_said_in_the_screens_language():
    # The journal's refusal of a session's start (app.newsession keeps its key), on the card:
    # in German on a German device, not the journal's English sentence.
    from app import texts_newsession_de as de

    s = card("schafkopf", "10/20/50_stock_bock", (), ("Sepp", "Vroni", "Hans", "Resi"))
    # As app.newsession keeps app.journal.StorageFullError: by the key "storage".
    s.problem, s.problem_field = "storage full: sync to the laptop", "storage"
    equal(" ".join(drawn(s, 400, 300, "de")[1:3]), de.REFUSED.format(de.STORAGE_FULL))
    setting_values.let_go()
