"""What a tournament looks like on paper: the table cards with blank lists to print, and the
printable results page (HTML with print CSS, nothing fetched)."""

from html import escape

from host_tools.texts import Texts
from host_tools.tournament.money import euro

# One style for the printed pages: A4, black on white, a card or a list a page.
_STYLE = """
body { font-family: sans-serif; margin: 1.5em; color: #000; background: #fff; }
h1 { font-size: 1.6em; margin: 0 0 .3em; } h2 { font-size: 1.2em; margin: 1em 0 .3em; }
table { border-collapse: collapse; margin: .5em 0; }
th, td { border: 1px solid #444; padding: .2em .6em; text-align: left; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.card { page-break-after: always; break-after: page; }
.card h1 { font-size: 3em; }
.blank td { height: 1.3em; min-width: 4em; }
.flag { color: #a00; }
@page { size: A4; margin: 15mm; }
@media print { body { margin: 0; } .noprint { display: none; } }
"""


def _page(title, body):
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head>\n<body>\n{body}\n"
        "</body></html>\n"
    )


def cards(tour, tables):
    """One page per table: its number and players in seat order, and a blank list of the
    series' games to keep by hand should the device fail."""
    parts = []
    for table in tables:
        seats = "".join(
            f"<tr><td>Seat {seat + 1}</td><td>{escape(name)}</td></tr>"
            for seat, name in enumerate(table["seats"])
        )
        heads = "".join(f"<th>{escape(name)}</th>" for name in table["seats"])
        blank = "".join(
            f'<tr><td class="n">{game}</td>' + "<td></td>" * (len(table["seats"]) + 2) + "</tr>"
            for game in range(1, table["games"] + 1)
        )
        parts.append(
            f'<section class="card"><p>{escape(tour["name"])} · Series {table["series"]}</p>'
            f"<h1>Table {table['number']}</h1><table>{seats}</table>"
            f"<p>{table['games']} games; draw seed {escape(table['seed'])}</p>"
            f'<h2>List (backup)</h2><table class="blank"><tr><th>Game</th>{heads}'
            f"<th>Declarer</th><th>Value</th></tr>{blank}</table></section>"
        )
    return _page(f"{tour['name']}: table cards", "\n".join(parts))


def results(now, tour):
    """The printable results page: the ranking with each series, prizes and fees; the team
    ranking; the corrections with their reasons; the flags that stand."""
    series = range(1, now["series_drawn"] + 1)
    heads = "".join(f'<th class="n">Series {s}</th>' for s in series)
    rows = []
    for row in now["ranking"]:
        cells = "".join(f'<td class="n">{points}</td>' for points in row["series"])
        rows.append(
            f'<tr><td class="n">{row["place"]}</td><td>{escape(row["name"])}</td>{cells}'
            f'<td class="n"><b>{row["points"]}</b></td><td class="n">{row["lost"]}</td>'
            f'<td class="n">{euro(row["fees"])}</td><td class="n">'
            f"{euro(row['prize']) if row['prize'] else ''}</td></tr>"
        )
    body = [
        f"<h1>{escape(now['name'])}</h1>",
        f"<p>{state(now)} · prize pool {euro(now['pool'])}</p>",
        '<h2>Ranking</h2><table id="ranking"><tr><th class="n">Place</th><th>Player</th>'
        f'{heads}<th class="n">Points</th><th class="n">Lost</th><th class="n">Fees</th>'
        f'<th class="n">Prize</th></tr>{"".join(rows)}</table>',
    ]
    if now["teams"]:
        team_rows = "".join(
            f'<tr><td class="n">{t["place"]}</td><td>{escape(t["team"])}</td>'
            f'<td>{escape(", ".join(t["members"]))}</td><td class="n">{t["points"]}</td></tr>'
            for t in now["teams"]
        )
        body.append(
            '<h2>Teams</h2><table id="teams"><tr><th class="n">Place</th><th>Team</th>'
            f'<th>Members</th><th class="n">Points</th></tr>{team_rows}</table>'
        )
    if now["corrections"]:
        items = "".join(
            f"<li>{escape(c['name'])}, series {c['series']}: {c['points']:+d} "
            f"({escape(c['reason'])})</li>"
            for c in now["corrections"]
        )
        body.append(f"<h2>Corrections by the organizer</h2><ul>{items}</ul>")
    if now["flags"]:
        items = "".join(f'<li class="flag">{escape(flag)}</li>' for flag in now["flags"])
        body.append(f"<h2>Flags</h2><ul>{items}</ul>")
    return _page(f"{now['name']}: results", "\n".join(body))


def state(now, t=None):
    """Where the tournament stands, in the words of `t` (host_tools.texts.Texts; default: the
    language the tool speaks)."""
    t = t or Texts([], None, None)
    if now["closed"]:
        return t.word("tournament.final")
    return t.say("tournament.open", now["series_drawn"], now["series_planned"])
