"""The Wi-Fi sync endpoint over real HTTP on loopback (docs/sync-protocol.md): good hellos and
pushes are answered and stored; replayed, late, tampered, unsigned, oversized and malformed
requests, unknown devices and wrong secrets are refused and store nothing; slow clients are
cut off."""

import http.client
import json
import socket
import threading
import time

import pytest
from evenings import example, frames, log_bytes, play

from host_tools.store.database import open_store
from host_tools.sync import http_server, http_wire

SECRET = bytes(range(32))
NONCE = "0123456789abcdef"


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

    def post(self, path, body, headers=None):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            conn.request("POST", path, body=body, headers=headers or {})
            response = conn.getresponse()
            return response.status, response.read()
        finally:
            conn.close()

    def hello(self, device, sessions, secret=SECRET, nonce=NONCE):
        status, body = self.post(
            http_server.HELLO, http_wire.hello(secret, device, nonce, sessions)
        )
        return status, (http_wire.answer(secret, body) if status == 200 else json.loads(body))

    def push(self, device, challenge, parts, secret=SECRET):
        body = http_wire.push(secret, device, challenge, parts)
        status, answer = self.post(http_server.PUSH, body)
        return status, (http_wire.answer(secret, answer) if status == 200 else json.loads(answer))

    def snapshot(self):
        conn = self.store.conn
        return (
            conn.execute("SELECT * FROM records ORDER BY device, number, offset").fetchall(),
            conn.execute("SELECT device, number, size FROM sessions").fetchall(),
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


def test_a_hello_and_pushes_store_the_evening_and_answer_with_what_is_held(server, evening):
    device, number, data = evening
    server.store.pair(device, SECRET)
    status, have = server.hello(device, [[number, len(data), 0]])
    assert status == 200, have
    assert have["type"] == "have" and have["nonce"] == NONCE
    assert have["have"] == [[number, 0, 0]] and have["max"] == http_server.MAX_PUSH
    pieces = [(number, offset, piece) for offset, piece in frames(data)]
    status, stored = server.push(device, have["challenge"], pieces[:5])
    assert status == 200, stored
    held = sum(len(piece) for _, _, piece in pieces[:5])
    assert stored["stored"] == [[number, held]] and stored["nonce"] == NONCE
    # Overlapping the bytes held is fine (they are checked); each answer brings a challenge.
    status, stored = server.push(device, stored["challenge"], pieces[3:])
    assert status == 200, stored
    assert stored["stored"] == [[number, len(data)]]
    assert server.store.log_bytes(device, number) == data
    assert server.store.sessions()[0]["hands"] == len(example()["hands"])
    status, have = server.hello(device, [[number, len(data), 0], [number + 1, 10, 1]])
    assert have["have"] == [
        [number, len(data), http_server.tail_check(data)],
        [number + 1, 0, 0],
    ]
    assert any("stored" in line for line in server.heard)


def test_replayed_late_tampered_and_wrongly_signed_requests_store_nothing(tmp_path, evening):
    device, number, data = evening
    now = [1000.0]
    store = open_store(tmp_path / "s.sqlite3")
    app = http_server.PushApp(store, clock=lambda: now[0])
    client = _Client(app)
    store.pair(device, SECRET)
    have = client.hello(device)
    first = [(number, 0, data[:600])]
    body = http_wire.push(SECRET, device, have["challenge"], first)
    assert client.post(http_server.PUSH, body)[0] == 200
    before = _snapshot(store)
    rest = [(number, 600, data[600:])]
    fresh = client.hello(device)["challenge"]
    good = http_wire.push(SECRET, device, fresh, rest)
    tampered = bytearray(good)
    tampered[-40] ^= 1  # a log byte
    forged_head = good.replace(b'"push"', b'"PUSH"')
    refusals = (
        (body, 401, "challenge used"),  # the first push again
        (http_wire.push(SECRET, device, "f" * 16, rest), 401, "challenge used"),  # made up
        (bytes(tampered), 401, "authentication failed"),
        (forged_head, 401, "authentication failed"),
        (good[:-1], 401, "authentication failed"),
        (http_wire.push(b"x" * 32, device, fresh, rest), 401, "authentication failed"),
        (http_wire.push(SECRET, "feedfacecafebeef", fresh, rest), 401, "authentication failed"),
        (b"short", 400, "too short"),
        (b"\xff" * 40, 400, "JSON"),
    )
    for request, want, said in refusals:
        status, answer = client.post(http_server.PUSH, request)
        assert (status, said in answer["error"]) == (want, True), answer
        assert _snapshot(store) == before
    # The genuine push with its challenge still goes through, once; a challenge 120 s old
    # does not.
    assert client.post(http_server.PUSH, good)[0] == 200
    assert client.post(http_server.PUSH, good)[0] == 401
    assert store.log_bytes(device, number) == data
    late = client.hello(device)["challenge"]
    now[0] += http_server.CHALLENGE_LIFE + 1
    status, answer = client.post(http_server.PUSH, http_wire.push(SECRET, device, late, []))
    assert (status, "expired" in answer["error"]) == (401, True)
    store.add_device("0123456789abcdef")  # known from a serial sync, never paired
    status, answer = client.post(
        http_server.HELLO, http_wire.hello(SECRET, "0123456789abcdef", NONCE, [])
    )
    # Known but never paired: the same answer as an unknown id or a wrong MAC.
    assert (status, answer["error"]) == (401, http_server.AUTH_FAILED)
    # A challenge is the device's own: another paired device cannot use it.
    store.pair("00000000000000aa", SECRET)
    theirs = client.hello(device)["challenge"]
    status, answer = client.post(
        http_server.PUSH, http_wire.push(SECRET, "00000000000000aa", theirs, [])
    )
    assert status == 401
    store.close()


def test_a_signed_push_that_conflicts_or_is_malformed_stores_nothing(tmp_path, evening):
    device, number, data = evening
    store = open_store(tmp_path / "s.sqlite3")
    client = _Client(http_server.PushApp(store))
    store.pair(device, SECRET)
    first = http_wire.push(
        SECRET, device, client.hello(device)["challenge"], [(number, 0, data[:500])]
    )
    assert client.post(http_server.PUSH, first)[0] == 200
    before = _snapshot(store)
    changed = bytearray(data[:500])
    changed[200] ^= 4

    def push_of(head_fields, tail=b""):
        head = {"type": "push", "device": device, "challenge": client.hello(device)["challenge"]}
        head.update(head_fields)
        return http_wire.sealed(SECRET, http_wire.text_json(head) + b"\n" + tail)

    cases = (
        ([(number, 0, bytes(changed)), (number + 1, 0, data)], 409, "differ"),
        ([(number, 501, data[501:])], 409, "missing"),
        ([(number + 1, 0, b"not a log at all")], 409, "not a Schreiber log"),
        ([(0, 0, data)], 400, "session"),
    )
    for parts, want, said in cases:
        body = http_wire.push(SECRET, device, client.hello(device)["challenge"], parts)
        status, answer = client.post(http_server.PUSH, body)
        assert (status, said in answer["error"]) == (want, True), answer
        assert _snapshot(store) == before
    heads = (
        ({"parts": [[number, 500, 10]]}, b"x" * 9, "do not add up"),
        ({"parts": [[number, 500]]}, b"", "each must be"),
        ({"parts": [[number, -1, 0]]}, b"", "each must be"),
        ({"parts": [[number, 2**32, 0]]}, b"", "each must be"),
        ({"parts": "all"}, b"", "parts"),
        ({"type": "hello"}, b"", "not a push"),
    )
    no_newline = {"type": "push", "device": device, "parts": []}
    no_newline["challenge"] = client.hello(device)["challenge"]
    status, answer = client.post(
        http_server.PUSH, http_wire.sealed(SECRET, http_wire.text_json(no_newline))
    )
    assert (status, "ends with a newline" in answer["error"]) == (400, True), answer
    for fields, tail, said in heads:
        status, answer = client.post(http_server.PUSH, push_of(fields, tail))
        assert (status, said in answer["error"]) == (400, True), answer
        assert _snapshot(store) == before
    big = data * (http_server.MAX_PUSH // len(data) + 1)
    status, answer = client.post(
        http_server.PUSH, push_of({"parts": [[number, 500, len(big)]]}, big)
    )
    assert status == 413 and _snapshot(store) == before
    hellos = (
        {"nonce": "xyz"},
        {"sessions": [[1, 2]]},
        {"sessions": [[1, 2, True]]},
        {"sessions": [[1, 2, 0]] * (http_server.MAX_SESSIONS + 1)},
        {"type": "push"},
    )
    for fields in hellos:
        head = {"type": "hello", "device": device, "nonce": NONCE, "sessions": []}
        head.update(fields)
        body = http_wire.sealed(SECRET, http_wire.text_json(head))
        assert client.post(http_server.HELLO, body)[0] == 400, fields
    store.close()


def test_an_oversized_request_is_refused_before_its_body_is_read(server, evening):
    device, number, data = evening
    server.store.pair(device, SECRET)
    before = server.snapshot()
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
        # Headers only: the body is never sent, yet the answer comes.
        sock.sendall(
            f"POST {http_server.PUSH} HTTP/1.1\r\nHost: x\r\n"
            f"Content-Length: {http_server.MAX_BODY + 1}\r\n\r\n".encode()
        )
        head = _read_all(sock)
    assert head.split(b"\r\n")[0].split(b" ")[1] == b"413", head[:100]
    assert f"at most {http_server.MAX_BODY} bytes".encode() in head
    assert server.snapshot() == before


def test_a_request_of_unknown_length_is_refused_unread(server, evening):
    device, number, data = evening
    server.store.pair(device, SECRET)
    body = http_wire.hello(SECRET, device, NONCE, [])
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    conn.request("POST", http_server.HELLO, body=iter([body]))  # chunked
    response = conn.getresponse()
    assert response.status == 411
    assert b"needs a Content-Length" in response.read()
    conn.close()


def test_other_paths_and_methods_are_refused(server):
    assert server.post("/", b"")[0] == 404
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    conn.request("GET", http_server.HELLO)
    assert conn.getresponse().status == 405
    conn.close()


def test_a_slow_client_is_cut_off(tmp_path, evening):
    device, number, data = evening
    slow = Server(tmp_path / "slow.sqlite3", deadline=1.0, timeout=0.5)
    try:
        slow.store.pair(device, SECRET)
        # One that stops after half its headers, and one that trickles a byte at a time (each
        # byte well within the read timeout, the whole far past the deadline).
        with socket.create_connection(("127.0.0.1", slow.port), timeout=30) as sock:
            sock.sendall(b"POST /sync/v1/hello HTTP/1.1\r\nHost: x\r\n")
            assert _read_all(sock) == b""
        with socket.create_connection(("127.0.0.1", slow.port), timeout=30) as sock:
            request = b"POST /sync/v1/hello HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n"
            closed = False
            for byte in request + b"x" * 100:
                try:
                    sock.sendall(bytes((byte,)))
                except OSError:
                    closed = True
                    break
                time.sleep(0.2)
            assert closed
        # The server still serves others.
        status, have = slow.hello(device, [[number, len(data), 0]])
        assert status == 200
        assert slow.push(device, have["challenge"], [(number, 0, data)])[0] == 200
    finally:
        slow.close()


class _Client:
    """Calls the WSGI app in process (werkzeug's test client: the app the server runs)."""

    def __init__(self, app):
        from werkzeug.test import Client

        self.client = Client(app)

    def post(self, path, body):
        response = self.client.post(path, data=body, content_type="application/octet-stream")
        data = response.get_data()
        if response.status_code == 200:
            return 200, data
        return response.status_code, json.loads(data)

    def hello(self, device):
        status, body = self.post(http_server.HELLO, http_wire.hello(SECRET, device, NONCE, []))
        assert status == 200, body
        return http_wire.answer(SECRET, body)


def _snapshot(store):
    conn = store.conn
    return (
        conn.execute("SELECT * FROM records ORDER BY device, number, offset").fetchall(),
        conn.execute("SELECT device, number, size FROM sessions").fetchall(),
    )


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


def _sealed_head(head, rest=b"", secret=SECRET):
    content = http_wire.text_json(head) + (b"\n" + rest if rest is not None else b"")
    return http_wire.sealed(secret, content)


def test_a_refused_push_stores_nothing_and_no_input_gets_a_500(tmp_path, evening):
    device, number, data = evening
    store = open_store(tmp_path / "s.sqlite3")
    app = http_server.PushApp(store)
    client = _Client(app)
    store.pair(device, SECRET)
    store.add_player("Anna", push=True)
    have = client.hello(device)
    before = _snapshot(store)
    # Authenticated, its parts good, its "held" a JSON-escaped lone surrogate: refused whole.
    head = {
        "type": "push",
        "device": device,
        "challenge": have["challenge"],
        "parts": [[number, 0, len(data)]],
        "held": ["Anna", "\udcff"],
    }
    status, answer = client.post(http_server.PUSH, _sealed_head(head, data))
    assert status == 400 and "no text" in answer["error"], answer
    assert _snapshot(store) == before and store.names_to_push() == ["Anna"]
    # A name that is text but too long for any roster: refused before anything is stored.
    have = client.hello(device)
    head.update(challenge=have["challenge"], held=["x" * 100])
    status, answer = client.post(http_server.PUSH, _sealed_head(head, data))
    assert status == 400 and answer["error"].startswith("held:"), answer
    assert _snapshot(store) == before
    # Unauthenticated: the same escape in the device id, in a key, deeply nested, as a nonce.
    for head in (
        {"type": "hello", "device": "\udcff", "nonce": "0" * 16, "sessions": []},
        {"type": "hello", "device": device, "\udcff": 1},
        {"type": "hello", "device": device, "x": [[[["\ud800"]]]]},
    ):
        status, answer = client.post(http_server.HELLO, _sealed_head(head, None))
        assert status == 400 and "no text" in answer["error"], answer
    nested = b'{"device": ' + b"[" * 15000 + b"]" * 15000 + b"}" + bytes(32)
    status, answer = client.post(http_server.HELLO, nested)
    assert status == 400, answer
    # The same push without the bad name is stored, and the mark of the name held goes.
    have = client.hello(device)
    head = dict(head, type="push", challenge=have["challenge"], parts=[[number, 0, len(data)]])
    head["held"] = ["Anna"]
    head.pop("x", None)
    status, answer = client.post(http_server.PUSH, _sealed_head(head, data))
    assert status == 200, answer
    assert store.log_bytes(device, number) == data and store.names_to_push() == []


def test_expect_continue_is_answered_once_and_a_short_body_is_named_without_a_traceback(
    tmp_path, capfd
):
    store = open_store(tmp_path / "s.sqlite3")
    server = http_server.make(store, timeout=1, deadline=3)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    head = b"POST /sync/v1/hello HTTP/1.1\r\nHost: x\r\nContent-Length: 40\r\n"
    try:
        answers = []
        for request, half_close, wait in (
            (head + b"Expect: 100-continue\r\n\r\n" + b"x" * 40, False, 0),
            (head + b"\r\nabc", True, 0),  # a body cut short
            (head + b"\r\n", False, 2),  # headers, then nothing until the read times out
        ):
            with socket.create_connection(("127.0.0.1", server.port)) as sock:
                sock.sendall(request)
                if half_close:
                    sock.shutdown(socket.SHUT_WR)
                time.sleep(wait)
                answers.append(_read_all(sock))
    finally:
        server.shutdown()
        thread.join(timeout=5)
        store.close()
    assert answers[0].count(b"100 Continue") == 1, answers[0]
    for answer in answers[1:]:
        assert b" 400 " in answer and b"the body ended before its Content-Length" in answer
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err, err
