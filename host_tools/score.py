"""`schreiber score`: replay hand records under a game's rules and show every hand's effect.

Input (a file or stdin) is one JSON object, or with --log a session log file from the device:
  {"game": "schafkopf", "settings": {...}, "players": ["Anna", ...] or 4, "dealer": 0,
   "hands": [hand record, ...]}
"""

import json
import sys

from core import games
from core.sessionlog import read_log
from core.settlement import settle_up
from host_tools.errors import CommandError
from host_tools.json_input import read_json, session_from_json

EPILOG = """\
The input format (one JSON object: game, settings, players, dealer, date, hands) is described
in docs/hand-record.md, with the fields of every game in docs/hand-record/; examples/ holds an
evening of each game. Bad input is refused with one line naming the hand and the field, and
exit status 2.
"""


def add_arguments(parser):
    parser.add_argument(
        "file", nargs="?", default="-", help="JSON input file, or - for stdin (the default)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "--log", action="store_true", help="FILE is a session log from the device (NNNNNN.log)"
    )


def run(args):
    if args.log:
        session = session_from_log(args.file)
    else:
        session = session_from_json(read_json(args.file))
    result = replay(session)
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_table(result))
    return 0


def replay(session):
    """Every hand of a core Session with its effect, as a JSON-ready dict."""
    game = session.game
    unit = games.unit(game, session.settings)
    rows = []

    def each(number, hand, deltas, state, events):
        rows.append(
            {
                "hand": number,
                "record": hand,
                "deltas": list(deltas),
                "totals": list(state["scores"]),
                "pending": [list(pair) for pair in games.status(game, session.settings, state)],
                "events": [list(e) if isinstance(e, tuple) else e for e in events],
            }
        )

    state = session.replay(each)
    rules = session.settings
    return {
        "game": game,
        "rules": session.rules,
        "settings": {key: _plain(rules[key]) for key in sorted(rules)},
        "unit": unit,
        "players": [name for _, name in session.players],
        "date": session.date,
        "hands": rows,
        "totals": list(state["scores"]),
        "over": state["over"],
        "winners": state["winners"],
        "losers": state["losers"],
        "settle_up": settle_up(game, session.settings, state),
        "ended": session.ended,
        "corrections": session.corrections,
    }


def _plain(value):
    return list(value) if isinstance(value, tuple) else value


def describe(record, names):
    """A few words for one hand record: its contract or kind, its result and who declared."""
    if not isinstance(record, dict):
        return "?"
    words = []
    for key in ("call", "contract", "game", "result"):
        value = record.get(key)
        if isinstance(value, str):
            words.append(value.replace("_", " "))
    if record.get("tout"):
        words.insert(1 if words else 0, "tout")
    declarer = record.get("declarer")
    if isinstance(declarer, int) and 0 <= declarer < len(names):
        words.append("by " + names[declarer])
    return " ".join(words) or "hand"


def amount(value, unit):
    """Cents as euros (+1.50), points as signed integers (+12)."""
    sign = "-" if value < 0 else "+" if value > 0 else " "
    value = abs(value)
    if unit == "cents":
        return f"{sign}{value // 100}.{value % 100:02d}"
    return f"{sign}{value}"


def session_from_log(path):
    """The session stored in a device log file; damaged records are listed on stderr."""
    if path == "-":
        raise CommandError("--log needs a file name")
    try:
        session, problems = read_log(path)
    except OSError as err:
        raise CommandError(f"cannot read {path}: {err.strerror}") from None
    for offset, problem in problems:
        print(f"schreiber score: {path}: byte {offset}: {problem}", file=sys.stderr)
    if session is None:
        raise CommandError(f"{path}: no session start found")
    return session


def render_table(result):
    names = result["players"]
    unit = result["unit"]
    width = max(8, *(len(n) for n in names))
    head = "{:>4}  {:<30}".format("#", "hand") + "".join(
        " {:>{w}}".format(n, w=width) for n in names
    )
    lines = [
        "{} ({} players), rules {}, amounts in {}".format(
            result["game"], len(names), result["rules"], "euros" if unit == "cents" else unit
        ),
        head,
        "-" * len(head),
    ]
    for row in result["hands"]:
        cells = "".join(" {:>{w}}".format(amount(d, unit), w=width) for d in row["deltas"])
        what = describe(row["record"], names)[:30]
        lines.append("{:>4}  {:<30}{}".format(row["hand"], what, cells))
        totals = "".join(" {:>{w}}".format(amount(t, unit), w=width) for t in row["totals"])
        lines.append("{:>4}  {:<30}{}".format("", "  = totals", totals))
        pending = [pair for pair in row["pending"] if pair[0] != "unit"]
        notes = [f"{k} {_show(v)}" for k, v in pending]
        # Events that only restate something pending (the pot, Bock deals) are left out.
        shown = {k.split()[0] for k, _ in pending}
        notes += [
            " ".join(_show(part) for part in event)
            for event in row["events"]
            if str(event[0]) not in shown
        ]
        if notes:
            lines.append("{:>4}    {}".format("", "; ".join(notes)))
    if result["over"]:
        lines.append(
            "decided: won by {}; lost by {}".format(
                ", ".join(names[seat] for seat in result["winners"]) or "nobody",
                ", ".join(names[seat] for seat in result["losers"]) or "nobody",
            )
        )
    lines.extend(render_settle_up(result["settle_up"], names, unit))
    return "\n".join(lines) + "\n"


STAKES = {"mass": "Maß of beer", "round": "round for the table", "beer": "glasses of beer",
          "bummerl": "Bummerl"}  # fmt: skip


def render_settle_up(settled, names, unit):
    """Lines like "Hans pays Sepp 3.40" and "Bert owes 1 Maß of beer"."""
    accounts = [*names, "the pot"]
    lines = []
    for payer, payee, cents in settled["payments"]:
        lines.append(f"  {accounts[payer]} pays {accounts[payee]} {amount(cents, 'cents')[1:]}")
    for seat, what, count in settled["owes"]:
        lines.append(f"  {names[seat]} owes {count} {STAKES.get(what, what)}")
    if lines:
        lines.insert(0, "settle up:")
    return lines


def _show(value):
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    return str(value)
