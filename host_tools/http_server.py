"""The host's HTTP endpoint for Wi-Fi pushes, on werkzeug: a WSGI app that checks a push's size,
its device and its signature before it reads or decodes anything of it, and stores the pieces
in one transaction; and a threaded server that cuts off slow clients.

  POST /sync/1/push   headers X-Schreiber-Device, X-Schreiber-Counter, X-Schreiber-Signature
                      body: pieces of session logs (host_tools.http_batch)
  200 {"added": {session: bytes}, "held": {session: bytes held}, "names": [roster names]}
  4xx {"error": one line}: nothing of the push was stored
"""

import json
import re
import socket
import threading

from werkzeug.exceptions import HTTPException
from werkzeug.serving import WSGIRequestHandler, make_server
from werkzeug.wrappers import Request, Response

from core.errors import InputError
from host_tools import http_auth, http_batch

PATH = "/sync/1/push"
DEVICE = "X-Schreiber-Device"
COUNTER = "X-Schreiber-Counter"
SIGNATURE = "X-Schreiber-Signature"
MAX_BODY = 128 * 1024  # bytes of one push; a device sends a few KB at a time (its heap is small)
READ_TIMEOUT = 10.0  # seconds a socket read or write may wait
DEADLINE = 30.0  # seconds a connection may take from accept to answer, however it trickles
_COUNTER = re.compile(r"[0-9]{1,18}\Z")
_HEX64 = re.compile(r"[0-9a-fA-F]{64}\Z")


class PushApp:
    """The WSGI app. `store` is a host_tools.store.Store; `report(text)` hears of every push
    stored or refused (the `serve` verb prints them)."""

    def __init__(self, store, report=None):
        self.store = store
        self.report = report
        self.lock = threading.Lock()  # one SQLite connection, one push at a time

    def __call__(self, environ, start_response):
        request = Request(environ)
        request.max_content_length = MAX_BODY  # refused from Content-Length, before reading
        try:
            status, answer = self.respond(request)
        except HTTPException as err:  # 413 from werkzeug: the body is too large
            status, answer = err.code, {"error": err.name}
            if status == 413:
                answer["error"] = f"a push holds at most {MAX_BODY} bytes"
        if status != 200:
            self._report(f"refused ({status}): {answer['error']}")
        response = Response(
            json.dumps(answer, sort_keys=True), status=status, mimetype="application/json"
        )
        return response(environ, start_response)

    def respond(self, request):
        """(status, JSON-ready answer) for one request."""
        if request.path != PATH:
            return 404, {"error": f"no such endpoint (pushes go to {PATH})"}
        if request.method != "POST":
            return 405, {"error": "a push is a POST"}
        device = request.headers.get(DEVICE, "")
        counter = request.headers.get(COUNTER, "")
        given = request.headers.get(SIGNATURE, "")
        if not device or not _COUNTER.match(counter) or not _HEX64.match(given):
            return 400, {"error": f"a push needs the {DEVICE}, {COUNTER} and {SIGNATURE} headers"}
        if request.content_length is None:  # chunked: its size would be known only by reading
            return 411, {"error": "a push needs a Content-Length"}
        counter = int(counter)
        body = request.get_data(cache=False)  # at most MAX_BODY bytes, or a 413
        with self.lock:
            known = self.store.device(device)
            if known is None:
                return 403, {"error": "unknown device: pair it first (schreiber pair)"}
            if known["secret"] is None:
                return 403, {"error": "device not paired: pair it first (schreiber pair)"}
            if not http_auth.valid(known["secret"], device, counter, body, given):
                return 403, {"error": "authentication failed"}
            try:
                pieces = http_batch.decode(body)
                added = self.store.ingest(device, pieces, counter=counter)
            except InputError as err:
                status = 409 if err.field in ("counter", "records", "offset") else 400
                return status, {"error": str(err)}
            held = self.store.held(device)
            names = self.store.names_to_push()
        if added:
            total = sum(added.values())
            self._report(f"stored {total} bytes from {device}, sessions {sorted(added)}")
        return 200, {
            "added": {str(number): size for number, size in added.items()},
            "held": {str(number): size for number, size in held.items()},
            "names": names,
        }

    def _report(self, text):
        if self.report is not None:
            self.report(text)


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

    def log_request(self, code="-", size="-"):
        pass  # the app reports what was stored or refused

    def log_error(self, format, *args):  # noqa: A002 - the signature of http.server's
        pass


def make(store, host="127.0.0.1", port=0, report=None, timeout=READ_TIMEOUT, deadline=DEADLINE):
    """A threaded werkzeug server for `store`, bound (port 0: any free port); call its
    serve_forever(), and shutdown() from another thread to stop it. Its port is `.port`."""
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
            PushApp(store, report),
            threaded=True,
            request_handler=handler,
            fd=listener.fileno(),
        )
    finally:
        listener.close()  # werkzeug holds its own duplicate of the socket
