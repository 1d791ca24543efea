"""A game kept outside the product (tests/fixtures/race: a two-player race to a target, one
question a hand) plugs in through its own files and one registry row, `games.register`: the
device's journal keeps it, the wizard's question and the history's rows come from it, and the
host syncs, shows, exports, reports and counts it. Each side runs in a process of its own, so
no other test sees the extra game."""

import csv
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "race"
# Product files (the firmware, the host tool and what builds and deploys them) that had to
# change for the race: none. Its words are missing from the catalogues, so it is called by
# its title key ("race") on either side until a game's words have one source (not needed to
# play it).
PRODUCT = ("firmware", "host_tools", "manifest.py", "package.json", "main.py", "boot.py")
PRODUCT_FILES_CHANGED = 0


def _run(command, **kw):
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, **kw)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_race_is_named_in_no_product_file():
    # Its modules' name (race_game) is the one thing a product file would have to say.
    command = ["git", "grep", "-l", "race_game", "--", *PRODUCT]
    found = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert found.returncode in (0, 1), found.stderr  # 1: no file names it
    assert len(found.stdout.split()) == PRODUCT_FILES_CHANGED, found.stdout


def test_the_device_keeps_asks_and_lists_the_race(tmp_path):
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join(
        str(p) for p in (ROOT / "firmware", ROOT / "tests" / "core", FIXTURE)
    )
    code = f"import device_race; device_race.main({str(tmp_path / 'sessions')!r})"
    out = _run([str(ROOT / ".venv" / "bin" / "micropython"), "-X", "heapsize=300k", "-c", code],
               env=env)  # fmt: skip
    assert "== choices ('winner', None, (0, 1), None)" in out
    assert "== title ('race', 3)" in out
    rows = [line[len("== history ") :] for line in out.splitlines() if "== history" in line]
    assert rows == [
        "race Gerda won  +1",
        "race Kurt won  +1",
        "race Gerda won  +1",
        "race Gerda won  +1",
    ]


def test_the_host_shows_exports_reports_and_counts_the_race(tmp_path):
    env = dict(os.environ)
    paths = (ROOT / "firmware", ROOT / "tests" / "core", ROOT / "tests" / "host", FIXTURE, ROOT)
    env["PYTHONPATH"] = os.pathsep.join(str(p) for p in paths)
    out = _run([sys.executable, str(FIXTURE / "play_race.py"), str(tmp_path)], env=env)
    assert out.count("== exit 0") == 4, out
    assert "race — Monday, 30 November 2026" in out
    assert "Rules: target 3, per hand 1" in out
    assert "  4  race by Gerda: made" in out
    assert "Decided: Gerda wins." in out
    with open(tmp_path / "race.csv", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["hand"], r["player"], r["role"], r["won"]) for r in rows[:2]] == [
        ("1", "Gerda", "declarer", "1"),
        ("1", "Kurt", "opponent", "0"),
    ]
    with open(tmp_path / "race-standings.csv", encoding="utf-8") as handle:
        places = [(r["player"], r["total"], r["place"]) for r in csv.DictReader(handle)]
    assert places == [("Gerda", "3", "1"), ("Kurt", "1", "2")]
    page = (tmp_path / "report" / "report.html").read_text(encoding="utf-8")
    assert "· race · Gerda, Kurt</title>" in page
    assert "<td>1. Gerda</td>" in page
    assert "Gerda       4         3" in out  # stats: 4 hands, 3 declared
