"""Where a session was played: named on the host (`schreiber sessions place SESSION TEXT`, the
device does not ask), kept in the store (schema version 6, migrated from version 5 with every
session's place unknown), shown in `sessions`, the report's and the XLSX's name of the
session, carried by the JSON export and its import. A place that is no one-line name is
refused in one line and nothing is stored."""

import json
import sqlite3

import pytest
from export_evenings import DEVICE, make_store
from openpyxl import load_workbook

from host_tools import texts
from host_tools.cli import main
from host_tools.store import migrations
from host_tools.store.database import open_store


def _run(capsys, *args):
    status = main([str(arg) for arg in args])
    out = capsys.readouterr()
    return status, out.out, out.err


def _places(db):
    with open_store(db) as store:
        return {s["number"]: s["place"] for s in store.sessions()}


def test_a_version_5_store_is_migrated_with_every_place_unknown(tmp_path):
    path = tmp_path / "v5.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrations.migrate(conn, upto=5) == [1, 2, 3, 4, 5]
    conn.execute("INSERT INTO devices (id, name) VALUES ('5c4e11e000e0c0de', 'pub')")
    conn.execute(
        "INSERT INTO sessions (device, number, size, first_synced, last_synced) "
        "VALUES ('5c4e11e000e0c0de', 1, 0, 'a', 'b')"
    )
    conn.close()
    with open_store(path) as store:
        assert store.schema_version() == migrations.LATEST == 6
        (listed,) = store.sessions()
        assert listed["place"] is None and listed["first_synced"] == "a"
        store.set_place("5c4e11e000e0c0de", 1, "Gasthaus Post")
    assert _places(path) == {1: "Gasthaus Post"}


def test_a_place_is_named_shown_exported_and_imported(tmp_path, capsys):
    db = make_store(tmp_path)
    status, out, _ = _run(capsys, "sessions", "place", "1", " Post ", "--db", db)
    assert status == 0 and out == f"session {DEVICE}/1: played at Post\n"
    assert _places(db) == {1: "Post", 2: None, 3: None, 4: None, 5: None}
    try:  # in the tool's language
        status, out, _ = _run(capsys, "--lang", "de", "sessions", "place", "1", "Post", "--db", db)
        assert status == 0 and out == f"Abend {DEVICE}/1: gespielt in Post\n"
    finally:
        texts.use("en")

    _, out, _ = _run(capsys, "sessions", "--db", db)
    head, first = out.splitlines()[:2]
    assert head.split()[:5] == ["device", "session", "date", "place", "game"]
    assert first.split()[2:5] == ["2026-11-27", "Post", "Schafkopf"]

    _, out, _ = _run(capsys, "sessions", "--json", "--db", db)
    assert [s["place"] for s in json.loads(out)["sessions"]][:2] == ["Post", None]

    report = tmp_path / "report"
    assert _run(capsys, "report", "1", "--db", db, "-o", report)[0] == 0
    page = (report / "report.html").read_text(encoding="utf-8")
    assert "<h1>Friday, 27 November 2026 · Post · Schafkopf" in page

    book = tmp_path / "all.xlsx"
    assert _run(capsys, "export", "--db", db, "-o", book)[0] == 0
    assert load_workbook(book, read_only=True).sheetnames[1] == "2026-11-27 Post Schafkopf HSRV"

    exported = tmp_path / "all.json"
    assert _run(capsys, "export", "--db", db, "-o", exported)[0] == 0
    again = tmp_path / "again.sqlite3"
    assert _run(capsys, "import", exported, "--db", again)[0] == 0
    assert _places(again) == _places(db)
    # A place the store has already stays: the file only fills in what is not known.
    status, _, _ = _run(capsys, "sessions", "place", "1", "Zur Linde", "--db", again)
    assert _run(capsys, "import", exported, "--db", again)[0] == 0
    assert _places(again)[1] == "Zur Linde"

    status, out, _ = _run(capsys, "sessions", "place", f"{DEVICE}/1", "", "--db", db)
    assert status == 0 and "place forgotten" in out and _places(db)[1] is None


@pytest.mark.parametrize(
    "args, said",
    [
        (["place", "1", "Gasthaus\nPost"], "one line of printable characters"),
        (["place", "1", "x" * 61], "at most 60 characters, not 61"),
        (["place", "9", "Post"], 'no session "9" in the store'),
        (["place", "1"], "give: schreiber sessions place SESSION"),
        (["plac", "1", "Post"], "give: schreiber sessions place SESSION"),
    ],
)
def test_a_bad_place_is_refused_and_nothing_stored(tmp_path, capsys, args, said):
    db = make_store(tmp_path)
    status, out, err = _run(capsys, "sessions", *args, "--db", db)
    assert status == 2 and said in err and len(err.strip().splitlines()) == 1, err
    assert set(_places(db).values()) == {None}


def test_an_export_with_a_damaged_place_is_refused_whole(tmp_path, capsys):
    db = make_store(tmp_path)
    exported = tmp_path / "all.json"
    assert _run(capsys, "export", "--db", db, "-o", exported)[0] == 0
    text = exported.read_text(encoding="utf-8").replace('"place":null', '"place":17', 1)
    exported.write_text(text, encoding="utf-8")
    again = tmp_path / "again.sqlite3"
    status, _, err = _run(capsys, "import", exported, "--db", again)
    assert status == 2 and "its place is not one line" in err
    with open_store(again) as store:
        assert store.sessions() == []
