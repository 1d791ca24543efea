"""`schreiber import`: a JSON export read into an empty store exports again to the very same
file; a damaged or foreign file is refused with one line, and the store is left as it was."""

import json

from evenings import example
from export_evenings import DEVICE, make_store, write_logs

from host_tools import texts
from host_tools.cli import main
from host_tools.store.database import open_store


def _run(capsys, *args):
    status = main(list(args))
    out = capsys.readouterr()
    return status, out.out, out.err


def _dump(db):
    """Everything the store holds, for before-and-after comparisons."""
    with open_store(db) as store:
        return list(store.conn.iterdump())


def test_export_import_export_gives_the_same_file(tmp_path, capsys):
    db = make_store(tmp_path)
    first = tmp_path / "first.json"
    assert _run(capsys, "export", "--db", str(db), "-o", str(first))[0] == 0
    empty = tmp_path / "empty.sqlite3"
    status, out, err = _run(capsys, "import", "--db", str(empty), str(first))
    assert status == 0, err
    assert out == f"5 sessions read from {first}, 5 new\n"
    again = tmp_path / "again.json"
    assert _run(capsys, "export", "--db", str(empty), "-o", str(again))[0] == 0
    assert again.read_bytes() == first.read_bytes()
    # The raw log bytes are the device's, byte for byte.
    with open_store(db) as one, open_store(empty) as other:
        for number in range(1, 6):
            assert one.log_bytes(DEVICE, number) == other.log_bytes(DEVICE, number)
        assert other.device(DEVICE)["name"] == "pub table"
    try:  # in the tool's language
        status, out, _ = _run(capsys, "--lang", "de", "import", "--db", str(empty), str(first))
        assert (status, out) == (0, f"5 Abende aus {first} gelesen, 0 neu\n")
        german = tmp_path / "german.json"
        status, out, _ = _run(capsys, "--lang", "de", "export", "--db", str(db), "-o", str(german))
        assert (status, out) == (0, f"5 Abende nach {german} geschrieben\n")
    finally:
        texts.use("en")
    # Importing the same file again stores nothing twice.
    before = _dump(empty)
    status, out, _ = _run(capsys, "import", "--db", str(empty), str(first))
    assert status == 0 and out.endswith(", 0 new\n")
    assert _dump(empty) == before


def test_a_file_re_formatted_by_another_tool_is_read_whole(tmp_path, capsys):
    db = make_store(tmp_path)
    first = tmp_path / "first.json"
    _run(capsys, "export", "--db", str(db), "-o", str(first))
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps(json.loads(first.read_text()), indent=2), encoding="utf-8")
    empty = tmp_path / "empty.sqlite3"
    assert _run(capsys, "import", "--db", str(empty), str(pretty))[0] == 0
    again = tmp_path / "again.json"
    _run(capsys, "export", "--db", str(empty), "-o", str(again))
    assert again.read_bytes() == first.read_bytes()


def _damaged(text):
    """(name, text of a damaged or foreign file, words the refusal must hold)."""
    lines = text.split("\n")
    session = json.loads(lines[2].rstrip(","))
    changed = dict(session, totals=[t + 1 for t in session["totals"]])
    hands = [dict(h) for h in session["hands"]]
    hands[0] = dict(hands[0], deltas=[0] * len(hands[0]["deltas"]))
    flipped = (
        session["log"][:40] + ("A" if session["log"][40] != "A" else "B") + session["log"][41:]
    )
    newer = text.replace('"version": 1', '"version": 9', 1)

    def with_line(new):
        return "\n".join(lines[:2] + [json.dumps(new) + ","] + lines[3:])

    return [
        ("empty", "", "not JSON"),
        ("binary", "\x00\x01", "not JSON"),
        ("foreign", '{"sessions": []}', "not a Schreiber export"),
        ("a list", "[1, 2]", "not a Schreiber export"),
        ("newer", newer, "newer than this tool"),
        ("cut short", "\n".join(lines[:3]), "ends before"),
        ("torn line", "\n".join(lines[:2] + [lines[2][:100]] + lines[3:]), "line 3: damaged"),
        ("totals changed", with_line(changed), "totals listed do not match"),
        ("hands changed", with_line(dict(session, hands=hands)), "hands do not match"),
        ("log flipped", with_line(dict(session, log=flipped)), "checksum"),
        ("no log", with_line({k: v for k, v in session.items() if k != "log"}), "no log"),
        ("bad device", with_line(dict(session, device="a b")), "no device id"),
    ]


def test_a_damaged_or_foreign_file_is_refused_and_nothing_changes(tmp_path, capsys):
    db = make_store(tmp_path)
    good = tmp_path / "good.json"
    _run(capsys, "export", "--db", str(db), "-o", str(good))
    text = good.read_text(encoding="utf-8")
    # The store to import into already holds one other evening.
    target = tmp_path / "target.sqlite3"
    with open_store(target) as store:
        store.add_device("0ther")
        ((number, data),) = write_logs(tmp_path / "other", [example()], device="0ther")
        store.ingest("0ther", [(number, 0, data)])
    before = _dump(target)
    for name, damaged, words in _damaged(text):
        path = tmp_path / f"{name}.json"
        path.write_text(damaged, encoding="utf-8")
        status, out, err = _run(capsys, "import", "--db", str(target), str(path))
        assert status == 2 and out == "", name
        assert words in err and err.count("\n") == 1, (name, err)
        assert _dump(target) == before, name
    # The last session damaged: the four before it must not have been stored either.
    lines = text.split("\n")
    last = json.loads(lines[-3])
    last["totals"] = [t + 1 for t in last["totals"]]
    path = tmp_path / "last.json"
    path.write_text("\n".join(lines[:-3] + [json.dumps(last)] + lines[-2:]), encoding="utf-8")
    status, _, err = _run(capsys, "import", "--db", str(target), str(path))
    assert status == 2 and "totals listed do not match" in err
    assert _dump(target) == before


def test_a_session_the_store_holds_with_other_bytes_is_refused(tmp_path, capsys):
    db = make_store(tmp_path)
    good = tmp_path / "good.json"
    _run(capsys, "export", "--db", str(db), "-o", str(good))
    # Another store where the same device's session 1 is another evening.
    target = tmp_path / "target.sqlite3"
    with open_store(target) as store:
        store.add_device(DEVICE)
        ((number, data),) = write_logs(tmp_path / "other", [example("skat-bierlachs.json")])
        store.ingest(DEVICE, [(number, 0, data)])
    before = _dump(target)
    status, _, err = _run(capsys, "import", "--db", str(target), str(good))
    assert status == 2 and "holds other bytes" in err
    assert _dump(target) == before


def test_import_scores_each_session_once_and_keeps_what_a_fresh_reading_gives(
    tmp_path, capsys, monkeypatch
):
    from host_tools.store import derive

    db = make_store(tmp_path)
    first = tmp_path / "first.json"
    assert _run(capsys, "export", "--db", str(db), "-o", str(first))[0] == 0
    scored = []
    real = derive.replay

    def counted(session):
        scored.append((session.device, session.number))
        return real(session)

    monkeypatch.setattr(derive, "replay", counted)
    empty = tmp_path / "empty.sqlite3"
    assert _run(capsys, "import", "--db", str(empty), str(first))[0] == 0
    assert sorted(scored) == [(DEVICE, number) for number in range(1, 6)]  # once each
    # What the import kept is what the store derives from the log bytes itself.
    kept = _dump(empty)
    with open_store(empty) as store:
        store.conn.execute("UPDATE sessions SET derived = -1")
        store.conn.commit()
        assert store.refresh() == 5
    assert _dump(empty) == kept


def test_import_scores_each_hand_once(tmp_path, capsys, monkeypatch):
    """The derived view of a log is one replay: the hands are loaded unscored and scored once
    (not checked by a first scoring pass and scored again for the view)."""
    from core import games

    db = make_store(tmp_path)
    first = tmp_path / "first.json"
    assert _run(capsys, "export", "--db", str(db), "-o", str(first))[0] == 0
    with open_store(db) as store:
        hands = sum(session["hands"] for session in store.sessions())
    scored = []
    real = games.score_hand

    def counted(*args):
        scored.append(args[0])
        return real(*args)

    monkeypatch.setattr(games, "score_hand", counted)
    assert _run(capsys, "import", "--db", str(tmp_path / "empty.sqlite3"), str(first))[0] == 0
    assert hands > 20 and len(scored) == hands


def test_a_file_changed_between_the_check_and_the_storing_is_refused(
    tmp_path, capsys, monkeypatch
):
    from host_tools.commands import import_command

    db = make_store(tmp_path)
    first = tmp_path / "first.json"
    assert _run(capsys, "export", "--db", str(db), "-o", str(first))[0] == 0
    lines = first.read_text(encoding="utf-8").splitlines(keepends=True)
    real = import_command.sessions
    reads = []

    def changed_on_second_reading(path):
        reads.append(path)
        if len(reads) == 2:  # another program rewrites the file with a session of its own
            first.write_text(lines[0] + lines[1] + lines[1] + lines[-1], encoding="utf-8")
        return real(path)

    monkeypatch.setattr(import_command, "sessions", changed_on_second_reading)
    status, _, err = _run(capsys, "import", "--db", str(tmp_path / "new.sqlite3"), str(first))
    assert status == 2 and "the file changed while it was read" in err
