"""Handing a table to its device over the Wi-Fi sync (docs/sync-protocol.md, addition "table";
docs/tournament.md): a device that says it takes tables is given, in the answer to its hello,
the table of a running tournament it was handed (`schreiber tournament handout`) until the
host holds a session of that table from it. The device then starts the table's session with
the players in their seats and the tournament's rules, nothing typed."""

from core import games
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
            return {
                "name": tour["name"],
                "series": series,
                "table": table["number"],
                "game": tour["game"],
                "settings": _changed(tour["game"], tour["settings"]),
                "players": table["seats"],
                "games": table["games"],
            }
    return None


def _changed(game, settings):
    """Only the rules that differ from the game's defaults: the device makes the rest, and a
    small dict leaves its heap less cut up (docs/measuring.md)."""
    defaults = games.make_settings(game, {})
    return {key: value for key, value in settings.items() if defaults.get(key) != value}
