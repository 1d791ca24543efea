"""Serial sync end to end: the real firmware on the MicroPython unix port (the simulator, with its
--serial pseudo-terminal) and a host over pyserial, through a bridge that runs the line at
115200 baud and damages it: flipped bits, dropped bytes, REPL noise, Ctrl-C, a cable pulled
mid-transfer. Every run ends with the host holding exactly the bytes of the device's logs, read
back from the flash image after the device has stopped."""

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import serial
from serial_bridge import Bridge, Faults

ROOT = Path(__file__).resolve().parent.parent.parent
# Helpers of the firmware tests, found after this folder's own (test_module_names.py).
sys.path.append(str(ROOT / "tests" / "firmware"))

from sync_driver import HostDriver, SyncError  # noqa: E402

EVENING = ROOT / "examples" / "schafkopf-evening.json"
DATE = "2026-11-27"
MICROPYTHON = Path(sys.executable).parent / "micropython"
DUMP = """
import sys, json, binascii
from hal import sim_flash
root = sim_flash.mount(sys.argv[1]) + "/sessions"
import os
out = {}
for name in os.listdir(root):
    with open(root + "/" + name, "rb") as handle:
        out[name] = str(binascii.hexlify(handle.read()), "ascii")
print(json.dumps(out))
"""


class SerialLink:
    """The driver's link over a serial port (pyserial)."""

    def __init__(self, path):
        self.port = serial.Serial(path, 115200, timeout=0)
        self.port.reset_input_buffer()

    def now(self):
        return int(time.monotonic() * 1000)

    def send(self, data):
        try:
            self.port.write(data)
        except (serial.SerialException, OSError) as err:
            raise SyncError(f"the port went away: {err}") from None

    def receive(self, ms):
        try:
            self.port.timeout = ms / 1000
            first = self.port.read(1)
            if not first:
                return b""
            return first + self.port.read(self.port.in_waiting)
        except (serial.SerialException, OSError) as err:
            raise SyncError(f"the port went away: {err}") from None

    def close(self):
        self.port.close()


class Simulator:
    """The firmware in the simulator with a serial port, until stop()."""

    def __init__(self, flash, *extra):
        command = [sys.executable, "-m", "host_tools.sim", "--serial", "--quiet"]
        command += ["--flash", str(flash), "--date", DATE, *extra]
        self.proc = subprocess.Popen(
            command,
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, so a failed test leaves nothing
        )
        self.output = []
        self.path = None
        for line in self.proc.stdout:
            text = line.decode(errors="replace")
            self.output.append(text)
            if text.startswith("serial port: "):
                self.path = text.split(": ", 1)[1].strip()
                break
        assert self.path, "".join(self.output)
        self._drain = threading.Thread(target=self._read_rest, daemon=True)
        self._drain.start()

    def _read_rest(self):
        for line in self.proc.stdout:
            self.output.append(line.decode(errors="replace"))

    def stop(self):
        """`q`, as a person at the keyboard quits it."""
        try:
            self.proc.stdin.write(b"q")
            self.proc.stdin.close()
            status = self.proc.wait(timeout=60)
        except (OSError, subprocess.TimeoutExpired):
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
            raise
        self._drain.join(timeout=10)
        assert status == 0, "".join(self.output)[-3000:]


def two_sessions(tmp):
    """A flash image with an ended session (the example evening) and an open one (4 hands)."""
    flash = tmp / "flash.img"
    empty = tmp / "empty.txt"
    empty.write_text("")
    for hands in (None, "4"):
        command = [sys.executable, "-m", "host_tools.sim", "--quiet", "--flash", str(flash)]
        command += ["--date", DATE, "--load", str(EVENING), "--script", str(empty)]
        if hands:
            command += ["--hands", hands]
        subprocess.run(command, cwd=ROOT, check=True, capture_output=True, timeout=120)
    return flash


def device_files(flash):
    env = dict(os.environ, MICROPYPATH=str(ROOT / "build" / "sim"))
    proc = subprocess.run(
        [MICROPYTHON, "-c", DUMP, str(flash)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return {name: bytes.fromhex(data) for name, data in json.loads(proc.stdout).items()}


def check_exact(store, flash):
    files = device_files(flash)
    logs = {int(name[:6]): data for name, data in files.items() if name.endswith(".log")}
    held = {session: bytes(data) for (_device, session), data in store.items()}
    assert held == logs
    return files


def sync_through(sim, store, to_host=None, to_device=None):
    bridge = Bridge(sim.path, to_host, to_device)
    link = SerialLink(bridge.host_path)
    try:
        host = HostDriver(link, store)
        host.sync()
        time.sleep(0.3)  # the BYE reaches the device before the bridge goes
        return host
    finally:
        link.close()
        bridge.close()


def test_faulted_line_ends_with_exact_copies(tmp_path):
    flash = two_sessions(tmp_path)
    sim = Simulator(flash)
    store = {}
    try:
        damage = Faults(flip_every=7000, drop_every=9000, noise_every=5000, seed=3)
        ctrl_c = Faults(ctrl_c_every=150, noise_every=410, seed=4)
        host = sync_through(sim, store, to_host=damage, to_device=ctrl_c)
        assert all(damage.done[:3]) and all(ctrl_c.done[2:4]), (damage.done, ctrl_c.done)
        assert host.identity["sessions"][0][2] == 0 and host.identity["sessions"][1][2] == 1
        again = sync_through(sim, store)  # nothing new: no DATA at all
        assert [s[0] for s in again.identity["sessions"]] == [2]
        # One HELLO, or two: the first is lost when it wakes a device in light sleep.
        assert again.round_trips <= 2
    finally:
        sim.stop()
    files = check_exact(store, flash)
    assert "000001.synced" in files and "000002.synced" not in files
    # The device showed the sync: its screen came up and was drawn again with the result.
    frames = [line for line in sim.output if line.startswith("frame ")]
    assert len(frames) >= 3, frames


def test_cable_pulled_mid_transfer_then_resumed(tmp_path):
    flash = two_sessions(tmp_path)
    sim = Simulator(flash)
    store = {}
    try:
        bridge = Bridge(sim.path, cut_after=3000)
        link = SerialLink(bridge.host_path)
        failed = None
        try:
            HostDriver(link, store).sync()
        except SyncError as err:
            failed = str(err)
        link.close()
        bridge.close()
        assert bridge.cut and failed, failed
        held = sum(len(data) for data in store.values())
        assert 0 < held < 3000
        sync_through(sim, store)  # a new connection picks up where the host's copy ends
    finally:
        sim.stop()
    check_exact(store, flash)
