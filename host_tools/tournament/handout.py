"""Handing a table to its device (docs/tournament.md): over the Wi-Fi sync (docs/sync-protocol.md,
addition "table"), a device that says it takes tables is given, in the answer to its hello, the
table of a running tournament it was handed (`schreiber tournament handout`) until the host
holds a session of that table from it; over USB serial (`handout --port`), the table goes to
the device on the cable in a TABLE message and is bound to it once the device kept it. The
device then starts the table's session with the players in their seats and the tournament's
rules, nothing typed."""

from core import games
from core.errors import InputError
from host_tools.store.device_copies import device_of
from host_tools.tournament import book as books
from host_tools.tournament import lists


def offer(store, device):
    """The table handed to `device` that it has not started yet, as the answer carries it:
    {"name", "series", "table", "game", "settings", "players", "games"}; None if none."""
    book = books.Book(store)
    sessions = None
    for name in book.names():
        tour = book.get(name)
        if tour["closed"]:
            continue
        series = book.series_drawn(tour)
        for table in book.tables(tour, series):
            if table["device"] != device or table["closed"]:
                continue
            if sessions is None:
                sessions = store.sessions(device)
            if lists.find(sessions, tour, table)[0] is not None:
                continue  # started: its list is coming in
            return dict(table_of(tour, series, table), **_taken_over(store, tour, table))
    return None


def table_of(tour, series, table):
    """A table as the device takes it: {"name", "series", "table", "game", "settings",
    "players", "games"}."""
    return {
        "name": tour["name"],
        "series": series,
        "table": table["number"],
        "game": tour["game"],
        "settings": _changed(tour["game"], tour["settings"]),
        "players": table["seats"],
        "games": table["games"],
    }


def _taken_over(store, tour, table):
    """What a device handed a table already played on another (one swapped out mid-series, its
    battery dead) continues from: {"players" in that list's seats, "dealer" it began with,
    "hands": its records up to the series' games}, so the new device's session carries the
    whole list and its game count goes on; {} when no other device holds a list of the
    table."""
    device = table["device"]
    others = [s for s in store.sessions() if device_of(s["device"]) != device]
    found = lists.find(others, tour, dict(table, device=None))[0]
    if found is None or not found["hands"]:
        return {}
    hands = store.derived_hands(found["device"], found["number"])[: table["games"]]
    return {
        "players": found["players"],
        "dealer": found["dealer"] or 0,
        "hands": [hand["record"] for hand in hands],
    }


def over_serial(book, tour, series, number, client, device=None):
    """Hand table `number` of `series` to the device `client` (a serial sync's Client) talks
    to, and bind the table to it once the device kept it: a table the device refused binds
    nothing. `device`: the id it must have, if given. Returns (its id, whether it kept the
    table: False when it holds that table already). InputError for a table or tournament the
    host refuses (before the device is asked) and for another device than `device`; the
    client's SyncError from the link or the device."""
    book._open(tour)
    table = book.table(tour, series, number)
    client.hello()
    if device is not None and client.device != device:
        client._bye({"error": "another device was named"})
        raise InputError("device", f"the device on the cable is {client.device}, not {device}")
    offered = dict(table, device=client.device)
    kept = client.hand_table(
        dict(table_of(tour, series, table), **_taken_over(book.store, tour, offered))
    )
    book.hand_out(tour, series, number, client.device)
    return client.device, kept


def _changed(game, settings):
    """Only the rules that differ from the game's defaults: the device makes the rest, and a
    small dict leaves its heap less cut up (docs/measuring.md)."""
    defaults = games.make_settings(game, {})
    return {key: value for key, value in settings.items() if defaults.get(key) != value}
