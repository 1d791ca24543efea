"""Authentication of a Wi-Fi push: HMAC-SHA256 with the secret the device and the host agreed
when they were paired, over the device's id, the push's number and the body.

The number rises with every push a device sends; the host keeps the highest it accepted, so a
recorded push sent again is refused, and a changed byte anywhere fails the signature
(docs/sync-protocol.md)."""

import hashlib
import hmac

DOMAIN = b"schreiber-push-1\n"  # keeps a push's signature from meaning anything elsewhere


def signature(secret, device, counter, body):
    """The hex HMAC-SHA256 of a push."""
    message = DOMAIN + device.encode() + b"\n" + str(counter).encode() + b"\n" + bytes(body)
    return hmac.new(secret, message, hashlib.sha256).hexdigest()


def valid(secret, device, counter, body, given):
    """True if `given` (hex text) is the push's signature; in constant time."""
    if not isinstance(given, str):
        return False
    return hmac.compare_digest(signature(secret, device, counter, body), given.strip().lower())
