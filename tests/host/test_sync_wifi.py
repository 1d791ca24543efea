"""The Wi-Fi push end to end: the device's push code on the MicroPython unix port (real sockets,
the simulated `network` module) against a host endpoint on loopback that follows
docs/sync-protocol.md (CPython's hmac checks every body). The host ends with exactly the
device's log bytes; wrong secrets, tampered answers, a missing network or host give one clear
message, mark nothing, and the radio is off again afterwards."""

import hashlib
import hmac
import json
import os
import secrets
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
MICROPYTHON = Path(sys.executable).parent / "micropython"
sys.path.insert(0, str(ROOT / "firmware"))

from core.log import frames as logformat  # noqa: E402
from hal import sim_network  # noqa: E402
from sync import wire as syncframes  # noqa: E402

SSID, PASSWORD = "Stammtisch", "geheim"
# Runs on the port: a device with an ended and an open session, paired, pushing once.
DEVICE = """
import sys, json, os, time
from app.journal import Journal
from hal import sim_network
from sync.push import PushError, push_now
root, hands = sys.argv[1], int(sys.argv[2])
journal = Journal(root + "/sessions")
if not journal.sessions():
    from core.session import Session
    players = ["Kurt", "Gerda", "Fritz", "Inge"]
    journal.start(Session("bierkopf", {}, players, 0, "2026-11-27"))
    for i in range(hands):
        journal.add({"points": [60, 60]})
        if i >= 1:
            journal.undo()
    journal.end()
    journal.start(Session("bierkopf", {}, players, 1, "2026-11-28"))
    journal.add({"points": [65, 55]})
elif not os.getenv("PUSH_ONLY"):
    journal.restore()
    journal.add({"points": [60, 60]})
out = {"device": journal.device}
clock = None
class RTC:
    value = (2000, 1, 1, 5, 0, 0, 0, 0)  # the ESP32's after power-up
    def datetime(self, value=None):
        if value is not None:
            self.value = value
        return self.value
if not os.getenv("NO_CLOCK"):  # the app has its clock loaded already; a bench may leave it
    from hal.clock import WallClock
    clock = WallClock(RTC())
try:
    out["marked"], out["sent"] = push_now(root, journal, None, int(os.getenv("LIMIT_MS")), clock)
except PushError as err:
    out["error"] = str(err)
out["date"] = clock and clock.date()
out["radio"] = sim_network.radio_log
out["synced"] = [i for i in journal.sessions() if journal.is_synced(i)]
print(json.dumps(out))
"""


class Host:
    """A host endpoint as the document describes it, storing prefixes in memory."""

    def __init__(self, secret, tamper=False, names=()):
        self.secret = secret
        self.spliced = False  # answer every digest as another copy's
        self.names = list(names)  # roster names offered to a device that takes them
        self.held = []  # the names the device said it holds
        self.tamper = tamper
        self.store = {}  # (device, session) -> bytearray
        self.challenges = {}
        self.hellos = []  # every hello, as the device sent it
        self.refused = []
        host = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):  # noqa: N802 - the library's name
                length = int(self.headers["Content-Length"])
                if length > 1 << 20:
                    return self._answer(413, json.dumps({"error": "too large"}).encode())
                body = self.rfile.read(length)
                status, answer = host.handle(self.path, body)
                self._answer(status, answer)

            def _answer(self, status, body):
                self.send_response(status)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.handle_error = lambda request, address: None  # a device gone mid-request
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()

    def _mac(self, content):
        return hmac.new(self.secret, content, hashlib.sha256).digest()

    def _refuse(self, text):
        self.refused.append(text)
        return 401, json.dumps({"error": text}).encode()

    def _reply(self, fields):
        content = json.dumps(fields).encode()
        mac = self._mac(content)
        if self.tamper:
            mac = bytes(32)
        return 200, content + mac

    def handle(self, path, body):
        content, mac = body[:-32], body[-32:]
        if not hmac.compare_digest(self._mac(content), mac):
            return self._refuse("wrong secret")
        if path == "/sync/v1/hello":
            hello = json.loads(content)
            self.hellos.append(hello)
            challenge = secrets.token_hex(8)
            self.challenges[challenge] = hello["nonce"]
            have = []
            for session, _size, _flags in hello["sessions"]:
                held = self.store.get((hello["device"], session), b"")
                have.append([session, len(held), syncframes.check(bytes(held))])
            answer = {
                "type": "have",
                "nonce": hello["nonce"],
                "challenge": challenge,
                "have": have,
                "max": 3000,
            }
            if hello.get("content") == syncframes.CONTENT:
                answer["digests"] = self._digests(hello["device"], hello["sessions"])
                answer["now"] = "2026-12-03T21:30"
            if self.names and hello.get("names"):
                answer["names"] = self.names[: hello["names"]]
            return self._reply(answer)
        head, _, data = content.partition(b"\n")
        head = json.loads(head)
        nonce = self.challenges.pop(head["challenge"], None)
        if nonce is None:
            return self._refuse("challenge used or unknown")
        self.held += head.get("held", [])
        at = 0
        for session, offset, count in head["parts"]:
            held = self.store.setdefault((head["device"], session), bytearray())
            assert offset == len(held)
            held.extend(data[at : at + count])
            at += count
        assert at == len(data)
        challenge = secrets.token_hex(8)
        self.challenges[challenge] = nonce
        stored = [[s, len(self.store[(head["device"], s)])] for s, _o, _c in head["parts"]]
        answer = {"type": "stored", "nonce": nonce, "challenge": challenge, "stored": stored}
        answer["digests"] = self._digests(head["device"], head["parts"])
        return self._reply(answer)

    def _digests(self, device, items):
        out = []
        for item in items:
            held = bytes(self.store.get((device, item[0]), b""))
            if self.spliced:
                held = b"another evening's " + held
            out.append([item[0], syncframes.digest([held])])
        return out


def pair(config, url, secret, ssid=SSID, password=PASSWORD):
    """The settings as PAIR stores them (tests/firmware/test_sync_server_exchanges.py pairs
    over serial)."""
    Path(config).parent.mkdir(exist_ok=True)
    Path(config).write_text(
        json.dumps({"secret": secret.hex(), "url": url, "ssid": ssid, "password": password})
    )


def push(tmp, config, hands=300, limit_ms=60000, heap="1M", push_only=False, mpy=None, env=None):
    """Run the device: make its sessions (or, later, add a hand) and push once; with
    `push_only` nothing but the push runs (bench/sync_wifi.py measures its heap)."""
    path = str(mpy or ROOT / "firmware")  # mpy: the device code compiled, as on the board
    env = dict(os.environ, MICROPYPATH=path, LIMIT_MS=str(limit_ms), **(env or {}))
    if push_only:
        env["PUSH_ONLY"] = "1"
    env["SCHREIBER_WIFI"] = f"{SSID}:{PASSWORD},Nachbar:x"
    proc = subprocess.run(
        [MICROPYTHON, "-X", "heapsize=" + heap, "-c", DEVICE, str(tmp), str(hands)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if proc.returncode and push_only:
        return None  # out of heap
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


def device_logs(tmp):
    folder = Path(tmp) / "sessions"
    return {int(p.stem): p.read_bytes() for p in folder.glob("*.log")}


def test_push_stores_exact_copies_and_marks_the_ended_session(tmp_path):
    secret = os.urandom(32)
    host = Host(secret)
    config = tmp_path / "sync" / "config"
    try:
        pair(config, host.url, secret)
        first = push(tmp_path, config)
        assert "error" not in first, first
        logs = device_logs(tmp_path)
        assert {s: bytes(d) for (_dev, s), d in host.store.items()} == logs
        assert first["sent"] == sum(len(d) for d in logs.values())
        assert first["synced"] == ["000001"] and first["marked"] == 1
        assert first["radio"] == ["on", "off"]
        assert first["date"] == "2026-12-03"  # the clock set from the host's answer
        # The hello names the log format and firmware as the serial sync does: one source each.
        hello = host.hellos[0]
        assert (hello["format"], hello["firmware"]) == (logformat.VERSION, syncframes.FIRMWARE)
        # Again, a hand later: only the new hand's bytes travel.
        before = len(logs[2])
        second = push(tmp_path, config)
        logs = device_logs(tmp_path)
        assert second["sent"] == len(logs[2]) - before
        assert {s: bytes(d) for (_dev, s), d in host.store.items()} == logs
    finally:
        host.close()


def test_refusals_mark_nothing_and_switch_the_radio_off(tmp_path):
    secret = os.urandom(32)
    good = Host(secret)
    tampered = Host(secret, tamper=True)
    config = tmp_path / "sync" / "config"
    try:
        pair(config, good.url, os.urandom(32))  # a secret the host does not have
        got = push(tmp_path, config, hands=20)
        assert got["error"] == "refused: wrong secret" and good.store == {}
        pair(config, tampered.url, secret)
        got = push(tmp_path, config)
        assert got["error"] == "the host's answer failed its MAC: not the paired host"
        assert got["synced"] == []
        pair(config, good.url, secret, password="falsch")
        got = push(tmp_path, config, limit_ms=6000)
        assert got["error"] == "wrong Wi-Fi password" and got["radio"] == ["on", "off"]
        pair(config, good.url, secret, ssid="Anderswo")
        assert push(tmp_path, config, limit_ms=6000)["error"] == "no network Anderswo"
        closed = f"http://127.0.0.1:{_free_port()}/"
        pair(config, closed, secret)
        got = push(tmp_path, config, limit_ms=5000)
        assert got["error"].startswith("host not reachable"), got
        assert got["synced"] == [] and got["radio"] == ["on", "off"]
        config.unlink()
        assert push(tmp_path, config)["error"] == "not paired: pair over USB first"
    finally:
        good.close()
        tampered.close()


def _free_port():
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_the_join_outlasts_transient_failures_and_driver_errors_are_said_not_raised(tmp_path):
    secret = os.urandom(32)
    host = Host(secret)
    config = tmp_path / "sync" / "config"
    try:
        pair(config, host.url, secret)
        # The first attempts fail as a hotspot waking up makes them fail: not a verdict.
        got = push(tmp_path, config, hands=5, env={"SCHREIBER_WIFI_FAILS": "5"})
        assert "error" not in got and got["marked"] == 1, got
        for call in ("active", "connect"):
            got = push(tmp_path, config, env={"SCHREIBER_WIFI_OOM": call})
            assert got["error"] == "Wi-Fi failed: WiFi Out of Memory", got
            assert got["radio"] in (["on", "off"], [])  # never left on
        pair(config, "http://no-such-host.invalid:8750/", secret)
        got = push(tmp_path, config)
        assert got["error"] == "host not reachable: no address for no-such-host.invalid", got
        assert got["radio"] == ["on", "off"]
    finally:
        host.close()


def test_a_copy_of_other_content_is_refused_and_nothing_is_marked(tmp_path):
    secret = os.urandom(32)
    host = Host(secret)
    config = tmp_path / "sync" / "config"
    try:
        pair(config, host.url, secret)
        host.spliced = True  # the host's digests are not of the device's bytes
        got = push(tmp_path, config, hands=5)
        assert got["synced"] == [] and got["error"].endswith("sync it over USB"), got
        host.spliced = False
        got = push(tmp_path, config)
        assert "error" not in got and got["synced"] == ["000001"], got
    finally:
        host.close()


def test_the_network_double_answers_and_refuses_as_the_esp32_port(monkeypatch):
    monkeypatch.setenv("SCHREIBER_WIFI", f"{SSID}:{PASSWORD}")
    monkeypatch.setenv("SCHREIBER_WIFI_FAILS", "0")
    wlan = sim_network.WLAN(sim_network.STA_IF)
    with pytest.raises(OSError, match="Wifi Not Started"):  # network_common.c
        wlan.connect(SSID, PASSWORD)
    wlan.active(True)
    assert wlan.status() == sim_network.STAT_IDLE == 1000
    wlan.connect(SSID, "falsch")
    assert wlan.status() == sim_network.STAT_WRONG_PASSWORD == 202  # WIFI_REASON_AUTH_FAIL
    wlan.connect(SSID, PASSWORD)  # connect() does not clear the last attempt's reason...
    assert wlan.isconnected() and wlan.status() == sim_network.STAT_GOT_IP == 1010
    wlan.disconnect()  # ...a disconnect does: WIFI_REASON_ASSOC_LEAVE reads as idle
    assert wlan.status() == sim_network.STAT_IDLE
    wlan.connect("Anderswo", "x")
    assert wlan.status() == sim_network.STAT_NO_AP_FOUND == 201
    monkeypatch.setenv("SCHREIBER_WIFI_OOM", "active")
    wlan.active(False)
    with pytest.raises(OSError, match="WiFi Out of Memory"):  # ESP_ERR_NO_MEM
        wlan.active(True)
