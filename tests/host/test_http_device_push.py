"""The device's own Wi-Fi push (firmware/sync/push.py on the MicroPython unix port, real sockets,
the simulated `network` module) against the host tool's real endpoint and store on loopback:
an unknown device and a wrong secret are refused and store nothing; once paired, the store
ends with exactly the device's log bytes, and a later push brings only what is new."""

import os
import threading

import test_sync_wifi as device

from host_tools.store.database import open_store
from host_tools.sync import http_server


class Endpoint:
    def __init__(self, path):
        self.store = open_store(path)
        self.heard = []
        self.httpd = http_server.make(self.store, report=self.heard.append)
        self.url = f"http://127.0.0.1:{self.httpd.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.store.close()

    def held(self, device_id):
        return {n: self.store.log_bytes(device_id, n) for n in self.store.held(device_id)}


def test_the_devices_push_is_refused_until_paired_then_stored_exactly(tmp_path):
    secret = os.urandom(32)
    host = Endpoint(tmp_path / "store.sqlite3")
    config = tmp_path / "sync" / "config"  # where the device keeps its pairing
    try:
        device.pair(config, host.url, secret)
        got = device.push(tmp_path, config, hands=40)
        assert got["error"].startswith("refused: " + http_server.AUTH_FAILED), got
        assert got["synced"] == [] and host.store.devices() == []
        ident = got["device"]
        host.store.pair(ident, os.urandom(32))  # paired here with another secret
        got = device.push(tmp_path, config)
        assert got["error"] == "refused: " + http_server.AUTH_FAILED, got
        assert host.held(ident) == {}
        host.store.pair(ident, secret)
        got = device.push(tmp_path, config)
        assert "error" not in got, got
        logs = device.device_logs(tmp_path)
        assert host.held(ident) == logs
        assert got["synced"] == ["000001"] and got["radio"] == ["on", "off"]
        # A hand later: only its bytes travel, and the store's view follows.
        before = len(logs[2])
        again = device.push(tmp_path, config)
        logs = device.device_logs(tmp_path)
        assert again["sent"] == len(logs[2]) - before
        assert host.held(ident) == logs
        sessions = host.store.sessions(ident)
        assert [(s["number"], s["ended"], s["game"]) for s in sessions] == [
            (1, True, "bierkopf"),
            (2, False, "bierkopf"),
        ]
        assert sessions[1]["hands"] == 4  # one at its start, one more at each later run
        assert any(line.startswith("refused (401)") for line in host.heard)
    finally:
        host.close()


def test_names_marked_to_push_reach_the_devices_roster_and_their_marks_go(tmp_path):
    secret = os.urandom(32)
    host = Endpoint(tmp_path / "store.sqlite3")
    config = tmp_path / "sync" / "config"
    roster = tmp_path / "roster"  # the device's roster file (sync/roster.py), beside /sessions
    roster.write_text("Kurt\nGerda\n", encoding="utf-8")
    try:
        device.pair(config, host.url, secret)
        first = device.push(tmp_path, config, hands=3)
        ident = first["device"]
        host.store.pair(ident, secret)
        host.store.add_player("Anna", push=True)
        host.store.add_player("Jürgen", push=True)
        host.store.add_player("GERDA", push=True)  # the device has her as "Gerda": one player
        got = device.push(tmp_path, config, hands=3)
        assert "error" not in got, got
        # The device's own names stay on top; new ones follow; a name it has is not repeated.
        assert roster.read_text(encoding="utf-8") == "Kurt\nGerda\nAnna\nJürgen\n"
        assert host.store.names_to_push() == []
        assert host.held(ident) == device.device_logs(tmp_path)
        # Nothing new to push: the acknowledgement travels in a push of its own. A full
        # roster takes nothing, and the mark stays for a later sync.
        full = [f"Spieler {i}" for i in range(40)]
        host.store.add_player("Xaver", push=True)
        host.store.add_player("Vroni", push=True)
        roster.write_text("Vroni\n" + "\n".join(full[1:]) + "\n", encoding="utf-8")
        before = roster.read_bytes()
        got = device.push(tmp_path, config, push_only=True)
        assert "error" not in got and got["sent"] == 0, got
        assert roster.read_bytes() == before
        assert host.store.names_to_push() == ["Xaver"]
        assert any("holds the roster names Vroni" in line for line in host.heard), host.heard
    finally:
        host.close()


class _Restarted(dict):
    """The endpoint's challenges as a `serve` restarted between a device's hello and its push
    finds them: the first push's challenge is unknown (the process that gave it is gone)."""

    restarts = 0

    def pop(self, key, default=None):
        if not self.restarts:
            self.restarts += 1
            self.clear()
        return super().pop(key, default)


def test_a_serve_restarted_between_hello_and_push_costs_a_second_hello_not_the_sync(tmp_path):
    secret = os.urandom(32)
    host = Endpoint(tmp_path / "store.sqlite3")
    config = tmp_path / "sync" / "config"
    try:
        device.pair(config, host.url, secret)
        ident = device.push(tmp_path, config, hands=3)["device"]  # refused: made known here
        host.store.pair(ident, secret)
        host.httpd.app.challenges = _Restarted()
        got = device.push(tmp_path, config)
        assert "error" not in got, got
        assert host.held(ident) == device.device_logs(tmp_path)
        assert got["synced"] == ["000001"]
        refused = [line for line in host.heard if line.startswith("refused (401): challenge")]
        assert len(refused) == 1, host.heard
        # A second refusal of the kind in one sync is shown, not retried again and again.
        host.httpd.app.challenges = _Always()
        got = device.push(tmp_path, config)
        assert got["error"].startswith("refused: challenge used, expired or unknown"), got
        assert host.held(ident) != device.device_logs(tmp_path)  # the new hand: not stored
    finally:
        host.close()


class _Always(dict):
    """Challenges that are never found: every push is refused as stale."""

    def pop(self, key, default=None):
        self.clear()
        return default


def test_a_reflashed_devices_push_is_kept_apart_and_marked_only_once_held(tmp_path):
    secret = os.urandom(32)
    host = Endpoint(tmp_path / "store.sqlite3")
    old, new = tmp_path / "old", tmp_path / "new"
    try:
        for root in (old, new):
            root.mkdir()
            device.pair(root / "sync" / "config", host.url, secret)
        first = device.push(old, old / "sync" / "config", hands=40)
        ident = first["device"]
        host.store.pair(ident, secret)
        assert "error" not in device.push(old, old / "sync" / "config", hands=40)
        # The same board after a flash erase: its id kept, its sessions numbered from 1 again
        # (here shorter than the old ones: a size check would call them held).
        (new / "sessions").mkdir(parents=True)
        (new / "sessions" / "device").write_text(ident)
        got = device.push(new, new / "sync" / "config", hands=3)
        assert "error" not in got and got["synced"] == ["000001"], got
        assert got["sent"] == sum(len(data) for data in device.device_logs(new).values())
        assert host.held(ident) == device.device_logs(old)  # untouched
        assert host.held(f"{ident}~2") == device.device_logs(new)
    finally:
        host.close()
