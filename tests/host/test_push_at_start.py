"""A device with no session open pushes what the laptop lacks when it starts (sync/auto.py): a
session ended before the device was paired for Wi-Fi (or whose last push did not finish) is
not left for the menu's sync. The firmware in the simulator, paired afterwards, with a real
`schreiber serve` on loopback: started with the network there, it pushes the ended session by
itself, the host holds it byte for byte and the device marks it synced; started again, it has
nothing to push and tries nothing. With the network gone the start gives up within the push's
time limit and the player has the table screen; the session stays unsynced for the next start."""

import socket
import subprocess
import sys
import threading
import time

import flash_files
from flash_files import MICROPYTHON, pairing
from test_app_screens import PANELS, PORTRAIT, play
from test_sim import SELF_TEST as SELF_TEST_LINES
from test_sim import check_golden
from test_sync_serial import DATE, EVENING, Simulator, device_files
from test_sync_wifi import PASSWORD, SSID
from test_tournament_handout import Laptop
from test_tournament_serial import Cable
from wizard_driver import ROOT, SELF_TEST, WHITE, Device

from host_tools.commands.serve_command import make_server
from host_tools.store.database import open_store

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


END = """
import sys
from app.journal import Journal
from hal import sim_flash
journal = Journal(sim_flash.mount(sys.argv[1]) + "/sessions")
journal.restore()
journal.end()
"""


def end_session(flash):
    """End the session open on the flash image, as the settle-up ends it."""
    env = {"MICROPYPATH": str(ROOT / "firmware")}
    subprocess.run([MICROPYTHON, "-c", END, str(flash)], env=env, check=True, timeout=60)


def ended_session(tmp):
    """A flash image with the example evening, ended."""
    flash = ended_evening(tmp)
    end_session(flash)
    return flash


def title_bar(screen):
    """The words in the title bar (white on black at the top)."""
    return [word[0] for word in screen.words if word[3] == WHITE and word[2] <= 5]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Serve:
    """The laptop's `schreiber serve` on a port of its own, started when the organizer comes."""

    def __init__(self, store, port):
        self.httpd = make_server(store, port=port)
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def test_no_session_says_not_sent_until_a_push_finishes(tmp_path, monkeypatch):
    """The push at start of an ended session with the laptop's `schreiber serve` not there (the
    network is): the "No session" screen's title bar says "not sent", as a table's does, and
    keeps saying it over deep sleep, where the push is tried at the first wake, then after 1,
    then 2 wakes let go by (the busy mark only at the wakes that try it). With the laptop
    there, the menu's Wi-Fi sync pushes the session and the mark goes."""
    port = free_port()
    wifi = tmp_path / "access-point"
    wifi.write_text(f"{SSID}:{PASSWORD}")
    monkeypatch.setenv("SCHREIBER_WIFI", f"@{wifi}")
    store = open_store(tmp_path / "store.sqlite3")
    serve = None
    try:
        flash = ended_session(tmp_path)
        files = pairing(f"http://127.0.0.1:{port}/", SECRET, SSID, PASSWORD)
        ident = flash_files.write(flash, files)
        store.pair(ident, SECRET)
        device = Device(flash)
        device.send(SELF_TEST)
        assert title_bar(device.screen) == ["No session", "not sent"], device.screen

        # Idle into deep sleep, then woken by OK, again and again: the push tried at the
        # first wake, then after 1 and 2 wakes let go by (three frames: the screen, the busy
        # mark, the screen with the mark; two at a wake let go by: the screen, then with the
        # mark).
        frames = []
        for _wake in range(6):
            before = device.frames
            device.send("wait 960000;press ok")
            frames.append(device.frames - before)
            assert title_bar(device.screen) == ["No session", "not sent"], device.screen
        assert frames == [3, 2, 3, 2, 2, 3]
        assert store.held(ident) == {}

        serve = Serve(store, port)  # the organizer's laptop is back
        device.hold("next")
        device.choose_label("Wi-Fi sync")
        device.press("ok")  # pushed
        device.press("ok")  # the sync's end read: the menu again
        device.hold("ok")  # back
        assert title_bar(device.screen) == ["No session"], device.screen
        # ...and the next wake has nothing to push and nothing to wait for.
        before = device.frames
        device.send("wait 960000;press ok")
        assert device.frames - before == 1
        assert title_bar(device.screen) == ["No session"], device.screen
        device.close()
        logs = {int(n[:6]): d for n, d in device_files(flash).items() if n.endswith(".log")}
        assert logs and {n: store.log_bytes(ident, n) for n in logs} == logs
    finally:
        if serve is not None:
            serve.close()
        store.close()


def test_the_no_session_mark_in_both_languages(tmp_path, monkeypatch):
    """The "No session" screen with an ended session not sent (no network in reach), against
    golden PNGs a person has looked at: English and, after the language changed in the
    settings, German, on both panels and in both orientations."""
    monkeypatch.setenv("SCHREIBER_WIFI", "")
    shapes = [(panel, tag, "0") for panel, tag in PANELS] + list(PORTRAIT)
    for panel, tag, rotation in shapes:
        tag += "" if rotation == "0" else "-portrait"
        for lang in ("en", "de"):
            files = pairing("http://127.0.0.1:9/", SECRET, SSID, PASSWORD)
            files["lang"] = lang  # as the settings screen keeps it (app/device_settings.py)

            def prepare(flash, files=files):
                end_session(flash)
                flash_files.write(flash, files)

            name = f"no-session-not-sent-{lang}-{tag}"
            frames, count = play(
                tmp_path, name, EVENING, panel, SELF_TEST_LINES, rotation=rotation, prepare=prepare
            )
            assert count == 9  # the self-test's six, the screen, the busy mark, the screen
            check_golden(frames / "frame-0009.png", name)


def test_a_usb_sync_clears_the_no_session_mark(tmp_path, monkeypatch):
    """The start's push of an ended session fails (`schreiber serve` away); a USB sync then
    brings the laptop the session (the host's serial sync over pyserial, the simulator's
    pseudo-terminal) and the device keeps that the laptop holds it (sync/pushed): the next
    start shows "No session" without the mark and tries no push (no busy mark)."""
    wifi = tmp_path / "access-point"
    wifi.write_text(f"{SSID}:{PASSWORD}")
    monkeypatch.setenv("SCHREIBER_WIFI", f"@{wifi}")
    store = open_store(tmp_path / "store.sqlite3")
    usb = None
    try:
        flash = ended_session(tmp_path)
        files = pairing(f"http://127.0.0.1:{free_port()}/", SECRET, SSID, PASSWORD)
        ident = flash_files.write(flash, files)
        store.pair(ident, SECRET)
        device = Device(flash)
        device.send(SELF_TEST)  # the push fails: the mark
        assert title_bar(device.screen) == ["No session", "not sent"], device.screen
        device.close()

        usb = Simulator(flash)
        time.sleep(2.0)  # its start's push given up
        with Cable(store, usb.path) as client:
            client.sync()
        usb.stop()
        usb = None
        logs = {int(n[:6]): d for n, d in device_files(flash).items() if n.endswith(".log")}
        assert logs and {n: store.log_bytes(ident, n) for n in logs} == logs

        device = Device(flash)
        assert device.boot_frames == 1  # the screen alone: no busy mark, nothing tried
        assert title_bar(device.screen) == ["No session"], device.screen
        device.close()
    finally:
        if usb is not None:
            usb.stop()
        store.close()
