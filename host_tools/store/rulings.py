"""Saved rulings: a session's house rules as corrected after the evening (`schreiber rescore
--save`), kept beside the session in the store's `rulings` table (schema version 3).

A ruling holds only rules: the hands are the session's own records, scored under the ruling
whenever it is used. The records and the device's own scoring are never touched; ruling 0
names the device's own rules.
"""

import json

from host_tools.command_error import CommandError
from host_tools.store.migrations import utc_now
from host_tools.store.transaction import transaction


def ruling(store, device, number, ruling):
    """Saved ruling `ruling` of the session: {"ruling", "changes", "settings", "totals",
    "size", "saved"}; CommandError when there is none of that number."""
    row = store.conn.execute(
        "SELECT ruling, changes, settings, totals, size, saved FROM rulings WHERE device = ? "
        "AND number = ? AND ruling = ?",
        (device, number, ruling),
    ).fetchone()
    if row is None:
        held = [item["ruling"] for item in rulings(store, device, number)]
        have = ", ".join(str(n) for n in held) if held else "none saved"
        raise CommandError(
            f"--ruling: session {device}/{number} has no ruling {ruling} ({have}; 0 is the "
            "device's own rules)"
        )
    return _row(row)


def rulings(store, device, number):
    """Every saved ruling of the session, oldest first."""
    return [
        _row(row)
        for row in store.conn.execute(
            "SELECT ruling, changes, settings, totals, size, saved FROM rulings WHERE "
            "device = ? AND number = ? ORDER BY ruling",
            (device, number),
        )
    ]


def save(store, device, number, changes, settings, totals, size):
    """Store a new ruling of the session; returns its number (1 for the first)."""
    conn = store.conn
    with transaction(conn):
        last = conn.execute(
            "SELECT MAX(ruling) FROM rulings WHERE device = ? AND number = ?", (device, number)
        ).fetchone()[0]
        number_of = (last or 0) + 1
        conn.execute(
            "INSERT INTO rulings VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (device, number, number_of, _json(changes), _json(settings), _json(totals), size,
             utc_now()),
        )  # fmt: skip
    return number_of


def _row(row):
    return {
        "ruling": row[0],
        "changes": json.loads(row[1]),
        "settings": json.loads(row[2]),
        "totals": json.loads(row[3]),
        "size": row[4],
        "saved": row[5],
    }


def _json(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
