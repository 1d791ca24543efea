"""`schreiber score`: the console script run for real, on JSON input and on device log files."""

import json
import os
import subprocess
import sys
from pathlib import Path

from app.journal import Journal
from core.log import frames as logformat
from core.session import Session
from host_tools.cli import main

ROOT = Path(__file__).resolve().parent.parent.parent
SCRIPT = Path(sys.executable).parent / "schreiber"

# SPEC D-BK-01 played from 0:0: team 0 reaches 18, team 1 15, then 60:60, 70:50, 95:25.
BIERKOPF = {
    "game": "bierkopf",
    "players": ["Anna", "Bert", "Carl", "Dora"],
    "hands": [{"result": "schwarz", "winner": 0, "doublings": 2}] * 1
    + [{"result": "schwarz", "winner": 1, "doublings": 2}] * 1
    + [{"result": "simple", "winner": 0}] * 6
    + [{"result": "simple", "winner": 1}] * 3
    + [{"points": [60, 60]}, {"points": [70, 50]}, {"points": [95, 25]}],
}
# SPEC D-SKAT-18: Bierlachs, A −480, B −200, C −350, then C wins Clubs with 1 (24): A crosses.
BIERLACHS = {
    "game": "skat",
    "settings": {"scoring_system": "bierlachs"},
    "players": ["A", "B", "C"],
    "hands": [
        {
            "game": "grand",
            "declarer": 1,
            "bid": 18,
            "matadors": 4,
            "hand": True,
            "declarer_points": 70,
            "declarer_tricks": 7,
        },
    ],
}


def run_cli(*args, stdin=None):
    return subprocess.run(
        [str(SCRIPT), "score", *args], input=stdin, capture_output=True, text=True, cwd=ROOT
    )


def test_table_shows_every_hand_and_the_race_winner():
    proc = run_cli(stdin=json.dumps(BIERKOPF))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "Bierkopf — date unknown"
    assert lines[1] == "Pairs: Anna & Carl against Bert & Dora; Anna deals first"
    assert "1 point carried to the next deal" in proc.stdout
    assert lines[-4:] == [
        "Decided: Anna & Carl reach 21 points and win the Partie.",
        "Standings after 14 hands: Anna & Carl +22 points, Bert & Dora +15 points.",
        "Settle up:",
        "  Bert and Dora owe a Maß of beer each",
    ]


def test_json_output_has_deltas_totals_and_the_rules_digest():
    proc = run_cli("--json", stdin=json.dumps(BIERKOPF))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    hands = result["hands"]
    assert [h["totals"][0] for h in hands[-3:]] == [18, 20, 22]  # D-BK-01
    assert hands[-1]["deltas"] == [2, 0, 2, 0]
    assert result["format"] == 2
    assert result["decided"] == {"winners": [0, 2], "losers": [1, 3]}
    assert hands[-1]["events"][-1] == ["decided", {"winners": [0, 2], "losers": [1, 3]}]
    assert hands[-3]["pending"] == [["carry", 1], ["to_target", [3, 6, 3, 6]]]
    assert result["settle_up"]["owes"] == [[1, "mass", 1], [3, "mass", 1]]
    assert len(result["rules"]) == 16 and result["settings"]["target"] == 21


def test_module_entry_point_and_file_argument(tmp_path):
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(BIERLACHS))
    proc = subprocess.run(
        [sys.executable, "-m", "host_tools", "score", "--json", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    # Grand Hand with 4: level 4 + game + Hand = 6 -> 144; each defender -144 (SPEC §5.8).
    assert result["hands"][0]["deltas"] == [-144, 0, -144]


BAD_INPUTS = (
    (
        '{"game": "bierkopf", "hands": [{"result": "simple", "winner": 0}, {"points": [70, 60]}]}',
        "hand 2: points",
    ),
    ('{"game": "whist", "hands": []}', "game: unknown game"),
    ('{"game": "skat", "settings": {"kontra": "always"}}', "settings.kontra"),
    ('{"game": "skat", "players": 7}', "players"),
    ('{"game": "bierkopf", "hands": [', "not valid JSON"),
    ("[1, 2]", "must be one JSON object"),
    ('{"game": "skat", "setings": {"kontra": "kontra"}}', "setings: unknown key"),
    ('{"game": "skat", "settings": []}', "settings: must be an object"),
    ('{"game": "skat", "date": 20261130}', "date: must be a date"),
)


def test_bad_input_gets_one_line_naming_hand_and_field_and_status_2():
    for text, expected in BAD_INPUTS:
        proc = run_cli(stdin=text)
        assert proc.returncode == 2, text
        assert proc.stdout == "", text
        assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
        assert expected in proc.stderr, (expected, proc.stderr)
        assert "Traceback" not in proc.stderr


def test_missing_file_is_a_clear_message(capsys):
    assert main(["score", "/nonexistent/evening.json"]) == 2
    assert "cannot read /nonexistent/evening.json" in capsys.readouterr().err


def test_a_log_given_as_json_is_a_clear_message(tmp_path, capsys):
    path = write_log(tmp_path / "sessions")
    assert main(["score", str(path)]) == 2
    assert "is a device log, not JSON: add --log" in capsys.readouterr().err


def write_log(folder):
    journal = Journal(str(folder))
    journal.start(Session("bierkopf", {}, ["Anna", "Bert", "Carl", "Dora"], 0, "2026-11-30"))
    journal.add({"result": "simple", "winner": 0})
    journal.add({"result": "schneider", "winner": 1})
    journal.add({"points": [60, 60]})
    journal.edit(0, {"result": "schwarz", "winner": 0})
    journal.undo()
    return Path(folder) / (journal.current + ".log")


def test_score_reads_a_device_log(tmp_path):
    path = write_log(tmp_path / "sessions")
    proc = run_cli("--log", "--json", str(path))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert [h["deltas"] for h in result["hands"]] == [[3, 0, 3, 0], [0, 2, 0, 2]]
    assert result["corrections"] == 2 and result["date"] == "2026-11-30"
    assert result["problems"] == []
    table = run_cli("--log", str(path)).stdout
    assert "30 November 2026\n" in table and "\n2 corrections made.\n" in table


def test_score_reads_a_device_log_from_a_pipe(tmp_path):
    path = write_log(tmp_path / "sessions")
    file_proc = run_cli("--log", "--json", str(path))
    # `schreiber score --log <(cat FILE)`: the shell hands over a pipe's path.
    proc = subprocess.run(
        ["bash", "-c", f'"{SCRIPT}" score --log --json <(cat "{path}")'],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == json.loads(file_proc.stdout)


def test_a_damaged_log_is_reported_and_the_good_records_used(tmp_path):
    path = write_log(tmp_path / "sessions")
    data = bytearray(path.read_bytes())
    data[-3] ^= 0x10  # flip a bit in the last record (the undo)
    path.write_bytes(bytes(data))
    proc = run_cli("--log", "--json", str(path))
    assert proc.returncode == 3
    size = len(logformat.frame(logformat.UNDO, None, 5, 0))
    at = len(data) - size
    problem = f"checksum mismatch: {size} bytes skipped"
    assert (
        f"{path}: the log is damaged at byte {at}: {problem} (the rest is scored)" in proc.stderr
    )
    result = json.loads(proc.stdout)
    assert result["problems"] == [{"offset": at, "problem": problem}]
    assert len(result["hands"]) == 3  # the undo was not applied
    proc = run_cli("--log", str(path))
    assert proc.returncode == 3
    assert "30 November 2026\n" in proc.stdout and "\n1 correction made.\n" in proc.stdout


def test_a_damaged_log_is_reported_in_the_tools_language(tmp_path):
    path = write_log(tmp_path / "sessions")
    data = bytearray(path.read_bytes())
    data[-3] ^= 0x10
    path.write_bytes(bytes(data))
    german = [str(SCRIPT), "--lang", "de", "score", "--log", str(path)]
    proc = subprocess.run(german, capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 3
    assert f"{path}: das Protokoll ist bei Byte " in proc.stderr, proc.stderr
    empty = tmp_path / "empty.log"
    empty.write_bytes(b"")
    german[-1] = str(empty)
    proc = subprocess.run(german, capture_output=True, text=True, cwd=ROOT)
    said = f"{empty}: der Beginn des Abends ist nicht lesbar: nichts zu zeigen"
    assert said in proc.stderr, proc.stderr


def test_a_log_of_two_evenings_reads_only_the_first(tmp_path):
    path = write_log(tmp_path / "one")
    other = write_log(tmp_path / "two")
    data = path.read_bytes()
    path.write_bytes(data + other.read_bytes())
    proc = run_cli("--log", "--json", str(path))
    assert proc.returncode == 3
    assert json.loads(proc.stdout)["problems"] == [
        {"offset": len(data), "problem": "stray bytes: 8 bytes skipped"},  # its header
        {"offset": len(data) + 8, "problem": "7 records of another session: skipped"},
    ]
    assert len(json.loads(proc.stdout)["hands"]) == 2


def test_console_script_is_installed():
    assert SCRIPT.exists() and os.access(SCRIPT, os.X_OK)


# Every example file the README and docs point to scores, and the Schafkopf evening's totals are
# the ones worked out by hand from SPEC §2.6 at the 10/20/50 tariff (docs/hand-record.md).
EXAMPLE_TOTALS = {
    "schafkopf-evening.json": [-500, -1100, 2340, -740],
    "bierkopf-partie.json": [21, 8, 21, 8],
    "skat-bierlachs.json": [0, -164, -72],
    "german-schafkopf.json": [8, 11, 8, 11],
    "bauernschnapsen-evening.json": [0, 0, 0, 0],
}


def test_every_example_file_scores():
    files = sorted(p.name for p in (ROOT / "examples").glob("*.json"))
    assert files == sorted(EXAMPLE_TOTALS)
    for name, totals in EXAMPLE_TOTALS.items():
        proc = run_cli("--json", str(ROOT / "examples" / name))
        assert proc.returncode == 0, (name, proc.stderr)
        assert json.loads(proc.stdout)["totals"] == totals, name


def test_files_that_are_no_hand_records_are_named_with_the_verb_that_reads_them(tmp_path, capsys):
    from export_evenings import make_store

    db = make_store(tmp_path)
    assert main(["export", "--db", str(db), "-o", str(tmp_path / "all.json")]) == 0
    assert main(["export", "--db", str(db), "-o", str(tmp_path / "all.xlsx")]) == 0
    capsys.readouterr()
    flash = tmp_path / "flash.img"
    empty = tmp_path / "no-presses.txt"
    empty.write_text("")
    subprocess.run(
        [sys.executable, "-m", "host_tools.sim", "--quiet", "--flash", str(flash),
         "--date", "2026-11-27", "--load", str(ROOT / "examples" / "schafkopf-evening.json"),
         "--script", str(empty)],
        cwd=ROOT, check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    said = {}
    for name in ("all.json", "all.xlsx", "flash.img"):
        assert main(["score", str(tmp_path / name)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "UTF-16" not in err and "unknown key" not in err
        said[name] = err
    assert "is a `schreiber export` file" in said["all.json"]
    assert "`schreiber import FILE`, then `schreiber show SESSION`" in said["all.json"]
    assert "is an XLSX spreadsheet, not hand records" in said["all.xlsx"]
    assert "is a flash image of the device (LittleFS)" in said["flash.img"]
    assert "`schreiber sync PORT`" in said["flash.img"]
