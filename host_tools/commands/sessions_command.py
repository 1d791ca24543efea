"""`schreiber sessions`: list the sessions the store holds, with their state as synced."""

import json
import sys

from host_tools.commands.shared import add_db_argument, grid, store_of
from host_tools.store.database import incomplete_note

EPILOG = """\
One line per session: the device, the session's number on it, its date (or "unknown" when the
device's clock did not know it), the game, the players, the hands as they stand after every
correction, whether the players ended it, any damage the log showed, and "incomplete (N of M
bytes held ...; sync again)" when a sync was cut off before it brought all the device has.
--json prints the same for scripts. The store is described in docs/host-store.md.
"""


def add_arguments(parser):
    add_db_argument(parser)
    parser.add_argument("--device", help="only the sessions of this device (its id)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")


def run(args):
    with store_of(args) as store:
        sessions = store.sessions(args.device)
    if args.json:
        json.dump({"format": 1, "sessions": sessions}, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    if not sessions:
        print(f"no sessions in {store.path}")
        return 0
    rows = []
    for session in sessions:
        state = "ended" if session["ended"] else "open"
        if session["problems"]:
            state += f", {len(session['problems'])} problems"
        if session["incomplete"]:
            state += f", {incomplete_note(session)}"
        rows.append(
            [
                session["device"],
                session["number"],
                session["date"] or "unknown",
                session["game"] or "?",
                ", ".join(session["players"]),
                session["hands"],
                state,
            ]
        )
    headings = ["device", "session", "date", "game", "players", "hands", "state"]
    sys.stdout.write(grid(headings, rows, right=("session", "hands")))
    return 0
