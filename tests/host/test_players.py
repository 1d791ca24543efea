"""`schreiber players`: the roster as the store keeps it: listed with sessions and last seen,
renamed and merged with the history following (the raw records untouched), names marked to be
pushed; every refusal is one line, status 2, and changes nothing."""

import csv
import json

from evenings import example, frames, log_bytes, play

from host_tools import texts
from host_tools.cli import main
from host_tools.store.database import open_store


def _store_evenings(tmp_path, db):
    """Two sessions on one device: Hans, Sepp, Resi, Vroni on 2026-11-27, then Hans, Sepp,
    Resi and "Vroni K." on 2026-11-28 (the same person, typed another way)."""
    first = example()
    second = example()
    second["players"] = ["Hans", "Sepp", "Resi", "Vroni K."]
    second["date"] = "2026-11-28"
    journal, one = play(tmp_path / "dev", first, hands=3)
    _, two = play(tmp_path / "dev", second, hands=2, end=False)
    with open_store(db) as store:
        store.add_device(journal.device)
        for number in (one, two):
            data = log_bytes(journal, number)
            store.ingest(journal.device, [(number, o, p) for o, p in frames(data)])
        raw = {n: store.log_bytes(journal.device, n) for n in (one, two)}
    return journal.device, raw


def _cli(capsys, *args):
    status = main(["players", *args])
    out, err = capsys.readouterr()
    return status, out, err


def _listed(capsys, db):
    status, out, err = _cli(capsys, "--db", str(db), "--json")
    assert status == 0 and err == ""
    return {p["name"]: p for p in json.loads(out)["players"]}


def _snapshot(db):
    with open_store(db) as store:
        return store.roster(), [s["players"] for s in store.sessions()]


def test_the_roster_lists_each_name_with_its_sessions_and_last_seen(tmp_path, capsys):
    db = tmp_path / "store.sqlite3"
    status, out, _ = _cli(capsys, "--db", str(db))
    assert status == 0 and out == f"no players in {db} (a sync adds the names it sees)\n"
    _store_evenings(tmp_path, db)
    status, out, err = _cli(capsys, "--db", str(db))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split() == ["name", "sessions", "last", "seen", "push", "also"]
    assert [line.split() for line in lines[1:]] == [
        ["Hans", "2", "2026-11-28"],
        ["Resi", "2", "2026-11-28"],
        ["Sepp", "2", "2026-11-28"],
        ["Vroni", "1", "2026-11-27"],
        ["Vroni", "K.", "1", "2026-11-28"],
    ]


def test_a_merge_makes_the_sessions_show_the_kept_name_and_leaves_the_records(tmp_path, capsys):
    db = tmp_path / "store.sqlite3"
    device, raw = _store_evenings(tmp_path, db)
    status, out, err = _cli(capsys, "merge", "Vroni K.", "into", "Vroni", "--db", str(db))
    assert (status, out, err) == (0, "Vroni K. merged into Vroni\n", "")
    listed = _listed(capsys, db)
    assert "Vroni K." not in listed
    assert listed["Vroni"]["sessions"] == 2 and listed["Vroni"]["last_seen"] == "2026-11-28"
    assert listed["Vroni"]["also"] == ["Vroni K."]
    with open_store(db) as store:
        assert [s["players"][3] for s in store.sessions()] == ["Vroni", "Vroni"]
        assert {n: store.log_bytes(device, n) for n in raw} == raw
        # Derived again from the raw records (as when the log grows), the seat still lands on
        # the kept entry.
        store.conn.execute("UPDATE sessions SET derived = -1")
        assert [s["players"][3] for s in store.sessions()] == ["Vroni", "Vroni"]
    status, out, _ = _cli(capsys, "sessions", "--db", str(db))
    main(["sessions", "--db", str(db)])
    shown = capsys.readouterr().out
    assert "Vroni K." not in shown and shown.count("Hans, Sepp, Resi, Vroni") == 2


def test_a_rename_follows_the_history_and_can_go_back(tmp_path, capsys):
    db = tmp_path / "store.sqlite3"
    device, raw = _store_evenings(tmp_path, db)
    status, out, err = _cli(capsys, "rename", "Sepp", "Josef", "--db", str(db))
    assert (status, out, err) == (0, "Sepp is now Josef\n", "")
    try:  # in the tool's language, the list too
        german = ["--lang", "de", "players"]
        assert main([*german, "rename", "Josef", "Sepp", "--db", str(db)]) == 0
        assert capsys.readouterr().out == "Josef heißt jetzt Sepp\n"
        assert main([*german, "--db", str(db)]) == 0
        heads = capsys.readouterr().out.splitlines()[0].split()
        assert heads == ["Name", "Abende", "zuletzt", "senden", "auch"]
        assert main([*german, "rename", "Sepp", "Josef", "--db", str(db)]) == 0
        capsys.readouterr()
    finally:
        texts.use("en")
    listed = _listed(capsys, db)
    assert "Sepp" not in listed and listed["Josef"]["sessions"] == 2
    assert listed["Josef"]["also"] == ["Sepp"]
    with open_store(db) as store:
        assert [s["players"][1] for s in store.sessions()] == ["Josef", "Josef"]
        store.conn.execute("UPDATE sessions SET derived = -1")
        assert [s["players"][1] for s in store.sessions()] == ["Josef", "Josef"]
        assert {n: store.log_bytes(device, n) for n in raw} == raw
    # The old name is this entry's own: going back to it is allowed, and so is a change of case.
    assert _cli(capsys, "rename", "Josef", "Sepp", "--db", str(db))[0] == 0
    assert _cli(capsys, "rename", "Sepp", "SEPP", "--db", str(db))[0] == 0
    listed = _listed(capsys, db)
    assert listed["SEPP"]["sessions"] == 2 and listed["SEPP"]["also"] == ["Josef", "Sepp"]


def test_push_marks_names_and_no_push_clears_them(tmp_path, capsys):
    db = tmp_path / "store.sqlite3"
    _store_evenings(tmp_path, db)
    status, out, _ = _cli(capsys, "push", "Resi", "Hans", "--db", str(db))
    assert status == 0 and out == "Resi, Hans: pushed at the next sync\n"
    with open_store(db) as store:
        assert store.names_to_push() == ["Hans", "Resi"]
    status, out, _ = _cli(capsys, "push", "--no-push", "Hans", "--db", str(db))
    assert status == 0 and out == "Hans: not pushed\n"
    listed = _listed(capsys, db)
    assert [n for n in listed if listed[n]["push"]] == ["Resi"]
    _, out, _ = _cli(capsys, "--db", str(db))
    assert [line.split()[:4] for line in out.splitlines() if "yes" in line] == [
        ["Resi", "2", "2026-11-28", "yes"]
    ]
    # A merged name's mark goes: the kept entry is the one pushed, if marked.
    assert _cli(capsys, "push", "Vroni K.", "--db", str(db))[0] == 0
    assert _cli(capsys, "merge", "Vroni K.", "into", "Vroni", "--db", str(db))[0] == 0
    with open_store(db) as store:
        assert store.names_to_push() == ["Resi"]


def test_refusals_are_one_line_status_2_and_change_nothing(tmp_path, capsys):
    db = tmp_path / "store.sqlite3"
    _store_evenings(tmp_path, db)
    assert _cli(capsys, "merge", "Vroni K.", "into", "Vroni", "--db", str(db))[0] == 0
    before = _snapshot(db)
    cases = (
        (("rename", "Nobody", "Anna"), 'no player "Nobody" on the roster'),
        (("rename", "Hans", "Sepp"), 'the name "Sepp" is taken'),
        (("rename", "Hans", "sepp"), 'the name "sepp" is taken'),
        (("rename", "Hans", "Vroni K."), 'the name "Vroni K." is taken'),
        (("rename", "Hans", "Hans"), '"Hans" is already called that'),
        (("rename", "Hans", " Hans"), "begins or ends with a space"),
        (("rename", "Hans", "H" * 25), "1 to 24 characters"),
        (("rename", "Vroni K.", "Veronika"), '"Vroni K." is now "Vroni": use that name'),
        (("merge", "Hans", "into", "Hans"), 'cannot merge "Hans" into itself'),
        (("merge", "Hans", "into", "Nobody"), 'no player "Nobody"'),
        (("merge", "Hans", "Sepp"), "the following arguments are required: B"),
        (("merge", "Hans", "onto", "Sepp"), "merge takes: merge A into B"),
        (("push", "Resi", "Nobody"), 'no player "Nobody"'),
        (("push",), "the following arguments are required: NAME"),
        (("rename", "Hans"), "the following arguments are required: new"),
        (("list",), "invalid choice: 'list'"),
        (("--no-push",), 'unexpected argument "--no-push"'),
    )
    for args, expected in cases:
        status, out, err = _cli(capsys, "--db", str(db), *args)
        assert status == 2 and out == "", (args, status, out)
        assert err.startswith("schreiber players") and err.count("\n") == 1, err
        assert expected in err, (args, err)
        assert _snapshot(db) == before, args


def test_export_uses_the_hosts_names_unless_told_the_devices(tmp_path, capsys):
    db = tmp_path / "store.sqlite3"
    device, raw = _store_evenings(tmp_path, db)
    assert _cli(capsys, "rename", "Sepp", "Josef", "--db", str(db))[0] == 0
    assert _cli(capsys, "merge", "Vroni K.", "into", "Vroni", "--db", str(db))[0] == 0

    def players(*more):
        out = tmp_path / "x.csv"
        assert main(["export", "--db", str(db), "-o", str(out), *more]) == 0
        capsys.readouterr()
        with open(tmp_path / "x-standings.csv", encoding="utf-8") as handle:
            return [(row["session"], row["player"]) for row in csv.DictReader(handle)]

    host = players()
    assert [name for _, name in host] == ["Hans", "Josef", "Resi", "Vroni"] * 2
    assert [name for _, name in players("--device-names")] == [
        "Hans", "Sepp", "Resi", "Vroni", "Hans", "Sepp", "Resi", "Vroni K."
    ]  # fmt: skip
    # JSON keeps the device's names: import reads the file back into another store exactly.
    assert main(["export", "--db", str(db), "-o", str(tmp_path / "all.json")]) == 0
    data = json.loads((tmp_path / "all.json").read_text(encoding="utf-8"))
    assert data["sessions"][1]["players"] == ["Hans", "Sepp", "Resi", "Vroni K."]
    other = tmp_path / "other.sqlite3"
    assert main(["import", str(tmp_path / "all.json"), "--db", str(other)]) == 0
    with open_store(other) as store:
        assert {n: store.log_bytes(device, n) for n in raw} == raw
