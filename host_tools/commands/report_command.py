"""`schreiber report`: an HTML page with charts of one session, or of a group's evenings, from
the store alone (offline), with a PNG of every chart beside the page (docs/reports.md)."""

import sys
from pathlib import Path

from core import settlement
from host_tools.command_error import CommandError
from host_tools.commands.shared import add_db_argument, store_of
from host_tools.export import sheet_rows
from host_tools.extras import need
from host_tools.report import hands_table, html_page, sources
from host_tools.scoring import score_table
from host_tools.store import rulings, selection
from host_tools.store.derived_rows import incomplete_note
from host_tools.texts import Texts

EPILOG = """\
One session: schreiber report DEVICE/NUMBER [--ruling N] [-o DIR]
A group's evenings: schreiber report --players Anna,Ben,Cleo [--since DATE] [--until DATE]
Writes DIR/report.html (self-contained: open it in any browser, offline) and DIR/NAME.png for
each chart. --ruling N scores the session under its saved ruling N (`schreiber rescore
--save`); 0, the default, is the device's own rules; for a group, each session that has a
ruling N saved is scored under it, the others as played. Dates are YYYY-MM-DD.
"""

PAGE = "report.html"


def add_arguments(parser):
    parser.add_argument("session", nargs="?", metavar="SESSION", help="DEVICE/NUMBER")
    parser.add_argument("-o", "--out", metavar="DIR", help="where the page and PNGs go")
    parser.add_argument(
        "--ruling", type=int, default=0, metavar="N", help="score under saved ruling N"
    )
    parser.add_argument("--players", metavar="A,B,C", help="the group: its players' names")
    parser.add_argument("--since", metavar="DATE", help="evenings on or after this date")
    parser.add_argument("--until", metavar="DATE", help="evenings on or before this date")
    add_db_argument(parser)


def run(args):
    need("report")
    with store_of(args) as store:
        if args.session is not None:
            if args.players or args.since or args.until:
                raise CommandError("give either SESSION or --players/--since/--until, not both")
            device, number = sources.parse_session(store, args.session)
            parts = one_session(store, device, number, args.ruling)
            out = Path(args.out or f"report-{device}-{number}")
        else:
            if not (args.players or args.since or args.until):
                raise CommandError("give a SESSION, or a group with --players and/or --since")
            parts = evenings(store, args)
            out = Path(args.out or "report-group")
    charts = parts["charts"]
    page = html_page.page(parts)
    write(out, page, charts)
    print(out / PAGE)
    return 0


# matplotlib and tqdm are imported when a report is made, not with the command line: the other
# verbs start without them.
def one_session(store, device, number, ruling):
    from host_tools.report import chart_series

    result = sources.scored(store, device, number, ruling)
    unit = sources.unit(result["game"], result["settings"])
    t = Texts(result["players"], unit, result["game"])
    if ruling:
        saved = rulings.ruling(store, device, number, ruling)
        rules = t.say("report.rules_ruling", score_table.ruling_text(saved, t))
    else:
        rules = t.word("report.rules_played")
    # The rules and the outcome in the words of `schreiber show` (host_tools.scoring.score_table).
    said = Texts(result["players"], result["unit"], result["game"])
    meta = [
        t.word("report.hands", len(result["hands"]))
        + " · "
        + t.word("report.ended" if result["ended"] else "report.open"),
        rules + ". " + " ".join(score_table.rule_lines(result["settings"], said)),
    ]
    held = selection.meta(store, device, number)
    if held["incomplete"]:
        meta.insert(0, t.say("report.incomplete", incomplete_note(held)))
    # Best first, with the settle-up's places: equal standings share a place (1, 1, 3). Where
    # the game keeps fixed pairs, a row per pair, ranked among the pairs.
    places = result["settle_up"]["places"]
    columns = hands_table.owners(result)
    shared = settlement.places([-places[seat] for _, seat in columns])
    rows = [
        [f"{place}. {heading}", _amount(result["totals"][seat], t)]
        for place, (heading, seat) in sorted(zip(shared, columns, strict=True))
    ]
    heading = t.word("report.player" if len(columns) == len(result["players"]) else "report.pair")
    if result["game"] == "german_schafkopf":
        # A row per sheep's head, as the charts draw them: a team's with `tally_per: team`.
        tallies = chart_series.stroke_tallies(result)
        rows = [[owner, strokes[-1]] for owner, _, strokes in tallies]
        team = any(len(seats) > 1 for _, seats, _ in tallies)
        heading = t.word("report.team" if team else "report.player")
    standings = ([heading, t.word("report.total" if unit != "cents" else "report.balance")], rows)
    page = {
        "title": session_name(result, said, held["place"]),
        "lang": t.lang,
        "small": t.words["report.session"].format(f"{device}/{number}")
        + (t.say("report.ruling", ruling) if ruling else ""),
        "meta": meta,
        "standings": standings,
        "charts": chart_series.session_charts(result),
        "notes": outcome(result, said),
        "hands": hands_table.table(result),
        "hands_title": t.word("report.hands_title"),
    }
    return page


def session_name(result, said, place=None):
    """A session as people name it: its date, where it was played when the host was told
    (`schreiber sessions place`), its game, its players (by pair where the game keeps fixed
    pairs); the device's id goes to the small print."""
    parts = []
    if result["date"]:
        parts.append(score_table.day_name(result["date"], said))
    if place:
        parts.append(place)
    parts.append(said.title(result["settings"]))
    columns = hands_table.owners(result)
    if len(columns) < len(result["players"]):
        parts.append(said.say("against", *(heading for heading, _ in columns)))
    else:
        parts.append(", ".join(result["players"]))
    return " · ".join(parts)


def outcome(result, said):
    """How the evening ended, as `schreiber show` says it below its table: the decision, the
    Bummerl, who pays whom; the standings are in the page's table already, and a settle-up's
    lines follow its title on one line."""
    notes = []
    settle_up = said.say("settle_up")
    for line in score_table.ending(result, said, standings=False):
        line = line.strip()
        if notes and notes[-1].endswith(":"):
            notes[-1] += " " + line
        elif notes and notes[-1].startswith(settle_up) and not line.endswith("."):
            notes[-1] += "; " + line
        else:
            notes.append(line)
    return notes


def evenings(store, args):
    from tqdm import tqdm

    from host_tools.report import chart_series

    players = None
    if args.players:
        players = [name.strip() for name in args.players.split(",") if name.strip()]
        if not players:
            raise CommandError("--players: give the group's names, separated by commas")
    since = sources.check_date(args.since, "--since") if args.since else None
    until = sources.check_date(args.until, "--until") if args.until else None
    sessions = sources.group(store, players, since, until)
    tally = None
    short = []  # sessions a cut-off sync left incomplete
    first = last = None
    progress = tqdm(sessions, unit=" sessions", file=sys.stderr, disable=None, leave=False)
    ruled = []  # the sessions scored under their saved ruling N
    for session in progress:
        if args.ruling and _rule(store, session, args.ruling):
            ruled.append(f"{session['device']}/{session['number']}")
        if tally is None:
            tally = chart_series.GroupTally(players or session["players"])
        elif players is None and sorted(session["players"]) != sorted(tally.players):
            continue  # without --players the group is the first evening's table
        tally.add(session)
        if session["incomplete"]:
            short.append(f"{session['device']}/{session['number']}")
        first = first or session["date"]
        last = session["date"]
    if tally is None:
        raise CommandError("no session in the store matches that group")
    t = Texts(tally.players, None, None)
    span = t.say("report.span", first or t.word("no_date"), last or t.word("no_date"))
    meta = [
        t.say("report.evenings", n=tally.sessions) + " · " + span,
        t.word("report.rules_played"),
    ]
    if args.ruling and ruled:
        meta[1] = t.say("report.rules_some", ruling=args.ruling, sessions=", ".join(ruled))
    elif args.ruling:
        meta[1] = t.say("report.rules_none", ruling=args.ruling)
    if short:
        meta.insert(0, t.say("report.short", ", ".join(short)))
    rows = []
    for kind, unit, values in tally.standings():
        t = Texts(tally.players, unit, kind)
        for name, value in values:
            named = chart_series.group_name(kind)  # "Skat, Bierlachs", not "skat-bierlachs"
            rows.append([f"{named}: {name}", _amount(value, t) if unit == "cents" else value])
    return {
        "title": t.say("report.group", ", ".join(tally.players)),
        "lang": t.lang,
        "meta": meta,
        "standings": ([t.word("report.player"), t.word("report.total")], rows),
        "charts": tally.charts(),
    }


def _rule(store, session, ruling):
    """Score a group's session (sources.group) under its saved ruling `ruling`, in place;
    False when it has none of that number (it stays as played on the device)."""
    if not any(item["ruling"] == ruling for item in rulings.rulings(store, *_key(session))):
        return False
    result = sources.scored(store, *_key(session), ruling)
    session["settings"] = result["settings"]
    session["totals"] = result["totals"]
    session["decided"] = result["decided"]
    if session["bummerl"] is not None:
        session["bummerl"] = sheet_rows.bummerl(result["hands"], len(result["players"]))
    return True


def _key(session):
    return session["device"], session["number"]


def write(out, page, charts):
    try:
        out.mkdir(parents=True, exist_ok=True)
        for chart in charts:
            (out / f"{chart.name}.png").write_bytes(chart.png)
        (out / PAGE).write_text(page, encoding="utf-8")
    except OSError as err:
        raise CommandError(f"cannot write the report to {out}: {err.strerror or err}", 1) from None


def _amount(value, t):
    if t.unit == "cents":
        return t.money(value, sign=True)
    return str(value)
