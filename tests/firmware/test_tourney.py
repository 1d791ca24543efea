"""A tournament table on the device (docs/tournament.md): the table a Wi-Fi sync brought is
shown after the sync when no session is open; OK starts its session with the players in their
seats and the tournament's rules, nothing typed; the table screen says which table and game; no
hand is taken past the series' games; a table handed over USB shows when the sync screen
opens, one the core refuses is said; a power cut keeps all of it. A played-out table's list:
test_tourney_played_out."""

import gc
import json
import sys

from app import frame
from app.journal import Journal
from checks import equal, raises
from core import heap
from screen_rig import build, power_off, press, top_module
from tourney_table import TABLE, grand


def sync_screen():
    """The sync screen's module, loaded when it is used, as the device loads it: a test that
    kept it from its import would hold it (and the rig would count it as the frame's own)
    through the tests where the device has let it go."""
    return heap.load("app.wifi_sync")


def synced(app):
    """The sync screen as a push that brought the table leaves it (the push itself:
    tests/host/test_tournament_handout.py)."""
    app.act(frame.push("app.wifi_sync"))
    app.stack[-1][1].state = sync_screen().DONE
    gc.collect()
    app.draw()


def hand_the_table(root):
    import os

    os.mkdir(root + "/sync")
    with open(root + "/sync/table", "w") as handle:
        handle.write(json.dumps(TABLE))


def played_and_cut():
    """Start the handed table after the sync, play it to its count, then cut the power. A
    function of its own: once it returns, nothing of the evening is left referenced, as after
    a real restart."""
    app, device, journal, root = build(session=False)
    equal(sync_screen().waiting(root), None)  # nothing handed yet
    synced(app)
    hand_the_table(root)  # as the push keeps it
    equal(sync_screen().waiting(root)["table"], 2)
    press(app, "OK")  # the sync's result: the table it brought comes next
    equal(app.stack[-1][1].table["name"], "Preisskat")
    gc.collect()
    app.draw()
    # OK starts the session: the sync screen's fonts are let go before the rules load, as a
    # new session's are (app.newsession); the table loads them again when it draws.
    equal(app.handle("OK", "short"), True)
    equal([name for name in sys.modules if name[:10] == "app.fonts."], [])
    gc.collect()  # the rest of the press, as screen_rig.press does it
    app.save()
    app.draw()
    app.policy.action_done()
    equal(top_module(app), "app.table")
    session = journal.session
    equal([seat[1] for seat in session.players], TABLE["players"])
    equal(session.table, ["Preisskat", 1, 2, 3])
    equal(session.settings["scoring_system"], "seeger_fabian")
    equal(sync_screen().waiting(root), None)  # started: not offered again
    with open(root + "/sync/table") as handle:
        equal(json.loads(handle.read())["started"], 1)
    for seat in range(3):
        journal.add(grand(seat))
    raises(journal.add, grand(0), field="hand")
    equal(len(session.hands), 3)
    gc.collect()
    app.draw()  # "Series 1 · Table 2 · all 3 played"
    power_off()
    return root


def test_the_handed_table_starts_after_the_sync_and_stops_at_its_games():
    root = played_and_cut()
    gc.collect()
    again = Journal(root + "/sessions")
    again.restore()  # the same table, still played out
    equal(again.session.table, ["Preisskat", 1, 2, 3])
    raises(again.add, grand(0), field="hand")  # still played out
    again = None
    power_off()  # the restored rules go too: the next test starts as fresh


def test_a_table_handed_over_usb_shows_when_the_sync_screen_opens():
    app, device, journal, root = build(session=False)
    hand_the_table(root)  # as sync/server.py keeps it (tests/host/test_tournament_serial.py)
    # The menu's Wi-Fi sync opened (the menu itself: tests/host/test_tournament_serial.py).
    app.act(frame.push("app.wifi_sync"))
    equal(app.stack[-1][1].table["table"], 2)
    gc.collect()
    app.draw()
    press(app, "OK")
    equal((top_module(app), journal.session.table), ("app.table", ["Preisskat", 1, 2, 3]))
    power_off()


def test_a_table_the_core_refuses_is_said_and_nothing_is_stored():
    app, device, journal, root = build(session=False)
    synced(app)
    hand_the_table(root)
    bad = dict(TABLE, players=["Resi", "Sepp"])  # two players: no Skat table
    with open(root + "/sync/table", "w") as handle:
        handle.write(json.dumps(bad))
    press(app, "OK", "OK")
    equal(top_module(app), "app.wifi_sync")
    equal(journal.session, None)
    equal(app.stack[-1][1].state, sync_screen().FAILED)
    equal("players" in app.stack[-1][1].message, True)
    power_off()  # the screens' modules go, as at a restart: the next test starts as fresh
