"""What the report and rescore verbs read from the store: one session as scored (under the
device's rules, or a saved ruling), and many sessions one at a time for a report across
evenings, never all of them in memory at once.

Read only: the store's derived view is brought up to date (Store.refresh) and then read with
plain queries; nothing here writes.
"""

import json

from core import facts
from core.errors import InputError
from host_tools.command_error import CommandError
from host_tools.scoring.hand_events import bummerl_tally
from host_tools.scoring.replay import replay
from host_tools.store import roster_entries, selection


def check_date(text, field):
    """A --since/--until date as "YYYY-MM-DD", checked as the export checks it."""
    try:
        return selection.parse_date(field, text)
    except InputError as err:
        raise CommandError(str(err)) from None


def parse_session(store, text):
    """(device, number) of a SESSION argument, as `show` and `export` read it: "DEVICE/NUMBER"
    as `schreiber sessions` lists it, or the bare NUMBER when one device has it."""
    try:
        return selection.find(store, text)
    except InputError as err:
        raise CommandError(str(err)) from None


def session_info(store, device, number):
    """{"device", "number", "game", "settings", "players", "dealer", "date", "ended", "size"}
    of one session; CommandError when the store does not hold it or its log had no start."""
    store.refresh(device)
    row = store.conn.execute(
        "SELECT game, settings, dealer, date, ended, size FROM sessions WHERE device = ? AND "
        "number = ?",
        (device, number),
    ).fetchone()
    if row is None:
        raise CommandError(f"session {device}/{number}: not in the store {store.path}")
    if row[0] is None:
        raise CommandError(f"session {device}/{number}: its log holds no session start")
    return {
        "device": device,
        "number": number,
        "game": row[0],
        "settings": json.loads(row[1]),
        "players": seats(store, device, number),
        "dealer": row[2],
        "date": row[3],
        "ended": bool(row[4]),
        "size": row[5],
    }


def seats(store, device, number):
    """The session's players in seat order, under the host's names (after renames and merges:
    host_tools.store.roster_entries.seat_names)."""
    return roster_entries.seat_names(store.conn, device, number)


def stored_hands(store, device, number):
    """The session's hands as the store scored them (the device's rules), in order of play."""
    for hand, record, deltas, totals, events in store.conn.execute(
        "SELECT hand, record, deltas, totals, events FROM hands WHERE device = ? AND number = ? "
        "ORDER BY hand",
        (device, number),
    ):
        yield {
            "hand": hand,
            "record": json.loads(record),
            "deltas": json.loads(deltas),
            "totals": json.loads(totals),
            "events": json.loads(events),
        }


def scored(store, device, number, ruling=0):
    """One session as `score --json` shows it (host_tools.scoring.replay.replay), with "device",
    "number" and "ruling": 0 scores it under the device's own rules, N under saved ruling N."""
    from host_tools.store import rulings

    info = session_info(store, device, number)
    settings = info["settings"]
    if ruling:
        settings = rulings.ruling(store, device, number, ruling)["settings"]
    result = score_under(info, list(stored_hands(store, device, number)), settings)
    result.update(device=device, number=number, ruling=ruling)
    return result


def score_under(info, hands, settings):
    """The session `info` with its hand records `hands` scored under `settings`: a replay
    result, or CommandError naming the hand the rules cannot score."""
    from core.session import Session

    try:
        session = Session(info["game"], settings, info["players"], info["dealer"], info["date"])
    except InputError as err:
        raise CommandError(str(err)) from None
    for row in hands:
        try:
            session.add(row["record"])
        except InputError as err:
            raise CommandError(
                f"hand {row['hand']} cannot be scored under these rules: {err}"
            ) from None
    result = replay(session)
    result["ended"] = info["ended"]
    return result


def group(store, players=None, since=None, until=None, device=None):
    """Every session held of the group, oldest first (by date, then device and number): each
    as {"device", "number", "game", "settings", "date", "players", "totals", "decided"} with
    "decided" the deciding event's value (or None). Yielded one at a time.

    `players` (a list of names) keeps the sessions played by exactly these players, in any
    seats; `since`/`until` bound the date (a session whose date is unknown is left out then)."""
    store.refresh(device)
    sql = (
        "SELECT device, number, game, settings, date, totals, announced > size FROM sessions "
        "WHERE game IS NOT NULL"
    )
    args = []
    if since is not None:
        sql += " AND date >= ?"
        args.append(since)
    if until is not None:
        sql += " AND date <= ?"
        args.append(until)
    if device is not None:
        sql += " AND device = ?"
        args.append(device)
    wanted = sorted(players) if players else None
    # A cursor of its own: its rows come as they are read, while the other queries run.
    cursor = store.conn.cursor()
    cursor.execute(sql + " ORDER BY date, device, number", args)
    for dev, number, game, settings, date, totals, incomplete in cursor:
        names = seats(store, dev, number)
        if wanted is not None and sorted(names) != wanted:
            continue
        yield {
            "device": dev,
            "number": number,
            "game": game,
            "settings": json.loads(settings),
            "date": date,
            "players": names,
            "totals": json.loads(totals) if totals else [0] * len(names),
            "decided": _decided(store, dev, number),
            "incomplete": bool(incomplete),
            "bummerl": _bummerl(store, dev, number, len(names)) if game == BUMMERL_GAME else None,
        }


BUMMERL_GAME = "bauernschnapsen"


def _decided(store, device, number):
    row = store.conn.execute(
        "SELECT events FROM hands WHERE device = ? AND number = ? ORDER BY hand DESC LIMIT 1",
        (device, number),
    ).fetchone()
    if row is None:
        return None
    for key, value in json.loads(row[0]):
        if key == "decided":
            return value
    return None


def _bummerl(store, device, number, players):
    """Each seat's Bummerl over the session (the `bummerl` events, docs/status-keys.md)."""
    rows = store.conn.execute(
        "SELECT events FROM hands WHERE device = ? AND number = ? AND events LIKE '%\"bummerl\"%'",
        (device, number),
    )
    return bummerl_tally((json.loads(events) for (events,) in rows), players)


def unit(game, settings):
    """What a session's scores count ("cents", "points", ...), as the game says (core.facts);
    settings a stored session cannot give it by count as points."""
    try:
        return facts.unit(game, settings)
    except (InputError, KeyError, TypeError):
        return "points"
