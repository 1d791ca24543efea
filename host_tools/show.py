"""`schreiber show SESSION`: one evening from the store as a readable table: the rule card, the
players, every hand with its result and each player's change, the standings and the settle-up.

The table is `schreiber score`'s (host_tools.table), made from the same JSON result: the hands
as the store derived them from the device's log, scored again under the session's rules."""

import sys

from core.errors import InputError
from host_tools import export_select, table
from host_tools.sync_common import add_db_argument, refused, store_of

EPILOG = """\
SESSION is named as `schreiber sessions` lists it: DEVICE/NUMBER (the device's id, a slash,
the session's number on it), or the NUMBER alone when only one device has a session so
numbered. Reads only the store: the device need not be attached.
"""


def add_arguments(parser):
    add_db_argument(parser)
    parser.add_argument("session", help="DEVICE/NUMBER, or NUMBER (as `schreiber sessions` lists)")


def run(args):
    with store_of(args) as store:
        try:
            device, number = export_select.find(store, args.session)
        except InputError as err:
            raise refused(err) from None
        meta = export_select.meta(store, device, number)
        hands = export_select.hands(store, device, number)
    sys.stdout.write(render(meta, hands))
    return 0


def render(meta, hands):
    """The session's table as text (what `show` prints)."""
    title = f"Session {meta['device']}/{meta['number']}"
    if meta["device_name"]:
        title += f" ({meta['device_name']})"
    lines = [title]
    for offset, problem in meta["problems"]:
        lines.append(f"  the log is damaged at byte {offset}: {problem} (the rest is scored)")
    if meta["game"] is None:
        lines.append("  no session start could be read: nothing to show")
        return "\n".join(lines) + "\n"
    result = export_select.scored(meta, hands)
    result["problems"] = meta["problems"]  # says whether the session is still open
    return "\n".join(lines) + "\n\n" + table.render(result)
