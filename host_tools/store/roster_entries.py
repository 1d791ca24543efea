"""The store's roster (docs/host-store.md, "The roster"): every name seen at a table, renamed
and merged by the user without touching what the device wrote.

A renamed or merged entry is kept as a row of its own pointing at the entry it now belongs to
(`merged_into`): the sessions' seats keep the name the device wrote and the entry it was
linked to, and whoever reads a seat follows that pointer, so the history follows a rename or a
merge, and a session derived again later (its log grew) finds the old name's row and lands on
the same person. Every pointer leads straight to a live entry (never to another pointer).
"""

from core.errors import InputError, shown
from core.names import check_name


def players(conn):
    """Every roster row, live or pointing at an entry: [{"id", "name", "push",
    "merged_into"}], by name."""
    return [
        {"id": row[0], "name": row[1], "push": bool(row[2]), "merged_into": row[3]}
        for row in conn.execute("SELECT id, name, push, merged_into FROM players ORDER BY name")
    ]


def add_player(conn, name, push=False):
    """Put `name` on the roster (a name the device would accept), marked to be pushed or
    not; a name held already keeps its row."""
    problem = check_name(name, "name")
    if problem is not None:
        raise InputError("name", problem)
    conn.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (name,))
    conn.execute("UPDATE players SET push = ? WHERE name = ?", (int(push), name))


def names_to_push(conn):
    """The names to send to the device at the next sync, sorted."""
    return [
        row[0]
        for row in conn.execute(
            "SELECT name FROM players WHERE push = 1 AND merged_into IS NULL ORDER BY name"
        )
    ]


def entries(conn):
    """The live entries, by name: [{"name", "sessions", "last_seen", "push", "also"}];
    `also` the other names that lead to it (renamed from, merged into it), sorted."""
    out = []
    for pid, name, push in conn.execute(
        "SELECT id, name, push FROM players WHERE merged_into IS NULL ORDER BY name"
    ).fetchall():
        count, last = conn.execute(
            "SELECT COUNT(DISTINCT sp.device || '/' || sp.number), "
            "MAX(COALESCE(s.date, substr(s.last_synced, 1, 10))) "
            "FROM session_players sp JOIN players p ON p.id = sp.player "
            "JOIN sessions s ON s.device = sp.device AND s.number = sp.number "
            "WHERE COALESCE(p.merged_into, p.id) = ?",
            (pid,),
        ).fetchone()
        also = [
            row[0]
            for row in conn.execute(
                "SELECT name FROM players WHERE merged_into = ? ORDER BY name", (pid,)
            )
        ]
        out.append(
            {"name": name, "sessions": count, "last_seen": last, "push": bool(push), "also": also}
        )
    return out


def rename(conn, old, new):
    """The entry `old` is called `new` from now on; `old` stays a name that leads to it."""
    pid = _live(conn, old, "old")
    problem = check_name(new, "name")
    if problem is not None:
        raise InputError("new", problem)
    if new == old:
        raise InputError("new", f"{shown(old)} is already called that")
    for other, into in _same_name(conn, new):
        if other != pid and into != pid:
            raise InputError("new", f"the name {shown(new)} is taken: merge the two instead")
    row = conn.execute("SELECT id FROM players WHERE name = ?", (new,)).fetchone()
    if row is None:
        conn.execute("UPDATE players SET name = ? WHERE id = ?", (new, pid))
        conn.execute("INSERT INTO players (name, merged_into) VALUES (?, ?)", (old, pid))
        return
    # `new` is a name this entry had before: the two rows trade names (both lead to the same
    # person, and the seats linked to either keep leading there). "\n" is no name, so the
    # trade never holds one name twice.
    conn.execute("UPDATE players SET name = ? WHERE id = ?", ("\n", pid))
    conn.execute("UPDATE players SET name = ? WHERE id = ?", (old, row[0]))
    conn.execute("UPDATE players SET name = ? WHERE id = ?", (new, pid))


def merge(conn, gone, kept):
    """The entry `gone` is the same person as `kept`: every name that led to `gone` leads to
    `kept`; `gone`'s push mark goes (the name is not pushed again)."""
    gone_id = _live(conn, gone, "name")
    kept_id = _live(conn, kept, "into")
    if gone_id == kept_id:
        raise InputError("into", f"cannot merge {shown(gone)} into itself")
    conn.execute("UPDATE players SET merged_into = ? WHERE merged_into = ?", (kept_id, gone_id))
    conn.execute("UPDATE players SET merged_into = ?, push = 0 WHERE id = ?", (kept_id, gone_id))


def set_push(conn, names, push):
    """Mark the entries `names` to be pushed to the device at the next sync (or not)."""
    if not names:
        raise InputError("name", "name at least one player")
    ids = [_live(conn, name, "name") for name in names]
    for pid in ids:
        conn.execute("UPDATE players SET push = ? WHERE id = ?", (int(push), pid))


def check_names(names, most=40):
    """Refuse (InputError "held") a list of names a device says it holds that is no list of at
    most `most` texts, each one the store could keep (no lone surrogates from a JSON escape)."""
    if not isinstance(names, list) or len(names) > most:
        raise InputError("held", f"must be a list of at most {most} names")
    for name in names:
        if not isinstance(name, str) or len(name) > 64 or not text_ok(name):
            raise InputError("held", "each must be a name of at most 64 characters of text")


def text_ok(text):
    """Whether `text` is text SQLite and every file can hold: no lone surrogate."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def pushed(conn, names):
    """The device holds `names` now: their push marks go."""
    for name in names:
        conn.execute("UPDATE players SET push = 0 WHERE name = ? AND merged_into IS NULL", (name,))


def seat_names(conn, device, number):
    """The session's players in seat order, each as the roster calls them now."""
    return [
        row[0]
        for row in conn.execute(
            "SELECT COALESCE(t.name, p.name, sp.name) FROM session_players sp "
            "LEFT JOIN players p ON p.id = sp.player "
            "LEFT JOIN players t ON t.id = p.merged_into "
            "WHERE sp.device = ? AND sp.number = ? ORDER BY sp.seat",
            (device, number),
        )
    ]


def _live(conn, name, field):
    """The id of the live entry called `name`; InputError naming `field` for an unknown name
    or one that now leads to another entry."""
    if not isinstance(name, str):
        raise InputError(field, "must be a player's name")
    row = conn.execute("SELECT id, merged_into FROM players WHERE name = ?", (name,)).fetchone()
    if row is None:
        raise InputError(field, f"no player {shown(name)} on the roster")
    if row[1] is not None:
        target = conn.execute("SELECT name FROM players WHERE id = ?", (row[1],)).fetchone()[0]
        raise InputError(field, f"{shown(name)} is now {shown(target)}: use that name")
    return row[0]


def _same_name(conn, name):
    """[(id, merged_into)] of the rows whose name is `name` ignoring the case of A-Z (the
    device's rule: Sepp and SEPP are one player)."""
    low = name.encode().lower()
    return [
        (pid, into)
        for pid, other, into in conn.execute("SELECT id, name, merged_into FROM players")
        if other.encode().lower() == low
    ]
