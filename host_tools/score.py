"""`schreiber score`: replay hand records under a game's rules and show every hand's effect.

Input (a file or stdin) is one JSON object:
  {"game": "schafkopf", "settings": {...}, "players": ["Anna", ...] or 4, "dealer": 0,
   "hands": [hand record, ...]}
"""

import json
import sys

from core import games, settings
from core.errors import InputError
from host_tools.errors import CommandError


def add_arguments(parser):
    parser.add_argument("file", nargs="?", default="-", help="JSON input file (default: stdin)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")


def run(args):
    session = read_session(args.file)
    result = replay(session)
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_table(result))
    return 0


def read_session(path):
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as err:
        raise CommandError(f"cannot read {path}: {err.strerror}") from None
    try:
        session = json.loads(text)
    except ValueError as err:
        raise CommandError(f"input is not valid JSON: {err}") from None
    if not isinstance(session, dict):
        raise CommandError("input must be a JSON object with game, settings, players, hands")
    return session


def _players(session):
    players = session.get("players", 4)
    if isinstance(players, int) and not isinstance(players, bool):
        return [f"Seat {seat + 1}" for seat in range(players)]
    if isinstance(players, list) and players and all(isinstance(p, str) for p in players):
        return players
    raise CommandError("players: give a number of seats or a list of names")


def replay(session):
    """Score every hand in order; returns a JSON-ready dict. Bad input names hand and field."""
    game = session.get("game")
    names = _players(session)
    hands = session.get("hands", [])
    if not isinstance(hands, list):
        raise CommandError("hands: must be a list of hand records")
    try:
        rules = games.make_settings(game, session.get("settings", {}))
        dealer = session.get("dealer", 0)
        if not isinstance(dealer, int) or isinstance(dealer, bool):
            raise InputError("dealer", "must be a seat number")
        state = games.new_state(game, rules, len(names), dealer)
    except InputError as err:
        raise CommandError(str(err)) from None
    module = games.rules(game)
    unit = module.unit(rules) if hasattr(module, "unit") else "points"
    rows = []
    for number, hand in enumerate(hands, 1):
        try:
            deltas, state, events = games.score_hand(game, rules, state, hand)
        except InputError as err:
            raise CommandError(f"hand {number}: {err}") from None
        rows.append(
            {
                "hand": number,
                "record": hand,
                "deltas": list(deltas),
                "totals": list(state["scores"]),
                "pending": [list(pair) for pair in games.status(game, rules, state)],
                "events": [list(e) if isinstance(e, tuple) else e for e in events],
            }
        )
    return {
        "game": game,
        "rules": settings.digest(game, rules),
        "settings": {key: _plain(rules[key]) for key in sorted(rules)},
        "unit": unit,
        "players": names,
        "hands": rows,
        "totals": list(state["scores"]),
        "over": state["over"],
        "winners": state["winners"],
    }


def _plain(value):
    return list(value) if isinstance(value, tuple) else value


def describe(record):
    """A few words for one hand record: its contract or kind and its result."""
    if not isinstance(record, dict):
        return "?"
    words = []
    for key in ("call", "contract", "game", "result"):
        value = record.get(key)
        if isinstance(value, str):
            words.append(value.replace("_", " "))
    if record.get("tout"):
        words.insert(1 if words else 0, "tout")
    if "declarer" in record and isinstance(record["declarer"], int):
        words.append("by seat {}".format(record["declarer"] + 1))
    return " ".join(words) or "hand"


def amount(value, unit):
    """Cents as euros (+1.50), points as signed integers (+12)."""
    sign = "-" if value < 0 else "+" if value > 0 else " "
    value = abs(value)
    if unit == "cents":
        return f"{sign}{value // 100}.{value % 100:02d}"
    return f"{sign}{value}"


def render_table(result):
    names = result["players"]
    unit = result["unit"]
    width = max(8, *(len(n) for n in names))
    head = "{:>4}  {:<30}".format("#", "hand") + "".join(
        " {:>{w}}".format(n, w=width) for n in names
    )
    lines = [
        "{} ({} players), rules {}, amounts in {}".format(
            result["game"], len(names), result["rules"], unit
        ),
        head,
        "-" * len(head),
    ]
    for row in result["hands"]:
        cells = "".join(" {:>{w}}".format(amount(d, unit), w=width) for d in row["deltas"])
        lines.append("{:>4}  {:<30}{}".format(row["hand"], describe(row["record"])[:30], cells))
        totals = "".join(" {:>{w}}".format(amount(t, unit), w=width) for t in row["totals"])
        lines.append("{:>4}  {:<30}{}".format("", "  = totals", totals))
        notes = [f"{k} {_show(v)}" for k, v in row["pending"]]
        notes += [" ".join(_show(part) for part in event) for event in row["events"]]
        if notes:
            lines.append("{:>4}    {}".format("", "; ".join(notes)))
    if result["over"]:
        winners = ", ".join(names[seat] for seat in result["winners"] or [])
        lines.append("game decided: {}".format(winners or "-"))
    return "\n".join(lines) + "\n"


def _show(value):
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    return str(value)
