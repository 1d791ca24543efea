"""The device's HMAC-SHA256 against RFC 4231's test vectors, whole and fed in pieces, on the
MicroPython unix port (tests/host/test_sync_hmac.py compares it with CPython's hmac)."""

import binascii

from checks import equal
from sync import hmac
from sync import wire as syncframes

# RFC 4231 test cases 1, 2 and 6 (a key longer than the block is hashed first).
VECTORS = (
    (
        b"\x0b" * 20,
        b"Hi There",
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
    ),
    (
        b"Jefe",
        b"what do ya want for nothing?",
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    ),
    (
        b"\xaa" * 131,
        b"Test Using Larger Than Block-Size Key - Hash Key First",
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
    ),
)


def _hex(data):
    return str(binascii.hexlify(data), "ascii")


def test_rfc4231_vectors():
    for key, data, want in VECTORS:
        got = hmac.digest(key, data)
        equal(len(got), syncframes.MAC_SIZE, "size")
        equal(_hex(got), want, "whole")
        streamed = hmac.HMAC(key)
        for at in range(0, len(data), 5):
            streamed.update(data[at : at + 5])
        equal(_hex(streamed.digest()), want, "in pieces")


def test_same_compares_every_byte():
    mac = hmac.digest(b"k", b"m")
    equal(hmac.same(mac, bytes(mac)), True, "equal")
    for at in (0, 15, 31):
        other = bytearray(mac)
        other[at] ^= 1
        equal(hmac.same(mac, bytes(other)), False, "byte {}".format(at))
    equal(hmac.same(mac, mac[:31]), False, "shorter")
