"""The host's HTTP endpoint for Wi-Fi pushes (docs/sync-protocol.md), on werkzeug: a WSGI app
that caps a request's size before reading it and checks its MAC with the device's pairing
secret before it looks at anything else in it, and stores a push's parts in one transaction;
and a threaded server that cuts off slow clients.

  POST /sync/v1/hello   the device's sessions  ->  what the host holds, and a challenge
  POST /sync/v1/push    parts of logs, with that challenge  ->  what is stored, the next one
  401/400/409/413 {"error": one line} (no MAC): nothing of the request was stored
  GET PAGES...          read-only pages the caller adds (`serve`: the tournament leaderboard)
"""

import binascii
import json
import re
import secrets
import socket
import threading
import time

from werkzeug.exceptions import HTTPException
from werkzeug.serving import WSGIRequestHandler, make_server
from werkzeug.wrappers import Request, Response

from core.errors import InputError
from host_tools import texts
from host_tools.store.device_copies import UNLISTED
from host_tools.sync import http_wire
from sync import wire as syncframes

HELLO = "/sync/v1/hello"
PUSH = "/sync/v1/push"
MAX_PUSH = 32 * 1024  # log bytes one push may carry ("max"); the device streams them
MAX_BODY = MAX_PUSH + 4096  # bytes of a request, head and MAC included: refused unread above
MAX_SESSIONS = 100  # sessions one hello may list (the device lists at most 100)
MAX_NAMES = 40  # roster names one answer offers (the device keeps at most 40: sync/roster.py)
CHALLENGE_LIFE = 120.0  # seconds a challenge is good for (one push)
READ_TIMEOUT = 10.0  # seconds a socket read or write may wait
DEADLINE = 30.0  # seconds a connection may take from accept to answer, however it trickles
CHECK_SPAN = 64  # bytes before the end held that the "have" check covers
_HEX16 = re.compile(r"[0-9a-f]{16}\Z")
AUTH_FAILED = "authentication failed: pair the device with this host (schreiber pair)"
_U32 = 0xFFFFFFFF  # sessions and offsets travel as u32 on serial; the same bound here


class RefusedError(Exception):
    def __init__(self, status, message, code=None):
        super().__init__(message)
        self.status = status
        self.code = code  # a word the device acts on ("challenge": say hello again)


class PushApp:
    """The WSGI app. `store` is a host_tools.store.database.Store; `report(text)` hears of every
    push stored or request refused (the `serve` verb prints them); `clock()` gives seconds.
    `pages` = (path prefix, make(store, lock) -> a WSGI app): read-only pages served beside the
    sync under that prefix, sharing the store and its lock; `table_for(store, device)`: the
    tournament table offered to a device that says it takes one (hello's "table": 1), or None."""

    def __init__(self, store, report=None, clock=time.monotonic, pages=None, table_for=None):
        self.store = store
        self.report = report
        self.clock = clock
        self.lock = threading.Lock()  # one SQLite connection, one request at a time
        # challenge -> (device, the hello's nonce, good until, {session: (store key, size)})
        self.challenges = {}
        self.pages = None if pages is None else (pages[0], pages[1](store, self.lock))
        self.table_for = table_for

    def __call__(self, environ, start_response):
        request = Request(environ)
        if self.pages is not None and request.path.startswith(self.pages[0]):
            return self.pages[1](environ, start_response)
        request.max_content_length = MAX_BODY  # refused from Content-Length, before reading
        try:
            body = self.respond(request)
            response = Response(body, status=200, mimetype="application/octet-stream")
        except (RefusedError, HTTPException) as err:
            refusal = {}
            if isinstance(err, HTTPException) and err.code == 413:  # the body over the cap
                err = RefusedError(413, f"a request holds at most {MAX_BODY} bytes")
            elif isinstance(err, HTTPException):  # 400: the body ended before its length
                err = RefusedError(400, "the body ended before its Content-Length")
            status, text = err.status, str(err)
            if err.code is not None:
                refusal["code"] = err.code
            # Said to the person at `serve` in the tool's words; to the device as raised.
            self._report("serve.refused", status, texts.problem(text))
            refusal["error"] = text
            response = Response(json.dumps(refusal), status=status, mimetype="application/json")
        return response(environ, start_response)

    def respond(self, request):
        """The sealed answer's bytes; raises RefusedError."""
        if request.path not in (HELLO, PUSH):
            raise RefusedError(404, f"no such endpoint (the sync's are {HELLO} and {PUSH})")
        if request.method != "POST":
            raise RefusedError(405, "the sync's requests are POSTs")
        if request.content_length is None:  # chunked: its size would be known only by reading
            raise RefusedError(411, "a request needs a Content-Length")
        body = request.get_data(cache=False)  # at most MAX_BODY bytes, or a 413
        try:
            head, rest = http_wire.head_of(body)
        except InputError as err:
            raise RefusedError(400, str(err)) from None
        with self.lock:
            secret = self._secret(head.get("device"))
            content = http_wire.opened(secret, body)
            if content is None:
                raise RefusedError(401, AUTH_FAILED)
            try:
                if request.path == HELLO:
                    return self._hello(secret, head)
                return self._push(secret, head, rest)
            except InputError as err:
                status = 409 if err.field in ("records", "offset") else 400
                raise RefusedError(status, str(err)) from None

    def _secret(self, device):
        # One answer for an unknown device, one not paired and a wrong MAC: an outsider learns
        # nothing of which ids the store knows.
        known = self.store.device(device) if isinstance(device, str) else None
        if known is None or known["secret"] is None:
            raise RefusedError(401, AUTH_FAILED)
        return known["secret"]

    def _hello(self, secret, head):
        device = head["device"]
        nonce = _field(head, "nonce", str)
        if head.get("type") != "hello" or not _HEX16.match(nonce):
            raise InputError("body", "not a hello")
        listed = _field(head, "sessions", list)
        if len(listed) > MAX_SESSIONS:
            raise InputError("sessions", f"at most {MAX_SESSIONS} in one hello")
        for item in listed:
            if not isinstance(item, list) or len(item) != 3 or not all(map(_is_u32, item)):
                raise InputError("sessions", "each must be [session, size, flags]")
        content = head.get("content") == syncframes.CONTENT
        ids = head.get("ids") if content else None
        if not isinstance(ids, list) or len(ids) != len(listed):
            ids = [UNLISTED] * len(listed)
        have = []
        digests = []
        keys = {}
        for item, nonce_of in zip(listed, ids, strict=True):
            number, size = item[0], item[1]
            key = self.store.copy_for(device, number, _session_nonce(nonce_of))
            held = self.store.held(key).get(number, 0)
            keys[number] = (key, size)
            have.append([number, held, tail_check(self.store.tail(key, number, CHECK_SPAN))])
            digests.append([number, self.store.digest(key, number, held)])
            if held:
                self.store.announce(key, number, size)
        answer = {
            "type": "have",
            "nonce": nonce,
            "challenge": self._challenge(device, nonce, keys),
            "have": have,
            "max": MAX_PUSH,
        }
        if content:  # the device checks the content before it pushes, and takes the time
            answer["digests"] = digests
            answer["now"] = time.strftime("%Y-%m-%dT%H:%M")
        if head.get("table") == 1 and self.table_for is not None:  # docs/tournament.md
            table = self.table_for(self.store, device)
            if table is not None:
                answer["table"] = table
        room = head.get("names")  # the device takes roster names: how many it keeps at most
        if _is_u32(room) and room > 0:
            names = self.store.names_to_push()[: min(room, MAX_NAMES)]
            if names:
                answer["names"] = names
        return http_wire.sealed(secret, http_wire.text_json(answer))

    def _push(self, secret, head, rest):
        device = head["device"]
        if head.get("type") != "push":
            raise InputError("body", "not a push")
        if rest is None:
            raise InputError("body", "a push's head ends with a newline, then its parts' bytes")
        challenge = _field(head, "challenge", str)
        given = self.challenges.pop(challenge, None)  # good for one push, whatever its fate
        if given is None or given[0] != device or given[2] < self.clock():
            # Challenges live in this process only: after a restart of `serve` every one given
            # before is unknown, and the device says hello again (docs/sync-protocol.md).
            raise RefusedError(
                401, "challenge used, expired or unknown: say hello again", "challenge"
            )
        keys = given[3]
        parts = _field(head, "parts", list)
        batches = {}  # store key -> [pieces, {session: size announced}]
        at = 0
        for item in parts:
            if not isinstance(item, list) or len(item) != 3 or not all(map(_is_u32, item)):
                raise InputError("parts", "each must be [session, offset, length]")
            number, offset, length = item
            if number not in keys:  # not in the hello: the copy holding it, as an older host
                keys[number] = (self.store.copy_for(device, number, UNLISTED), 0)
            key, size = keys[number]
            batch = batches.setdefault(key, [[], {}])
            batch[0].append((number, offset, rest[at : at + length]))
            batch[1][number] = size
            at += length
        if at != len(rest):
            raise InputError("parts", "their lengths do not add up to the bytes sent")
        if at > MAX_PUSH:
            raise RefusedError(413, f"a push carries at most {MAX_PUSH} log bytes")
        names = head.get("held")  # roster names the device holds now, of those pushed to it
        # Everything checked, then stored in one transaction: a refusal stores nothing.
        added = self.store.ingest_copies(
            [(key, pieces, sizes) for key, (pieces, sizes) in batches.items()], names
        )
        if names:
            self._report("serve.names_held", device, ", ".join(names))
        for key, got in added.items():
            if got:
                total = sum(got.values())
                self._report("serve.stored", total, key, sorted(got))
        stored = []
        digests = []
        for number in sorted({item[0] for item in parts}):
            key = keys[number][0]
            held = self.store.held(key).get(number, 0)
            stored.append([number, held])
            digests.append([number, self.store.digest(key, number, held)])
        answer = {
            "type": "stored",
            "nonce": given[1],
            "challenge": self._challenge(device, given[1], keys),
            "stored": stored,
            "digests": digests,  # what the device compares before it marks a session synced
        }
        return http_wire.sealed(secret, http_wire.text_json(answer))

    def _challenge(self, device, nonce, keys):
        now = self.clock()
        for old in [key for key, value in self.challenges.items() if value[2] < now]:
            del self.challenges[old]  # expired ones go, so the table cannot grow without end
        challenge = secrets.token_hex(8)
        self.challenges[challenge] = (device, nonce, now + CHALLENGE_LIFE, keys)
        return challenge

    def _report(self, key, *values):
        """Tell `report` of a push stored or refused: the words of `key` ([host] serve.*)."""
        if self.report is not None:
            self.report(texts.Texts([], None, None).say(key, *values))


def tail_check(tail):
    """The protocol's prefix check: CRC-32 of the last CHECK_SPAN bytes held, 0 for none (the
    same value as PULL's "check" on serial)."""
    if not tail:
        return 0
    return binascii.crc32(tail[-CHECK_SPAN:]) & 0xFFFFFFFF


def _session_nonce(value):
    if value == UNLISTED or (isinstance(value, str) and _HEX16.match(value)):
        return value
    return None


def _field(head, name, kind):
    value = head.get(name)
    if not isinstance(value, kind):
        raise InputError(name, f"missing or not a {kind.__name__}")
    return value


def _is_u32(value):
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= _U32


class _Handler(WSGIRequestHandler):
    """One request per connection, each socket operation bounded by READ_TIMEOUT and the whole
    connection by DEADLINE: a client that trickles its request a byte at a time is cut off."""

    protocol_version = "HTTP/1.0"
    timeout = READ_TIMEOUT
    deadline = DEADLINE

    def setup(self):
        super().setup()
        self._timer = threading.Timer(self.deadline, self._cut_off)
        self._timer.daemon = True
        self._timer.start()

    def finish(self):
        self._timer.cancel()
        super().finish()

    def _cut_off(self):
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass  # already closed

    def handle_expect_100(self):
        # werkzeug's run_wsgi answers "Expect: 100-continue" itself; http.server's would be a
        # second "100 Continue" before the answer.
        return True

    def log_request(self, code="-", size="-"):
        pass  # the app reports what was stored or refused

    def log_error(self, format, *args):  # noqa: A002 - the signature of http.server's
        pass


def make(
    store,
    host="127.0.0.1",
    port=0,
    report=None,
    timeout=READ_TIMEOUT,
    deadline=DEADLINE,
    pages=None,
    table_for=None,
):
    """A threaded werkzeug server for `store`, bound (port 0: any free port); call its
    serve_forever(), and shutdown() from another thread to stop it. Its port is `.port`.
    `pages` and `table_for` as PushApp takes them."""
    handler = type("Handler", (_Handler,), {"timeout": timeout, "deadline": deadline})
    # Bound here, not by werkzeug, whose own bind prints to stderr and exits on a busy port:
    # an OSError reaches the caller, to say in one line.
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listener = socket.socket(family, socket.SOCK_STREAM)
    try:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((host, port))
        listener.listen(16)
        return make_server(
            host,
            listener.getsockname()[1],
            PushApp(store, report, pages=pages, table_for=table_for),
            threaded=True,
            request_handler=handler,
            fd=listener.fileno(),
        )
    finally:
        listener.close()  # werkzeug holds its own duplicate of the socket
