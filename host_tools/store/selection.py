"""Which sessions a verb of the host tool reads from the store (show, export, settle, stats),
and reading them one at a time, so a history of any length never sits in memory whole.

A session is named as `schreiber sessions` lists it:
  DEVICE/NUMBER   the session NUMBER of device DEVICE (e.g. 3f9a0c12/7)
  NUMBER          the session NUMBER when only one device in the store has one so numbered
Dates are "YYYY-MM-DD"; a session whose device did not know the date is in no date range.
"""

import datetime
import json

from core.errors import InputError, shown
from core.session import Session
from host_tools.scoring.replay import replay
from host_tools.store import roster_entries

_COLUMNS = (
    "device, number, game, date, dealer, settings, hands, corrections, ended, totals, problems, "
    "size, announced, place"
)
PLACE_MOST = 60  # characters: a place is a name ("Gasthaus zur Post, Dachau"), not a note


def parse_ref(text):
    """(device or None, number) of a session named on the command line."""
    device, _, number = text.rpartition("/")
    if not number.isdigit() or not number.isascii() or int(number) < 1:
        raise InputError("session", f"not a session: {shown(text)} (DEVICE/NUMBER or NUMBER)")
    if "/" in text and not device:
        raise InputError("session", f"no device before the slash in {shown(text)}")
    return (device or None), int(number)


def parse_place(text):
    """Where a session was played, as given on the command line: one line of at most
    PLACE_MOST printable characters, spaces at its ends dropped; "" forgets the place."""
    place = text.strip()
    if len(place) > PLACE_MOST:
        raise InputError("place", f"a place of at most {PLACE_MOST} characters, not {len(place)}")
    if not place.isprintable():
        raise InputError("place", f"one line of printable characters, not {shown(text)}")
    return place


def parse_date(field, text):
    """A "YYYY-MM-DD" date given for `field` (--since, --until), checked."""
    try:
        if len(text) == 10:
            return datetime.date.fromisoformat(text).isoformat()
    except ValueError:
        pass
    raise InputError(field, f"not a date: {shown(text)} (YYYY-MM-DD)")


def find(store, text):
    """(device, number) of the session `text` names; InputError if the store has none or, for
    a bare number, several."""
    device, number = parse_ref(text)
    store.refresh()
    if device is None:
        rows = store.conn.execute(
            "SELECT device FROM sessions WHERE number = ? ORDER BY device", (number,)
        ).fetchall()
        if len(rows) > 1:
            devices = ", ".join(f"{row[0]}/{number}" for row in rows)
            raise InputError("session", f"several devices have a session {number}: {devices}")
    else:
        rows = store.conn.execute(
            "SELECT device FROM sessions WHERE device = ? AND number = ?", (device, number)
        ).fetchall()
    if not rows:
        raise InputError("session", f"no session {shown(text)} in the store")
    return rows[0][0], number


def keys(store, since=None, until=None, session=None):
    """[(device, number)] of the sessions chosen, in order of date (undated last), device and
    number: one session (`session`, as the command line names it), the dates from `since` to
    `until` (each included, either may be None), or everything."""
    if session is not None:
        return [find(store, session)]
    store.refresh()
    sql = "SELECT device, number FROM sessions"
    where = []
    args = []
    if since is not None:
        where.append("date >= ?")
        args.append(since)
    if until is not None:
        where.append("date <= ?")
        args.append(until)
    if where:
        sql += " WHERE " + " AND ".join(where)
    sql += " ORDER BY date IS NULL, date, device, number"
    return [tuple(row) for row in store.conn.execute(sql, args).fetchall()]


def meta(store, device, number, device_names=False):
    """One session's derived facts as a dict: device, device_name, number, game, date, dealer,
    settings, hands (count), corrections, ended, totals, problems, players, size and
    announced (bytes of its log held, and the most the device said it has), incomplete, place
    (where it was played, None when not known).
    "players" are the host's names (after renames and merges: roster_entries.seat_names);
    with `device_names` the names as the device wrote them, "device_players" always."""
    row = store.conn.execute(
        f"SELECT {_COLUMNS} FROM sessions WHERE device = ? AND number = ?", (device, number)
    ).fetchone()
    out = dict(zip([c.strip() for c in _COLUMNS.split(",")], row, strict=True))
    for key in ("settings", "totals", "problems"):
        out[key] = None if out[key] is None else json.loads(out[key])
    out["problems"] = out["problems"] or []
    out["ended"] = bool(out["ended"])
    # A sync cut off midway: the device announced more than is held (store.incomplete_note).
    out["incomplete"] = out["announced"] > out["size"]
    out["device_players"] = [
        name
        for (name,) in store.conn.execute(
            "SELECT name FROM session_players WHERE device = ? AND number = ? ORDER BY seat",
            (device, number),
        )
    ]
    out["players"] = list(out["device_players"])
    if not device_names:
        out["players"] = roster_entries.seat_names(store.conn, device, number)
    name = store.conn.execute("SELECT name FROM devices WHERE id = ?", (device,)).fetchone()
    out["device_name"] = name[0] if name else ""
    return out


def hands(store, device, number):
    """The session's hands as derived (the store's own reader refreshes the view on every
    call; the verbs refresh it once)."""
    return store.derived_hands(device, number)


def roster_names(store):
    """{name: the name of the roster entry it counts as} (following merges)."""
    rows = store.conn.execute("SELECT id, name, merged_into FROM players").fetchall()
    by_id = {row[0]: (row[1], row[2]) for row in rows}
    out = {}
    for name, into in by_id.values():
        seen = set()
        target = name
        while into is not None and into in by_id and into not in seen:
            seen.add(into)
            target, into = by_id[into]
        out[name] = target
    return out


def each(store, chosen):
    """(meta, hands) of every session in `chosen` ((device, number) pairs), one at a time."""
    for device, number in chosen:
        yield meta(store, device, number), hands(store, device, number)


def scored(meta, hands):
    """The session as `schreiber score --json` reports it (host_tools.scoring.replay): its hands as
    derived (after every correction) scored again under its rules, which also gives what the store
    does not keep: the settle-up, the pending status, the decision."""
    session = Session(
        meta["game"], meta["settings"], meta["players"], meta["dealer"], meta["date"]
    )
    for row in hands:
        session.add(row["record"])
    session.corrections = meta["corrections"]
    session.ended = meta["ended"]
    return replay(session)
