"""What a tournament looks like on paper: the table cards with blank lists to print, and the
printable results page (HTML with print CSS, nothing fetched)."""

from html import escape

from host_tools import texts
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
        f'<!DOCTYPE html>\n<html lang="{texts.spoken()[-1]}"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head>\n<body>\n{body}\n"
        "</body></html>\n"
    )


def _texts():
    return Texts([], None, None)  # in the language the tool speaks


def cards(tour, tables):
    """One page per table: its number and players in seat order, and a blank list of the
    series' games to keep by hand should the device fail."""
    t = _texts()
    say = t.say
    parts = []
    for table in tables:
        seats = "".join(
            f"<tr><td>{escape(say('pages.seat', seat + 1))}</td><td>{escape(name)}</td></tr>"
            for seat, name in enumerate(table["seats"])
        )
        heads = "".join(f"<th>{escape(name)}</th>" for name in table["seats"])
        blank = "".join(
            f'<tr><td class="n">{game}</td>' + "<td></td>" * (len(table["seats"]) + 2) + "</tr>"
            for game in range(1, table["games"] + 1)
        )
        words = [
            escape(text)
            for text in (
                tour["name"] + " · " + say("board.series", table["series"]),
                say("pages.table", table["number"]),
                say("pages.games_seed", table["games"], table["seed"]),
                t.word("pages.backup"),
                t.word("board.game"),
                t.word("pages.declarer"),
                t.word("pages.value"),
            )
        ]
        parts.append(
            '<section class="card"><p>{}</p><h1>{}</h1><table>{}</table><p>{}</p>'
            '<h2>{}</h2><table class="blank"><tr><th>{}</th>{}<th>{}</th><th>{}</th></tr>'
            "{}</table></section>".format(*words[:2], seats, *words[2:5], heads, *words[5:], blank)
        )
    return _page(say("pages.cards_title", tour["name"]), "\n".join(parts))


def results(now, tour):
    """The printable results page: the ranking with each series, prizes and fees; the team
    ranking; the corrections with their reasons; the flags that stand."""
    t = _texts()

    def word(key):
        return escape(t.word(key))

    series = range(1, now["series_drawn"] + 1)
    heads = "".join(f'<th class="n">{escape(t.say("board.series", s))}</th>' for s in series)
    rows = []
    for row in now["ranking"]:
        cells = "".join(f'<td class="n">{points}</td>' for points in row["series"])
        rows.append(
            f'<tr><td class="n">{row["place"]}</td><td>{escape(row["name"])}</td>{cells}'
            f'<td class="n"><b>{row["points"]}</b></td><td class="n">{row["lost"]}</td>'
            f'<td class="n">{euro(row["fees"])}</td><td class="n">'
            f"{euro(row['prize']) if row['prize'] else ''}</td></tr>"
        )
    pool = t.say("pages.pool", euro(now["pool"]))
    body = [
        f"<h1>{escape(now['name'])}</h1>",
        f"<p>{escape(state(now, t))} · {escape(pool)}</p>",
        f'<h2>{word("board.ranking")}</h2><table id="ranking"><tr>'
        f'<th class="n">{word("board.place")}</th><th>{word("board.player")}</th>{heads}'
        f'<th class="n">{word("board.points")}</th><th class="n">{word("pages.lost")}</th>'
        f'<th class="n">{word("pages.fees")}</th><th class="n">{word("board.prize")}</th></tr>'
        f"{''.join(rows)}</table>",
    ]
    if now["teams"]:
        team_rows = "".join(
            f'<tr><td class="n">{team["place"]}</td><td>{escape(team["team"])}</td>'
            f"<td>{escape(', '.join(team['members']))}</td>"
            f'<td class="n">{team["points"]}</td></tr>'
            for team in now["teams"]
        )
        body.append(
            f'<h2>{word("board.teams")}</h2><table id="teams"><tr>'
            f'<th class="n">{word("board.place")}</th><th>{word("board.team")}</th>'
            f'<th>{word("pages.members")}</th><th class="n">{word("board.points")}</th></tr>'
            f"{team_rows}</table>"
        )
    if now["corrections"]:
        items = "".join(
            "<li>{}</li>".format(
                escape(
                    t.say(
                        "tournament.corrected",
                        c["name"],
                        c["series"],
                        f"{c['points']:+d}",
                        c["reason"],
                    )
                )
            )  # fmt: skip
            for c in now["corrections"]
        )
        body.append(f"<h2>{word('pages.corrections')}</h2><ul>{items}</ul>")
    if now["flags"]:
        items = "".join(
            f'<li class="flag">{escape(texts.sentence(flag))}</li>' for flag in now["flags"]
        )
        body.append(f"<h2>{word('pages.flags')}</h2><ul>{items}</ul>")
    return _page(t.say("pages.results_title", now["name"]), "\n".join(body))


def state(now, t=None):
    """Where the tournament stands, in the words of `t` (host_tools.texts.Texts; default: the
    language the tool speaks)."""
    t = t or _texts()
    if now["closed"]:
        return t.word("tournament.final")
    return t.say("tournament.open", now["series_drawn"], now["series_planned"])
