"""A re-flashed board against an old store: the ESP32 keeps its id (machine.unique_id()) over a
flash erase and numbers its sessions from 1 again. The real firmware in the simulator, the real
`schreiber sync`, a real store: the device's new session 1 is never taken for the old one,
never appended to it, never marked synced unless the store holds its very bytes, and the
device's next session is numbered past every one the store holds of it."""

import shutil
import subprocess
import sys

import pytest
import test_sync_serial as device_side
from test_sync_host_serial import _on_flash, _schreiber

from host_tools.store.database import open_store

EVENING = device_side.EVENING
SET_ID = """
import sys, os
from hal import sim_flash
root = sim_flash.mount(sys.argv[1]) + "/sessions"
os.mkdir(root)
with open(root + "/device", "w") as handle:
    handle.write(sys.argv[2])
"""
ROOT = device_side.ROOT


def _evening(flash, date, hands=None):
    """One simulator run: the example evening played on `flash` (ended) or its first hands
    (open)."""
    empty = flash.parent / "empty.txt"
    empty.write_text("")
    command = [sys.executable, "-m", "host_tools.sim", "--quiet", "--flash", str(flash)]
    command += ["--date", date, "--load", str(EVENING), "--script", str(empty)]
    if hands:
        command += ["--hands", hands]
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True, timeout=120)


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """(the board's flash: the evening ended, 4 hands ended, 4 hands open; the same board
    re-flashed, its id kept: 4 hands ended, 4 hands open, numbered from 1 again)."""
    tmp = tmp_path_factory.mktemp("reflash")
    old = device_side.two_sessions(tmp)
    _evening(old, device_side.DATE, "4")
    ident = device_side.device_files(old)["device"].decode()
    new = tmp / "reflashed.img"
    _on_flash(SET_ID, new, ident)
    _evening(new, "2026-12-01", "4")
    _evening(new, "2026-12-01", "4")
    return old, new, ident


@pytest.fixture
def boards(made, tmp_path):
    """The images of `made`, copied: a sync marks sessions on them."""
    old, new, ident = made
    copies = []
    for image in (old, new):
        copy = tmp_path / image.name
        shutil.copyfile(image, copy)
        copies.append(copy)
    return copies[0], copies[1], ident


def _sync(flash, db):
    sim = device_side.Simulator(flash)
    try:
        return _schreiber("sync", sim.path, "--db", str(db))
    finally:
        sim.stop()


def test_a_reflashed_boards_new_evening_is_kept_apart_and_marked_only_once_held(boards, tmp_path):
    old, new, ident = boards
    db = tmp_path / "store.sqlite3"
    status, out, err = _sync(old, db)
    assert status == 0, err
    old_files = device_side.device_files(old)
    new_files = device_side.device_files(new)
    # The trap of a size check: the store holds more of session 1 than the device has.
    assert len(new_files["000001.log"]) < len(old_files["000001.log"])
    status, out, err = _sync(new, db)
    assert status == 0, err
    assert f"session 1 is not the one stored as {ident} session 1" in err
    assert f"kept apart as device {ident}~2, session 1" in err
    assert f"kept apart as device {ident}~2, session 2" in err
    both = len(new_files["000001.log"]) + len(new_files["000002.log"])
    assert f"2 sessions to sync, {both} bytes received" in out
    with open_store(db) as store:
        assert store.copies(ident) == [ident, f"{ident}~2"]
        for number in (1, 2, 3):  # untouched
            assert store.log_bytes(ident, number) == old_files[f"00000{number}.log"]
        for number in (1, 2):
            assert store.log_bytes(f"{ident}~2", number) == new_files[f"00000{number}.log"]
        listed = {(s["device"], s["number"]): s for s in store.sessions()}
    assert listed[(f"{ident}~2", 1)]["problems"] == []
    assert listed[(f"{ident}~2", 1)]["nonce"] != listed[(ident, 1)]["nonce"]
    files = device_side.device_files(new)
    assert "000001.synced" in files  # marked: the store holds its very bytes now
    # Its numbers go on past the host's: the next evening on it is not another "3".
    assert int(files["last"]) == 3
    # A second sync finds the open one held in the copy and brings nothing more.
    status, out, err = _sync(new, db)
    assert status == 0 and "1 session to sync, 0 bytes received" in out and err == ""


def test_a_copy_that_ends_like_the_device_but_began_as_another_evening_is_not_appended_to(
    boards, tmp_path
):
    old, new, ident = boards
    db = tmp_path / "store.sqlite3"
    old_log = device_side.device_files(old)["000001.log"]
    new_log = device_side.device_files(new)["000001.log"]
    cut = len(new_log) - 13  # its 4 hands, before the end record
    assert old_log[cut - 64 : cut] == new_log[cut - 64 : cut]  # a 64-byte tail check passes
    with open_store(db) as store:
        store.add_device(ident)
        store.ingest(ident, [(1, 0, old_log[:cut])])  # an interrupted pull of the old evening
    status, out, err = _sync(new, db)
    assert status == 0, err
    assert "kept apart" in err
    with open_store(db) as store:
        assert store.log_bytes(ident, 1) == old_log[:cut]  # nothing appended to it
        assert store.log_bytes(f"{ident}~2", 1) == new_log
