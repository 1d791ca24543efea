"""`schreiber tournament`: the organizer's verbs, from creating a tournament to its results."""

import argparse
import csv
import json
import secrets
import sys

from core import presets
from core.errors import InputError
from host_tools import texts
from host_tools.command_error import CommandError
from host_tools.commands.port_option import serial_client
from host_tools.commands.shared import add_db_argument, grid, refused, store_of
from host_tools.tournament import book as books
from host_tools.tournament import money, pages, result_files, standings
from host_tools.tournament.money import euro

EPILOG = """\
  schreiber tournament new NAME --game skat [--series 2] [--games 4=48,3=36] [--entry-fee 10]
        [--loss-fee 0.50 [--loss-fee-after 3 --loss-fee-later 1.00]] [--prizes 50%,30%,20%]
        [--preset isko] [--set KEY=VALUE ...] [--seating random|standing] [--teams-apart]
  schreiber tournament players NAME [--add PLAYER[:TEAM] ...] [--csv FILE] [--withdraw PLAYER]
  schreiber tournament draw NAME [--seed TEXT]       the next series' tables
  schreiber tournament cards NAME [--series N] --out FILE.html   table cards and blank lists
  schreiber tournament handout NAME SERIES TABLE DEVICE   the device that keeps the table's list
  schreiber tournament handout NAME SERIES TABLE --port PORT   the same to a device on USB
  schreiber tournament status NAME [--json]          ranking, tables playing, every flag
  schreiber tournament close-table NAME SERIES TABLE    a list closed before its game count
  schreiber tournament correct NAME SERIES PLAYER POINTS --reason TEXT
  schreiber tournament close NAME                    no more draws or corrections
  schreiber tournament results NAME --out FILE.html  the printable results page
  schreiber tournament export NAME --format csv|json|xlsx --out FILE

Money is given in euros (10, 0.50) and kept in cents. Each table's list is the session its
device pushes (schreiber serve, or schreiber sync over USB): the session of the tournament's
game with exactly the table's players, synced after the draw, from the device handed the table
if one was. Every list is checked (SPEC §11.2) and what does not fit is flagged with its table
and hand. The leaderboard is served by `schreiber serve` at /tournament/ (docs/tournament.md).
"""


def add_arguments(parser):
    add_db_argument(parser)
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)

    def action(name, text):
        sub = actions.add_parser(name, help=text, description=text)
        sub.add_argument("name", metavar="NAME", help="the tournament")
        sub.add_argument("--db", metavar="FILE", default=argparse.SUPPRESS, help="as above")
        return sub

    new = action("new", "create a tournament")
    new.add_argument("--game", required=True, choices=tuple(books.GAMES))
    new.add_argument("--preset", help="the rules preset (skat: isko; schafkopf: rennen)")
    new.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    new.add_argument("--series", type=int)
    new.add_argument("--games", metavar="4=N,3=M", help="games per series at each table size")
    new.add_argument("--seating", default="random", choices=books.SEATING)
    new.add_argument("--teams-apart", action="store_true")
    new.add_argument("--entry-fee", default="0", metavar="EURO")
    new.add_argument("--loss-fee", default="0", metavar="EURO")
    new.add_argument("--loss-fee-after", type=int, default=0, metavar="N")
    new.add_argument("--loss-fee-later", metavar="EURO")
    new.add_argument("--fees-kept", action="store_true", help="loss fees stay out of the pool")
    new.add_argument("--prizes", default="", metavar="50%,30%,20% or 100,50")
    new.add_argument("--tie-break", default="share", choices=("share", "last_series"))
    players = action("players", "list, add, import or withdraw players")
    players.add_argument("--add", action="append", default=[], metavar="PLAYER[:TEAM]")
    players.add_argument("--csv", metavar="FILE", help="a CSV of name[,team] rows")
    players.add_argument("--withdraw", metavar="PLAYER")
    players.add_argument("--json", action="store_true")
    draw = action("draw", "draw the tables of the next series")
    draw.add_argument("--seed", help="what the draw is made from (default: a new random one)")
    cards = action("cards", "the table cards and blank lists of a series, to print")
    cards.add_argument("--series", type=int)
    cards.add_argument("--out", required=True, metavar="FILE.html")
    hand = action("handout", "hand a table of a series to a device")
    hand.add_argument("series", type=int)
    hand.add_argument("table", type=int)
    hand.add_argument("device", nargs="?", help="its id (with --port: checked if given)")
    hand.add_argument("--port", help="the serial port of a device on USB: the table goes to it")
    status = action("status", "the ranking, the tables still playing, every flag")
    status.add_argument("--json", action="store_true")
    early = action("close-table", "close a table's list before its game count")
    early.add_argument("series", type=int)
    early.add_argument("table", type=int)
    fix = action("correct", "correct a player's points in a series, with the reason")
    fix.add_argument("series", type=int)
    fix.add_argument("player")
    fix.add_argument("points", type=int)
    fix.add_argument("--reason", required=True)
    action("close", "close the tournament: the final ranking")
    results = action("results", "the printable results page")
    results.add_argument("--out", required=True, metavar="FILE.html")
    export = action("export", "export the ranking and every series' lists")
    export.add_argument("--format", required=True, choices=("csv", "json", "xlsx"))
    export.add_argument("--out", required=True, metavar="FILE")


def run(args):
    with store_of(args) as store:
        book = books.Book(store)
        try:
            return _ACTIONS[args.action](store, book, args)
        except InputError as err:
            raise refused(err) from None


def _new(store, book, args):
    plan = books.plan_of(
        args.game,
        series=args.series,
        games_per=_games(args.games),
        seating=args.seating,
        teams_apart=args.teams_apart,
        entry_fee=money.cents(args.entry_fee, "entry-fee"),
        loss_fee=money.cents(args.loss_fee, "loss-fee"),
        loss_after=args.loss_fee_after,
        loss_later=(
            None if args.loss_fee_later is None else money.cents(args.loss_fee_later, "loss-fee")
        ),
        fees_to_pool=not args.fees_kept,
        prizes=money.prizes(args.prizes),
        tie_break=args.tie_break,
    )
    changes = _changes(args.game, args.set)
    tour = book.create(args.name, args.game, plan, args.preset, changes)
    t = _texts()
    per = ", ".join(
        t.say("tournament.at_table", count, size) for size, count in sorted(plan["games"].items())
    )
    said = (tour["name"], tour["game"], tour["preset"], plan["series"], per)
    print(t.say("tournament.created", *said, n=plan["series"]))
    return 0


def _texts():
    return texts.Texts([], None, None)  # in the language the tool speaks


def _players(store, book, args):
    tour = book.get(args.name)
    entries = [_entry(text) for text in args.add]
    if args.csv:
        entries += _csv(args.csv)
    t = _texts()
    if entries:
        book.add_players(tour, entries)
        print(t.say("tournament.added", len(entries), n=len(entries)))
    if args.withdraw:
        book.withdraw(tour, args.withdraw)
        print(t.say("tournament.withdrawn", args.withdraw))
    if entries or args.withdraw:
        return 0
    rows = book.players(tour)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    table = [
        (row["name"], row["team"] or "", row["joined"], row["withdrawn"] or "") for row in rows
    ]
    heads = [t.word("tournament." + key) for key in ("player", "team", "joined", "left")]
    sys.stdout.write(grid(heads, table))
    return 0


def _draw(store, book, args):
    tour = book.get(args.name)
    series = book.series_drawn(tour) + 1
    ranked = None
    if tour["plan"]["seating"] == "standing" and series > 1:
        ranked = [row["name"] for row in standings.of(store, book, tour)["ranking"]]
        seed = "standing"
    else:
        seed = args.seed or secrets.token_hex(4)
    tables = book.draw(tour, seed, ranked)
    t = _texts()
    print(t.say("tournament.drawn", series, seed))
    for number, seats in enumerate(tables, 1):
        print(t.say("tournament.seated", number, ", ".join(seats)))
    return 0


def _cards(store, book, args):
    tour = book.get(args.name)
    series = args.series or book.series_drawn(tour)
    tables = book.tables(tour, series)
    if not tables:
        raise InputError("series", f"series {series} is not drawn")
    _write(args.out, pages.cards(tour, tables))
    print(_texts().say("tournament.cards", len(tables), series, args.out, n=len(tables)))
    return 0


def _handout(store, book, args):
    tour = book.get(args.name)
    t = _texts()
    if args.port is None:
        if args.device is None:
            raise CommandError(t.word("tournament.no_device"))
        book.hand_out(tour, args.series, args.table, args.device)
        print(t.say("tournament.kept_by", args.series, args.table, args.device))
        return 0
    from host_tools.tournament import handout

    with serial_client(args.port, store) as client:
        device, kept = handout.over_serial(
            book, tour, args.series, args.table, client, args.device
        )
    said = t.word("tournament.handed" if kept else "tournament.held_already")
    print(t.say("tournament.kept_by", args.series, args.table, device) + f" ({said})")
    return 0


def _status(store, book, args):
    tour = book.get(args.name)
    now = standings.of(store, book, tour)
    if args.json:
        print(json.dumps(now, ensure_ascii=False, indent=1))
        return 0
    sys.stdout.write(status_text(now))
    return 0


def _close_table(store, book, args):
    tour = book.get(args.name)
    book.close_table(tour, args.series, args.table)
    print(_texts().say("tournament.table_closed", args.series, args.table))
    return 0


def _correct(store, book, args):
    tour = book.get(args.name)
    book.correct(tour, args.series, args.player, args.points, args.reason)
    said = (args.player, args.series, f"{args.points:+d}", args.reason.strip())
    print(_texts().say("tournament.corrected", *said))
    return 0


def _close(store, book, args):
    tour = book.get(args.name)
    now = standings.of(store, book, tour)
    t = _texts()
    if now["flags"]:
        flags = len(now["flags"])
        print(t.say("tournament.flags_stand", flags, n=flags), file=sys.stderr)
    book.close(tour)
    print(t.say("tournament.closed", tour["name"]))
    return 0


def _results(store, book, args):
    tour = book.get(args.name)
    _write(args.out, pages.results(standings.of(store, book, tour), tour))
    print(_texts().say("tournament.results", args.out))
    return 0


def _export(store, book, args):
    tour = book.get(args.name)
    data = result_files.of(args.format, standings.of(store, book, tour))
    _write(args.out, data)
    print(_texts().say("tournament.exported", args.format, args.out))
    return 0


_ACTIONS = {
    "new": _new,
    "players": _players,
    "draw": _draw,
    "cards": _cards,
    "handout": _handout,
    "status": _status,
    "close-table": _close_table,
    "correct": _correct,
    "close": _close,
    "results": _results,
    "export": _export,
}


def _games(text):
    if text is None:
        return None
    out = {}
    for part in text.split(","):
        size, _, count = part.partition("=")
        if not count.isdigit():
            raise InputError("games", f"{part!r}: SIZE=COUNT, e.g. 4=48,3=36")
        out[size.strip()] = int(count)
    return out


def _changes(game, pairs):
    out = {}
    kinds = {key: (kind, domain) for key, kind, domain in presets.fields(game)}
    for pair in pairs:
        key, _, text = pair.partition("=")
        if key not in kinds:
            raise InputError("set", f"{game} has no setting {key!r}")
        kind, domain = kinds[key]
        if kind == "bool":
            if text not in ("0", "1"):
                raise InputError("set", f"{key} is 1 or 0")
            out[key] = text == "1"
        elif kind in ("int", "int?"):
            if not text.lstrip("-").isdigit():
                raise InputError("set", f"{key} is a whole number")
            out[key] = int(text)
        elif kind == "set":
            out[key] = text.split(",") if text else []
        else:
            out[key] = text
    return out


def _entry(text):
    name, _, team = text.partition(":")
    return name.strip(), (team.strip() or None)


def _csv(path):
    try:
        with open(path, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.reader(handle))
    except (OSError, UnicodeDecodeError) as err:
        raise CommandError(_texts().say("tournament.cannot_read", path, err)) from None
    out = []
    for number, row in enumerate(rows, 1):
        cells = [cell.strip() for cell in row]
        if not any(cells):
            continue
        if number == 1 and cells[0].casefold() in ("name", "player", "spieler"):
            continue  # a heading
        if len(cells) > 2:
            raise InputError("csv", f"line {number}: name and team at most")
        out.append((cells[0], (cells[1] if len(cells) > 1 and cells[1] else None)))
    return out


def _write(path, data):
    mode = "wb" if isinstance(data, bytes) else "w"
    try:
        with open(path, mode, **({} if mode == "wb" else {"encoding": "utf-8"})) as handle:
            handle.write(data)
    except OSError as err:
        said = _texts().say("tournament.cannot_write", path, err.strerror or err)
        raise CommandError(said, 1) from None


def status_text(now):
    """The status for the terminal: ranking, tables still playing, flags, in the language the
    tool speaks (a flag is made in English, host_tools.tournament.lists, and said from the
    words as a refusal is)."""
    t = _texts()
    word = t.word
    series = [t.say("tournament.series_short", s + 1) for s in range(now["series_drawn"])]
    heads = [word("tournament.place"), word("tournament.player"), *series]
    heads += [word("tournament." + key) for key in ("points", "lost", "games", "prize")]
    rows = [
        [row["place"], row["name"], *row["series"], row["points"], row["lost"], row["games"],
         euro(row["prize"]) if row["prize"] else ""]
        for row in now["ranking"]
    ]  # fmt: skip
    right = set(heads) - {heads[1]}
    out = [t.say("tournament.status", now["name"], now["game"], pages.state(now, t),
                 euro(now["pool"])) + "\n"]  # fmt: skip
    out.append(grid(heads, rows, right))
    if now["teams"]:
        team_rows = [(team["place"], team["team"], team["points"]) for team in now["teams"]]
        team_heads = [word("tournament." + key) for key in ("place", "team", "points")]
        out.append("\n" + grid(team_heads, team_rows, {team_heads[0], team_heads[2]}))
    if now["playing"]:
        out.append("\n" + word("tournament.playing") + "\n")
        for table in now["playing"]:
            said = (table["series"], table["number"], table["hands"], table["games"])
            pushed = table["session"] or word("tournament.nothing_pushed")
            out.append("  " + t.say("tournament.table_at", *said) + f" ({pushed})\n")
    if now["flags"]:
        flags = len(now["flags"])
        out.append("\n" + t.say("tournament.flags", flags, n=flags) + "\n")
        out.extend(f"  {texts.sentence(flag)}\n" for flag in now["flags"])
    return "".join(out)
