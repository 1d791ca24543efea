"""`schreiber score`: replay hand records under a game's rules and show every hand's effect.

Input (a file or stdin) is one JSON object, or with --log a session log file from the device:
  {"game": "schafkopf", "settings": {...}, "players": ["Anna", ...] or 4, "dealer": 0,
   "hands": [hand record, ...]}
"""

import json
import os
import shutil
import sys
import tempfile

from core.sessionlog import read_log
from host_tools import texts
from host_tools.command_error import CommandError
from host_tools.scoring import score_table
from host_tools.scoring.json_input import read_json, session_from_json
from host_tools.scoring.replay import replay

EPILOG = """\
The input format (one JSON object: game, settings, players, dealer, date, hands) is described
in docs/hand-record.md, with the fields of every game in docs/hand-record/; examples/ holds an
evening of each game. Bad input is refused with one line naming the hand and the field, and
exit status 2. With --log, damaged records are listed and the rest scored, exit status 3.
"""

# Exit status of `score --log` when records of the log were damaged: the rest was scored and
# printed, and the problems listed (stderr, and "problems" in --json), so a script can tell.
DAMAGED_LOG = 3


def add_arguments(parser):
    parser.add_argument(
        "file", nargs="?", default="-", help="JSON input file, or - for stdin (the default)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "--log", action="store_true", help="FILE is a session log from the device (NNNNNN.log)"
    )


def run(args):
    problems = []
    if args.log:
        session, problems = session_from_log(args.file)
    else:
        session = session_from_json(read_json(args.file))
    result = replay(session)
    if args.log:
        result["problems"] = [{"offset": offset, "problem": text} for offset, text in problems]
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(score_table.render(result))
    return DAMAGED_LOG if problems else 0


def session_from_log(path):
    """(session, problems) from a device log file; damaged records are listed on stderr."""
    if path == "-":
        raise CommandError("--log needs a file name")
    try:
        if os.path.isfile(path):
            session, problems = read_log(path)
        else:  # a pipe (<(...)) or a device: the reader seeks, so it reads a copy
            with open(path, "rb") as source, tempfile.TemporaryDirectory() as folder:
                copy = os.path.join(folder, "session.log")
                with open(copy, "wb") as out:
                    shutil.copyfileobj(source, out)
                session, problems = read_log(copy)
    except OSError as err:
        raise CommandError(f"cannot read {path}: {err.strerror}") from None
    said = texts.spoken()[0]  # in the language the tool speaks, as `show` says it
    for offset, problem in problems:
        damaged = said["show.damaged"].format(offset, texts.problem(problem))
        print(f"schreiber score: {path}: {damaged}", file=sys.stderr)
    if session is None:
        raise CommandError(f"{path}: {said['show.no_start']}")
    return session, problems
