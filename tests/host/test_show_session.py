"""`schreiber show SESSION`: an evening from the store as `schreiber score --log` shows the
device's log (the rule card, the players, every hand, the standings and the settle-up), after
every correction; the session named as `schreiber sessions` lists it."""

from evenings import example
from export_evenings import DEVICE, EXAMPLES, ingest, make_store, write_logs

from app.journal import Journal
from core.session import Session
from host_tools.cli import main
from host_tools.store.database import open_store


def _run(capsys, *args):
    status = main(list(args))
    out = capsys.readouterr()
    return status, out.out, out.err


def test_every_game_shows_the_table_score_prints_for_its_log(tmp_path, capsys):
    db = make_store(tmp_path)
    for number, name in enumerate(EXAMPLES, 1):
        log = tmp_path / "device" / f"{number:06d}.log"
        status, scored, _ = _run(capsys, "score", "--log", str(log))
        assert status == 0
        for ref in (f"{DEVICE}/{number}", str(number)):
            status, shown, err = _run(capsys, "show", "--db", str(db), ref)
            assert status == 0, err
            assert shown == f"Session {DEVICE}/{number} (pub table)\n\n" + scored, name
    _, schafkopf, _ = _run(capsys, "show", "--db", str(db), "1")
    for words in ("Tariff", "Hans", "Settle up:", "Standings after 9 hands"):
        assert words in schafkopf


def test_corrections_and_an_open_evening_show_as_the_device_holds_them(tmp_path, capsys):
    root = tmp_path / "device"
    root.mkdir()
    (root / "device").write_text(DEVICE)
    journal = Journal(str(root))
    data = example()
    journal.start(Session(data["game"], data["settings"], data["players"], 0, data["date"]))
    for hand in data["hands"][:5]:
        journal.add(hand)
    journal.delete(1)
    journal.edit(0, data["hands"][2])
    db = tmp_path / "store.sqlite3"
    with open_store(db) as store:
        ingest(store, [(1, (root / "000001.log").read_bytes())])
    status, shown, _ = _run(capsys, "show", "--db", str(db), "1")
    _, scored, _ = _run(capsys, "score", "--log", str(root / "000001.log"))
    assert status == 0 and shown.endswith(scored)
    assert "2 corrections made." in shown
    assert "The session is still open (not ended at the table)." in shown
    assert "\n  4  " in shown and "\n  5  " not in shown  # five hands, one deleted


def test_a_session_not_held_or_ambiguous_is_refused_with_one_line(tmp_path, capsys):
    db = make_store(tmp_path)
    with open_store(db) as store:  # a second device with a session 1 as well
        ingest(store, write_logs(tmp_path / "other", [example()], device="beef"), device="beef")
    for ref, words in (
        ("1", f"several devices have a session 1: {DEVICE}/1, beef/1"),
        ("9", 'no session "9" in the store'),
        (f"{DEVICE}/9", "no session"),
        ("beef/1/", "not a session"),
        ("/1", "no device before the slash"),
        ("one", "not a session"),
        ("0", "not a session"),
    ):
        status, out, err = _run(capsys, "show", "--db", str(db), ref)
        assert status == 2 and out == "", ref
        assert words in err and err.count("\n") == 1, (ref, err)
    status, out, _ = _run(capsys, "show", "--db", str(db), "beef/1")
    assert status == 0 and out.startswith("Session beef/1 (pub table)\n")


def test_a_damaged_record_is_named_and_the_rest_shown(tmp_path, capsys):
    ((number, data),) = write_logs(tmp_path / "device", [example()])
    damaged = bytearray(data)
    damaged[-30] ^= 0xFF  # inside the last hand's frame: its checksum fails
    path = tmp_path / "damaged.log"
    path.write_bytes(bytes(damaged))
    db = tmp_path / "store.sqlite3"
    with open_store(db) as store:
        ingest(store, [(number, bytes(damaged))])
    status, shown, _ = _run(capsys, "show", "--db", str(db), "1")
    assert status == 0
    lines = shown.splitlines()
    assert lines[0] == f"Session {DEVICE}/1 (pub table)"
    assert lines[1].startswith("  the log is damaged at byte ")
    assert "(the rest is scored)" in lines[1]
    _, scored, _ = _run(capsys, "score", "--log", str(path))
    assert shown.endswith(scored)
