"""Session logs written by the device's own journal (app.journal, run on CPython over a real
directory), for the host store's and the sync tests."""

import http.client
import json
from pathlib import Path

from app.journal import Journal
from core.session import Session
from host_tools.sync import http_server, http_wire

EXAMPLES = Path(__file__).resolve().parent.parent.parent / "examples"


def example(name="schafkopf-evening.json"):
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def play(root, data, hands=None, end=True):
    """Start a session of the example `data` in a journal at `root` (a directory), add its
    hands (or the first `hands` of them), end it if `end`; returns (journal, number)."""
    journal = Journal(str(root))
    session = Session(
        data["game"], data.get("settings", {}), data["players"], data.get("dealer", 0),
        data.get("date"),
    )  # fmt: skip
    ident = journal.start(session)
    for hand in data["hands"][:hands]:
        journal.add(hand)
    if end:
        journal.end()
    return journal, int(ident)


def log_bytes(journal, number):
    with open(f"{journal.root}/{number:06d}.log", "rb") as handle:
        return handle.read()


def frames(data):
    """The log's bytes split as the device sends them: the header, then one piece per frame,
    as (offset, bytes)."""
    from core.log import codec

    pieces = [(0, data[:8])]
    pos = 8
    at = 2 if data[7] < 3 else 1  # the length's place: after 0xA5 and the kind, or 0xA0 + kind
    while pos < len(data):
        length, start = codec._read_varint(data, pos + at)
        end = start + length + 4
        pieces.append((pos, data[pos:end]))
        pos = end
    return pieces


def push_over_http(port, secret, device, number, data):
    """The device's Wi-Fi push of session `number`, its log `data` whole, to `schreiber serve`
    on loopback at `port`: a HELLO, then the PUSH with its challenge, each on a connection of
    its own as the device makes them. The PUSH's HTTP status."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    hello = http_wire.hello(secret, device, "00000000000000aa", [[number, 9, 0]])
    conn.request("POST", http_server.HELLO, body=hello)
    challenge = http_wire.answer(secret, conn.getresponse().read())["challenge"]
    conn.close()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request(
        "POST",
        http_server.PUSH,
        body=http_wire.push(secret, device, challenge, [(number, 0, data)]),
    )
    status = conn.getresponse().status
    conn.close()
    return status
