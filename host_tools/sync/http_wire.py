"""The bodies of the Wi-Fi sync's requests and answers (docs/sync-protocol.md, "Wi-Fi: HTTP
push"): each ends in a 32-byte HMAC-SHA256 with the device's secret over everything before it.

  hello   JSON {"type": "hello", "device", "nonce", "firmware", "format", "sessions"}   + MAC
  have    JSON {"type": "have", "nonce", "challenge", "have": [[S, OFFSET, CHECK]], "max"} + MAC
  push    JSON {"type": "push", "device", "challenge", "parts": [[S, OFFSET, LENGTH]]}
          "\\n" then the parts' bytes, in order                                      + MAC
  stored  JSON {"type": "stored", "nonce", "challenge", "stored": [[S, SIZE]]}       + MAC
"""

import hashlib
import hmac
import json

from core.errors import InputError

MAC_SIZE = 32


def mac(secret, content):
    return hmac.new(secret, content, hashlib.sha256).digest()


def sealed(secret, content):
    """`content` with its MAC appended."""
    return bytes(content) + mac(secret, content)


def opened(secret, body):
    """The content of a sealed body, or None if its MAC does not check (constant time)."""
    if len(body) < MAC_SIZE:
        return None
    content = body[:-MAC_SIZE]
    if not hmac.compare_digest(mac(secret, content), body[-MAC_SIZE:]):
        return None
    return content


def head_of(body):
    """(JSON head as a dict, the bytes after its newline, or None without one) of a body before
    its MAC is checked: only to find the device whose secret checks it. InputError("body") if
    it is not a body."""
    if len(body) < MAC_SIZE:
        raise InputError("body", "too short to carry a MAC")
    content = body[:-MAC_SIZE]
    end = content.find(b"\n")
    text = content if end < 0 else content[:end]
    rest = None if end < 0 else content[end + 1 :]
    try:
        head = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise InputError("body", "does not start with a JSON object") from None
    if not isinstance(head, dict):
        raise InputError("body", "does not start with a JSON object")
    try:
        text = _text_only(head)
    except RecursionError:  # nested deeper than it can be walked: no body of this protocol
        text = False
    if not text:
        raise InputError("body", "holds an escape that is no text, or is nested too deep")
    return head, rest


def _text_only(value):
    """Whether every string in a decoded JSON value is text UTF-8 can carry: JSON lets
    "\\udcff" through, which no file, database or terminal takes."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return False
        return True
    if isinstance(value, dict):
        return all(_text_only(k) and _text_only(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_text_only(v) for v in value)
    return True


def text_json(fields):
    return json.dumps(fields, separators=(",", ":"), sort_keys=True).encode()


def hello(secret, device, nonce, sessions, firmware="test", log_format=2):
    """A device's hello (the host's tests and fuzzing speak as the device)."""
    fields = {
        "type": "hello",
        "device": device,
        "nonce": nonce,
        "firmware": firmware,
        "format": log_format,
        "sessions": [list(item) for item in sessions],
    }
    return sealed(secret, text_json(fields))


def push(secret, device, challenge, parts):
    """A device's push of [(session, offset, bytes), ...]."""
    head = {
        "type": "push",
        "device": device,
        "challenge": challenge,
        "parts": [[number, offset, len(data)] for number, offset, data in parts],
    }
    content = bytearray(text_json(head))
    content.extend(b"\n")
    for _, _, data in parts:
        content.extend(data)
    return sealed(secret, content)


def answer(secret, body):
    """The JSON fields of a sealed answer, or None if its MAC does not check."""
    content = opened(secret, body)
    return None if content is None else json.loads(content)
