"""Hostile requests for the Wi-Fi sync endpoint: the cases and the checks every answer must pass.

Shared by the bounded fuzz test (tests/host/test_http_fuzz.py) and the long run
(bench/store_http_fuzz.py). A push is built from a real log the journal wrote: parts cut at
random (overlapping, out of order, with gaps, of other sessions), with a fresh, used, made-up
or no challenge; then its content, its MAC or its head damaged. Some are sealed again after the
damage with the device's real secret, so the parser and the store see them too; the rest must
fail authentication. Hellos are damaged the same way. Every answer has a known status, a
refused request leaves the store exactly as it was, and a push answered 200 holds every byte
it carried.
"""

import json
import tempfile
from pathlib import Path

from evenings import example, log_bytes, play
from hypothesis import strategies as st
from werkzeug.test import EnvironBuilder, run_wsgi_app

from host_tools.store.database import open_store
from host_tools.sync import http_server, http_wire

SECRET = bytes(range(7, 39))
NONCE = "00000000000000ff"
STATUSES = {200, 400, 401, 404, 405, 409, 411, 413}
_OCTETS = "application/octet-stream"


class Rig:
    """A real store file with one paired device, its evening's log, and the endpoint's WSGI
    app, called in process as a WSGI server calls it (the same app the server runs)."""

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
        self.used = None  # a challenge already spent
        self.outcomes = {}

    def close(self):
        self.store.close()
        self._tmp.cleanup()

    def reset(self):
        conn = self.store.conn
        for table in ("hands", "session_players", "records", "sessions"):
            conn.execute(f"DELETE FROM {table}")

    def snapshot(self):
        conn = self.store.conn
        return (
            conn.execute("SELECT * FROM records ORDER BY device, number, offset").fetchall(),
            conn.execute("SELECT device, number, size FROM sessions ORDER BY number").fetchall(),
        )

    def call(self, path, body):
        # The environ a WSGI server makes for the request.
        environ = EnvironBuilder(
            path=path, method="POST", data=bytes(body), content_type=_OCTETS
        ).get_environ()
        chunks, status_line, _ = run_wsgi_app(self.app, environ, buffered=True)
        return int(status_line.split()[0]), b"".join(chunks)

    def challenge(self):
        status, body = self.call(
            http_server.HELLO, http_wire.hello(SECRET, self.device, NONCE, [])
        )
        assert status == 200
        return http_wire.answer(SECRET, body)["challenge"]

    def check(self, case):
        """Send one request built from `case`; check the answer and the store. Returns the
        status."""
        if case["fresh"]:
            self.reset()
        device = case["device"] if case["device"] is not None else self.device
        if case["hello"]:
            path = http_server.HELLO
            fields = {"type": "hello", "device": device, "nonce": NONCE, "sessions": []}
            fields["sessions"] = [[n, o, s % 4] for n, o, s in case["pieces"]]
            content = bytearray(http_wire.text_json(fields))
            pieces = []
        else:
            path = http_server.PUSH
            challenge = {
                "fresh": self.challenge,
                "used": lambda: self.used or "0" * 16,
                "made up": lambda: case["garble"][:16],
            }[case["challenge"]]()
            pieces = self._pieces(case)
            content = bytearray(http_wire.push(SECRET, device, challenge, pieces)[:-32])
            if case.get("held") is not None:  # the roster names the device says it holds
                head, _, rest = bytes(content).partition(b"\n")
                head = dict(json.loads(head), held=case["held"])
                content = bytearray(http_wire.text_json(head) + b"\n" + rest)
        if case["sign"] == "after":
            body = http_wire.sealed(SECRET, _damage(content, case["damage"]))
        elif case["sign"] == "before":
            body = _damage(bytearray(http_wire.sealed(SECRET, content)), case["damage"])
        else:
            body = bytes(content) + case["garble"].encode("latin-1")[:32]
        if case["path"] is not None:
            path = case["path"]
        before = self.snapshot()
        status, answer = self.call(path, body)
        assert status in STATUSES, (status, answer[:200])
        after = self.snapshot()
        if status != 200:
            error = json.loads(answer)["error"]
            assert isinstance(error, str) and "\n" not in error
            assert after == before, "a refused request changed the store"
        else:
            fields = http_wire.answer(SECRET, answer)
            assert fields is not None
            if path == http_server.HELLO:
                # The hello's own nonce comes back (a damaged one, sealed again, is its own).
                head = bytes(body[:-32]).split(b"\n")[0]
                assert fields["nonce"] == json.loads(head)["nonce"]
            else:
                assert fields["nonce"] == NONCE  # that of the hello the challenge came from
                self.used = json.loads(bytes(body[: bytes(body).index(b"\n")]))["challenge"]
                self._check_stored(bytes(body), fields)
        self.outcomes[status] = self.outcomes.get(status, 0) + 1
        return status

    def _pieces(self, case):
        spec = case["pieces"]
        if case["resume"]:  # the next parts of sessions from where the store's copy ends
            held = self.store.held(self.device)
            ends = {}
            spec = []
            for number, _, size in case["pieces"]:
                start = ends.get(number, held.get(number, 0))
                spec.append((number, start, size))
                ends[number] = start + size
        return [
            (number, offset, self.log[offset : offset + size])
            for number, offset, size in spec
            if offset < len(self.log)
        ]

    def _check_stored(self, body, fields):
        """Everything the push carried is now held, byte for byte, contiguous; the answer
        names each session's size held."""
        content = body[:-32]
        end = content.index(b"\n")
        head = json.loads(content[:end])
        at = end + 1
        logs = {}
        for number, offset, length in head["parts"]:
            if number not in logs:
                logs[number] = self.store.log_bytes(self.device, number)
            assert logs[number][offset : offset + length] == content[at : at + length]
            at += length
        held = self.store.held(self.device)
        assert fields["stored"] == [[n, held[n]] for n in sorted(logs)]
        self.store.sessions()  # the derived view of whatever was stored: no crash


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
    return bytes(body)


_NUMBERS = (1, 1, 1, 1, 1, 2, 2, 3, 0, 2**32)
_OFFSETS = (0, 8, 72, 136)  # the header, the start record, the filler, the second start
_DAMAGE = ("flip", "cut", "insert", "delete", "junk")
# A lone surrogate travels as a JSON escape ("\udcff"): text to json.loads, none to SQLite.
_DEVICES = ("0000000000000001", "ffffffffffffffff", "", "a b", "ü" * 3, "\udcff", "a\ud800")
_HELD = (None,) * 6 + (["Anna"], ["\udcff"], ["Anna", "\ud83d"], "Anna", [1], ["x" * 70])
_SIGN = ("after", "after", "after", "after", "before", "garbled")
_CHALLENGES = ("fresh",) * 6 + ("used", "made up")
_PATHS = (None,) * 12 + ("/", "/sync/v1/pus")
_TEXT = st.text(st.characters(min_codepoint=0x20, max_codepoint=0xFF), max_size=80)
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
        "hello": st.sampled_from((False,) * 5 + (True,)),
        "pieces": st.lists(_piece, max_size=6),
        "damage": st.one_of(*[st.just([])] * 2, st.lists(_damage_step, max_size=4)),
        "device": st.one_of(*[st.none()] * 6, st.sampled_from(_DEVICES), _TEXT),
        "challenge": st.sampled_from(_CHALLENGES),
        "sign": st.sampled_from(_SIGN),
        "garble": st.one_of(_TEXT, st.just("0" * 64)),
        "path": st.sampled_from(_PATHS),
        "held": st.sampled_from(_HELD),
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
    return {
        "fresh": one_in(4),
        "resume": bool(rng.randrange(2)),
        "hello": one_in(6),
        "pieces": pieces,
        "damage": damage,
        "device": device,
        "challenge": rng.choice(_CHALLENGES),
        "sign": rng.choice(_SIGN),
        "garble": text() if rng.randrange(2) else "0" * 64,
        "path": rng.choice(_PATHS),
        "held": rng.choice(_HELD),
    }
