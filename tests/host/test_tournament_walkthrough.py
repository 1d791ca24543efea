"""docs/tournament.md run as it stands: every `$ schreiber ...` line in order against a real
store, its output compared with the lines the page shows; `schreiber serve` a real endpoint on
loopback; at each `<!-- play NAME SERIES -->` every table of the series is played and pushed (one
device per table, paired with the laptop): table 1 by a device in the simulator through its
screens (tournament_sim.py: the menu's sync brings the table, OK starts it, every hand through
the entry wizard, the settle-up ends it), the others by the device's app on the MicroPython unix
port, each hand saved as the wizard saves it and pushed by the platform's save hook
(tournament_device.py); at each `<!-- board NAME -->` the leaderboard is opened in headless
Chromium and must show the standings. The results page prints to PDF at the end.

SCHREIBER_WRITE_DOC=1 writes what the commands printed back into the page (then look at it)."""

import base64
import os
import re
import shlex
import threading
from pathlib import Path

import pytest
from report_browser import Browser, chromium
from test_tournament_board import _ROWS, _eval, _open, _wait_rows
from tournament_device import Device
from tournament_sim import SimTable
from tournament_tables import hands

from host_tools.cli import main
from host_tools.commands.serve_command import make_server
from host_tools.store.database import open_store
from host_tools.tournament import book as books
from host_tools.tournament import standings

DOC = Path(__file__).resolve().parents[2] / "docs" / "tournament.md"
DIRECTIVE = re.compile(r"<!-- (play|board) (\S+)(?: (\d+))? -->")
SECRET = bytes(range(32))


def steps(lines):
    """[(kind, line index, payload)]: ("run", i, command text) with the output lines' range,
    ("csv", i, text), ("play"/"board", i, (name, series))."""
    out = []
    block = None
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            block = None if block is not None else line[3:].strip()
            if block == "csv":
                end = lines.index("```", i + 1)
                out.append(("csv", i, "\n".join(lines[i + 1 : end]) + "\n"))
                i = end
                block = None
        elif block == "console" and line.startswith("$ "):
            end = i + 1
            while not lines[end].startswith("$ ") and not lines[end].startswith("```"):
                end += 1
            out.append(("run", i, (line[2:], i + 1, end)))
        elif block is None:
            found = DIRECTIVE.fullmatch(line.strip())
            if found:
                series = int(found.group(3)) if found.group(3) else None
                out.append((found.group(1), i, (found.group(2), series)))
        i += 1
    return out


class Laptop:
    def __init__(self, db):
        self.db = db
        self.server = None

    def serve(self):
        self.store = open_store(self.db)
        self.server = make_server(self.store)
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,))
        self.thread.daemon = True
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.port}/"

    def close(self):
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.store.close()


def _play(laptop, tmp_path, name, series):
    """Every table of the series played and pushed: table 1 by a device in the simulator,
    through its screens; the others by the device's app and its save hook's push."""
    with open_store(laptop.db) as store:
        book = books.Book(store)
        tour = book.get(name)
        tables = book.tables(tour, series)
        devices = []
        screens = None
        for table in tables:
            ident = table["device"]
            played = hands(tour["game"], tour["settings"], table["seats"], table["games"],
                           f"{name}-{series}-{table['number']}")  # fmt: skip
            if table["number"] == 1:
                screens = (ident, table["seats"], played)
                continue
            spec = {"game": tour["game"], "settings": tour["settings"], "seats": table["seats"],
                    "hands": played}  # fmt: skip
            device = Device(tmp_path / "devices" / ident, laptop.url, spec, SECRET, ident)
            assert device.device == ident
            devices.append(device)
    for device in devices:
        device.go()
    ident, seats, played = screens
    sim = SimTable(tmp_path / f"{ident}.img", ident, laptop.url, SECRET)
    try:
        sim.play(seats, played)
    finally:
        sim.close()
    for device in devices:
        device.wait()
    with open_store(laptop.db) as store:
        for who, logs in [(d.device, d.logs()) for d in devices] + [(ident, sim.logs())]:
            held = {n: store.log_bytes(who, n) for n in store.held(who)}
            assert logs and held == logs  # nothing lost, nothing twice


def _board(laptop, name):
    if chromium() is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed: scripts/setup-venv installs it as root")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    with open_store(laptop.db) as store:
        book = books.Book(store)
        ranking = standings.of(store, book, book.get(name))["ranking"]
    want = [[str(r["place"]), r["name"], str(r["points"])] for r in ranking]
    with Browser() as browser:
        session = _open(browser, f"{laptop.url}tournament/{name}/")
        assert _wait_rows(browser, session, lambda rows: rows == want) == want


def test_the_tournament_walkthrough_runs_as_written(tmp_path, monkeypatch, capsys):
    lines = DOC.read_text(encoding="utf-8").split("\n")
    db = tmp_path / "store.sqlite3"
    monkeypatch.setenv("SCHREIBER_DB", str(db))
    monkeypatch.chdir(tmp_path)
    laptop = Laptop(db)
    written = list(lines)
    shift = 0
    ran = 0
    try:
        for kind, _at, payload in steps(lines):
            if kind == "csv":
                (tmp_path / "players.csv").write_text(payload, encoding="utf-8")
            elif kind == "play":
                _play(laptop, tmp_path, *payload)
            elif kind == "board":
                _board(laptop, payload[0])
            else:
                command, first, end = payload
                args = shlex.split(command)
                assert args[0] == "schreiber"
                if args[1] == "serve":
                    laptop.serve()
                    # The page's devices were paired beforehand, as `schreiber pair` does.
                    for ident in sorted(
                        set(re.findall(r"\ba4cf12[0-9a-f]{6}\b", "\n".join(lines)))
                    ):
                        laptop.store.pair(ident, SECRET)
                    continue
                capsys.readouterr()
                main(args[1:])
                said = capsys.readouterr()
                got = (said.out + said.err).rstrip("\n").split("\n") if said.out + said.err else []
                ran += 1
                if os.environ.get("SCHREIBER_WRITE_DOC"):
                    written[first + shift : end + shift] = got
                    shift += len(got) - (end - first)
                else:
                    assert got == lines[first:end], command
    finally:
        laptop.close()
    if os.environ.get("SCHREIBER_WRITE_DOC"):
        DOC.write_text("\n".join(written), encoding="utf-8")
    assert ran >= 30
    for page in ("results.html", "rennen.html"):
        assert (tmp_path / page).exists()
    assert (tmp_path / "cards.html").exists() and (tmp_path / "preisskat.xlsx").exists()
    if chromium() is not None:
        with Browser() as browser:
            session = _open(browser, (tmp_path / "results.html").resolve().as_uri())
            assert "final ranking" in _eval(browser, session, "document.body.innerText")
            pdf = browser.send("Page.printToPDF", {}, session=session)["data"]
            assert base64.b64decode(pdf).startswith(b"%PDF-")
            _ = _ROWS
