"""Command line of the host tool: one entry point, one handler per verb.

Whatever goes wrong reaches the user as one line on stderr and an exit status, never as a
traceback: 2 for input or usage the user can fix, 1 when the output cannot be written, 130
when interrupted (Ctrl-C).
"""

import argparse
import os
import sys
from importlib import metadata

from core.errors import shown
from host_tools import texts
from host_tools.command_error import CommandError, one_line
from host_tools.commands import (
    export_command,
    import_command,
    pair_command,
    players_command,
    report_command,
    rescore_command,
    score_command,
    serve_command,
    sessions_command,
    settle_command,
    show_command,
    stats_command,
    sync_command,
    tournament_command,
)

# verb -> (module with add_arguments(parser) and run(args), one-line help)
COMMANDS = {
    "score": (
        score_command,
        "score hand records from JSON and print each hand and the running totals",
    ),
    "sync": (sync_command, "pull the device's sessions over USB serial into the store"),
    "pair": (pair_command, "pair a device over USB for Wi-Fi pushes"),
    "sessions": (sessions_command, "list the sessions synced into the store"),
    "serve": (serve_command, "receive Wi-Fi pushes from paired devices into the store"),
    "show": (
        show_command,
        "show a stored session: rules, every hand, standings and the settle-up",
    ),
    "export": (export_command, "export stored sessions as CSV, JSON or XLSX"),
    "import": (import_command, "read a JSON export back into the store"),
    "settle": (settle_command, "settle up one evening or several of the same group"),
    "stats": (
        stats_command,
        "statistics per player: hands, declarer and win rates, solos, extremes",
    ),
    "report": (report_command, "an HTML page with charts of a session, or of a group's evenings"),
    "rescore": (rescore_command, "score a stored session again under corrected house rules"),
    "players": (
        players_command,
        "the roster: list, rename, merge, mark names to push to the device",
    ),
    "tournament": (
        tournament_command,
        "a tournament: players, draws, lists checked, ranking, results",
    ),
}


class UsageError(CommandError):
    """A command line argparse cannot read; names the verb it was for."""

    def __init__(self, prog, message):
        super().__init__(f"{message} (see {prog} --help)")
        self.prog = prog


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        # argparse would print its usage and a second line; one line is the tool's rule.
        raise UsageError(self.prog, message)


def version():
    try:
        return metadata.version("schreiber")
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown (not installed)"


_LANG_HELP = (
    "the language of the words printed and written for people: de, en (default: "
    "$SCHREIBER_LANG, else en)"
)


def build_parser():
    parser = _Parser(
        prog="schreiber", description="Schreiber host tool: keeps the list for card games."
    )
    parser.add_argument("--version", action="version", version="schreiber " + version())
    parser.add_argument("--lang", help=_LANG_HELP)
    verbs = parser.add_subparsers(dest="verb", required=True, metavar="VERB")
    for verb, (module, help_text) in COMMANDS.items():
        sub = verbs.add_parser(
            verb,
            help=help_text,
            description=help_text,
            epilog=getattr(module, "EPILOG", None),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        # --lang before the verb or after it: the one given after it wins.
        sub.add_argument("--lang", default=argparse.SUPPRESS, help=_LANG_HELP)
        module.add_arguments(sub)
        sub.set_defaults(handler=module.run)
    return parser


def main(argv=None):
    prog = "schreiber"
    try:
        args, extra = build_parser().parse_known_args(argv)
        prog = "schreiber " + args.verb
        if extra:
            raise UsageError(prog, f"unexpected argument {shown(extra[0])}")
        try:
            texts.use(texts.language(args.lang))
        except ValueError as err:
            raise UsageError(prog, str(err)) from None
        status = args.handler(args) or 0
        sys.stdout.flush()  # a full disk is reported here, not by the interpreter at exit
        return status
    except UsageError as err:
        return _fail(err.prog, str(err), err.status)
    except CommandError as err:
        return _fail(prog, str(err), err.status)
    except KeyboardInterrupt:
        return _fail(prog, "interrupted", 130)
    except BrokenPipeError:
        _drop_stdout()  # the reader went away (`| head`): nothing more to say
        return 0
    except UnicodeEncodeError as err:
        _drop_stdout()
        encoding = getattr(sys.stdout, "encoding", None) or err.encoding
        return _fail(
            prog,
            f"the console's encoding ({encoding}) cannot show "
            f"{shown(err.object[err.start : err.start + 1])}; "
            "set PYTHONIOENCODING=utf-8, or use --json",
            1,
        )
    except OSError as err:
        _drop_stdout()
        return _fail(prog, f"cannot write the output: {err.strerror or err}", 1)


def _fail(prog, message, status):
    """Say `message` (raised in English) as one line, in the language the tool speaks: the
    host's messages are keyed by their English in words/<lang>.txt [host_refusals], as the
    core's refusals are (host_tools.texts.sentence); one said already is found in none."""
    try:
        print(f"{prog}: {one_line(texts.sentence(message))}", file=sys.stderr, flush=True)
    except OSError:
        pass  # stderr is gone too: the exit status is all that is left to say it
    return status


def _drop_stdout():
    """Send what is still buffered for stdout to /dev/null, so the interpreter's own flush at
    exit cannot fail a second time with a traceback of its own."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass
