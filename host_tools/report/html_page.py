"""The report's HTML page: one self-contained file (styles inline, each chart's SVG inline, no
script, nothing fetched), with a link to each chart's PNG beside it. Printed (or saved as a PDF
from the browser) it gets pages of its own: no chart or table row cut across a page, the
hands' header row on every page and their pages across (landscape), no links'
underlines."""

from html import escape

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1040px; color: #222;
       padding: 0 1em; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.25em; margin: 1.5em 0 0.4em; }
p.meta { color: #555; margin-top: 0; }
p.small { color: #777; font-size: 0.8em; margin-top: 0; }
figure { margin: 1.5em 0; }
figure svg { width: 100%; height: auto; display: block; }
figcaption { font-size: 0.9em; color: #555; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { padding: 0.3em 0.8em; border-bottom: 1px solid #ddd; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.hands { font-size: 0.85em; }
table.hands th, table.hands td { padding: 0.2em 0.5em; vertical-align: top; }
table.hands td.notes { color: #555; }
@page { size: A4; margin: 14mm 12mm; }
@page hands { size: A4 landscape; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 10pt; }
  a { color: inherit; text-decoration: none; }
  figure, tr, p.meta { break-inside: avoid; page-break-inside: avoid; }
  h1, h2 { break-after: avoid; page-break-after: avoid; }
  thead { display: table-header-group; }
  section.hands { break-before: page; page-break-before: always; page: hands; }
  table.hands td:nth-child(3) { min-width: 16em; }
  figure svg { max-height: 120mm; }
}
"""


def page(parts):
    """The page's HTML text from `parts`: "title"; "meta", lines under it; "standings",
    (headings, rows) with the first column text and the rest numbers; "charts",
    host_tools.report.svg_charts.Chart each linked to its NAME.png; optional "small" (the small
    print under the title), "notes" (lines after the standings), "hands" (headings, rows:
    the table of hands, host_tools.report.hands_table) with "hands_title" (its heading) and
    "lang" (the page's language)."""
    title = parts["title"]
    out = [
        "<!DOCTYPE html>",
        '<html lang="{}">'.format(escape(parts.get("lang", "en"))),
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
    if parts.get("small"):
        out.append(f'<p class="small">{escape(parts["small"])}</p>')
    for line in parts["meta"]:
        out.append(f'<p class="meta">{escape(line)}</p>')
    headings, rows = parts["standings"]
    if rows:
        out += _table(headings, rows, numbers_from=1)
    for note in parts.get("notes", ()):
        out.append(f"<p>{escape(note)}</p>")
    for chart in parts["charts"]:
        out.append(f'<figure id="{escape(chart.name)}">')
        out.append(chart.svg)
        out.append(
            f"<figcaption>{escape(chart.title)} &middot; "
            f'<a href="{escape(chart.name)}.png">PNG</a></figcaption>'
        )
        out.append("</figure>")
    if parts.get("hands"):
        headings, rows = parts["hands"]
        out.append('<section class="hands">')
        out.append(f"<h2>{escape(parts.get('hands_title', 'The hands'))}</h2>")
        # The number, the dealer and what was played are text; then the amounts; the notes.
        out += _table(headings, rows, numbers_from=3, numbers_to=len(headings) - 1, kind="hands")
        out.append("</section>")
    out += ["</body>", "</html>", ""]
    return "\n".join(out)


def _table(headings, rows, numbers_from, numbers_to=None, kind=None):
    numbers_to = len(headings) if numbers_to is None else numbers_to
    out = ["<table>" if kind is None else f'<table class="{kind}">']
    head = "".join(f"<th>{escape(h)}</th>" for h in headings)
    out.append(f"<thead><tr>{head}</tr></thead>")
    out.append("<tbody>")
    for row in rows:
        cells = []
        for index, cell in enumerate(row):
            if numbers_from <= index < numbers_to:
                cells.append(f'<td class="num">{escape(str(cell))}</td>')
            elif kind == "hands" and index == len(row) - 1:
                cells.append(f'<td class="notes">{escape(str(cell))}</td>')
            else:
                cells.append(f"<td>{escape(str(cell))}</td>")
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</tbody>")
    out.append("</table>")
    return out
