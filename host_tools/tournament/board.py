"""The live leaderboard `schreiber serve` shows a projector or a phone on the same network
(docs/tournament.md): read-only, nothing fetched from elsewhere; the page asks for the standings
every POLL_MS and redraws when they changed.

  GET /tournament/                      the tournaments held, as links
  GET /tournament/NAME/                 the leaderboard page
  GET /tournament/NAME/standings.json   what the page shows: ranking, teams, tables, version

The standings are worked out again only when the store has changed since the last answer
(SQLite's data_version for other writers, the connection's changes for the pushes it stored).
"""

import json
import time
from html import escape
from urllib.parse import quote

from werkzeug.wrappers import Request, Response

from core.errors import InputError
from host_tools import texts
from host_tools.tournament import book as books
from host_tools.tournament import standings

PREFIX = "/tournament/"
POLL_MS = 500  # how often the page asks; the bench's p95 target is 2 s from a push


class Board:
    """WSGI app over `store`, sharing `lock` with the push endpoint (one SQLite connection)."""

    def __init__(self, store, lock):
        self.store = store
        self.lock = lock
        self.cache = {}  # tournament name -> (store version, answer bytes)
        self.memo = {}  # each table's list as last checked (lists.check)

    def __call__(self, environ, start_response):
        request = Request(environ)
        if request.method not in ("GET", "HEAD"):
            response = _error(405, "the leaderboard is read-only")
        else:
            response = self.respond(request.path)
        return response(environ, start_response)

    def respond(self, path):
        if path == PREFIX:
            return self._index()
        rest = path[len(PREFIX) :] if path.startswith(PREFIX) else ""
        name, _, leaf = rest.partition("/")
        if not name or leaf not in ("", "standings.json"):
            return _error(404, "no such page")
        try:
            with self.lock:
                tour = books.Book(self.store).get(name)
                if leaf == "":
                    return Response(_page(tour["name"]), mimetype="text/html")
                return Response(self._standings(tour), mimetype="application/json")
        except InputError:
            return _error(404, "no such tournament")

    def _index(self):
        with self.lock:
            names = books.Book(self.store).names()
        items = "".join(
            f'<li><a href="{PREFIX}{quote(name, safe="")}/">{escape(name)}</a></li>'
            for name in names
        )
        words = _words()
        title = escape(words["tournaments"])
        body = f"<h1>{title}</h1><ul>{items or '<li>' + escape(words['none_yet']) + '</li>'}</ul>"
        return Response(_html(words["tournaments"], body, ""), mimetype="text/html")

    def _standings(self, tour):
        version = self._version()
        held = self.cache.get(tour["name"])
        if held is not None and held[0] == version:
            return held[1]
        if len(self.memo) > 10000:
            self.memo.clear()  # lists of earlier states: let them go now and then
        now = standings.of(self.store, books.Book(self.store), tour, self.memo)
        answer = json.dumps(_public(now, version), ensure_ascii=False).encode()
        self.cache[tour["name"]] = (version, answer)
        return answer

    def _version(self):
        conn = self.store.conn
        return f"{conn.execute('PRAGMA data_version').fetchone()[0]}.{conn.total_changes}"


def _public(now, version):
    """What a viewer may see: no flags' text, no corrections' reasons (the organizer's)."""
    return {
        "version": version,
        "at": time.strftime("%H:%M:%S"),
        "name": now["name"],
        "game": now["game"],
        "series": now["series_drawn"],
        "series_planned": now["series_planned"],
        "closed": bool(now["closed"]),
        "ranking": [
            {
                key: row[key]
                for key in ("place", "name", "team", "series", "points", "games", "prize")
            }
            for row in now["ranking"]
        ],  # fmt: skip
        "teams": [{key: t[key] for key in ("place", "team", "points")} for t in now["teams"]],
        "tables": [
            {key: t[key] for key in ("series", "number", "seats", "hands", "games", "complete")}
            for t in now["tables"]
            if t["series"] == now["series_drawn"]
        ],
        "flags": len(now["flags"]),
    }


def _error(status, text):
    return Response(json.dumps({"error": text}), status=status, mimetype="application/json")


_STYLE = """
body { font-family: sans-serif; margin: 1em 2em; background: #fff; color: #111; }
h1 { margin: .2em 0; } h2 { margin: 1em 0 .3em; font-size: 1.2em; }
table { border-collapse: collapse; }
th, td { padding: .15em .7em; border-bottom: 1px solid #ccc; text-align: left; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
#ranking td, #ranking th { font-size: 1.3em; }
.cols { display: flex; gap: 3em; flex-wrap: wrap; } .done { color: #777; }
#state { color: #555; }
"""

# Names go in with textContent, never as markup: a player's name is shown, not run. WORDS: the
# page's words in the language the tool speaks (_words), each {} filled in by say().
_SCRIPT = """
const poll = %d;
const WORDS = %s;
let shown = null;
function say(key, ...values) {
  let i = 0;
  return WORDS[key].replace(/\\{\\}/g, () => values[i++]);
}
function cell(row, text, numeric) {
  const td = document.createElement('td');
  td.textContent = text;
  if (numeric) td.className = 'n';
  row.appendChild(td);
}
function head(table, names) {
  const tr = document.createElement('tr');
  names.forEach(([text, numeric]) => {
    const th = document.createElement('th');
    th.textContent = text;
    if (numeric) th.className = 'n';
    tr.appendChild(th);
  });
  table.replaceChildren(tr);
}
function euro(cents) { return (cents / 100).toFixed(2) + ' \\u20ac'; }
function draw(data) {
  document.getElementById('state').textContent =
    (data.closed ? say('final') : say('series_of', data.series, data.series_planned)) +
    ' \\u00b7 ' + say('updated', data.at);
  const ranking = document.getElementById('ranking');
  const series = [];
  for (let s = 1; s <= data.series; s++) series.push([say('series', s), true]);
  head(ranking, [[say('place'), true], [say('player'), false], ...series, [say('points'), true],
                 [say('games'), true], [say('prize'), true]]);
  data.ranking.forEach(r => {
    const tr = document.createElement('tr');
    cell(tr, r.place, true); cell(tr, r.name, false);
    r.series.forEach(p => cell(tr, p, true));
    cell(tr, r.points, true); cell(tr, r.games, true);
    cell(tr, r.prize ? euro(r.prize) : '', true);
    ranking.appendChild(tr);
  });
  const tables = document.getElementById('tables');
  head(tables, [[say('table'), true], [say('players'), false], [say('game'), true]]);
  data.tables.forEach(t => {
    const tr = document.createElement('tr');
    if (t.complete) tr.className = 'done';
    cell(tr, t.number, true); cell(tr, t.seats.join(', '), false);
    cell(tr, say('hands_of', t.hands, t.games), true);
    tables.appendChild(tr);
  });
  const teams = document.getElementById('teams');
  head(teams, [[say('place'), true], [say('team'), false], [say('points'), true]]);
  data.teams.forEach(t => {
    const tr = document.createElement('tr');
    cell(tr, t.place, true); cell(tr, t.team, false); cell(tr, t.points, true);
    teams.appendChild(tr);
  });
  document.getElementById('teamsbox').hidden = data.teams.length === 0;
  document.body.dataset.version = data.version;
}
async function tick() {
  try {
    const answer = await fetch('standings.json', {cache: 'no-store'});
    if (answer.ok) {
      const data = await answer.json();
      if (data.version !== shown) { draw(data); shown = data.version; }
    }
  } catch (e) { document.getElementById('state').textContent = say('no_answer'); }
  setTimeout(tick, poll);
}
tick();
"""


# The page's words: [host] board.<key> of the language the tool speaks.
_WORDS = (
    "tournaments", "none_yet", "loading", "ranking", "tables", "teams", "final", "series_of",
    "updated", "series", "place", "player", "points", "games", "prize", "table", "players",
    "game", "hands_of", "team", "no_answer",
)  # fmt: skip


def _words():
    said = texts.spoken()[0]
    return {key: said["board." + key] for key in _WORDS}


def _page(name):
    words = {key: escape(text) for key, text in _words().items()}
    body = (
        f'<h1>{escape(name)}</h1><p id="state">{words["loading"]}</p>'
        f'<div class="cols"><div><h2>{words["ranking"]}</h2><table id="ranking"></table></div>'
        f'<div><h2>{words["tables"]}</h2><table id="tables"></table>'
        f'<div id="teamsbox" hidden><h2>{words["teams"]}</h2><table id="teams"></table></div>'
        "</div></div>"
    )
    # "<" as \\u003c: no word can end the script early ("</script>").
    said = json.dumps(_words(), ensure_ascii=True).replace("<", "\\u003c")
    return _html(name, body, _SCRIPT % (POLL_MS, said))


def _html(title, body, script):
    return (
        f'<!DOCTYPE html>\n<html lang="{texts.spoken()[-1]}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head>\n<body>\n{body}\n"
        + (f"<script>{script}</script>\n" if script else "")
        + "</body></html>\n"
    )
