"""HMAC-SHA256 (RFC 2104) over hashlib.sha256, for the Wi-Fi push: MicroPython has no hmac
module. Fed in pieces, so a push body is authenticated while it streams."""

import hashlib

_BLOCK = 64  # SHA-256's block size in bytes (RFC 2104: B)


class HMAC:
    def __init__(self, key, data=None):
        if len(key) > _BLOCK:
            key = hashlib.sha256(key).digest()
        pad = bytearray(_BLOCK)
        pad[: len(key)] = key
        inner = bytearray(_BLOCK)
        outer = bytearray(_BLOCK)
        for i in range(_BLOCK):
            inner[i] = pad[i] ^ 0x36
            outer[i] = pad[i] ^ 0x5C
        self._outer = bytes(outer)
        self._inner = hashlib.sha256(inner)
        if data is not None:
            self._inner.update(data)

    def update(self, data):
        self._inner.update(data)

    def digest(self):
        """The 32-byte MAC. Ends this object: MicroPython's sha256 cannot be copied or used
        after its digest, so call this once."""
        outer = hashlib.sha256(self._outer)
        outer.update(self._inner.digest())
        return outer.digest()


def digest(key, data):
    return HMAC(key, data).digest()


def same(one, two):
    """Compare two MACs in time that does not depend on where they differ."""
    if len(one) != len(two):
        return False
    diff = 0
    for i in range(len(one)):
        diff |= one[i] ^ two[i]
    return diff == 0
