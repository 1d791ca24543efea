"""The host tool's store: one SQLite file holding every synced session's log bytes verbatim, the
devices, the roster, and the hands derived from the logs with the rules core. Here the file is
found and opened, and `Store` is the one API the verbs use: each call is done by the module of
its job (docs/host-store.md, "The code")."""

import os
import sqlite3
import sys
from pathlib import Path

from host_tools.store import (
    derived_rows,
    device_copies,
    devices,
    ingest,
    log_records,
    roster_entries,
)
from host_tools.store.migrations import SchemaError, migrate, version_of
from host_tools.store.store_error import StoreError
from host_tools.store.transaction import transaction

ENV = "SCHREIBER_DB"  # overrides the store's path (tests, several stores)
FILE_NAME = "schreiber.sqlite3"
_BUSY_MS = 10000  # wait this long for another process's write (the server beside a sync)


def default_path():
    """$SCHREIBER_DB, else schreiber.sqlite3 in the user's data directory (XDG on Linux)."""
    given = os.environ.get(ENV)
    if given:
        return Path(given)
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "schreiber" / FILE_NAME


def open_store(path=None):
    """The store at `path` (default_path() when None), created and migrated as needed."""
    path = Path(path) if path is not None else default_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    except (OSError, sqlite3.Error) as err:
        raise StoreError(f"cannot open the store {path}: {err}") from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {_BUSY_MS}")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA journal_mode = WAL")  # a reader never waits for the writer
        migrate(conn)
    except SchemaError as err:
        conn.close()
        raise StoreError(f"{path}: {err}") from None
    except sqlite3.DatabaseError as err:
        conn.close()
        raise StoreError(f"{path} is no usable Schreiber store: {err}") from None
    return Store(conn, path)


class Store:
    """An open store. The derived view is rebuilt lazily: a call that reads it (sessions,
    hands, the roster) first rebuilds the sessions whose bytes grew since."""

    def __init__(self, conn, path):
        self.conn = conn
        self.path = path

    def close(self):
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def schema_version(self):
        return version_of(self.conn)

    def transaction(self):
        """`with store.transaction():` writes all of the block or nothing."""
        return transaction(self.conn)

    # -- devices and their copies: devices.py, device_copies.py -------------------------------
    def device(self, device):
        return devices.device(self.conn, device)

    def devices(self):
        return devices.devices(self.conn)

    def add_device(self, device, name=""):
        return devices.add_device(self.conn, device, name)

    def pair(self, device, secret, name=""):
        devices.pair(self.conn, device, secret, name)

    def copies(self, device):
        return device_copies.copies(self.conn, device)

    def copy_for(self, device, number, nonce):
        return device_copies.copy_for(self.conn, device, number, nonce)

    def new_copy(self, device):
        return device_copies.new_copy(self.conn, device)

    def highest(self, device):
        return device_copies.highest(self.conn, device)

    # -- the log bytes held, and ingest: log_records.py, ingest.py -----------------------------
    def held(self, device):
        return log_records.held(self.conn, device)

    def tail(self, device, number, size):
        return log_records.tail(self.conn, device, number, size)

    def digest(self, device, number, length):
        return log_records.digest(self.conn, device, number, length)

    def log_bytes(self, device, number):
        return log_records.log_bytes(self.conn, device, number)

    def announce(self, device, number, size):
        ingest.announce(self.conn, device, number, size)

    def ingest(self, device, pieces, announced=None, pushed=None):
        """ingest.ingest_copies for one key: {session number: bytes added}."""
        return self.ingest_copies([(device, pieces, announced)], pushed)[device]

    def ingest_copies(self, batches, pushed=None):
        return ingest.ingest_copies(self.conn, batches, pushed)

    # -- the derived view: derived_rows.py -----------------------------------------------------
    def refresh(self, device=None):
        return derived_rows.refresh(self.conn, device)

    def keep_derived(self, device, number, view):
        derived_rows.keep_derived(self.conn, device, number, view)

    def sessions(self, device=None):
        """derived_rows.sessions, the view brought up to date first."""
        self.refresh(device)
        return derived_rows.sessions(self.conn, device)

    def hands(self, device, number):
        """The session's hands as scored, the view brought up to date first."""
        self.refresh(device)
        return derived_rows.derived_hands(self.conn, device, number)

    def derived_hands(self, device, number):
        """hands() without refreshing the view first (for a verb that refreshed it once
        before reading many sessions)."""
        return derived_rows.derived_hands(self.conn, device, number)

    def set_place(self, device, number, place):
        """Name where the session was played ("Gasthaus Post"); None or "" forgets it. The
        caller has checked the text (host_tools.store.selection.parse_place)."""
        with self.conn:
            self.conn.execute(
                "UPDATE sessions SET place = ? WHERE device = ? AND number = ?",
                (place or None, device, number),
            )

    # -- the roster: roster_entries.py ---------------------------------------------------------
    def players(self):
        return roster_entries.players(self.conn)

    def add_player(self, name, push=False):
        with self.transaction():
            roster_entries.add_player(self.conn, name, push)

    def roster(self):
        """roster_entries.entries, every session's names linked first."""
        self.refresh()
        return roster_entries.entries(self.conn)

    def rename_player(self, old, new):
        self.refresh()  # every seat linked before the names move
        with self.transaction():
            roster_entries.rename(self.conn, old, new)

    def merge_players(self, gone, kept):
        self.refresh()
        with self.transaction():
            roster_entries.merge(self.conn, gone, kept)

    def set_push(self, names, push=True):
        self.refresh()  # the names of sessions not derived yet are on the roster too
        with self.transaction():
            roster_entries.set_push(self.conn, list(names), push)

    def players_pushed(self, names):
        with self.transaction():
            roster_entries.pushed(self.conn, list(names))

    def names_to_push(self):
        return roster_entries.names_to_push(self.conn)
