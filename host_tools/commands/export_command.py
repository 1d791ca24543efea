"""`schreiber export`: sessions from the store as CSV, JSON or XLSX (docs/export-formats.md).

One session, a range of dates, or everything; read and written one session at a time, so a
history of any length is never in memory whole. A progress bar on stderr on a terminal."""

import sys
from pathlib import Path

from core.errors import InputError
from host_tools.command_error import CommandError
from host_tools.commands.progress_bar import sessions_progress
from host_tools.commands.shared import add_db_argument, refused, store_of
from host_tools.export import csv_files, json_file
from host_tools.extras import need
from host_tools.store import rulings, selection
from host_tools.store.derived_rows import incomplete_note
from host_tools.texts import Texts

FORMATS = ("csv", "json", "xlsx")
EPILOG = """\
Chooses SESSION (DEVICE/NUMBER, or NUMBER as `schreiber sessions` lists it), or the sessions
dated from --since to --until (YYYY-MM-DD, both included), or else every session held.
CSV: FILE with a row per hand per player, and FILE-standings.csv beside it. JSON: every session
with its raw log, which `schreiber import` reads back. XLSX: a sheet per session and a
Standings sheet. The format follows FILE's ending unless --format says it; `-o -` writes JSON
to stdout. The columns and keys are in docs/export-formats.md.
"""


def add_arguments(parser):
    add_db_argument(parser)
    add_choice_arguments(parser)
    parser.add_argument("--format", choices=FORMATS, help="csv, json or xlsx")
    parser.add_argument(
        "-o", "--output", metavar="FILE", required=True, help="the file to write (- for stdout)"
    )
    parser.add_argument(
        "--device-names",
        action="store_true",
        help="the players' names as the device wrote them, not as renamed or merged here",
    )
    parser.add_argument(
        "--ruling", type=int, default=0, metavar="N", help="one SESSION under saved ruling N"
    )


def add_choice_arguments(parser):
    """SESSION, --since and --until: the sessions a verb reads (export, settle)."""
    parser.add_argument("session", nargs="?", help="one session: DEVICE/NUMBER or NUMBER")
    parser.add_argument("--since", metavar="DATE", help="sessions from this date (YYYY-MM-DD)")
    parser.add_argument("--until", metavar="DATE", help="sessions up to this date (YYYY-MM-DD)")


def chosen(store, args):
    """[(device, number)] of the sessions the command line chose."""
    if args.session is not None and (args.since or args.until):
        raise CommandError("give a SESSION or --since/--until, not both")
    since = until = None
    try:
        if args.since:
            since = selection.parse_date("--since", args.since)
        if args.until:
            until = selection.parse_date("--until", args.until)
        return selection.keys(store, since, until, args.session)
    except InputError as err:
        raise refused(err) from None


def format_of(args):
    if args.format:
        return args.format
    ending = args.output.rpartition(".")[2].lower()
    if args.output == "-":
        return "json"
    if ending in FORMATS:
        return ending
    raise CommandError(f"say --format csv, json or xlsx: {args.output} has no such ending")


def run(args):
    kind = format_of(args)
    if args.output == "-" and kind != "json":
        raise CommandError("only JSON can go to stdout (-o -)")
    if kind == "xlsx":
        need("xlsx")  # said before the store is read, not after
    if args.ruling and args.session is None:
        raise CommandError("--ruling belongs to one SESSION (rulings are saved per session)")
    if args.ruling and kind == "json":
        raise CommandError("--ruling: JSON holds the session as played; use CSV or XLSX")
    with store_of(args) as store:
        keys = chosen(store, args)
        progress = sessions_progress("export")
        try:
            count = write(store, keys, kind, args.output, progress, args.device_names, args.ruling)
        except OSError as err:
            raise CommandError(f"cannot write {args.output}: {err.strerror or err}", 1) from None
        finally:
            progress.close()
    if args.output != "-":
        said = Texts([], None, None).say("export.written", n=count, path=args.output)
        print(said)
    return 0


def write(store, keys, kind, output, progress=None, device_names=False, ruling=0):
    """Write the sessions `keys` to `output` as `kind`; returns how many were written. The
    players are named as the host names them (after renames and merges) unless
    `device_names`; `ruling` N > 0 scores each session under its saved ruling N."""

    def sessions(with_log=False):
        for done, (device, number) in enumerate(keys, 1):
            meta = selection.meta(store, device, number, device_names)
            hands = selection.hands(store, device, number)
            if ruling:
                meta, hands = under_ruling(store, meta, ruling)
            if meta["incomplete"]:
                print(f"session {device}/{number}: {incomplete_note(meta)}", file=sys.stderr)
            if progress is not None:
                progress(done, len(keys))
            if with_log:
                yield meta, hands, store.log_bytes(device, number)
            else:
                yield meta, hands

    if kind == "json":
        if output == "-":
            return json_file.write(sys.stdout, sessions(True))
        with open(output, "w", encoding="utf-8") as out:
            return json_file.write(out, sessions(True))
    if kind == "csv":
        path = Path(output)
        with (
            open(path, "w", encoding="utf-8", newline="") as hands_file,
            open(csv_files.standings_path(path), "w", encoding="utf-8", newline="") as other,
        ):
            return csv_files.write(hands_file, other, sessions())
    need("xlsx")
    from host_tools.export import xlsx_workbook

    return xlsx_workbook.write(output, sessions())


def under_ruling(store, meta, ruling):
    """(meta, hands) of a session scored under its saved ruling N: the ruling's settings, and
    every hand's changes, totals and events as those rules score them."""
    from host_tools.report import sources

    saved = rulings.ruling(store, meta["device"], meta["number"], ruling)
    info = dict(meta, settings=saved["settings"])
    stored = list(sources.stored_hands(store, meta["device"], meta["number"]))
    result = sources.score_under(info, stored, saved["settings"])
    keys = ("hand", "record", "deltas", "totals", "events")
    hands = [{key: row[key] for key in keys} for row in result["hands"]]
    return dict(info, totals=result["totals"]), hands
