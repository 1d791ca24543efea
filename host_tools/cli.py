"""Command line of the host tool: one entry point, one handler per verb."""

import argparse
import sys

from host_tools import score
from host_tools.errors import CommandError

# verb -> (module with add_arguments(parser) and run(args), one-line help)
COMMANDS = {
    "score": (score, "score hand records from JSON and print each hand and the running totals"),
}


def build_parser():
    parser = argparse.ArgumentParser(
        prog="schreiber", description="Schreiber host tool: keeps the list for card games."
    )
    verbs = parser.add_subparsers(dest="verb", required=True, metavar="VERB")
    for verb, (module, help_text) in COMMANDS.items():
        sub = verbs.add_parser(verb, help=help_text, description=help_text)
        module.add_arguments(sub)
        sub.set_defaults(handler=module.run)
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    try:
        return args.handler(args) or 0
    except CommandError as err:
        print(f"schreiber {args.verb}: {err}", file=sys.stderr)
        return err.status
    except BrokenPipeError:
        return 0
