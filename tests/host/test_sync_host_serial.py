"""`schreiber sync` and `schreiber pair` end to end: the real firmware on the MicroPython unix
port (the simulator with its --serial pseudo-terminal), the real host tool and store, and
between them the 115200-baud bridge that can damage the line. Every run ends with the store
holding exactly the bytes of the device's logs, read back from the flash image; every failure
is one line and a non-zero exit."""

import json
import os
import shutil
import subprocess
import sys
import time

import pytest
import serial
import test_sync_serial as device_side
from serial_bridge import Bridge, Faults

from host_tools.store.database import open_store
from host_tools.sync.serial_client import Client, SerialLink, SyncError

ROOT = device_side.ROOT
CONFIG = """
import sys
from hal import sim_flash
root = sim_flash.mount(sys.argv[1])
with open(root + "/sync/config") as handle:
    print(handle.read())
"""

ROSTER = """
import sys
from hal import sim_flash
root = sim_flash.mount(sys.argv[1])
with open(root + "/roster") as handle:
    print(handle.read(), end="")
"""

WRITE_ROSTER = """
import sys
from hal import sim_flash
root = sim_flash.mount(sys.argv[1])
with open(root + "/roster", "w") as handle:
    handle.write(sys.argv[2])
"""


def _on_flash(script, flash, *args):
    env = dict(os.environ, MICROPYPATH=str(ROOT / "build" / "sim"))
    return subprocess.run(
        [device_side.MICROPYTHON, "-c", script, str(flash), *args],
        env=env, capture_output=True, text=True, check=True, timeout=60,
    ).stdout  # fmt: skip


@pytest.fixture(scope="module")
def evenings(tmp_path_factory):
    """A flash image with an ended session and an open one, made once (two simulator runs)."""
    return device_side.two_sessions(tmp_path_factory.mktemp("evenings"))


@pytest.fixture
def flash(evenings, tmp_path):
    copy = tmp_path / "flash.img"
    shutil.copyfile(evenings, copy)
    return copy


def _schreiber(*args, timeout=180):
    proc = subprocess.run(
        [sys.executable, "-m", "host_tools", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return proc.returncode, proc.stdout, proc.stderr


def _exact(db, flash):
    """The store holds exactly the device's logs; returns the device's files."""
    files = device_side.device_files(flash)
    logs = {int(name[:6]): data for name, data in files.items() if name.endswith(".log")}
    with open_store(db) as store:
        (device,) = [d["id"] for d in store.devices()]
        held = {number: store.log_bytes(device, number) for number in store.held(device)}
    assert held == logs
    return files


def test_sync_pulls_every_session_and_a_second_sync_finds_nothing_new(tmp_path, flash):
    db = tmp_path / "store.sqlite3"
    sim = device_side.Simulator(flash)
    try:
        status, out, err = _schreiber("sync", sim.path, "--db", str(db))
        assert status == 0, err
        assert "2 sessions to sync" in out and err == ""
        status, out, err = _schreiber("sync", sim.path, "--db", str(db))
        assert status == 0, err
        # The ended session is marked synced; the open one is listed again, with nothing new.
        assert "1 session to sync, 0 bytes received" in out
        status, out, err = _schreiber("sessions", "--db", str(db))
        assert status == 0, err
    finally:
        sim.stop()
    files = _exact(db, flash)
    assert "000001.synced" in files and "000002.synced" not in files
    lines = out.splitlines()
    assert len(lines) == 3 and "ended" in lines[1] and "open" in lines[2]
    assert "Hans, Sepp, Resi, Vroni" in lines[1]


def _sync_through(sim, db, to_host=None, to_device=None, cut_after=0):
    """A sync by the host tool's client through a bridge; (client, error text or None)."""
    bridge = Bridge(sim.path, to_host, to_device, cut_after=cut_after)
    failed = None
    with open_store(db) as store:
        link = SerialLink(bridge.host_path)
        client = Client(link, store)
        try:
            client.sync()
            time.sleep(0.3)  # the BYE reaches the device before the bridge goes
        except SyncError as err:
            failed = str(err)
        finally:
            link.close()
            bridge.close()
    return client, failed


def test_a_faulted_line_ends_with_the_store_holding_exactly_the_devices_logs(tmp_path, flash):
    db = tmp_path / "store.sqlite3"
    sim = device_side.Simulator(flash)
    try:
        damage = Faults(flip_every=5000, drop_every=7000, noise_every=3000, seed=5)
        ctrl_c = Faults(ctrl_c_every=120, noise_every=300, flip_every=900, seed=6)
        client, failed = _sync_through(sim, db, to_host=damage, to_device=ctrl_c)
        assert failed is None, failed
        assert all(damage.done[:3]) and all(ctrl_c.done[2:4]), (damage.done, ctrl_c.done)
        again, failed = _sync_through(sim, db)
        assert failed is None and again.received == 0
    finally:
        sim.stop()
    _exact(db, flash)


def test_a_cable_pulled_mid_transfer_keeps_what_came_and_the_next_sync_completes(tmp_path, flash):
    db = tmp_path / "store.sqlite3"
    sim = device_side.Simulator(flash)
    try:
        client, failed = _sync_through(sim, db, cut_after=2500)
        assert failed and "\n" not in failed, failed
        with open_store(db) as store:
            got = sum(store.held(client.device).values())
            (short,) = store.sessions()
        assert 0 < got < 2500
        # The copy cut short is said to be so, wherever the session is shown.
        assert short["incomplete"] and short["size"] == got < short["announced"]
        for verb in (["sessions"], ["show", "1"]):
            status, out, err = _schreiber(*verb, "--db", str(db))
            assert status == 0 and f"incomplete ({got:,} of {short['announced']:,} bytes" in out
            assert "sync again)" in out
        status, out, err = _schreiber("settle", "1", "--db", str(db))
        assert status == 1 and "is incomplete" in err and "sync again" in err, (out, err)
        export = tmp_path / "export.json"
        status, out, err = _schreiber("export", "-o", str(export), "--db", str(db))
        assert status == 0 and "incomplete (" in err
        assert '"incomplete":"incomplete (' in export.read_text()
        client, failed = _sync_through(sim, db)
        assert failed is None, failed
        with open_store(db) as store:
            assert not any(s["incomplete"] for s in store.sessions())
    finally:
        sim.stop()
    _exact(db, flash)


def test_pair_gives_the_device_the_secret_the_store_keeps(tmp_path, flash):
    db = tmp_path / "store.sqlite3"
    sim = device_side.Simulator(flash)
    try:
        status, out, err = _schreiber(
            "pair", sim.path, "--db", str(db), "--ssid", "Stammtisch", "--password", "Maß",
            "--url", "http://192.168.4.2:8750", "--name", "Tisch 1",
        )  # fmt: skip
        assert status == 0, err
        assert out.startswith("paired device ") and "http://192.168.4.2:8750/" in out
    finally:
        sim.stop()
    env = dict(os.environ, MICROPYPATH=str(ROOT / "build" / "sim"))
    dumped = subprocess.run(
        [device_side.MICROPYTHON, "-c", CONFIG, str(flash)],
        env=env, capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    config = json.loads(dumped.stdout)
    with open_store(db) as store:
        (device,) = store.devices()
    assert device["name"] == "Tisch 1"
    assert bytes.fromhex(config["secret"]) == device["secret"] and len(device["secret"]) == 32
    assert config["url"] == "http://192.168.4.2:8750/"
    assert (config["ssid"], config["password"]) == ("Stammtisch", "Maß")


def test_a_host_of_another_protocol_version_is_told_in_one_line(tmp_path, flash):
    sim = device_side.Simulator(flash)
    try:
        with open_store(tmp_path / "s.sqlite3") as store:
            link = SerialLink(sim.path)
            try:
                client = Client(link, store, versions=(2,))
                try:
                    client.sync()
                    raise AssertionError("a device of another version was synced")
                except SyncError as err:
                    message = str(err)
            finally:
                link.close()
            assert store.devices() == []
    finally:
        sim.stop()
    assert message == (
        "the device speaks sync protocol 1, this host tool 2: update the device's firmware"
    )


def test_failures_are_one_line_and_a_non_zero_exit(tmp_path):
    db = str(tmp_path / "store.sqlite3")
    status, out, err = _schreiber("sync", str(tmp_path / "ttyNONE"), "--db", db)
    assert (status, out) == (1, "")
    assert err == f"schreiber sync: no serial port {tmp_path / 'ttyNONE'}\n"
    # A port another program holds.
    master, slave = os.openpty()
    path = os.ttyname(slave)
    holder = serial.Serial(path, exclusive=True)
    try:
        status, out, err = _schreiber("sync", path, "--db", db)
        assert (
            status == 1
            and err == f"schreiber sync: the port {path} is busy: another program has it open\n"
        )
    finally:
        holder.close()
    os.close(master)
    os.close(slave)


class _FastClock(SerialLink):
    """The link's clock runs twenty times as fast: the client's ten seconds without an answer
    pass in half a second of waiting on the real port."""

    def now(self):
        return int(time.monotonic() * 20000)

    def receive(self, ms):
        return super().receive(ms // 20)


def test_a_port_where_nothing_answers_fails_with_no_answer(tmp_path):
    master, slave = os.openpty()
    try:
        link = _FastClock(os.ttyname(slave))
        with open_store(tmp_path / "s.sqlite3") as store:
            try:
                Client(link, store).pair("http://h:1/")
                raise AssertionError("paired with nobody")
            except SyncError as err:
                assert str(err).startswith("no answer from the device")
            finally:
                link.close()
            assert store.devices() == []
        # It asked again every second of its clock, and then gave up.
        asked = os.read(master, 65536).count(b"\xc0\xde")
        assert 5 <= asked <= 12, asked
    finally:
        os.close(master)
        os.close(slave)


def test_names_marked_to_push_reach_the_devices_roster_over_the_cable(tmp_path, flash):
    db = tmp_path / "store.sqlite3"
    with open_store(db) as store:
        store.add_player("Anna", push=True)
        store.add_player("Jürgen", push=True)
        store.add_player("SEPP", push=True)  # "Sepp" on the device: the same player
    _on_flash(WRITE_ROSTER, flash, "Sepp\nResi\n")
    sim = device_side.Simulator(flash)
    try:
        status, out, err = _schreiber("sync", sim.path, "--db", str(db))
        assert status == 0, err
        assert "roster names the device holds now: Anna, Jürgen, SEPP" in out
        status, out, err = _schreiber("players", "--db", str(db))
        assert status == 0 and "yes" not in out, out
    finally:
        sim.stop()
    with open_store(db) as store:
        assert store.names_to_push() == []
    # The device's own names first, the new ones after them, none twice.
    assert _on_flash(ROSTER, flash) == "Sepp\nResi\nAnna\nJürgen\n"
    _exact(db, flash)


class _Quiet:
    """A link to a device that never answers: whatever the client sends is kept."""

    def __init__(self):
        self.sent = []

    def send(self, data):
        self.sent.append(data)

    def receive(self, ms):
        return b""

    def now(self):
        return int(time.monotonic() * 1000)


def test_an_older_device_is_sent_no_names_and_long_lists_go_in_frames_it_reads(tmp_path):
    from host_tools.sync.serial_client import NAMES_BODY, _batches, _message
    from sync import wire as sf

    with open_store(tmp_path / "s.sqlite3") as store:
        store.add_player("Anna", push=True)
        link = _Quiet()
        client = Client(link, store)
        client.push_names({"versions": [1], "sessions": []})  # no "names": an older device
        assert link.sent == [] and store.names_to_push() == ["Anna"]
    names = [("Ä" * 23) + chr(0x30 + i % 10) for i in range(40)]
    batches = list(_batches(names))
    assert [n for batch in batches for n in batch] == names and len(batches) > 1
    for batch in batches:
        frame = _message(sf.NAMES, {"nonce": (1 << 31) - 1, "names": batch})
        assert len(frame) - sf.OVERHEAD <= NAMES_BODY <= 1024
    # A device that says it takes frames of at most 256 bytes whole gets none longer.
    small = list(_batches(names, sf.HOST_FRAME - sf.OVERHEAD))
    assert [n for batch in small for n in batch] == names
    for batch in small:
        assert len(_message(sf.NAMES, {"nonce": (1 << 31) - 1, "names": batch})) <= 256
