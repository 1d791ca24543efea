"""`schreiber show SESSION`: one evening from the store as a readable table: the rule card, the
players, every hand with its result and each player's change, the standings and the settle-up.

The table is `schreiber score`'s (host_tools.scoring.score_table), made from the same JSON result:
the hands as the store derived them from the device's log, scored again under the session's
rules."""

import sys

from core.errors import InputError
from host_tools import texts
from host_tools.commands.shared import add_db_argument, refused, store_of
from host_tools.scoring import score_table
from host_tools.store import rulings, selection
from host_tools.store.derived_rows import incomplete_note
from host_tools.texts import Texts

EPILOG = """\
SESSION is named as `schreiber sessions` lists it: DEVICE/NUMBER (the device's id, a slash,
the session's number on it), or the NUMBER alone when only one device has a session so
numbered. Reads only the store: the device need not be attached. --ruling N shows it scored
under its saved ruling N (`schreiber rescore --save`); 0, the default, under the device's rules.
"""


def add_arguments(parser):
    add_db_argument(parser)
    parser.add_argument("session", help="DEVICE/NUMBER, or NUMBER (as `schreiber sessions` lists)")
    parser.add_argument(
        "--ruling", type=int, default=0, metavar="N", help="score under saved ruling N"
    )


def run(args):
    with store_of(args) as store:
        try:
            device, number = selection.find(store, args.session)
        except InputError as err:
            raise refused(err) from None
        meta = selection.meta(store, device, number)
        hands = selection.hands(store, device, number)
        saved = None
        if args.ruling:
            saved = rulings.ruling(store, device, number, args.ruling)
            meta["settings"] = saved["settings"]
    try:
        text = render(meta, hands, saved)
    except InputError as err:
        # a correction synced after the ruling was saved may be a hand its rules refuse
        raise refused(err) from None
    sys.stdout.write(text)
    return 0


def render(meta, hands, saved=None):
    """The session's table as text (what `show` prints); `saved`: the ruling it is scored
    under (host_tools.store.rulings.ruling), None for the device's own rules."""
    t = Texts(meta["players"], None, meta["game"])
    title = t.say("report.session", f"{meta['device']}/{meta['number']}")
    title = title[:1].upper() + title[1:]
    if meta["device_name"]:
        title += f" ({meta['device_name']})"
    lines = [title]
    if saved is not None:
        lines.append("  " + t.say("show.scored_under", score_table.ruling_text(saved, t)))
    if meta["incomplete"]:
        lines.append(f"  {incomplete_note(meta)}")
    for offset, problem in meta["problems"]:
        lines.append("  " + t.say("show.damaged", offset, texts.problem(problem)))
    if meta["game"] is None:
        lines.append("  " + t.say("show.no_start"))
        return "\n".join(lines) + "\n"
    result = selection.scored(meta, hands)
    result["problems"] = meta["problems"]  # says whether the session is still open
    return "\n".join(lines) + "\n\n" + score_table.render(result)
