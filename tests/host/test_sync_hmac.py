"""The device's HMAC-SHA256 (firmware/sync/hmac.py) gives what CPython's hmac gives, for keys
of every length around the block size and data fed in any pieces."""

import hashlib
import hmac as reference

from hypothesis import given, settings
from hypothesis import strategies as st

from sync import hmac


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200), st.binary(max_size=600), st.integers(1, 100))
def test_matches_cpython(key, data, step):
    want = reference.new(key, data, hashlib.sha256).digest()
    assert hmac.digest(key, data) == want
    streamed = hmac.HMAC(key)
    for at in range(0, len(data), step):
        streamed.update(data[at : at + step])
    assert streamed.digest() == want
    assert hmac.same(want, hmac.digest(key, data))


def test_block_size_edges():
    for size in (0, 1, 63, 64, 65, 128, 200):
        key = bytes(range(size % 256)) * (size // 256 + 1)
        key = key[:size]
        want = reference.new(key, b"push body", hashlib.sha256).digest()
        assert hmac.digest(key, b"push body") == want, size
