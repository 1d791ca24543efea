"""A session the flash cannot take: the journal cannot write the new log (here a folder where
its file goes; on the device a failing flash). app.newsession says so on the rule card in the
screen's words, not with an errno, and nothing is stored (a full memory:
test_setup_draw_card_de). At the app's heap (tests/host/test_app_device.py): the screens' rig
and the rule card together outgrow the firmware tests' 160 KB from .mpy."""

import gc
import os

from setup_rig import card, drawn

from app import newsession, setting_values
from checks import equal
from screen_rig import build


def test_a_session_the_flash_cannot_take_is_said_in_the_screens_language():
    from app import texts_newsession_de as de

    app, device, journal, root = build(session=False)
    app.lang = "de"
    # As the menu leaves the table for the new session: the table's fonts let go.
    from app import type as ty

    ty.release()
    gc.collect()
    screen = newsession.NewSession(app, None)
    screen.setup = card("schafkopf", "10/20/50_stock_bock", (), ("Sepp", "Vroni", "Hans", "Resi"))
    os.mkdir(journal.root + "/new.tmp")
    screen._start(app)
    equal(screen.setup.problem_field, "not_stored")
    equal(journal.current, None)
    equal([name for name in os.listdir(journal.root) if name.endswith(".log")], [])
    equal(" ".join(drawn(screen.setup, 296, 128, "de")[1:3]), de.REFUSED.format(de.NOT_STORED))
    setting_values.let_go()
