"""The report's HTML page: one self-contained file (styles inline, each chart's SVG inline, no
script, nothing fetched), with a link to each chart's PNG beside it."""

from html import escape

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1040px; color: #222;
       padding: 0 1em; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
p.meta { color: #555; margin-top: 0; }
figure { margin: 1.5em 0; }
figure svg { width: 100%; height: auto; display: block; }
figcaption { font-size: 0.9em; color: #555; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { padding: 0.3em 0.8em; border-bottom: 1px solid #ddd; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
"""


def page(title, meta_lines, standings, charts, notes=()):
    """The page's HTML text. `standings` is (headings, rows) with the first column text and the
    rest numbers; `charts` are host_tools.report.svg_charts.Chart, each linked to its NAME.png."""
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        # No request leaves the page: not even for a favicon.
        '<link rel="icon" href="data:,">',
        f"<title>{escape(title)}</title>",
        f"<style>{_STYLE}</style>",
        "</head>",
        "<body>",
        f"<h1>{escape(title)}</h1>",
    ]
    for line in meta_lines:
        parts.append(f'<p class="meta">{escape(line)}</p>')
    headings, rows = standings
    if rows:
        parts.append("<table>")
        parts.append("<tr>" + "".join(f"<th>{escape(h)}</th>" for h in headings) + "</tr>")
        for row in rows:
            cells = [f"<td>{escape(str(row[0]))}</td>"]
            cells += [f'<td class="num">{escape(str(cell))}</td>' for cell in row[1:]]
            parts.append("<tr>" + "".join(cells) + "</tr>")
        parts.append("</table>")
    for note in notes:
        parts.append(f"<p>{escape(note)}</p>")
    for chart in charts:
        parts.append(f'<figure id="{escape(chart.name)}">')
        parts.append(chart.svg)
        parts.append(
            f"<figcaption>{escape(chart.title)} &middot; "
            f'<a href="{escape(chart.name)}.png">PNG</a></figcaption>'
        )
        parts.append("</figure>")
    parts += ["</body>", "</html>", ""]
    return "\n".join(parts)
