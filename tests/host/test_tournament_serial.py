"""A table handed to its device over USB serial (docs/tournament.md, TABLE in
docs/sync-protocol.md): the firmware in the simulator with its serial pseudo-terminal, the host
over pyserial (`schreiber tournament handout NAME SERIES TABLE --port PORT`). The device keeps
the table and the host binds it; bad tables and a device other than the one named are refused
with the reason, and nothing is kept on either side. A button after the sync shows the table
and OK starts it: the players in their seats, the tournament's rules, nothing typed; the
session's start record carries the table (the menu's sync screen shows a table waiting too:
tests/firmware/test_tourney.py)."""

import json
import os
import subprocess
import time

import pytest
from test_sync_serial import MICROPYTHON, ROOT, SerialLink, Simulator

from core.errors import InputError
from host_tools.cli import main
from host_tools.store.database import open_store
from host_tools.sync.serial_client import Client, SyncError
from host_tools.tournament import book as books
from host_tools.tournament import handout

NAMES = ["Anni", "Bert", "Cilli", "Done"]
READ = """
import sys, json
from hal import sim_flash
from app.journal import Journal
root = sim_flash.mount(sys.argv[1])
try:
    table = json.load(open(root + "/sync/table"))
except OSError:
    table = None
journal = Journal(root + "/sessions")
session = journal.restore()
out = {"table": table}
if session is not None:
    out["session"] = [session.table, [p[1] for p in session.players], session.settings["kontra"],
                      session.settings["scoring_system"]]
print(json.dumps(out))
"""


def on_flash(flash):
    env = dict(os.environ, MICROPYPATH=str(ROOT / "build" / "sim"))
    proc = subprocess.run(
        [MICROPYTHON, "-c", READ, str(flash)], env=env, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


class Cable:
    """A serial sync's Client on the simulator's port, closed after."""

    def __init__(self, store, path):
        self.link = SerialLink(path)
        self.client = Client(self.link, store)

    def __enter__(self):
        return self.client

    def __exit__(self, *exc):
        time.sleep(0.2)  # the BYE reaches the device before the port goes
        self.link.close()


def test_a_table_handed_over_usb_starts_on_the_device(tmp_path, monkeypatch, capsys):
    db = tmp_path / "store.sqlite3"
    monkeypatch.setenv("SCHREIBER_DB", str(db))
    with open_store(db) as store:
        book = books.Book(store)
        plan = books.plan_of("skat", games_per={"4": 48})
        tour = book.create("Preisskat", "skat", plan, changes={"kontra": "kontra"})
        book.add_players(tour, [(name, None) for name in NAMES])
        book.draw(book.get("Preisskat"), "one")
    flash = tmp_path / "flash.img"
    sim = Simulator(flash)
    try:
        with open_store(db) as store:
            book = books.Book(store)
            tour = book.get("Preisskat")
            good = handout.table_of(tour, 1, book.table(tour, 1, 1))
            bad = [
                dict(good, players="Anni"),  # no list
                dict(good, games=0),  # no games to play
                dict(good, series=True),  # not a number
                {k: v for k, v in good.items() if k != "settings"},
            ]
            for table in bad:
                with Cable(store, sim.path) as client:
                    client.hello()
                    with pytest.raises(SyncError, match="refused: bad-request table"):
                        client.hand_table(table)
            # A table longer than the device's frames (IDENTITY's "frame"): sent in parts.
            long = dict(good, name="Preisskat des Schafkopf- und Skatclubs Obergiesing " * 2)
            long["players"] = [name * 6 for name in NAMES]
            with Cable(store, sim.path) as client:
                client.hello()
                assert client.hand_table(long) is True
                assert client.round_trips >= 3  # HELLO and two parts at least
            # Another device named than the one on the cable: refused, nothing bound.
            with Cable(store, sim.path) as client, pytest.raises(InputError, match="not a4cf"):
                handout.over_serial(book, tour, 1, 1, client, "a4cf12000099")
            assert book.table(tour, 1, 1)["device"] is None
        capsys.readouterr()
        args = ["tournament", "handout", "Preisskat", "1", "1"]
        # No device on the port named: one line, status 1, the table still not handed out.
        gone = tmp_path / "ttyNONE"
        assert main(args + ["--port", str(gone)]) == 1
        assert capsys.readouterr().err == f"schreiber tournament: no serial port {gone}\n"
        assert main(args + ["--port", sim.path]) == 0
        said = capsys.readouterr().out
        assert said.startswith("series 1, table 1: kept by ") and "over the cable" in said
        device = said.split("kept by ")[1].split()[0]
        with open_store(db) as store:
            book = books.Book(store)
            assert book.table(book.get("Preisskat"), 1, 1)["device"] == device
    finally:
        sim.stop()
    assert on_flash(flash) == {"table": good}

    # Handed again, at the table: the device holds that table already. Any button after the
    # sync shows it, OK starts it: the players in their seats, the tournament's rules.
    sim = Simulator(flash)
    try:
        assert main(args + [device, "--port", sim.path]) == 0
        assert "holds it already" in capsys.readouterr().out
        time.sleep(0.5)
        for key in "oo":
            sim.proc.stdin.write(key.encode())
            sim.proc.stdin.flush()
            time.sleep(1.0)
    finally:
        sim.stop()
    got = on_flash(flash)
    assert got["table"]["started"] == 1
    assert got["session"] == [["Preisskat", 1, 1, 48], good["players"], "kontra", "seeger_fabian"]
