"""A played-out tournament table on the device (docs/tournament.md): the menu offers a hand
while one is still to be played; once the series' games are played, OK on the table and the
menu offer the table's list, not a new hand. Handed by a sync or over USB: test_tourney."""

import gc

from checks import equal
from core.session import Session
from screen_rig import build, power_off, press, top_module
from tourney_table import TABLE, grand


def test_the_played_out_table_offers_its_list_not_a_hand():
    app, device, journal, root = build(session=False)
    session = Session(TABLE["game"], TABLE["settings"], TABLE["players"], 0, "2026-12-05")
    session.table = ["Preisskat", 1, 2, 2]
    journal.start(session)
    journal.add(grand(0))
    session = None
    gc.collect()
    app.draw()
    press(app, "BACK")  # the menu: a hand is still to be played
    equal([entry[0] for entry in app.stack[-1][1].entries][0], "app.entry")
    press(app, "BACK")
    journal.add(grand(1))  # the series' last game
    gc.collect()
    app.draw()  # "Series 1 · Table 2 · all 2 played"
    # OK: the table's list, not a new hand (its drawing: the history's own tests).
    app.handle("OK", "short")
    equal(top_module(app), "app.history")
    app.handle("BACK", "short")
    equal(top_module(app), "app.table")
    press(app, "NEXT")
    offered = [entry[0] for entry in app.stack[-1][1].entries]
    equal(("app.entry" in offered, offered[0]), (False, "app.history"))
    power_off()  # the screens' modules go, as at a restart: the next test starts as fresh
