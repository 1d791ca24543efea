"""The host store's schema as numbered migrations: a database of any earlier version is brought
up to the current one, step by step, each step in the transaction that records it.

Never change a migration that has been released; add the next one (docs/host-store.md).
"""

import time

from host_tools.store.transaction import transaction

# Version 1: what the device sends, kept verbatim. Every later table is derived from these rows
# (or is the host's own: devices, the roster), so a session can always be scored again.
_V1 = """
CREATE TABLE devices (
    id TEXT PRIMARY KEY,            -- the device's id, as in its session start records
    name TEXT NOT NULL DEFAULT '',  -- what the user calls it
    secret BLOB,                    -- the pairing secret (HMAC-SHA256 key); NULL: not paired
    paired TEXT,                    -- when it was paired (UTC, ISO 8601)
    seen TEXT                       -- the last sync (UTC, ISO 8601)
);
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    push INTEGER NOT NULL DEFAULT 0,           -- 1: the name goes to the device at next sync
    merged_into INTEGER REFERENCES players(id) -- the same person under another entry
);
CREATE TABLE sessions (
    device TEXT NOT NULL REFERENCES devices(id),
    number INTEGER NOT NULL,       -- the session's number on its device
    size INTEGER NOT NULL,         -- bytes of its log held here: the next offset wanted
    first_synced TEXT NOT NULL,
    last_synced TEXT NOT NULL,
    PRIMARY KEY (device, number)
);
CREATE TABLE records (
    device TEXT NOT NULL,
    number INTEGER NOT NULL,
    offset INTEGER NOT NULL,  -- byte offset in the session's log file on the device
    data BLOB NOT NULL,       -- the bytes as they are on flash, never re-encoded
    PRIMARY KEY (device, number, offset),
    FOREIGN KEY (device, number) REFERENCES sessions(device, number)
) WITHOUT ROWID;
"""

# Version 2: the derived view, rebuilt from the raw records whenever they change (and for every
# session held when the database is migrated: `derived` = -1 marks it out of date).
_V2 = """
ALTER TABLE sessions ADD COLUMN derived INTEGER NOT NULL DEFAULT -1;  -- size it was derived at
ALTER TABLE sessions ADD COLUMN game TEXT;
ALTER TABLE sessions ADD COLUMN settings TEXT;     -- JSON: every setting from the start record
ALTER TABLE sessions ADD COLUMN date TEXT;         -- "YYYY-MM-DD"; NULL: the device did not know
ALTER TABLE sessions ADD COLUMN dealer INTEGER;
ALTER TABLE sessions ADD COLUMN hands INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN corrections INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN ended INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN totals TEXT;       -- JSON: each seat's total after the last hand
ALTER TABLE sessions ADD COLUMN problems TEXT;     -- JSON: [[offset, text], ...] from the reader
CREATE TABLE session_players (
    device TEXT NOT NULL,
    number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,                          -- as the device wrote it
    player INTEGER REFERENCES players(id),       -- the roster entry of that name
    PRIMARY KEY (device, number, seat),
    FOREIGN KEY (device, number) REFERENCES sessions(device, number)
) WITHOUT ROWID;
CREATE TABLE hands (
    device TEXT NOT NULL,
    number INTEGER NOT NULL,
    hand INTEGER NOT NULL,   -- 1, 2, ... in order of play after every correction
    record TEXT NOT NULL,    -- JSON: the hand record (docs/hand-record.md)
    deltas TEXT NOT NULL,    -- JSON: each seat's change
    totals TEXT NOT NULL,    -- JSON: each seat's running total
    events TEXT NOT NULL,    -- JSON: the core's event keys (docs/status-keys.md)
    PRIMARY KEY (device, number, hand),
    FOREIGN KEY (device, number) REFERENCES sessions(device, number)
) WITHOUT ROWID;
"""

# Version 3: rulings, a session scored again under corrected house rules (`schreiber rescore
# --save`). Only the rules are kept: the hands are the session's own records, scored under them
# whenever a ruling is used, so a ruling follows corrections that arrive later; the records and
# the device's own ruling (the derived view) are never changed.
_V3 = """
CREATE TABLE rulings (
    device TEXT NOT NULL,
    number INTEGER NOT NULL,
    ruling INTEGER NOT NULL,   -- 1, 2, ... per session; 0 is the device's own rules
    changes TEXT NOT NULL,     -- JSON: {setting: value} given to rescore
    settings TEXT NOT NULL,    -- JSON: every setting of the ruling
    totals TEXT NOT NULL,      -- JSON: each seat's total under it when it was saved
    size INTEGER NOT NULL,     -- the session's log bytes it was saved at
    saved TEXT NOT NULL,       -- when (UTC, ISO 8601)
    PRIMARY KEY (device, number, ruling),
    FOREIGN KEY (device, number) REFERENCES sessions(device, number)
) WITHOUT ROWID;
"""

# Version 4: a session's identity beyond its number (the start record's nonce, NULL for a log
# written before nonces; a re-flashed device numbers its sessions from 1 again) and the size the
# device last announced, so a copy that stops short of it is shown as incomplete.
_V4 = """
ALTER TABLE sessions ADD COLUMN nonce TEXT;
ALTER TABLE sessions ADD COLUMN announced INTEGER NOT NULL DEFAULT 0;
"""

# Version 5: tournaments (SPEC §11, docs/tournament.md): the organizer's own records. A table's
# list is never copied here: it is the session a device pushed, found by its players; an
# organizer's correction is kept beside it with its reason.
_V5 = """
CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    settings TEXT NOT NULL,  -- JSON: every rule of the tables, complete
    plan TEXT NOT NULL,      -- JSON: series, games per table size, seating, fees, prizes
    created TEXT NOT NULL,
    closed TEXT              -- NULL: still running
);
CREATE TABLE tournament_players (
    tournament INTEGER NOT NULL REFERENCES tournaments(id),
    name TEXT NOT NULL,
    team TEXT,                    -- NULL: plays for no team
    joined INTEGER NOT NULL,      -- the first series the player is drawn for
    withdrawn INTEGER,            -- NULL: still playing; else not drawn from this series on
    PRIMARY KEY (tournament, name)
) WITHOUT ROWID;
CREATE TABLE tournament_tables (
    tournament INTEGER NOT NULL REFERENCES tournaments(id),
    series INTEGER NOT NULL,
    number INTEGER NOT NULL,      -- the table's number, 1 ...
    seats TEXT NOT NULL,          -- JSON: the names in seat order
    seed TEXT NOT NULL,           -- what the draw was made from ("standing" for by standing)
    drawn TEXT NOT NULL,
    device TEXT,                  -- the device handed this table; NULL: any device
    closed INTEGER NOT NULL DEFAULT 0,  -- 1: closed early by the organizer
    PRIMARY KEY (tournament, series, number)
) WITHOUT ROWID;
CREATE TABLE tournament_corrections (
    tournament INTEGER NOT NULL REFERENCES tournaments(id),
    id INTEGER NOT NULL,          -- 1, 2, ... per tournament
    series INTEGER NOT NULL,
    name TEXT NOT NULL,
    points INTEGER NOT NULL,      -- added to the player's list points of the series
    reason TEXT NOT NULL,
    made TEXT NOT NULL,
    PRIMARY KEY (tournament, id)
) WITHOUT ROWID;
"""

# Version 6: where a session was played, as the user names it on the host (`schreiber sessions
# place`): the device does not ask. NULL: not known.
_V6 = """
ALTER TABLE sessions ADD COLUMN place TEXT;
"""

# (version, what it does, SQL); the migrations table records each one applied, and when.
MIGRATIONS = (
    (1, "raw records, devices, roster", _V1),
    (2, "derived view: sessions' rules and totals, hands, seats", _V2),
    (3, "rulings: sessions scored again under corrected rules", _V3),
    (4, "sessions' nonce and the size the device announced", _V4),
    (5, "tournaments: players, tables drawn, organizer's corrections", _V5),
    (6, "sessions' place, named on the host", _V6),
)
LATEST = MIGRATIONS[-1][0]


class SchemaError(Exception):
    """A database this tool cannot use: newer than the tool, or not the store at all."""


def version_of(conn):
    """The schema version of an open database; 0 for an empty one."""
    tables = {
        row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    if "migrations" not in tables:
        if tables:
            raise SchemaError("this file holds other tables and is no Schreiber store")
        return 0
    row = conn.execute("SELECT MAX(version) FROM migrations").fetchone()
    return row[0] or 0


def migrate(conn, upto=LATEST):
    """Apply every migration the database lacks, up to `upto`; returns the versions applied.
    The connection must be in autocommit mode (isolation_level None): each step is its own
    transaction, so an interrupted migration leaves the database at the last finished step."""
    with transaction(conn):  # one migrating process at a time
        have = version_of(conn)
        if have > LATEST:
            raise SchemaError(
                f"the store has schema version {have}, newer than this tool's ({LATEST}): "
                "update schreiber"
            )
        if have == 0:
            conn.execute(
                "CREATE TABLE migrations (version INTEGER PRIMARY KEY, what TEXT NOT NULL, "
                "applied TEXT NOT NULL)"
            )
    applied = []
    for version, what, sql in MIGRATIONS:
        if version > upto:
            break
        with transaction(conn):
            if version_of(conn) < version:  # another process may have got here first
                for statement in _statements(sql):
                    conn.execute(statement)
                conn.execute("INSERT INTO migrations VALUES (?, ?, ?)", (version, what, utc_now()))
                applied.append(version)
    return applied


def _statements(sql):
    # executescript() would commit the open transaction first; one statement at a time keeps
    # the step and its record in the migrations table in one transaction.
    # Comments go first: one may hold a semicolon. No statement here has "--" in a string.
    code = "\n".join(line.split("--")[0] for line in sql.splitlines())
    for part in code.split(";"):
        statement = part.strip()
        if statement:
            yield statement


def utc_now():
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
