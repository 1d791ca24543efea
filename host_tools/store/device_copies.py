"""A device's copies: the identity of a session is the device's id, its number and its nonce, so
a re-flashed board's sessions, numbered from 1 again, are kept under the device's later copies
"<id>~2", "<id>~3", ... (docs/host-store.md, "A device's copies")."""

from host_tools.store.transaction import transaction

# A device's own id never holds "~" (devices.check_device), so a copy's key is never an id.
COPY_MARK = "~"
UNLISTED = "?"  # copy_for's nonce for a device that does not list them (an older firmware)


def copies(conn, device):
    """The store's keys for `device`'s sessions: its id, then its later copies in order."""
    rows = conn.execute(
        "SELECT id FROM devices WHERE id LIKE ? ESCAPE '\\'",
        (device.replace("_", "\\_") + COPY_MARK + "%",),
    ).fetchall()
    later = sorted(copy_number(row[0]) for row in rows if copy_number(row[0]))
    return [device] + [f"{device}{COPY_MARK}{k}" for k in later]


def copy_for(conn, device, number, nonce):
    """The key under which the device's session `number` with `nonce` (None: a log from
    before nonces) is held, or is to be held: the copy holding it (a row whose head was not
    stored far enough to show a nonce is taken as it: the content check decides), else
    the first copy without a session of that number, else a new copy. A device that does
    not list nonces (`UNLISTED`) is taken at its word: the first copy holding it."""
    free = None
    for key in copies(conn, device):
        row = conn.execute(
            "SELECT nonce, size FROM sessions WHERE device = ? AND number = ?",
            (key, number),
        ).fetchone()
        if row is None:
            free = free or key
        elif nonce == UNLISTED or row[0] == nonce:
            return key
        elif row[0] is None:  # its nonce not held yet, or a log without one
            return key
    return free or new_copy(conn, device)


def new_copy(conn, device):
    """A new key for `device`'s sessions that clash with those held (a re-flashed board)."""
    keys = copies(conn, device)
    key = f"{device}{COPY_MARK}{max(copy_number(k) for k in keys) + 1}"
    with transaction(conn):
        conn.execute("INSERT INTO devices (id, name) VALUES (?, '')", (key,))
    return key


def highest(conn, device):
    """The highest session number held of `device`, over all its copies (0: none)."""
    top = 0
    for key in copies(conn, device):
        row = conn.execute("SELECT MAX(number) FROM sessions WHERE device = ?", (key,)).fetchone()
        top = max(top, row[0] or 0)
    return top


def device_of(key):
    """The device's id of a key of the store's: the key itself, or the id a copy's key names."""
    return key.partition(COPY_MARK)[0]


def copy_number(key):
    """2, 3, ... for a device's later copy's key, 1 for the device's own id."""
    _, mark, number = key.partition(COPY_MARK)
    return int(number) if mark and number.isdigit() else 1
