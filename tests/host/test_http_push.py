"""The Wi-Fi push endpoint over real HTTP on loopback: good pushes are stored; replayed,
tampered, unsigned, oversized and malformed pushes, unknown devices and wrong secrets are
refused and store nothing; slow clients are cut off."""

import http.client
import json
import socket
import threading
import time

import pytest
from evenings import example, frames, log_bytes, play

from host_tools import http_auth, http_batch, http_server
from host_tools.store import open_store

SECRET = bytes(range(32))


class Server:
    """A real server on a free loopback port, serving a real store file."""

    def __init__(self, path, deadline=http_server.DEADLINE, timeout=http_server.READ_TIMEOUT):
        self.store = open_store(path)
        self.heard = []
        self.httpd = http_server.make(
            self.store, report=self.heard.append, timeout=timeout, deadline=deadline
        )
        self.port = self.httpd.port
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.store.close()

    def post(self, body, headers, path=http_server.PATH, method="POST"):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            return response.status, json.loads(response.read() or b"null")
        finally:
            conn.close()

    def push(self, device, counter, pieces, secret=SECRET, body=None):
        body = http_batch.encode(pieces) if body is None else body
        headers = {
            http_server.DEVICE: device,
            http_server.COUNTER: str(counter),
            http_server.SIGNATURE: http_auth.signature(secret, device, counter, body),
        }
        return self.post(body, headers)

    def snapshot(self):
        conn = self.store.conn
        return (
            conn.execute("SELECT * FROM records ORDER BY device, number, offset").fetchall(),
            conn.execute("SELECT device, number, size FROM sessions").fetchall(),
            conn.execute("SELECT id, counter FROM devices").fetchall(),
        )


@pytest.fixture
def server(tmp_path):
    running = Server(tmp_path / "store.sqlite3")
    yield running
    running.close()


@pytest.fixture
def evening(tmp_path):
    journal, number = play(tmp_path / "dev", example())
    return journal.device, number, log_bytes(journal, number)


def test_good_pushes_are_stored_and_answered_with_what_is_held(server, evening):
    device, number, data = evening
    server.store.pair(device, SECRET)
    server.store.add_player("Anna", push=True)
    pieces = [(number, offset, piece) for offset, piece in frames(data)]
    status, answer = server.push(device, 1, pieces[:5])
    assert status == 200, answer
    held = sum(len(piece) for _, _, piece in pieces[:5])
    assert answer == {"added": {"1": held}, "held": {"1": held}, "names": ["Anna"]}
    status, answer = server.push(device, 2, pieces[3:])  # overlapping: held bytes are checked
    assert status == 200, answer
    assert answer["held"] == {"1": len(data)}
    assert server.store.log_bytes(device, number) == data
    assert server.store.sessions()[0]["hands"] == len(example()["hands"])
    status, answer = server.push(device, 3, [])  # nothing new: what is held, all the same
    assert (status, answer["added"], answer["held"]) == (200, {}, {"1": len(data)})
    assert any("stored" in line for line in server.heard)


def test_replayed_tampered_and_wrongly_signed_pushes_store_nothing(server, evening):
    device, number, data = evening
    server.store.pair(device, SECRET)
    first = [(number, 0, data[:600])]
    assert server.push(device, 7, first)[0] == 200
    rest = [(number, 600, data[600:])]
    body = http_batch.encode(rest)
    good = http_auth.signature(SECRET, device, 8, body)
    before = server.snapshot()
    tampered = bytearray(body)
    tampered[-1] ^= 1
    refusals = (
        # the first push again, and an older number with a fresh signature
        (server.push(device, 7, first), 409, "replayed"),
        (server.push(device, 6, rest), 409, "replayed"),
        # a byte changed on the way, the number changed, the signature of another push
        (server.post(bytes(tampered), _headers(device, 8, good)), 403, "authentication"),
        (server.post(body, _headers(device, 9, good)), 403, "authentication"),
        (server.post(body, _headers(device, 8, "0" * 64)), 403, "authentication"),
        (server.push(device, 8, rest, secret=b"x" * 32), 403, "authentication"),
        (server.push("feedfacecafebeef", 8, rest), 403, "unknown device"),
        # unsigned or malformed headers
        (server.post(body, {http_server.DEVICE: device}), 400, "needs"),
        (server.post(body, _headers(device, "-1", good)), 400, "needs"),
        (server.post(body, _headers(device, "1e3", good)), 400, "needs"),
        (server.post(body, _headers(device, 8, good[:-1])), 400, "needs"),
    )
    for (status, answer), want, said in refusals:
        assert status == want, answer
        assert said in answer["error"]
        assert server.snapshot() == before
    server.store.add_device("0123456789abcdef")  # known from a serial sync, never paired
    status, answer = server.push("0123456789abcdef", 1, rest)
    assert (status, "not paired" in answer["error"]) == (403, True)
    # The genuine push still goes through afterwards.
    assert server.post(body, _headers(device, 8, good))[0] == 200
    assert server.store.log_bytes(device, number) == data


def test_a_signed_push_that_conflicts_or_is_malformed_stores_nothing(server, evening):
    device, number, data = evening
    server.store.pair(device, SECRET)
    assert server.push(device, 1, [(number, 0, data[:500])])[0] == 200
    before = server.snapshot()
    changed = bytearray(data[:500])
    changed[200] ^= 4
    cases = (
        ([(number, 0, bytes(changed)), (number + 1, 0, data)], None, 409, "differ"),
        ([(number, 501, data[501:])], None, 409, "missing"),
        ([(number, 0, b"not a log at all")], None, 409, "not a Schreiber log"),
        ([(0, 0, data)], None, 400, "session"),
        (None, b"\x01\x00", 400, "ends inside a number"),
        (None, b"\x01\x00\x09abc", 400, "runs past the end"),
        (None, b"\xff" * 12, 400, "too long"),
    )
    for counter, (pieces, body, want, said) in enumerate(cases, 2):
        status, answer = server.push(device, counter, pieces, body=body)
        assert (status, said in answer["error"]) == (want, True), answer
        assert server.snapshot() == before  # the counter too: the push was not accepted


def test_an_oversized_push_is_refused_before_its_body_is_read(server, evening):
    device, number, data = evening
    server.store.pair(device, SECRET)
    before = server.snapshot()
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
        # Headers only: the body is never sent, yet the answer comes.
        sock.sendall(
            (
                f"POST {http_server.PATH} HTTP/1.1\r\nHost: x\r\n"
                f"Content-Length: {http_server.MAX_BODY + 1}\r\n"
                + "".join(f"{k}: {v}\r\n" for k, v in _headers(device, 1, "0" * 64).items())
                + "\r\n"
            ).encode()
        )
        head = _read_all(sock)
    assert head.split(b"\r\n")[0].split(b" ")[1] == b"413", head[:100]
    assert f"at most {http_server.MAX_BODY} bytes".encode() in head
    big = [(number, 0, data)] * (http_server.MAX_BODY // len(data) + 1)
    status, answer = server.push(device, 1, big)
    assert status == 413
    assert server.snapshot() == before


def test_a_push_of_unknown_length_is_refused_unread(server, evening):
    device, number, data = evening
    server.store.pair(device, SECRET)
    body = http_batch.encode([(number, 0, data)]) * (http_server.MAX_BODY // len(data) + 1)
    headers = _headers(device, 1, http_auth.signature(SECRET, device, 1, body))
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    conn.request("POST", http_server.PATH, body=iter([body]), headers=headers)
    response = conn.getresponse()
    assert response.status == 411
    assert b"needs a Content-Length" in response.read()
    conn.close()
    assert server.store.held(device) == {}


def test_other_paths_and_methods_are_refused(server):
    assert server.post(b"", {}, path="/")[0] == 404
    assert server.post(None, {}, method="GET")[0] == 405


def test_a_slow_client_is_cut_off(tmp_path, evening):
    device, number, data = evening
    slow = Server(tmp_path / "slow.sqlite3", deadline=1.0, timeout=0.5)
    try:
        slow.store.pair(device, SECRET)
        # One that stops after half its headers, and one that trickles a byte at a time (each
        # byte well within the read timeout, the whole far past the deadline).
        with socket.create_connection(("127.0.0.1", slow.port), timeout=30) as sock:
            sock.sendall(b"POST /sync/1/push HTTP/1.1\r\nHost: x\r\n")
            assert _read_all(sock) == b""
        with socket.create_connection(("127.0.0.1", slow.port), timeout=30) as sock:
            request = b"POST /sync/1/push HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n"
            closed = False
            for byte in request + b"x" * 100:
                try:
                    sock.sendall(bytes((byte,)))
                except OSError:
                    closed = True
                    break
                time.sleep(0.2)
            assert closed
        assert slow.store.held(device) == {}
        # The server still serves others.
        assert slow.push(device, 1, [(number, 0, data)])[0] == 200
    finally:
        slow.close()


def _headers(device, counter, signature):
    return {
        http_server.DEVICE: device,
        http_server.COUNTER: str(counter),
        http_server.SIGNATURE: signature,
    }


def _read_all(sock):
    out = b""
    while True:
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            return out
        if not chunk:
            return out
        out += chunk
