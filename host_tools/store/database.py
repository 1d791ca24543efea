"""The host tool's store: one SQLite file holding every synced session's log bytes verbatim, the
devices, the roster, and the hands derived from the logs with the rules core.

Records arrive keyed by device, session number and byte offset in the session's log file.
Ingesting is idempotent and resumable: bytes the store already holds are checked and skipped,
new bytes are appended, and a batch that disagrees with what is stored, or leaves a gap, is
refused whole (one transaction). The derived view (sessions' rules and totals, hands) is
rebuilt from the raw bytes whenever they have grown, so corrections and undos that arrive as
later records change it (docs/host-store.md).
"""

import json
import os
import sqlite3
import sys
from pathlib import Path

from core.errors import InputError, shown
from core.log import frames as logformat
from core.names import check_name
from host_tools.store import derive, roster_entries
from host_tools.store.migrations import LATEST, SchemaError, migrate, utc_now
from sync import wire as syncframes

ENV = "SCHREIBER_DB"  # overrides the store's path (tests, several stores)
FILE_NAME = "schreiber.sqlite3"
MAX_CHUNK = 64 * 1024  # bytes of one (session, offset, bytes) piece; a record is at most ~4 KB
MAX_SESSION = 1 << 62  # session numbers and offsets: anything larger is no file on a device
_ID_CHARS = frozenset("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_")
_BUSY_MS = 10000  # wait this long for another process's write (the server beside a sync)
# A device's later copies: its sessions whose numbers the store holds already as another
# session (a re-flashed board numbers from 1 again) are kept under "<id>~2", "<id>~3", ...
# A device's own id never holds "~" (_ID_CHARS), so a copy's key is never a device's id.
COPY_MARK = "~"
UNLISTED = "?"  # copy_for's nonce for a device that does not list them (an older firmware)


class StoreError(Exception):
    """The store's file cannot be opened or used; one line for the user."""


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
        return self.conn.execute("SELECT MAX(version) FROM migrations").fetchone()[0]

    # -- devices -----------------------------------------------------------------------------
    def device(self, device):
        """{"id", "name", "secret", "paired", "seen"} or None if unknown."""
        row = self.conn.execute(
            "SELECT id, name, secret, paired, seen FROM devices WHERE id = ?",
            (device,),
        ).fetchone()
        if row is None:
            return None
        keys = ("id", "name", "secret", "paired", "seen")
        return dict(zip(keys, row, strict=True))

    def devices(self):
        return [
            self.device(row[0])
            for row in self.conn.execute("SELECT id FROM devices ORDER BY id").fetchall()
        ]

    def add_device(self, device, name=""):
        """Make `device` known (a serial sync needs no pairing); returns its row."""
        _check_device(device)
        if COPY_MARK in device:
            raise InputError("device", f"not a device id: {shown(device)}")
        with self._transaction():
            self.conn.execute(
                "INSERT OR IGNORE INTO devices (id, name) VALUES (?, ?)", (device, name)
            )
        return self.device(device)

    def pair(self, device, secret, name=""):
        """Store the secret a device and the host agreed (a new pairing replaces it)."""
        _check_device(device)
        if not isinstance(secret, bytes) or len(secret) < 16:
            raise InputError("secret", "must be at least 16 bytes")
        with self._transaction():
            self.conn.execute(
                "INSERT OR IGNORE INTO devices (id, name) VALUES (?, ?)", (device, name)
            )
            self.conn.execute(
                "UPDATE devices SET secret = ?, paired = ? WHERE id = ?",
                (secret, utc_now(), device),
            )
            if name:
                self.conn.execute("UPDATE devices SET name = ? WHERE id = ?", (name, device))

    # -- a device's copies: the identity of a session ---------------------------------------
    def copies(self, device):
        """The store's keys for `device`'s sessions: its id, then its later copies in order."""
        rows = self.conn.execute(
            "SELECT id FROM devices WHERE id LIKE ? ESCAPE '\\'",
            (device.replace("_", "\\_") + COPY_MARK + "%",),
        ).fetchall()
        later = sorted(_copy_number(row[0]) for row in rows if _copy_number(row[0]))
        return [device] + [f"{device}{COPY_MARK}{k}" for k in later]

    def copy_for(self, device, number, nonce):
        """The key under which the device's session `number` with `nonce` (None: a log from
        before nonces) is held, or is to be held: the copy holding it (a row whose head was not
        stored far enough to show a nonce is taken as it: the content check decides), else
        the first copy without a session of that number, else a new copy. A device that does
        not list nonces (`UNLISTED`) is taken at its word: the first copy holding it."""
        free = None
        for key in self.copies(device):
            row = self.conn.execute(
                "SELECT nonce, size FROM sessions WHERE device = ? AND number = ?",
                (key, number),
            ).fetchone()
            if row is None:
                free = free or key
            elif nonce == UNLISTED or row[0] == nonce:
                return key
            elif row[0] is None:  # its nonce not held yet, or a log without one
                return key
        return free or self.new_copy(device)

    def new_copy(self, device):
        """A new key for `device`'s sessions that clash with those held (a re-flashed board)."""
        keys = self.copies(device)
        key = f"{device}{COPY_MARK}{max(_copy_number(k) for k in keys) + 1}"
        with self._transaction():
            self.conn.execute("INSERT INTO devices (id, name) VALUES (?, '')", (key,))
        return key

    def highest(self, device):
        """The highest session number held of `device`, over all its copies (0: none)."""
        top = 0
        for key in self.copies(device):
            row = self.conn.execute(
                "SELECT MAX(number) FROM sessions WHERE device = ?", (key,)
            ).fetchone()
            top = max(top, row[0] or 0)
        return top

    def digest(self, device, number, length):
        """syncframes.digest of the session's first `length` bytes held (the content check)."""
        return syncframes.digest([self._held_range(device, number, 0, length)])

    def announce(self, device, number, size):
        """The device said its session `number` is `size` bytes long: a copy shorter than
        that is incomplete until a sync brings the rest (no-op for a session not held)."""
        with self._transaction():
            self.conn.execute(
                "UPDATE sessions SET announced = MAX(announced, ?) WHERE device = ? AND "
                "number = ?",
                (size, device, number),
            )

    # -- what is held ------------------------------------------------------------------------
    def held(self, device):
        """{session number: bytes of its log held}: where each session's next bytes start."""
        rows = self.conn.execute(
            "SELECT number, size FROM sessions WHERE device = ?", (device,)
        ).fetchall()
        return dict(rows)

    def tail(self, device, number, size):
        """The last up to `size` bytes held of the session (b"" if none): what the protocol's
        prefix check covers."""
        end = self.held(device).get(number, 0)
        start = max(end - size, 0)
        return self._held_range(device, number, start, end - start)

    def log_bytes(self, device, number):
        """The session's log as held: the bytes the device wrote, from offset 0."""
        out = bytearray()
        for offset, data in self.conn.execute(
            "SELECT offset, data FROM records WHERE device = ? AND number = ? ORDER BY offset",
            (device, number),
        ):
            if offset != len(out):  # the ingest never leaves a gap or an overlap
                raise StoreError(f"the store's records of {device}/{number} are not contiguous")
            out.extend(data)
        return bytes(out)

    # -- ingest ------------------------------------------------------------------------------
    def ingest(self, device, pieces, announced=None, pushed=None):
        """Store pieces of session logs: an iterable of (session number, offset, bytes).

        In one transaction: every piece is checked against what is held (bytes already held
        must be the same; a piece may not start past the end held), and only then is anything
        written. Returns {session number: bytes added}. Raises InputError, and stores nothing,
        for a piece that conflicts, leaves a gap, is no log, or is malformed.

        `announced` ({session number: size}) is what the device said each session's size is
        (Store.announce); `pushed` the roster names the device says it holds now: both are
        stored in the same transaction, so a refused batch changes nothing at all."""
        return self.ingest_copies([(device, pieces, announced)], pushed)[device]

    def ingest_copies(self, batches, pushed=None):
        """`ingest` for several of a device's copies at once ([(key, pieces, announced)]), all
        in one transaction; returns {key: {session number: bytes added}}."""
        checked = []
        for device, pieces, announced in batches:
            _check_device(device)
            checked.append((device, sorted(_checked_pieces(pieces), key=_piece_order), announced))
        if pushed is not None:
            roster_entries.check_names(pushed)
        out = {}
        with self._transaction():
            for device, pieces, announced in checked:
                out[device] = self._ingest(device, pieces, announced)
            if pushed:
                roster_entries.pushed(self.conn, list(pushed))
        return out

    def _ingest(self, device, pieces, announced):
        added = {}
        known = self.conn.execute("SELECT 1 FROM devices WHERE id = ?", (device,)).fetchone()
        if known is None:
            raise InputError("device", f"unknown device {shown(device)}: sync or pair it")
        sizes = self.held(device)
        now = utc_now()
        for number, offset, data in pieces:
            size = sizes.get(number, 0)
            new = self._new_part(device, number, size, offset, data)
            if not new:
                continue
            if number not in sizes:
                self.conn.execute(
                    "INSERT INTO sessions (device, number, size, first_synced, "
                    "last_synced) VALUES (?, ?, 0, ?, ?)",
                    (device, number, now, now),
                )
            self.conn.execute(
                "INSERT INTO records (device, number, offset, data) VALUES (?, ?, ?, ?)",
                (device, number, size, new),
            )
            sizes[number] = size + len(new)
            added[number] = added.get(number, 0) + len(new)
        for number in added:
            self.conn.execute(
                "UPDATE sessions SET size = ?, last_synced = ? WHERE device = ? AND number = ?",
                (sizes[number], now, device, number),
            )
            self._find_nonce(device, number, sizes[number])
        for number, size in (announced or {}).items():
            self.conn.execute(
                "UPDATE sessions SET announced = MAX(announced, ?) WHERE device = ? AND "
                "number = ?",
                (size, device, number),
            )
        self.conn.execute("UPDATE devices SET seen = ? WHERE id = ?", (now, device))
        return added

    def _find_nonce(self, device, number, size):
        """Keep the session's nonce once its filler frame is held (docs/log-format.md)."""
        known = self.conn.execute(
            "SELECT nonce FROM sessions WHERE device = ? AND number = ?", (device, number)
        ).fetchone()
        if known[0] is not None:
            return
        at = syncframes.pad_at(self._held_range(device, number, 0, syncframes.NONCE_HEAD))
        if at is not None and at + 64 <= size:
            nonce = syncframes.pad_nonce(self._held_range(device, number, at, 64))
            self.conn.execute(
                "UPDATE sessions SET nonce = ? WHERE device = ? AND number = ?",
                (nonce, device, number),
            )

    def _new_part(self, device, number, size, offset, data):
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
        if overlap > 0 and self._held_range(device, number, offset, overlap) != data[:overlap]:
            raise InputError(
                "records",
                f"{where}: the bytes at offset {offset} differ from those already stored",
            )
        return data[max(overlap, 0) :]

    def _held_range(self, device, number, offset, length):
        end = offset + length
        out = bytearray()
        # A stored row is at most MAX_CHUNK bytes, so the rows that reach `offset` start after
        # offset - MAX_CHUNK: the primary key's index finds them without a scan from 0.
        for start, data in self.conn.execute(
            "SELECT offset, data FROM records WHERE device = ? AND number = ? AND offset > ? "
            "AND offset < ? ORDER BY offset",
            (device, number, offset - MAX_CHUNK, end),
        ):
            lo = max(offset - start, 0)
            hi = min(end - start, len(data))
            if hi > lo:
                out.extend(data[lo:hi])
        return bytes(out)

    # -- the derived view --------------------------------------------------------------------
    def refresh(self, device=None):
        """Rebuild the derived view of every session whose bytes grew since it was built;
        returns how many were rebuilt."""
        sql = "SELECT device, number FROM sessions WHERE derived != size"
        args = ()
        if device is not None:
            sql += " AND device = ?"
            args = (device,)
        stale = self.conn.execute(sql, args).fetchall()
        for dev, number in stale:
            self._derive(dev, number)
        return len(stale)

    def _derive(self, device, number):
        with self._transaction():
            size = self._size(device, number)
            view = derive.derive(self.log_bytes(device, number), device, number)
            self._write_view(device, number, size, view)

    def keep_derived(self, device, number, view):
        """Take `view` (derive.derive's dict) as the derived view of the session's log as
        held now, instead of reading and scoring the log again: for `schreiber import`, which
        has derived each session of its file while checking it (it is scored once)."""
        with self._transaction():
            self._write_view(device, number, self._size(device, number), view)

    def _size(self, device, number):
        return self.conn.execute(
            "SELECT size FROM sessions WHERE device = ? AND number = ?", (device, number)
        ).fetchone()[0]

    def _write_view(self, device, number, size, view):
        self.conn.execute("DELETE FROM hands WHERE device = ? AND number = ?", (device, number))
        self.conn.execute(
            "DELETE FROM session_players WHERE device = ? AND number = ?", (device, number)
        )
        self.conn.execute(
            "UPDATE sessions SET derived = ?, game = ?, settings = ?, date = ?, dealer = ?, "
            "hands = ?, corrections = ?, ended = ?, totals = ?, problems = ? "
            "WHERE device = ? AND number = ?",
            (
                size,
                view["game"],
                _json(view["settings"]),
                view["date"],
                view["dealer"],
                len(view["hands"]),
                view["corrections"],
                int(view["ended"]),
                _json(view["totals"]),
                _json(view["problems"]),
                device,
                number,
            ),
        )
        for seat, name in enumerate(view["players"]):
            self.conn.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (name,))
            player = self.conn.execute(
                "SELECT id FROM players WHERE name = ?", (name,)
            ).fetchone()[0]
            self.conn.execute(
                "INSERT INTO session_players VALUES (?, ?, ?, ?, ?)",
                (device, number, seat, name, player),
            )
        self.conn.executemany(
            "INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    device,
                    number,
                    row["hand"],
                    _json(row["record"]),
                    _json(row["deltas"]),
                    _json(row["totals"]),
                    _json(row["events"]),
                )
                for row in view["hands"]
            ],
        )

    def sessions(self, device=None):
        """Every session held, oldest device and number first, its derived view up to date:
        dicts with device, number, game, date, players, hands, corrections, ended, totals,
        problems, size, first_synced, last_synced, place (None: not known)."""
        self.refresh(device)
        sql = (
            "SELECT device, number, game, date, hands, corrections, ended, totals, problems, "
            "size, first_synced, last_synced, settings, dealer, nonce, announced, place "
            "FROM sessions"
        )
        args = ()
        if device is not None:
            sql += " WHERE device = ?"
            args = (device,)
        out = []
        for row in self.conn.execute(sql + " ORDER BY device, number", args).fetchall():
            out.append(
                {
                    "device": row[0],
                    "number": row[1],
                    "game": row[2],
                    "date": row[3],
                    "hands": row[4],
                    "corrections": row[5],
                    "ended": bool(row[6]),
                    "totals": _unjson(row[7]),
                    "problems": _unjson(row[8]) or [],
                    "size": row[9],
                    "first_synced": row[10],
                    "last_synced": row[11],
                    "settings": _unjson(row[12]),
                    "dealer": row[13],
                    "players": self._seats(row[0], row[1]),
                    "nonce": row[14],
                    # The device announced more than is held: a sync was interrupted.
                    "announced": max(row[15], row[9]),
                    "incomplete": row[15] > row[9],
                    "place": row[16],
                }
            )
        return out

    def set_place(self, device, number, place):
        """Name where the session was played ("Gasthaus Post"); None or "" forgets it. The
        caller has checked the text (host_tools.store.selection.parse_place)."""
        with self.conn:
            self.conn.execute(
                "UPDATE sessions SET place = ? WHERE device = ? AND number = ?",
                (place or None, device, number),
            )

    def hands(self, device, number):
        """The session's hands as scored: [{"hand", "record", "deltas", "totals", "events"}]."""
        self.refresh(device)
        return self.derived_hands(device, number)

    def derived_hands(self, device, number):
        """hands() as the view holds them now, without refreshing it first (for a verb that
        refreshed it once before reading many sessions)."""
        out = []
        for row in self.conn.execute(
            "SELECT hand, record, deltas, totals, events FROM hands WHERE device = ? AND "
            "number = ? ORDER BY hand",
            (device, number),
        ):
            # The four texts decoded as one list: a long history is read at half the calls.
            record, deltas, totals, events = _decode("[%s,%s,%s,%s]" % row[1:])
            hand = {"hand": row[0], "record": record, "deltas": deltas, "totals": totals}
            hand["events"] = events
            out.append(hand)
        return out

    def _seats(self, device, number):
        return roster_entries.seat_names(self.conn, device, number)

    # -- the roster --------------------------------------------------------------------------
    def players(self):
        """The roster: [{"id", "name", "push", "merged_into"}], by name."""
        return [
            {"id": row[0], "name": row[1], "push": bool(row[2]), "merged_into": row[3]}
            for row in self.conn.execute(
                "SELECT id, name, push, merged_into FROM players ORDER BY name"
            )
        ]

    def add_player(self, name, push=False):
        problem = check_name(name, "name")
        if problem is not None:
            raise InputError("name", problem)
        with self._transaction():
            self.conn.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (name,))
            self.conn.execute("UPDATE players SET push = ? WHERE name = ?", (int(push), name))

    def roster(self):
        """The live roster entries, by name, with their sessions and last session's date:
        [{"name", "sessions", "last_seen", "push", "also"}] (roster.entries)."""
        self.refresh()
        return roster_entries.entries(self.conn)

    def rename_player(self, old, new):
        """InputError naming the field for an unknown or taken name; nothing changes then."""
        self.refresh()  # every seat linked before the names move
        with self._transaction():
            roster_entries.rename(self.conn, old, new)

    def merge_players(self, gone, kept):
        self.refresh()
        with self._transaction():
            roster_entries.merge(self.conn, gone, kept)

    def set_push(self, names, push=True):
        """Mark every one of `names` (all known, or nothing changes) to be pushed or not."""
        self.refresh()  # the names of sessions not derived yet are on the roster too
        with self._transaction():
            roster_entries.set_push(self.conn, list(names), push)

    def players_pushed(self, names):
        """The device acknowledged holding `names`: their push marks go."""
        with self._transaction():
            roster_entries.pushed(self.conn, list(names))

    def names_to_push(self):
        """The names to send to the device at the next sync, sorted."""
        return [
            row[0]
            for row in self.conn.execute(
                "SELECT name FROM players WHERE push = 1 AND merged_into IS NULL ORDER BY name"
            )
        ]

    # -- internals ---------------------------------------------------------------------------
    def _transaction(self):
        return _Transaction(self.conn)


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any exception: all of it or nothing."""

    def __init__(self, conn):
        self.conn = conn

    def __enter__(self):
        self.conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, value, trace):
        self.conn.execute("ROLLBACK" if kind is not None else "COMMIT")
        return False


def incomplete_note(session):
    """The words every listing, settlement, export and report shows for a session held only
    in part (a sync was interrupted); None for one held whole, as far as the store knows."""
    if not session.get("incomplete"):
        return None
    from host_tools import texts  # the words of the language the tool speaks

    said = (session["size"], session["announced"], session["hands"])
    return texts.Texts([], None, None).say("store.incomplete", *said, n=session["hands"])


def _copy_number(key):
    """2, 3, ... for a device's later copy's key, 1 for the device's own id."""
    _, mark, number = key.partition(COPY_MARK)
    return int(number) if mark and number.isdigit() else 1


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


def _check_device(device):
    if not isinstance(device, str) or not 1 <= len(device) <= 64:
        raise InputError("device", "must be the device's id (1 to 64 characters)")
    base, mark, copy = device.partition(COPY_MARK)
    if mark and not (copy.isdigit() and copy.isascii() and int(copy) >= 2):
        raise InputError("device", f"not a device id: {shown(device)}")
    if not base or not all(ch in _ID_CHARS for ch in base):
        raise InputError("device", f"not a device id: {shown(device)}")


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


def _json(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


_decode = json.JSONDecoder().decode


def _unjson(text):
    return None if text is None else json.loads(text)


__all__ = ["LATEST", "Store", "StoreError", "default_path", "incomplete_note", "open_store"]
