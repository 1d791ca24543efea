"""The host store on a real SQLite file, fed with logs the device's own journal wrote: ingest is
idempotent and resumable, conflicting or gapped batches store nothing, and the derived view
follows corrections that arrive later."""

import sqlite3

import pytest
from evenings import example, frames, log_bytes, play

from core.errors import InputError
from core.log import codec
from core.log import frames as logformat
from core.log import reader as logreader
from core.sessionlog import read_log
from host_tools.scoring.replay import replay
from host_tools.store import migrations
from host_tools.store.database import default_path, open_store
from host_tools.store.log_records import MAX_CHUNK
from host_tools.store.store_error import StoreError


@pytest.fixture
def store(tmp_path):
    with open_store(tmp_path / "store.sqlite3") as opened:
        yield opened


def _pieces(number, data, cut=None):
    """The log as the device sends it: one piece per frame (or pieces of `cut` bytes)."""
    if cut is None:
        return [(number, offset, piece) for offset, piece in frames(data)]
    return [(number, at, data[at : at + cut]) for at in range(0, len(data), cut)]


def _rows(store):
    return store.conn.execute("SELECT COUNT(*) FROM records").fetchone()[0]


def _expected_hands(journal, number):
    session, problems = read_log(f"{journal.root}/{number:06d}.log")
    assert problems == []
    return [
        {key: row[key] for key in ("hand", "record", "deltas", "totals", "events")}
        for row in replay(session)["hands"]
    ]


def test_an_evening_is_stored_verbatim_and_scored_as_score_log_scores_it(tmp_path, store):
    journal, number = play(tmp_path / "dev", example())
    data = log_bytes(journal, number)
    store.add_device(journal.device)
    assert store.ingest(journal.device, _pieces(number, data)) == {number: len(data)}
    assert store.log_bytes(journal.device, number) == data
    assert store.held(journal.device) == {number: len(data)}
    assert store.tail(journal.device, number, 64) == data[-64:]
    assert store.tail(journal.device, number + 1, 64) == b""
    (listed,) = store.sessions()
    assert listed["game"] == "schafkopf"
    assert listed["players"] == ["Hans", "Sepp", "Resi", "Vroni"]
    assert listed["date"] == "2026-11-27"
    assert listed["ended"] is True
    assert listed["problems"] == []
    hands = store.hands(journal.device, number)
    assert hands == _expected_hands(journal, number)
    assert listed["totals"] == hands[-1]["totals"]
    assert listed["hands"] == len(example()["hands"])
    # The roster knows every name seen, none of them pushed to a device unless asked.
    assert sorted(p["name"] for p in store.players()) == sorted(listed["players"])
    assert store.names_to_push() == []


def test_a_version_2_log_is_stored_and_scored_as_a_version_3_one(tmp_path, store):
    # A device that has not been re-flashed, or an evening begun before it was, syncs logs of
    # version 2 (docs/log-format.md): the same records, framed as that firmware framed them.
    journal, number = play(tmp_path / "dev", example())
    data = log_bytes(journal, number)
    records, problems = logreader.read_all(data)
    assert problems == [] and data[7] == 3
    tag = logformat.session_tag(journal.device, number)
    old = bytearray(logformat.MAGIC + b"\x02")
    pad = data[8 + len(logformat.frame(logformat.START, records[0][2], 0, tag)) :][:64]
    for seq, (_, kind, value) in enumerate(records[1:], 1):
        if seq == 1:  # the start, the filler with the session's nonce, the start again
            start = logformat.frame(logformat.START, records[0][2], 0, tag, 2)
            nonce = codec.decode(pad, 7)[0][-16:]
            old += start + logformat.pad(0, tag, nonce, 2) + start
        if kind != logformat.START:
            old += logformat.frame(kind, value, seq - 1, tag, 2)
    store.add_device(journal.device)
    assert store.ingest(journal.device, _pieces(number, bytes(old))) == {number: len(old)}
    (listed,) = store.sessions()
    assert listed["problems"] == []
    assert store.hands(journal.device, number) == _expected_hands(journal, number)


def test_every_game_derives_the_hands_the_core_scores(tmp_path, store):
    names = (
        "schafkopf-evening.json",
        "bierkopf-partie.json",
        "german-schafkopf.json",
        "skat-bierlachs.json",
        "bauernschnapsen-evening.json",
    )
    for index, name in enumerate(names):
        journal, number = play(tmp_path / f"dev{index}", example(name))
        store.add_device(journal.device)
        store.ingest(journal.device, _pieces(number, log_bytes(journal, number)))
        assert store.hands(journal.device, number) == _expected_hands(journal, number), name


def test_the_same_records_twice_or_cut_otherwise_leave_one_copy(tmp_path, store):
    journal, number = play(tmp_path / "dev", example())
    data = log_bytes(journal, number)
    store.add_device(journal.device)
    store.ingest(journal.device, _pieces(number, data))
    rows = _rows(store)
    for pieces in (_pieces(number, data), _pieces(number, data, 7), [(number, 0, data)]):
        assert store.ingest(journal.device, pieces) == {}
        assert _rows(store) == rows
        assert store.log_bytes(journal.device, number) == data
    # Out of order within a batch is the same batch.
    store2 = open_store(tmp_path / "other.sqlite3")
    store2.add_device(journal.device)
    store2.ingest(journal.device, list(reversed(_pieces(number, data))))
    assert store2.log_bytes(journal.device, number) == data
    store2.close()


def test_an_interrupted_batch_sent_again_from_any_point_completes_the_log(tmp_path, store):
    journal, number = play(tmp_path / "dev", example())
    data = log_bytes(journal, number)
    store.add_device(journal.device)
    for cut in (1, 8, 9, 100, len(data) // 2, len(data) - 1):
        store.conn.execute("DELETE FROM records")
        store.conn.execute("DELETE FROM hands")
        store.conn.execute("DELETE FROM session_players")
        store.conn.execute("DELETE FROM sessions")
        store.ingest(journal.device, [(number, 0, data[:cut])])
        assert store.held(journal.device) == {number: cut}
        # Resent from the start, from a frame before the cut, or from the cut itself.
        for start in (0, max(cut - 5, 0), cut):
            store.ingest(journal.device, [(number, start, data[start:])])
            assert store.log_bytes(journal.device, number) == data
        assert store.hands(journal.device, number) == _expected_hands(journal, number)


def _snapshot(store):
    return (
        store.conn.execute("SELECT * FROM records ORDER BY device, number, offset").fetchall(),
        store.conn.execute("SELECT * FROM sessions ORDER BY device, number").fetchall(),
        store.conn.execute("SELECT * FROM devices").fetchall(),
    )


def test_conflicting_bytes_or_a_gap_refuse_the_whole_batch(tmp_path, store):
    journal, number = play(tmp_path / "dev", example(), hands=4, end=False)
    data = log_bytes(journal, number)
    store.add_device(journal.device)
    store.ingest(journal.device, _pieces(number, data))
    journal.add(example()["hands"][4])
    longer = log_bytes(journal, number)
    other_journal, first = play(tmp_path / "dev2", example("bierkopf-partie.json"))
    other_data = log_bytes(other_journal, first)
    other = number + 1  # a session this store does not hold yet
    before = _snapshot(store)
    flipped = bytearray(data)
    flipped[len(data) - 3] ^= 0x10
    bad_batches = (
        # new bytes of this session and a new session, then bytes that disagree with the held
        ([(number, 0, longer), (other, 0, other_data), (number, 0, bytes(flipped))], "records"),
        ([(other, 0, other_data), (number, len(data) + 1, longer[len(data) + 1 :])], "offset"),
        ([(other, 0, b"SCHRLOG\x09" + other_data[8:])], "records"),
        ([(other, 0, b"PK\x03\x04" + other_data[4:])], "records"),
        ([(other, 8, other_data[8:])], "offset"),
    )
    for batch, field in bad_batches:
        with pytest.raises(InputError) as err:
            store.ingest(journal.device, batch)
        assert err.value.field == field, str(err.value)
        assert _snapshot(store) == before
    with pytest.raises(InputError, match="differ from those already stored"):
        store.ingest(journal.device, [(number, 0, bytes(flipped))])
    with pytest.raises(InputError, match="bytes 2[0-9]+ to 2[0-9]+ missing before offset"):
        store.ingest(journal.device, [(number, len(data) + 1, b"x")])
    with pytest.raises(InputError, match="newer than this tool"):
        store.ingest(journal.device, [(other, 0, b"SCHRLOG\x09")])


def test_malformed_pieces_and_unknown_devices_are_refused_naming_the_field(tmp_path, store):
    journal, number = play(tmp_path / "dev", example(), hands=1)
    data = log_bytes(journal, number)
    store.add_device(journal.device)
    before = _snapshot(store)
    cases = (
        ([(number, 0)], "records"),
        ([None], "records"),
        ([(0, 0, data)], "session"),
        ([(True, 0, data)], "session"),
        ([(number, -1, data)], "offset"),
        ([(number, 1.5, data)], "offset"),
        ([(number, 2**70, data)], "offset"),
        ([(number, 0, "text")], "bytes"),
        ([(number, 0, b"")], "bytes"),
        ([(number, 0, data + bytes(MAX_CHUNK))], "bytes"),
    )
    for batch, field in cases:
        with pytest.raises(InputError) as err:
            store.ingest(journal.device, batch)
        assert err.value.field == field, (batch, str(err.value))
    for device in ("not-known", "", "x" * 65, "a/b", "ümlaut", 7):
        with pytest.raises(InputError) as err:
            store.ingest(device, [(number, 0, data)])
        assert err.value.field == "device"
    with pytest.raises(InputError, match="sync or pair it"):
        store.ingest("0123456789abcdef", [(number, 0, data)])
    assert _snapshot(store) == before


def test_corrections_and_undos_arriving_later_update_the_derived_view(tmp_path, store):
    data_in = example()
    journal, number = play(tmp_path / "dev", data_in, hands=6, end=False)
    store.add_device(journal.device)

    def sync():
        data = log_bytes(journal, number)
        held = store.held(journal.device).get(number, 0)
        store.ingest(journal.device, [(number, held, data[held:])] if held < len(data) else [])
        return store.hands(journal.device, number)

    assert len(sync()) == 6
    journal.undo()
    assert len(sync()) == 5
    journal.edit(0, data_in["hands"][3])
    hands = sync()
    assert hands[0]["record"] == data_in["hands"][3]
    journal.delete(1)
    journal.add(data_in["hands"][7])
    journal.end()
    hands = sync()
    assert hands == _expected_hands(journal, number)
    (listed,) = store.sessions()
    assert listed["corrections"] == 3
    assert listed["ended"] is True
    assert listed["totals"] == hands[-1]["totals"]


def test_a_damaged_log_is_kept_verbatim_and_its_problems_listed(tmp_path, store):
    journal, number = play(tmp_path / "dev", example())
    data = bytearray(log_bytes(journal, number))
    pieces = frames(bytes(data))
    hand_offset = pieces[5][0]  # header, start, filler, start, then the hands
    data[hand_offset + 6] ^= 0x01
    store.add_device(journal.device)
    store.ingest(journal.device, [(number, 0, bytes(data))])
    assert store.log_bytes(journal.device, number) == bytes(data)
    (listed,) = store.sessions()
    assert [offset for offset, _ in listed["problems"]] == [hand_offset, pieces[6][0]]
    assert "checksum mismatch" in listed["problems"][0][1]
    assert listed["hands"] == len(example()["hands"]) - 1


def test_damage_that_looks_like_a_longer_frame_hides_no_later_hand(tmp_path, store):
    # Inside a damaged frame, a byte that may begin a frame, with a length past the end of the
    # log: the hands behind the damage are still read, and the damage is listed.
    journal, number = play(tmp_path / "dev", example())
    data = bytearray(log_bytes(journal, number))
    pieces = frames(bytes(data))
    hand_offset = pieces[5][0]
    data[hand_offset + 3 : hand_offset + 6] = b"\xa1\xff\x1f"  # kind 1, 4,095 bytes long
    assert len(data) - hand_offset < 4095
    store.add_device(journal.device)
    store.ingest(journal.device, [(number, 0, bytes(data))])
    (listed,) = store.sessions()
    assert [offset for offset, _ in listed["problems"]] == [hand_offset, pieces[6][0]]
    assert listed["hands"] == len(example()["hands"]) - 1


def test_a_log_whose_last_frame_is_still_on_its_way_lists_no_problem(tmp_path, store):
    journal, number = play(tmp_path / "dev", example())
    data = log_bytes(journal, number)
    last = frames(data)[-1][0]
    store.add_device(journal.device)
    store.ingest(journal.device, [(number, 0, data[: last + 3])])
    (listed,) = store.sessions()
    assert listed["problems"] == []
    assert listed["hands"] == len(example()["hands"])
    assert listed["ended"] is False


def test_a_log_that_names_another_session_is_flagged(tmp_path, store):
    journal, number = play(tmp_path / "dev", example(), hands=2)
    store.add_device(journal.device)
    store.ingest(journal.device, [(number + 1, 0, log_bytes(journal, number))])
    (listed,) = store.sessions()
    assert listed["problems"] == [[0, f"the log names session {journal.device}/{number}"]]


def test_two_devices_keep_their_sessions_apart(tmp_path, store):
    one, n1 = play(tmp_path / "one", example())
    two, n2 = play(tmp_path / "two", example("skat-bierlachs.json"))
    assert n1 == n2 == 1 and one.device != two.device
    for journal in (one, two):
        store.add_device(journal.device)
        store.ingest(journal.device, _pieces(1, log_bytes(journal, 1)))
    assert [(s["device"], s["game"]) for s in store.sessions()] == sorted(
        [(one.device, "schafkopf"), (two.device, "skat")]
    )
    assert [s["game"] for s in store.sessions(two.device)] == ["skat"]


def test_pairing_keeps_the_secret_and_a_new_pairing_replaces_it(store):
    device = "00112233445566"
    store.pair(device, b"k" * 32, "kitchen")
    assert store.device(device)["secret"] == b"k" * 32
    assert store.device(device)["name"] == "kitchen"
    assert store.device(device)["paired"] is not None
    store.pair(device, b"n" * 32)
    assert store.device(device)["secret"] == b"n" * 32
    assert store.device(device)["name"] == "kitchen"
    for secret in (b"short", "text" * 8, None):
        with pytest.raises(InputError, match="at least 16 bytes"):
            store.pair(device, secret)
    assert store.device(device)["secret"] == b"n" * 32
    assert [d["id"] for d in store.devices()] == [device]


def test_an_older_schema_is_migrated_and_its_sessions_derived_from_the_raw_records(tmp_path):
    journal, number = play(tmp_path / "dev", example())
    data = log_bytes(journal, number)
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrations.migrate(conn, upto=1) == [1]
    # What a version 1 store held: the device, the session's size, the raw records.
    conn.execute("INSERT INTO devices (id, name) VALUES (?, 'old')", (journal.device,))
    conn.execute(
        "INSERT INTO sessions VALUES (?, ?, ?, '2026-11-28T00:00:00Z', '2026-11-28T00:00:00Z')",
        (journal.device, number, len(data)),
    )
    for offset, piece in frames(data):
        conn.execute(
            "INSERT INTO records VALUES (?, ?, ?, ?)", (journal.device, number, offset, piece)
        )
    conn.close()
    with open_store(path) as store:
        assert store.schema_version() == migrations.LATEST
        applied = store.conn.execute("SELECT version FROM migrations ORDER BY version")
        assert [row[0] for row in applied] == [step[0] for step in migrations.MIGRATIONS]
        assert store.device(journal.device)["name"] == "old"
        (listed,) = store.sessions()
        assert listed["game"] == "schafkopf" and listed["first_synced"].startswith("2026-11-28")
        assert store.hands(journal.device, number) == _expected_hands(journal, number)
    with open_store(path) as store:  # opening again migrates nothing
        count = store.conn.execute("SELECT COUNT(*) FROM migrations").fetchone()[0]
        assert count == len(migrations.MIGRATIONS)


def test_a_newer_or_foreign_database_is_refused_in_one_line(tmp_path):
    newer = tmp_path / "newer.sqlite3"
    open_store(newer).close()
    conn = sqlite3.connect(newer)
    conn.execute("INSERT INTO migrations VALUES (99, 'future', 'x')")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="schema version 99, newer than this tool's"):
        open_store(newer)
    foreign = tmp_path / "foreign.sqlite3"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE notes (text)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="no Schreiber store"):
        open_store(foreign)
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is a text file, no database" * 100)
    with pytest.raises(StoreError, match="no usable Schreiber store"):
        open_store(junk)
    blocked = tmp_path / "file"
    blocked.write_text("")
    with pytest.raises(StoreError, match="cannot open the store"):
        open_store(blocked / "store.sqlite3")


def test_the_default_path_is_the_users_data_directory_unless_overridden(monkeypatch, tmp_path):
    monkeypatch.delenv("SCHREIBER_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_path() == tmp_path / "xdg" / "schreiber" / "schreiber.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_path() == tmp_path / "home" / ".local" / "share" / "schreiber" / (
        "schreiber.sqlite3"
    )
    monkeypatch.setenv("SCHREIBER_DB", str(tmp_path / "mine.db"))
    assert default_path() == tmp_path / "mine.db"
    with open_store() as store:
        assert store.path == tmp_path / "mine.db"
    assert (tmp_path / "mine.db").exists()


def test_the_roster_marks_names_to_push(store):
    store.add_player("Resi", push=True)
    store.add_player("Hans")
    store.add_player("Anna", push=True)
    store.add_player("Hans", push=True)
    assert store.names_to_push() == ["Anna", "Hans", "Resi"]
    with pytest.raises(InputError) as err:
        store.add_player("  ")
    assert err.value.field == "name"


def test_a_write_broken_off_even_by_ctrl_c_leaves_nothing_and_the_store_usable(store, tmp_path):
    """store.transaction (migrations, rulings and tournaments write through it too): all of the
    block or nothing, whatever ends it, and the next write goes through."""
    for stop in (InputError("name", "refused"), KeyboardInterrupt()):
        with pytest.raises(type(stop)), store.transaction():
            store.conn.execute("INSERT INTO players (name) VALUES ('Sepp')")
            raise stop
        assert store.players() == []
    with store.transaction():
        store.conn.execute("INSERT INTO players (name) VALUES ('Sepp')")
    # Another process sees the write: it was committed, not left in an open transaction.
    other = sqlite3.connect(str(tmp_path / "store.sqlite3"))
    assert other.execute("SELECT name FROM players").fetchall() == [("Sepp",)]
    other.close()
