"""The derived view's rows: each session's rules, totals and hands as derive.derive scores them
from its log, written to the store when its bytes have grown and read back as sessions and
hands (docs/host-store.md, "Incomplete copies")."""

import json

from host_tools.store import derive, roster_entries
from host_tools.store.log_records import log_bytes
from host_tools.store.transaction import transaction


def refresh(conn, device=None):
    """Rebuild the derived view of every session whose bytes grew since it was built;
    returns how many were rebuilt."""
    sql = "SELECT device, number FROM sessions WHERE derived != size"
    args = ()
    if device is not None:
        sql += " AND device = ?"
        args = (device,)
    stale = conn.execute(sql, args).fetchall()
    for dev, number in stale:
        with transaction(conn):
            size = _size(conn, dev, number)
            view = derive.derive(log_bytes(conn, dev, number), dev, number)
            _write_view(conn, dev, number, size, view)
    return len(stale)


def keep_derived(conn, device, number, view):
    """Take `view` (derive.derive's dict) as the derived view of the session's log as
    held now, instead of reading and scoring the log again: for `schreiber import`, which
    has derived each session of its file while checking it (it is scored once)."""
    with transaction(conn):
        _write_view(conn, device, number, _size(conn, device, number), view)


def sessions(conn, device=None):
    """Every session held, oldest device and number first, as its derived view holds it now:
    dicts with device, number, game, date, players, hands, corrections, ended, totals,
    problems, size, first_synced, last_synced, place (None: not known)."""
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
    for row in conn.execute(sql + " ORDER BY device, number", args).fetchall():
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
                "players": roster_entries.seat_names(conn, row[0], row[1]),
                "nonce": row[14],
                # The device announced more than is held: a sync was interrupted.
                "announced": max(row[15], row[9]),
                "incomplete": row[15] > row[9],
                "place": row[16],
            }
        )
    return out


def derived_hands(conn, device, number):
    """The session's hands as the view holds them now: [{"hand", "record", "deltas",
    "totals", "events"}]."""
    out = []
    for row in conn.execute(
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


def incomplete_note(session):
    """The words every listing, settlement, export and report shows for a session held only
    in part (a sync was interrupted); None for one held whole, as far as the store knows."""
    if not session.get("incomplete"):
        return None
    from host_tools import texts  # the words of the language the tool speaks

    said = (session["size"], session["announced"], session["hands"])
    return texts.Texts([], None, None).say("store.incomplete", *said, n=session["hands"])


def _size(conn, device, number):
    return conn.execute(
        "SELECT size FROM sessions WHERE device = ? AND number = ?", (device, number)
    ).fetchone()[0]


def _write_view(conn, device, number, size, view):
    conn.execute("DELETE FROM hands WHERE device = ? AND number = ?", (device, number))
    conn.execute("DELETE FROM session_players WHERE device = ? AND number = ?", (device, number))
    conn.execute(
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
        conn.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (name,))
        player = conn.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()[0]
        conn.execute(
            "INSERT INTO session_players VALUES (?, ?, ?, ?, ?)",
            (device, number, seat, name, player),
        )
    conn.executemany(
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


def _json(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


_decode = json.JSONDecoder().decode


def _unjson(text):
    return None if text is None else json.loads(text)
