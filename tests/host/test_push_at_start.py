"""A device with no session open pushes what the laptop lacks when it starts (sync/auto.py): a
session ended before the device was paired for Wi-Fi (or whose last push did not finish) is
not left for the menu's sync. The firmware in the simulator, paired afterwards, with a real
`schreiber serve` on loopback: started with the network there, it pushes the ended session by
itself, the host holds it byte for byte and the device marks it synced; started again, it has
nothing to push and tries nothing. With the network gone the start gives up within the push's
time limit and the player has the table screen; the session stays unsynced for the next start."""

import subprocess
import sys
import time

import flash_files
from flash_files import pairing
from test_sync_serial import DATE, EVENING, device_files
from test_sync_wifi import PASSWORD, SSID
from test_tournament_handout import Laptop
from wizard_driver import ROOT, SELF_TEST, Device

SECRET = bytes(range(32, 64))


def ended_evening(tmp):
    """A flash image with the example evening, open."""
    flash = tmp / "device.img"
    empty = tmp / "empty.txt"
    empty.write_text("")
    command = [sys.executable, "-m", "host_tools.sim", "--quiet", "--flash", str(flash)]
    command += ["--date", DATE, "--load", str(EVENING), "--script", str(empty)]
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True, timeout=120)
    return flash


def test_an_ended_session_is_pushed_when_the_device_starts(tmp_path, monkeypatch):
    laptop = Laptop(tmp_path / "store.sqlite3")
    wifi = tmp_path / "access-point"  # hal/sim_network.py reads it at every attempt to join
    monkeypatch.setenv("SCHREIBER_WIFI", f"@{wifi}")
    try:
        flash = ended_evening(tmp_path)
        device = Device(flash)  # not paired yet: the evening settled up, nothing pushed
        device.send(SELF_TEST)  # a new device's first screen, then the table
        device.hold("next")
        device.choose_label("Settle up")
        device.press("ok")  # the session ended
        device.press("ok")
        assert device.screen.title() == "No session", device.screen.texts()
        device.close()
        ident = flash_files.write(flash, pairing(laptop.url, SECRET, SSID, PASSWORD))
        laptop.store.pair(ident, SECRET)

        # The network gone: the start gives up within the push's limit, the table is there.
        began = time.monotonic()
        device = Device(flash)
        assert time.monotonic() - began < 60
        assert device.screen.title() == "No session", device.screen.texts()
        device.close()
        assert laptop.store.held(ident) == {}
        assert not [name for name in device_files(flash) if name.endswith(".synced")]

        wifi.write_text(f"{SSID}:{PASSWORD}")
        device = Device(flash)  # started: the ended session pushed, no menu opened
        device.close()
        files = device_files(flash)
        logs = {int(name[:6]): data for name, data in files.items() if name.endswith(".log")}
        assert logs and {n: laptop.store.log_bytes(ident, n) for n in logs} == logs
        assert sorted(name for name in files if name.endswith(".synced")) == [
            f"{n:06d}.synced" for n in sorted(logs)
        ]
    finally:
        laptop.close()
