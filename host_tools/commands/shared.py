"""What the store's verbs (sync, pair, serve, sessions) share: the --db option, opening the
store with its failures as one line, and a plain grid for tables a person reads."""

from core.errors import InputError
from host_tools import texts
from host_tools.command_error import CommandError, one_line
from host_tools.store.database import ENV, open_store
from host_tools.store.store_error import StoreError
from host_tools.textwidth import pad, width


def add_db_argument(parser):
    parser.add_argument(
        "--db",
        metavar="FILE",
        help=f"the store's file (default: ${ENV}, else schreiber.sqlite3 in the user's data "
        "directory, ~/.local/share/schreiber on Linux)",
    )


def store_of(args):
    """The store named by --db (or the default); a failure to open it is one line, status 1."""
    try:
        return open_store(args.db)
    except StoreError as err:
        raise CommandError(texts.sentence(str(err)), 1) from None


def refused(err):
    """An InputError from the store as the command's error (status 2), in the language the
    tool speaks (host_tools.texts.refusal: the host's refusals are raised in English, as the
    core's are, and said from words/<lang>.txt)."""
    if isinstance(err, InputError):
        return CommandError(texts.refusal(err.field, err.message))
    return CommandError(one_line(str(err)))


def grid(headings, rows, right=()):
    """Rows of text as aligned columns under their headings; columns named in `right` are
    aligned to the right (numbers)."""
    columns = [headings] + [[str(cell) for cell in row] for row in rows]
    widths = [max(width(row[i]) for row in columns) for i in range(len(headings))]
    lines = []
    for row in columns:
        cells = [
            pad(cell, widths[i], ">" if headings[i] in right else "<")
            for i, cell in enumerate(row)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines) + "\n"
