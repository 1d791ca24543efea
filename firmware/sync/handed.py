"""A tournament table the host hands this device (docs/tournament.md), over Wi-Fi (sync/push.py,
the hello's answer) or over USB (sync/server.py, TABLE): kept in `<root>/sync/table` for the
sync's screen to start (app/wifi_sync.py). Written under another name and renamed, so a power
cut leaves the old table or the new one; the table kept already (name, series, table) stays as
it is, started or not. Loaded only when a table comes: every module costs the device's heap."""

import json
import os

_SAME = ("name", "series", "table")


def check(table):
    """ValueError saying what is wrong with a handed table. The players' names and the rules
    are the core's to check, when the table starts (core.session)."""
    if not isinstance(table, dict):
        raise ValueError("a table must be an object")
    for key in ("name", "game"):
        if not isinstance(table.get(key), str) or not table[key]:
            raise ValueError("table: {} must be text".format(key))
    for key in ("series", "table", "games"):
        value = table.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 < value < 1000:
            raise ValueError("table: {} must be a whole number 1 to 999".format(key))
    players = table.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise ValueError("table: players must be a list of 2 to 4 names")
    for name in players:
        if not isinstance(name, str):
            raise ValueError("table: players must be names")
    if not isinstance(table.get("settings"), dict):
        raise ValueError("table: settings must be an object")


def keep(root, table):
    """Keep `table` (checked first: ValueError, and nothing written) unless the one kept is
    that table; True when it was written. OSError when the flash cannot take it."""
    check(table)
    path = root + "/sync/table"
    try:
        with open(path) as handle:
            kept = json.loads(handle.read())
        if [kept.get(key) for key in _SAME] == [table.get(key) for key in _SAME]:
            return False
    except (OSError, ValueError, AttributeError):
        pass  # none kept, or one unreadable: the new one replaces it
    try:
        os.mkdir(root + "/sync")
    except OSError:
        pass  # there already
    with open(path + ".tmp", "w") as handle:
        handle.write(json.dumps(table))
    os.rename(path + ".tmp", path)
    return True
