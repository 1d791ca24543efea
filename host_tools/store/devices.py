"""The store's devices: a device's id checked, made known, paired (docs/host-store.md)."""

from core.errors import InputError, shown
from host_tools.store.device_copies import COPY_MARK
from host_tools.store.migrations import utc_now
from host_tools.store.transaction import transaction

_ID_CHARS = frozenset("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_")
_COLUMNS = ("id", "name", "secret", "paired", "seen")


def check_device(device):
    """InputError unless `device` is a device's id or one of its copies' keys ("<id>~2")."""
    if not isinstance(device, str) or not 1 <= len(device) <= 64:
        raise InputError("device", "must be the device's id (1 to 64 characters)")
    base, mark, copy = device.partition(COPY_MARK)
    if mark and not (copy.isdigit() and copy.isascii() and int(copy) >= 2):
        raise InputError("device", f"not a device id: {shown(device)}")
    # A device's own id never holds COPY_MARK, so a copy's key is never a device's id.
    if not base or not all(ch in _ID_CHARS for ch in base):
        raise InputError("device", f"not a device id: {shown(device)}")


def device(conn, key):
    """{"id", "name", "secret", "paired", "seen"} or None if unknown."""
    row = conn.execute(
        "SELECT id, name, secret, paired, seen FROM devices WHERE id = ?",
        (key,),
    ).fetchone()
    if row is None:
        return None
    return dict(zip(_COLUMNS, row, strict=True))


def devices(conn):
    keys = conn.execute("SELECT id FROM devices ORDER BY id").fetchall()
    return [device(conn, row[0]) for row in keys]


def add_device(conn, key, name=""):
    """Make `key` known (a serial sync needs no pairing); returns its row."""
    check_device(key)
    if COPY_MARK in key:
        raise InputError("device", f"not a device id: {shown(key)}")
    with transaction(conn):
        conn.execute("INSERT OR IGNORE INTO devices (id, name) VALUES (?, ?)", (key, name))
    return device(conn, key)


def pair(conn, key, secret, name=""):
    """Store the secret a device and the host agreed (a new pairing replaces it)."""
    check_device(key)
    if not isinstance(secret, bytes) or len(secret) < 16:
        raise InputError("secret", "must be at least 16 bytes")
    with transaction(conn):
        conn.execute("INSERT OR IGNORE INTO devices (id, name) VALUES (?, ?)", (key, name))
        conn.execute(
            "UPDATE devices SET secret = ?, paired = ? WHERE id = ?",
            (secret, utc_now(), key),
        )
        if name:
            conn.execute("UPDATE devices SET name = ? WHERE id = ?", (name, key))
