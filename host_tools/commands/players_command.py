"""`schreiber players`: the roster the store keeps: list it, rename an entry, merge two entries
that are the same person, mark names to be pushed to the device at the next sync."""

import argparse
import json
import sys

from core.errors import InputError
from host_tools.command_error import CommandError
from host_tools.commands.shared import add_db_argument, grid, refused, store_of
from host_tools.texts import Texts

EPILOG = """\
  schreiber players                   the roster: name, sessions, last seen, pushed
  schreiber players rename OLD NEW    OLD is called NEW from now on, in every session
  schreiber players merge A into B    A is the same person as B: A's sessions show B
  schreiber players push NAME...      send the names to the device at the next sync
  schreiber players push --no-push NAME...   do not send them

Every name seen in a synced session is on the roster. A rename or merge changes what the
sessions show, never the records the device sent: the old name stays a name that leads to the
entry (listed under "also"), so a session synced again later lands on the same person. A name
marked `push` goes to the device at the next sync (serial or Wi-Fi) and the mark goes once the
device said it holds it (docs/sync-protocol.md, "Roster push"). An unknown name, a taken one or
a merge into itself is one line and exit status 2, and nothing changes.
"""


def add_arguments(parser):
    add_db_argument(parser)
    parser.add_argument("--json", action="store_true", help="list as JSON instead of a table")
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    rename = actions.add_parser("rename", help="rename OLD NEW")
    rename.add_argument("old")
    rename.add_argument("new")
    merge = actions.add_parser("merge", help="merge A into B")
    merge.add_argument("gone", metavar="A")
    merge.add_argument("into", metavar="into")
    merge.add_argument("kept", metavar="B")
    push = actions.add_parser("push", help="push NAME... [--no-push]")
    push.add_argument("names", nargs="+", metavar="NAME")
    push.add_argument("--no-push", action="store_true", help="clear the names' push marks")
    for sub in (rename, merge, push):
        # SUPPRESS: an absent --db after the action leaves one given before it in force.
        sub.add_argument("--db", metavar="FILE", default=argparse.SUPPRESS, help="as above")


def run(args):
    action = args.action
    t = Texts([], None, None)  # in the language the tool speaks
    if action == "merge" and args.into.lower() != "into":
        raise CommandError(t.word("players.merge_takes"))
    with store_of(args) as store:
        try:
            if action is None:
                return _list(store, args.json, t)
            if action == "rename":
                store.rename_player(args.old, args.new)
                print(t.say("players.renamed", args.old, args.new))
            elif action == "merge":
                store.merge_players(args.gone, args.kept)
                print(t.say("players.merged", args.gone, args.kept))
            else:
                store.set_push(args.names, not args.no_push)
                what = "players.not_pushed" if args.no_push else "players.pushed"
                print(t.say(what, ", ".join(args.names)))
        except InputError as err:
            raise refused(err) from None
    return 0


def _list(store, as_json, t):
    entries = store.roster()
    if as_json:
        json.dump({"format": 1, "players": entries}, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    if not entries:
        print(t.say("players.none", store.path))
        return 0
    rows = [
        [
            entry["name"],
            entry["sessions"],
            entry["last_seen"] or t.word("players.never"),
            t.word("players.yes") if entry["push"] else "",
            ", ".join(entry["also"]),
        ]
        for entry in entries
    ]
    heads = [t.word("players." + key) for key in ("name", "sessions", "last_seen", "push", "also")]
    sys.stdout.write(grid(heads, rows, (heads[1],)))
    return 0
