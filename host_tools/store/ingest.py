"""Ingest: pieces of session logs stored idempotently, resumably, all or nothing. Bytes held
already are checked and skipped, new bytes appended; a batch that disagrees with what is held,
leaves a gap, or is no log is refused whole (docs/host-store.md, "Ingest")."""

from core.errors import InputError, shown
from core.log import frames as logformat
from host_tools.store import roster_entries
from host_tools.store.devices import check_device
from host_tools.store.log_records import MAX_CHUNK, held, held_range
from host_tools.store.migrations import utc_now
from host_tools.store.transaction import transaction
from sync import wire as syncframes

MAX_SESSION = 1 << 62  # session numbers and offsets: anything larger is no file on a device


def ingest_copies(conn, batches, pushed=None):
    """Store pieces of session logs of several of a device's copies ([(key, pieces,
    announced)]; pieces: (session number, offset, bytes)), all in one transaction; returns
    {key: {session number: bytes added}}.

    Every piece is checked against what is held (bytes already held must be the same; a piece
    may not start past the end held), and only then is anything written. Raises InputError,
    and stores nothing, for a piece that conflicts, leaves a gap, is no log, or is malformed.

    `announced` ({session number: size}) is what the device said each session's size is
    (announce); `pushed` the roster names the device says it holds now: both are stored in
    the same transaction, so a refused batch changes nothing at all."""
    checked = []
    for device, pieces, announced in batches:
        check_device(device)
        checked.append((device, sorted(_checked_pieces(pieces), key=_piece_order), announced))
    if pushed is not None:
        roster_entries.check_names(pushed)
    out = {}
    with transaction(conn):
        for device, pieces, announced in checked:
            out[device] = _ingest(conn, device, pieces, announced)
        if pushed:
            roster_entries.pushed(conn, list(pushed))
    return out


def announce(conn, device, number, size):
    """The device said its session `number` is `size` bytes long: a copy shorter than
    that is incomplete until a sync brings the rest (no-op for a session not held)."""
    with transaction(conn):
        _announced(conn, device, number, size)


def _announced(conn, device, number, size):
    conn.execute(
        "UPDATE sessions SET announced = MAX(announced, ?) WHERE device = ? AND number = ?",
        (size, device, number),
    )


def _ingest(conn, device, pieces, announced):
    added = {}
    known = conn.execute("SELECT 1 FROM devices WHERE id = ?", (device,)).fetchone()
    if known is None:
        raise InputError("device", f"unknown device {shown(device)}: sync or pair it")
    sizes = held(conn, device)
    now = utc_now()
    for number, offset, data in pieces:
        size = sizes.get(number, 0)
        new = _new_part(conn, device, number, size, offset, data)
        if not new:
            continue
        if number not in sizes:
            conn.execute(
                "INSERT INTO sessions (device, number, size, first_synced, "
                "last_synced) VALUES (?, ?, 0, ?, ?)",
                (device, number, now, now),
            )
        conn.execute(
            "INSERT INTO records (device, number, offset, data) VALUES (?, ?, ?, ?)",
            (device, number, size, new),
        )
        sizes[number] = size + len(new)
        added[number] = added.get(number, 0) + len(new)
    for number in added:
        conn.execute(
            "UPDATE sessions SET size = ?, last_synced = ? WHERE device = ? AND number = ?",
            (sizes[number], now, device, number),
        )
        _find_nonce(conn, device, number, sizes[number])
    for number, size in (announced or {}).items():
        _announced(conn, device, number, size)
    conn.execute("UPDATE devices SET seen = ? WHERE id = ?", (now, device))
    return added


def _find_nonce(conn, device, number, size):
    """Keep the session's nonce once its filler frame is held (docs/log-format.md)."""
    known = conn.execute(
        "SELECT nonce FROM sessions WHERE device = ? AND number = ?", (device, number)
    ).fetchone()
    if known[0] is not None:
        return
    at = syncframes.pad_at(held_range(conn, device, number, 0, syncframes.NONCE_HEAD))
    if at is not None and at + 64 <= size:
        nonce = syncframes.pad_nonce(held_range(conn, device, number, at, 64))
        conn.execute(
            "UPDATE sessions SET nonce = ? WHERE device = ? AND number = ?",
            (nonce, device, number),
        )


def _new_part(conn, device, number, size, offset, data):
    """The bytes of a piece that the store does not hold yet (b"" if none); refuses a
    piece that leaves a gap or disagrees with the bytes held."""
    where = f"session {number}"
    if offset > size:
        raise InputError(
            "offset",
            f"{where}: bytes {size} to {offset - 1} missing before offset {offset}",
        )
    if offset == 0:
        _check_header(where, data)
    overlap = min(size, offset + len(data)) - offset
    if overlap > 0 and held_range(conn, device, number, offset, overlap) != data[:overlap]:
        raise InputError(
            "records",
            f"{where}: the bytes at offset {offset} differ from those already stored",
        )
    return data[max(overlap, 0) :]


def _checked_pieces(pieces):
    out = []
    try:
        items = list(pieces)
    except TypeError:
        raise InputError("records", "must be a list of (session, offset, bytes)") from None
    for item in items:
        if not isinstance(item, (tuple, list)) or len(item) != 3:
            raise InputError("records", "each must be (session, offset, bytes)")
        number, offset, data = item
        _check_count("session", number, 1)
        _check_count("offset", offset, 0)
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise InputError("bytes", "must be bytes")
        data = bytes(data)
        if not data:
            raise InputError("bytes", "a piece holds at least one byte")
        if len(data) > MAX_CHUNK:
            raise InputError("bytes", f"a piece holds at most {MAX_CHUNK} bytes")
        out.append((number, offset, data))
    return out


def _check_count(field, value, least):
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(field, "must be a whole number")
    if value < least or value > MAX_SESSION:
        raise InputError(field, f"out of range: {shown(value)}")


def _check_header(where, data):
    head = data[: len(logformat.HEADER)]
    magic = logformat.MAGIC
    if head[: len(magic)] != magic[: len(head)]:
        raise InputError("records", f"{where}: not a Schreiber log")
    if len(head) > len(magic) and not 0 < head[len(magic)] <= logformat.VERSION:
        raise InputError(
            "records", f"{where}: a log of version {head[len(magic)]}, newer than this tool"
        )


def _piece_order(piece):
    return piece[0], piece[1]
