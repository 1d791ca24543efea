"""The sessions' log bytes as held: the `records` rows read back, whole or in part, exactly as
the device wrote them (docs/host-store.md, "What is kept")."""

from host_tools.store.store_error import StoreError
from sync import wire as syncframes

MAX_CHUNK = 64 * 1024  # bytes of one (session, offset, bytes) piece; a record is at most ~4 KB


def held(conn, device):
    """{session number: bytes of its log held}: where each session's next bytes start."""
    rows = conn.execute("SELECT number, size FROM sessions WHERE device = ?", (device,)).fetchall()
    return dict(rows)


def held_range(conn, device, number, offset, length):
    """The bytes held of the session from `offset`, at most `length` of them."""
    end = offset + length
    out = bytearray()
    # A stored row is at most MAX_CHUNK bytes, so the rows that reach `offset` start after
    # offset - MAX_CHUNK: the primary key's index finds them without a scan from 0.
    for start, data in conn.execute(
        "SELECT offset, data FROM records WHERE device = ? AND number = ? AND offset > ? "
        "AND offset < ? ORDER BY offset",
        (device, number, offset - MAX_CHUNK, end),
    ):
        lo = max(offset - start, 0)
        hi = min(end - start, len(data))
        if hi > lo:
            out.extend(data[lo:hi])
    return bytes(out)


def tail(conn, device, number, size):
    """The last up to `size` bytes held of the session (b"" if none): what the protocol's
    prefix check covers."""
    end = held(conn, device).get(number, 0)
    start = max(end - size, 0)
    return held_range(conn, device, number, start, end - start)


def digest(conn, device, number, length):
    """syncframes.digest of the session's first `length` bytes held (the content check)."""
    return syncframes.digest([held_range(conn, device, number, 0, length)])


def log_bytes(conn, device, number):
    """The session's log as held: the bytes the device wrote, from offset 0."""
    out = bytearray()
    for offset, data in conn.execute(
        "SELECT offset, data FROM records WHERE device = ? AND number = ? ORDER BY offset",
        (device, number),
    ):
        if offset != len(out):  # the ingest never leaves a gap or an overlap
            raise StoreError(f"the store's records of {device}/{number} are not contiguous")
        out.extend(data)
    return bytes(out)
