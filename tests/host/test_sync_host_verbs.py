"""The store's verbs from the command line: `sessions` lists what a sync stored, `serve` runs the
real endpoint in its own process and says where it listens; failures are one line."""

import json
import os
import re
import signal
import socket
import subprocess
import sys

from evenings import example, frames, log_bytes, play, push_over_http

from host_tools import texts
from host_tools.cli import main
from host_tools.store.database import open_store
from host_tools.sync import http_server

SECRET = b"s" * 32


def _stored_evening(tmp_path, db):
    journal, number = play(tmp_path / "dev", example(), hands=5, end=False)
    with open_store(db) as store:
        store.add_device(journal.device)
        pieces = [(number, offset, piece) for offset, piece in frames(log_bytes(journal, number))]
        store.ingest(journal.device, pieces)
    return journal.device, number


def test_sessions_lists_a_stored_evening_as_a_table_and_as_json(tmp_path, capsys):
    db = tmp_path / "store.sqlite3"
    assert main(["sessions", "--db", str(db)]) == 0
    assert capsys.readouterr().out == f"no sessions in {db}\n"
    device, number = _stored_evening(tmp_path, db)
    assert main(["sessions", "--db", str(db)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["device", "session", "date", "game", "players", "hands", "state"]
    assert lines[1].split() == [
        device, str(number), "2026-11-27", "Schafkopf", "Hans,", "Sepp,", "Resi,", "Vroni", "5",
        "open",
    ]  # fmt: skip
    try:  # in the tool's language
        assert main(["--lang", "de", "sessions", "--db", str(db)]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert lines[0].split() == [
            "Gerät",
            "Abend",
            "Datum",
            "Spiel",
            "Spieler",
            "Spiele",
            "Stand",
        ]
        assert lines[1].split()[-1] == "offen"
        assert main(["--lang", "de", "sessions", "--db", str(db), "--device", "other"]) == 0
        assert capsys.readouterr().out == f"keine Abende in {db}\n"
    finally:
        texts.use("en")
    assert main(["sessions", "--db", str(db), "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed["format"] == 1
    assert [(s["device"], s["number"], s["hands"]) for s in listed["sessions"]] == [
        (device, number, 5)
    ]
    assert main(["sessions", "--db", str(db), "--device", "other"]) == 0
    assert "no sessions" in capsys.readouterr().out


def test_sessions_on_a_file_that_is_no_store_is_one_line(tmp_path, capsys):
    junk = tmp_path / "junk"
    junk.write_bytes(b"no database here" * 64)
    assert main(["sessions", "--db", str(junk)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("schreiber sessions: ")
    assert "no usable Schreiber store" in err


def _serve(db, *args):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [sys.executable, "-m", "host_tools", "serve", "--db", str(db), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def test_serve_says_where_it_listens_stores_pushes_and_stops_on_ctrl_c(tmp_path):
    db = tmp_path / "store.sqlite3"
    journal, number = play(tmp_path / "dev", example())
    data = log_bytes(journal, number)
    with open_store(db) as store:
        store.pair(journal.device, SECRET)
    proc = _serve(db, "--host", "127.0.0.1", "--port", "0")
    try:
        first = proc.stdout.readline()
        found = re.match(r"schreiber serve: listening on http://127\.0\.0\.1:(\d+)/$", first)
        assert found, first
        port = int(found.group(1))
        assert f"store: {db}" in proc.stdout.readline()
        assert push_over_http(port, SECRET, journal.device, number, data) == 200
        assert f"stored {len(data)} bytes from {journal.device}" in proc.stdout.readline()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    assert "stopped" in out and err == ""
    with open_store(db) as store:
        assert store.log_bytes(journal.device, number) == data


def test_serve_on_a_port_in_use_is_one_line_and_status_1(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = _serve(tmp_path / "s.sqlite3", "--host", "127.0.0.1", "--port", str(port))
        out, err = proc.communicate(timeout=60)
    assert proc.returncode == 1
    assert out == ""
    assert err.startswith(f"schreiber serve: cannot listen on 127.0.0.1:{port}: ")
    assert err.count("\n") == 1


def test_the_serve_verb_names_the_endpoints_paths():
    from host_tools.commands import serve_command

    assert http_server.HELLO == serve_command.BASE + "hello"
    assert http_server.PUSH == serve_command.BASE + "push"


def _ports(monkeypatch, *ports):
    """pyserial's listing of this machine's ports, as the OS would give it: (path, USB id or
    None, description) each (serial.tools.list_ports_common.ListPortInfo, as comports()
    makes them)."""
    from serial.tools import list_ports, list_ports_common

    infos = []
    for path, vid, text in ports:
        info = list_ports_common.ListPortInfo(path, skip_link_detection=True)
        info.vid, info.pid, info.description = vid, (None if vid is None else 0xEA60), text
        infos.append(info)
    monkeypatch.setattr(list_ports, "comports", lambda *args, **kw: list(infos))


def test_sync_without_a_port_lists_none_usb_port_as_the_device(tmp_path, capsys, monkeypatch):
    _ports(monkeypatch, ("/dev/ttyS0", None, "ttyS0"))
    for verb in ("sync", "pair"):
        assert main([verb, "--db", str(tmp_path / "s.sqlite3")]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith(f"schreiber {verb}: ")
        assert "no USB serial port found: connect the device by USB" in err
        assert f"e.g. schreiber {verb} /dev/ttyS0" not in err  # never offered as the device
        assert "other serial ports: /dev/ttyS0" in err


def test_pair_on_a_port_without_a_device_is_one_line_and_status_1(tmp_path, capsys):
    gone = tmp_path / "ttyNONE"
    db = tmp_path / "s.sqlite3"
    assert main(["pair", str(gone), "--url", "http://10.0.0.2:8750/", "--db", str(db)]) == 1
    assert capsys.readouterr().err == f"schreiber pair: no serial port {gone}\n"
    with open_store(db) as store:
        assert store.devices() == []  # nothing paired


def test_sync_without_a_port_uses_the_one_usb_port_after_saying_so(tmp_path, capsys, monkeypatch):
    gone = str(tmp_path / "ttyUSB0")  # listed, but unplugged before the sync opens it
    _ports(monkeypatch, ("/dev/ttyS0", None, "ttyS0"), (gone, 0x10C4, "CP2102 USB to UART"))
    assert main(["sync", "--db", str(tmp_path / "s.sqlite3")]) != 0
    err = capsys.readouterr().err.splitlines()
    assert err[0] == (
        f"schreiber sync: using {gone} (CP2102 USB to UART), the one USB serial port "
        "(give another as schreiber sync PORT)"
    )
    assert gone in err[1]  # the sync went on with that port: it is what failed to open


def test_sync_without_a_port_among_several_usb_ports_lists_them(tmp_path, capsys, monkeypatch):
    _ports(monkeypatch, ("/dev/ttyUSB0", 0x10C4, "CP2102"), ("/dev/ttyACM0", 0x303A, "ESP32"))
    assert main(["sync", "--db", str(tmp_path / "s.sqlite3")]) == 2
    err = capsys.readouterr().err
    assert err == (
        "schreiber sync: 2 USB serial ports: give the device's, e.g. schreiber sync "
        "/dev/ttyACM0: /dev/ttyACM0 (ESP32); /dev/ttyUSB0 (CP2102)\n"
    )
