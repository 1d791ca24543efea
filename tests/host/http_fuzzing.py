"""Hostile pushes for the HTTP endpoint: strategies and the checks every answer must pass.

Shared by the bounded fuzz test (tests/host/test_http_fuzz.py) and the long run
(bench/store_http_fuzz.py). A push is built from a real log the journal wrote: pieces cut at
random (overlapping, out of order, with gaps, from other sessions), then the body, the headers
or both damaged. Some pushes are signed again after the damage with the device's real secret,
so the decoder and the store see them too; the rest must fail authentication. Every answer is
JSON with a known status, and a push that is refused leaves the store exactly as it was.
"""

import json
import tempfile
from pathlib import Path

from evenings import example, log_bytes, play
from hypothesis import strategies as st
from werkzeug.test import EnvironBuilder, run_wsgi_app

from host_tools import http_auth, http_batch, http_server
from host_tools.store import open_store

SECRET = bytes(range(7, 39))
_OCTETS = "application/octet-stream"
# What an HTTP server passes on as a header's value: latin-1 text, no line breaks.
_HEADER_TEXT = st.text(st.characters(min_codepoint=0x20, max_codepoint=0xFF), max_size=80)
STATUSES = {200, 400, 403, 404, 405, 409, 411, 413}


class Rig:
    """A real store file with one paired device, its evening's log, and the endpoint's WSGI
    app (werkzeug's test client calls it in process: the same app the server runs)."""

    def __init__(self, folder=None):
        self._tmp = tempfile.TemporaryDirectory(dir=folder)
        root = Path(self._tmp.name)
        journal, number = play(root / "dev", example())
        self.device = journal.device
        self.number = number
        self.log = log_bytes(journal, number)
        self.store = open_store(root / "store.sqlite3")
        self.store.pair(self.device, SECRET)
        self.store.add_device("0000000000000001")  # known, not paired
        self.app = http_server.PushApp(self.store)
        self.counter = 0
        self.outcomes = {}

    def close(self):
        self.store.close()
        self._tmp.cleanup()

    def reset(self):
        conn = self.store.conn
        for table in ("hands", "session_players", "records", "sessions"):
            conn.execute(f"DELETE FROM {table}")
        conn.execute("UPDATE devices SET counter = 0")
        self.counter = 0

    def snapshot(self):
        conn = self.store.conn
        return (
            conn.execute("SELECT * FROM records ORDER BY device, number, offset").fetchall(),
            conn.execute("SELECT device, number, size FROM sessions ORDER BY number").fetchall(),
            conn.execute("SELECT id, counter FROM devices ORDER BY id").fetchall(),
        )

    def check(self, case):
        """Send one push built from `case`; check the answer and the store. Returns the status."""
        if case["fresh"]:
            self.reset()
        spec = case["pieces"]
        if case["resume"]:  # the next pieces of sessions from where the store's copy ends
            held = self.store.held(self.device)
            ends = {}
            spec = []
            for number, _, size in case["pieces"]:
                start = ends.get(number, held.get(number, 0))
                spec.append((number, start, size))
                ends[number] = start + size
        pieces = [
            (number, offset, self.log[offset : offset + size])
            for number, offset, size in spec
            if offset < len(self.log)
        ]
        body = bytearray(http_batch.encode(pieces))
        body = _damage(body, case["damage"])
        device = case["device"] if case["device"] is not None else self.device
        counter = max(self.counter + case["step"], 0)
        sign_after = case["sign"] == "after"
        signed = bytes(body) if sign_after else http_batch.encode(pieces)
        signature = http_auth.signature(SECRET, device, counter, signed)
        if case["sign"] == "garbled":
            signature = case["garble"]
        headers = {
            http_server.DEVICE: device,
            http_server.COUNTER: str(counter) if case["counter"] is None else case["counter"],
            http_server.SIGNATURE: signature,
        }
        for name in case["drop"]:
            headers.pop(name, None)
        before = self.snapshot()
        # The environ a WSGI server makes: header values as latin-1 text, whatever they hold.
        environ = EnvironBuilder(
            path=case["path"], method="POST", data=bytes(body), content_type=_OCTETS
        ).get_environ()
        for name, value in headers.items():
            environ["HTTP_" + name.upper().replace("-", "_")] = value
        chunks, status_line, _ = run_wsgi_app(self.app, environ, buffered=True)
        text = b"".join(chunks)
        status = int(status_line.split()[0])
        assert status in STATUSES, (status, text[:200])
        answer = json.loads(text)
        after = self.snapshot()
        if status != 200:
            assert isinstance(answer["error"], str) and "\n" not in answer["error"]
            assert after == before, "a refused push changed the store"
        else:
            self.counter = counter
            # Everything the push held is now in the store, byte for byte, contiguous.
            decoded = http_batch.decode(bytes(body))
            held = {}
            for number, _, _ in decoded:
                if number not in held:
                    held[number] = self.store.log_bytes(self.device, number)
            for number, offset, data in decoded:
                assert held[number][offset : offset + len(data)] == data
            assert answer["held"] == {str(n): size for n, size in self.store.held(device).items()}
            self.store.sessions()  # the derived view of whatever was stored: no crash
        self.outcomes[status] = self.outcomes.get(status, 0) + 1
        return status


def _damage(body, damage):
    for kind, at, value in damage:
        if kind == "flip" and body:
            body[at % len(body)] ^= 1 << (value % 8)
        elif kind == "cut":
            del body[at % (len(body) + 1) :]
        elif kind == "insert":
            pos = at % (len(body) + 1)
            body[pos:pos] = bytes((value % 256,)) * (1 + value % 5)
        elif kind == "delete" and body:
            pos = at % len(body)
            del body[pos : pos + 1 + value % 9]
        elif kind == "junk":
            body.extend(bytes((value * 37 + i) % 256 for i in range(at % 64)))
    return body


_NUMBERS = (1, 1, 1, 1, 1, 2, 2, 3, 0, 2**40)
_OFFSETS = (0, 8, 72, 136)  # the header, the start record, the filler, the second start
_DAMAGE = ("flip", "cut", "insert", "delete", "junk")
_DEVICES = ("0000000000000001", "ffffffffffffffff", "", "a b", "ü" * 3)
_BAD_COUNTERS = ("", "-1", "1e3", "9" * 19, " 5")
_HEADERS = (http_server.DEVICE, http_server.COUNTER, http_server.SIGNATURE)
_SIGN = ("after", "after", "after", "after", "before", "garbled")
_PATHS = (http_server.PATH,) * 12 + ("/", "/sync/1/push/x")
_piece = st.tuples(
    st.sampled_from(_NUMBERS),
    st.one_of(st.integers(0, 3000), st.sampled_from(_OFFSETS)),
    st.integers(1, 3000),
)
_damage_step = st.tuples(st.sampled_from(_DAMAGE), st.integers(0, 10**6), st.integers(0, 255))
CASES = st.fixed_dictionaries(
    {
        "fresh": st.booleans(),
        "resume": st.booleans(),
        "pieces": st.lists(_piece, max_size=6),
        "damage": st.one_of(st.just([]), st.lists(_damage_step, max_size=4)),
        "device": st.one_of(
            *[st.none()] * 6,
            st.sampled_from(_DEVICES),
            _HEADER_TEXT,
        ),
        "step": st.sampled_from((1, 1, 1, 2, 0, -1)),
        "counter": st.one_of(
            st.none(), st.none(), st.sampled_from(("", "-1", "1e3", "9" * 19, " 5")), _HEADER_TEXT
        ),
        "sign": st.sampled_from(_SIGN),
        "garble": st.one_of(_HEADER_TEXT, st.just("0" * 64)),
        "drop": st.one_of(*[st.just([])] * 8, st.lists(st.sampled_from(_HEADERS), max_size=2)),
        "path": st.sampled_from(_PATHS),
    }
)


def random_case(rng):
    """A case as CASES draws them, from a random.Random: the long run's generator, many times
    faster than hypothesis's (which the test uses for its shrinking)."""

    def text():
        return "".join(chr(rng.randint(0x20, 0xFF)) for _ in range(rng.randint(0, 80)))

    def one_in(n):
        return rng.randrange(n) == 0

    pieces = []
    for _ in range(rng.randint(0, 6)):
        offset = rng.choice(_OFFSETS) if one_in(3) else rng.randint(0, 3000)
        size = rng.randint(1, 3000) if one_in(3) else rng.randint(1, 200)
        pieces.append((rng.choice(_NUMBERS), offset, size))
    damage = []
    if one_in(3):
        for _ in range(rng.randint(0, 4)):
            damage.append((rng.choice(_DAMAGE), rng.randint(0, 10**6), rng.randint(0, 255)))
    device = None
    if one_in(7):
        device = rng.choice(_DEVICES) if rng.randrange(2) else text()
    counter = None
    if one_in(8):
        counter = rng.choice(_BAD_COUNTERS) if rng.randrange(2) else text()
    drop = []
    if one_in(9):
        drop = [rng.choice(_HEADERS) for _ in range(rng.randint(1, 2))]
    return {
        "fresh": one_in(4),
        "resume": bool(rng.randrange(2)),
        "pieces": pieces,
        "damage": damage,
        "device": device,
        "step": rng.choice((1, 1, 1, 2, 0, -1)),
        "counter": counter,
        "sign": rng.choice(_SIGN),
        "garble": text() if rng.randrange(2) else "0" * 64,
        "drop": drop,
        "path": rng.choice(_PATHS),
    }
