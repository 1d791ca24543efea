"""docs/host-tool.md from end to end, with its own commands: an evening played in the simulator
(the firmware on the MicroPython unix port, through the device's journal), synced over the
simulator's serial port (a pseudo-terminal) by `schreiber sync` in a process of its own, then
exported as CSV, JSON and XLSX, shown, settled up and reported from the store alone."""

import csv
import json
import subprocess
import sys
from pathlib import Path

from openpyxl import load_workbook
from test_sync_serial import Simulator

ROOT = Path(__file__).resolve().parent.parent.parent
EVENING = ROOT / "examples" / "schafkopf-evening.json"


def schreiber(*args, cwd):
    """One documented `./schreiber ...` command (the same tool, run as a module)."""
    proc = subprocess.run(
        [sys.executable, "-m", "host_tools", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_play_sync_export_settle(tmp_path):
    flash = tmp_path / "schreiber-flash.img"
    db = tmp_path / "schreiber.sqlite3"
    empty = tmp_path / "no-presses.txt"
    empty.write_text("")
    # ./run --flash ... --date 2026-11-27 --load examples/schafkopf-evening.json, then q
    subprocess.run(
        [sys.executable, "-m", "host_tools.sim", "--quiet", "--flash", str(flash)]
        + ["--date", "2026-11-27", "--load", str(EVENING), "--script", str(empty)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        timeout=120,
    )
    # ./run --flash ... --serial; then, beside it, ./schreiber sync /dev/pts/N
    sim = Simulator(flash)
    try:
        synced = schreiber("sync", sim.path, "--db", str(db), cwd=tmp_path)
    finally:
        sim.stop()
    assert "1 session to sync" in synced
    listed = schreiber("sessions", "--db", str(db), cwd=tmp_path).splitlines()
    assert len(listed) == 2 and listed[1].split()[1:4] == ["1", "2026-11-27", "Schafkopf"]
    device = listed[1].split()[0]

    for name in ("evening.csv", "evening.json", "evening.xlsx"):
        out = schreiber("export", "1", "--db", str(db), "-o", name, cwd=tmp_path)
        assert out == f"1 session written to {name}\n"
    with open(tmp_path / "evening-standings.csv", encoding="utf-8", newline="") as handle:
        standings = list(csv.DictReader(handle))
    # The example evening's standings (tests/host/golden/schafkopf-evening.txt).
    assert [(row["player"], int(row["total"]), int(row["place"])) for row in standings] == [
        ("Hans", -500, 2), ("Sepp", -1100, 4), ("Resi", 2340, 1), ("Vroni", -740, 3),
    ]  # fmt: skip
    with open(tmp_path / "evening.csv", encoding="utf-8", newline="") as handle:
        assert len(list(csv.DictReader(handle))) == 9 * 4
    data = json.loads((tmp_path / "evening.json").read_text(encoding="utf-8"))
    assert [(s["device"], s["number"], len(s["hands"])) for s in data["sessions"]] == [
        (device, 1, 9)
    ]
    book = load_workbook(tmp_path / "evening.xlsx", read_only=True)
    assert book.sheetnames == ["Standings", "2026-11-27 Schafkopf HSRV"]
    book.close()

    settled = schreiber("settle", "--since", "2026-11-27", "--db", str(db), cwd=tmp_path)
    assert settled.endswith(
        "Transfers:\n  Sepp pays Resi 11.00 €\n  Vroni pays Resi 7.40 €\n  Hans pays Resi 5.00 €\n"
    )
    shown = schreiber("show", "1", "--db", str(db), cwd=tmp_path)
    assert "Standings after 9 hands: Resi +23.40 €" in shown

    # The report: a page with the balance chart inline and its PNG beside it.
    schreiber("report", "1", "--db", str(db), "-o", "evening-report", cwd=tmp_path)
    page = (tmp_path / "evening-report" / "report.html").read_text()
    assert "<svg" in page and "Resi" in page
    png = (tmp_path / "evening-report" / "balance.png").read_bytes()
    assert png.startswith(b"\x89PNG")
