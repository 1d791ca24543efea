"""`schreiber sessions`: list the sessions the store holds, with their state as synced;
`schreiber sessions place SESSION TEXT`: name where a session was played."""

import json
import sys

from core.errors import InputError
from host_tools.command_error import CommandError
from host_tools.commands.shared import add_db_argument, grid, store_of
from host_tools.store import selection
from host_tools.store.derived_rows import incomplete_note
from host_tools.texts import Texts

EPILOG = """\
One line per session: the device, the session's number on it, its date (or "unknown" when the
device's clock did not know it), the game, the players, the hands as they stand after every
correction, whether the players ended it, any damage the log showed, and "incomplete (N of M
bytes held ...; sync again)" when a sync was cut off before it brought all the device has.
--json prints the same for scripts. The store is described in docs/host-store.md.

  schreiber sessions place SESSION "Gasthaus Post"

names where the session was played (the device does not ask): the report and the XLSX export
name the session by its date, place, game and players. "" forgets the place. SESSION is
DEVICE/NUMBER, or NUMBER when only one device has a session so numbered.
"""


def add_arguments(parser):
    add_db_argument(parser)
    parser.add_argument("--device", help="only the sessions of this device (its id)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "place",
        nargs="*",
        metavar="place SESSION TEXT",
        help='name where SESSION was played: place 3 "Gasthaus Post" ("" forgets it)',
    )


def run(args):
    if args.place:
        return name_place(args)
    with store_of(args) as store:
        sessions = store.sessions(args.device)
    if args.json:
        json.dump({"format": 1, "sessions": sessions}, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    t = Texts([], None, None)  # in the language the tool speaks
    if not sessions:
        print(t.say("sessions.none", store.path))
        return 0
    rows = []
    for session in sessions:
        state = t.word("sessions.ended" if session["ended"] else "sessions.open")
        if session["problems"]:
            state += ", " + t.word("sessions.problems", len(session["problems"]))
        if session["incomplete"]:
            state += f", {incomplete_note(session)}"
        game = session["game"]
        rows.append(
            [
                session["device"],
                session["number"],
                session["date"] or t.word("sessions.unknown"),
                t.words.get("game." + game, game) if game else "?",
                ", ".join(session["players"]),
                session["hands"],
                state,
            ]
        )
    names = ("device", "session", "date", "game", "players", "hands", "state")
    headings = [t.word("sessions." + name) for name in names]
    if any(session["place"] for session in sessions):
        headings.insert(3, t.word("sessions.place"))
        for row, session in zip(rows, sessions, strict=True):
            row.insert(3, session["place"] or "")
    right = (t.word("sessions.session"), t.word("sessions.hands"))
    sys.stdout.write(grid(headings, rows, right=right))
    return 0


def name_place(args):
    """`sessions place SESSION TEXT`: checked whole before the store is changed."""
    if args.place[0] != "place" or len(args.place) != 3:
        raise CommandError('give: schreiber sessions place SESSION "TEXT"')
    try:
        place = selection.parse_place(args.place[2])
        with store_of(args) as store:
            device, number = selection.find(store, args.place[1])
            store.set_place(device, number, place)
    except InputError as err:
        raise CommandError(str(err)) from None
    t = Texts([], None, None)
    if place:
        print(t.say("sessions.played_at", f"{device}/{number}", place))
    else:
        print(t.say("sessions.place_forgotten", f"{device}/{number}"))
    return 0
