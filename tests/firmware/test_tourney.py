"""A tournament table on the device (docs/tournament.md): the table the host handed it is
offered in the menu; OK starts its session with the players in their seats and the
tournament's rules, nothing typed; the table screen says which table and game; no hand is
taken past the series' games; a power cut keeps all of it."""

import gc
import json

from app import frame, menu
from app.journal import Journal
from checks import equal, raises
from screen_rig import build, power_off, press, top_module

TABLE = {
    "name": "Preisskat",
    "series": 1,
    "table": 2,
    "game": "skat",
    "settings": {"scoring_system": "seeger_fabian"},
    "players": ["Resi", "Sepp", "Vroni"],
    "games": 3,
}


def grand(seat):
    return {"game": "grand", "declarer": seat, "bid": 24, "matadors": 1, "result": "won"}


def hand_the_table(root):
    import os

    os.mkdir(root + "/sync")
    with open(root + "/sync/table", "w") as handle:
        handle.write(json.dumps(TABLE))


def played_and_cut():
    """Start the handed table from the menu, play it to its count, then cut the power. A
    function of its own: once it returns, nothing of the evening is left referenced, as after
    a real restart."""
    app, device, journal, root = build(session=False)
    equal(menu.offered(app, menu.TABLE), False)  # nothing handed yet
    hand_the_table(root)
    equal(menu.offered(app, menu.TABLE), True)
    app.act(frame.push("app.tourney"))
    gc.collect()
    app.draw()
    press(app, "OK")
    equal(top_module(app), "app.table")
    session = journal.session
    equal([seat[1] for seat in session.players], TABLE["players"])
    equal(session.table, ["Preisskat", 1, 2, 3])
    equal(session.settings["scoring_system"], "seeger_fabian")
    equal(menu.offered(app, menu.TABLE), False)  # started: not offered again
    with open(root + "/sync/table") as handle:
        equal(json.loads(handle.read())["started"], 1)
    for seat in range(3):
        equal(menu.offered(app, menu.PLAYING), True)
        journal.add(grand(seat))
    equal(menu.offered(app, menu.PLAYING), False)
    raises(journal.add, grand(0), field="hand")
    equal(len(session.hands), 3)
    gc.collect()
    app.draw()  # "Series 1 · Table 2 · all 3 games played"
    power_off()
    return root


def test_the_handed_table_starts_from_the_menu_and_stops_at_its_games():
    root = played_and_cut()
    gc.collect()
    again = Journal(root + "/sessions")
    again.restore()  # the same table, still played out
    equal(again.session.table, ["Preisskat", 1, 2, 3])
    equal(again.session.played_out(), True)


def test_a_table_the_core_refuses_is_said_and_nothing_is_stored():
    app, device, journal, root = build(session=False)
    hand_the_table(root)
    bad = dict(TABLE, players=["Resi", "Sepp"])  # two players: no Skat table
    with open(root + "/sync/table", "w") as handle:
        handle.write(json.dumps(bad))
    app.act(frame.push("app.tourney"))
    app.draw()
    press(app, "OK")
    equal(top_module(app), "app.tourney")
    equal(journal.session, None)
    equal(app.stack[-1][1].problem is not None, True)
