"""The live leaderboard of `schreiber serve` over real HTTP on loopback, and in a real headless
Chromium: it shows the right standings, fetches nothing but the host, then updates by itself
after a device's push; a viewer can read and do nothing else. The results page prints to PDF."""

import base64
import http.client
import json
import threading
import time
from urllib.parse import quote

import pytest
from evenings import frames
from report_browser import Browser, chromium
from test_http_push import SECRET, Server
from tournament_tables import play

from host_tools.commands.serve_command import make_server
from host_tools.store.database import open_store
from host_tools.tournament import book as books
from host_tools.tournament import pages, standings

NAMES = ["Anni", "Bert", "Cilli", "Done", "Emmi", "Ferdl", "Gabi", "Hias"]


def get(port, path, method="GET"):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request(method, path)
        response = conn.getresponse()
        return response.status, response.getheader("Content-Type"), response.read()
    finally:
        conn.close()


class Served(Server):
    """test_http_push's server, made as `schreiber serve` makes it: the leaderboard beside."""

    def __init__(self, path):
        self.store = open_store(path)
        self.heard = []
        self.httpd = make_server(self.store, report=self.heard.append)
        self.port = self.httpd.port
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()


@pytest.fixture
def served(tmp_path):
    server = Served(tmp_path / "store.sqlite3")
    book = books.Book(server.store)
    tour = book.create("Rennen Süd", "schafkopf", books.plan_of("schafkopf", series=1))
    book.add_players(tour, [(name, None) for name in NAMES])
    tour = book.get("Rennen Süd")
    book.draw(tour, "s1")
    yield server, book, tour
    server.close()


def push_table(server, tour, table, root, hands):
    """The table's list pushed as a device pushes it: hello, then the log's frames."""
    journal, number, data = play(root, tour["game"], tour["settings"], table["seats"], hands, 3)
    server.store.pair(journal.device, SECRET)
    status, have = server.hello(journal.device, [[number, len(data), 0]])
    assert status == 200, have
    pieces = [(number, offset, piece) for offset, piece in frames(data)]
    status, stored = server.push(journal.device, have["challenge"], pieces)
    assert status == 200 and stored["stored"] == [[number, len(data)]], stored


def test_the_board_answers_the_standings_and_refuses_everything_but_reading(served, tmp_path):
    server, book, tour = served
    table = book.tables(tour, 1)[0]
    push_table(server, tour, table, tmp_path / "dev", 12)
    base = "/tournament/" + quote("Rennen Süd") + "/"
    status, kind, body = get(server.port, base + "standings.json")
    assert status == 200 and kind.startswith("application/json")
    data = json.loads(body)
    now = standings.of(server.store, book, tour)
    assert [(r["place"], r["name"], r["points"]) for r in data["ranking"]] == [
        (r["place"], r["name"], r["points"]) for r in now["ranking"]
    ]
    assert [(t["number"], t["hands"]) for t in data["tables"]] == [(1, 12), (2, 0)]
    assert "flags" in data and not isinstance(data["flags"], list)  # a count, not the texts
    status, kind, page = get(server.port, base)
    assert status == 200 and kind.startswith("text/html") and b"standings.json" in page
    assert b"http" not in page.split(b"<body>")[1]  # nothing from elsewhere
    status, _, index = get(server.port, "/tournament/")
    assert status == 200 and quote("Rennen Süd").encode() in index
    before = server.snapshot()
    for method in ("POST", "PUT", "DELETE"):
        assert get(server.port, base + "standings.json", method)[0] == 405
    assert get(server.port, "/tournament/Nobody/")[0] == 404
    assert get(server.port, base + "../../sync/v1/hello")[0] in (404, 405)
    assert server.snapshot() == before


def test_the_board_in_a_browser_shows_the_standings_and_updates_after_a_push(served, tmp_path):
    if chromium() is None:
        pytest.skip("chromium is not installed (apt-get install chromium)")
    server, book, tour = served
    first, second = book.tables(tour, 1)
    push_table(server, tour, first, tmp_path / "dev1", 28)
    url = f"http://127.0.0.1:{server.port}/tournament/{quote('Rennen Süd')}/"
    with Browser() as browser:
        session = _open(browser, url)
        shown = _wait_rows(browser, session, lambda rows: len(rows) == 8)
        want = standings.of(server.store, book, tour)["ranking"]
        assert shown == [[str(r["place"]), r["name"], str(r["points"])] for r in want]
        version = _eval(browser, session, "document.body.dataset.version")
        push_table(server, tour, second, tmp_path / "dev2", 28)
        pushed = time.monotonic()
        want = standings.of(server.store, book, tour)["ranking"]
        expected = [[str(r["place"]), r["name"], str(r["points"])] for r in want]
        shown = _wait_rows(browser, session, lambda rows: rows == expected)
        assert shown == expected and time.monotonic() - pushed < 5
        assert _eval(browser, session, "document.body.dataset.version") != version
        tables = _eval(browser, session, _TABLES)
        assert tables == [["1", "28 of 28"], ["2", "28 of 28"]]
        requests = [
            params["request"]["url"]
            for seen, name, params in browser.events
            if seen == session and name == "Network.requestWillBeSent"
        ]
        assert requests and all(u.startswith(f"http://127.0.0.1:{server.port}/") for u in requests)
        errors = [
            params for seen, name, params in browser.events
            if seen == session and name in ("Runtime.exceptionThrown", "Network.loadingFailed")
        ]  # fmt: skip
        assert errors == []


def test_the_results_page_prints_to_pdf(served, tmp_path):
    if chromium() is None:
        pytest.skip("chromium is not installed (apt-get install chromium)")
    server, book, tour = served
    for i, table in enumerate(book.tables(tour, 1)):
        push_table(server, tour, table, tmp_path / f"dev{i}", 28)
    book.correct(tour, 1, "Anni", 3, "a hand entered at the wrong table")
    book.close(tour)
    tour = book.get("Rennen Süd")
    page = tmp_path / "results.html"
    page.write_text(pages.results(standings.of(server.store, book, tour), tour), "utf-8")
    with Browser() as browser:
        session = _open(browser, page.resolve().as_uri())
        text = _eval(browser, session, "document.body.innerText")
        assert "final ranking" in text and "a hand entered at the wrong table" in text
        pdf = base64.b64decode(browser.send("Page.printToPDF", {}, session=session)["data"])
    assert pdf.startswith(b"%PDF-") and len(pdf) > 2000


def test_the_table_cards_print_to_pdf_a_page_each(served, tmp_path):
    """The table cards with their blank lists (`schreiber tournament cards`) as headless
    Chromium prints them to PDF: every table's number and players there, at least a page per
    table."""
    if chromium() is None:
        pytest.skip("chromium is not installed (apt-get install chromium)")
    _server, book, tour = served
    tables = book.tables(tour, 1)
    page = tmp_path / "cards.html"
    page.write_text(pages.cards(tour, tables), "utf-8")
    with Browser() as browser:
        session = _open(browser, page.resolve().as_uri())
        text = _eval(browser, session, "document.body.innerText")
        pdf = base64.b64decode(browser.send("Page.printToPDF", {}, session=session)["data"])
    for table in tables:
        assert f"Table {table['number']}" in text and all(name in text for name in table["seats"])
    assert pdf.startswith(b"%PDF-")
    pages_printed = pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages")
    assert pages_printed >= len(tables) >= 2, pages_printed


_ROWS = """Array.from(document.querySelectorAll('#ranking tr')).slice(1).map(function (tr) {
  var c = tr.children; return [c[0].textContent, c[1].textContent, c[c.length - 3].textContent];
})"""
_TABLES = """Array.from(document.querySelectorAll('#tables tr')).slice(1).map(function (tr) {
  return [tr.children[0].textContent, tr.children[2].textContent];
})"""


def _open(browser, url):
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
        "sessionId"
    ]
    for domain in ("Page", "Runtime", "Network"):
        browser.send(domain + ".enable", session=session)
    browser.send("Page.navigate", {"url": url}, session=session)
    browser.wait_for("Page.loadEventFired", session)
    return session


def _eval(browser, session, expression):
    answer = browser.send(
        "Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=session
    )
    return answer["result"].get("value")


def _wait_rows(browser, session, good, limit=20.0):
    end = time.monotonic() + limit
    while True:
        rows = _eval(browser, session, _ROWS)
        if good(rows) or time.monotonic() > end:
            return rows
        time.sleep(0.1)


def test_the_board_speaks_the_tools_language(served, tmp_path):
    """With the tool set to German (serve --lang de) every word the page draws is German: its
    headings, the table heads, the state line and each table's "N von M"."""
    if chromium() is None:
        pytest.skip("chromium is not installed (apt-get install chromium)")
    from test_host_german import english_in

    from host_tools import texts

    server, book, tour = served
    first, _ = book.tables(tour, 1)
    push_table(server, tour, first, tmp_path / "dev1", 28)
    texts.use("de")
    try:
        status, _, index = get(server.port, "/tournament/")
        assert status == 200 and b"<h1>Turniere</h1>" in index
        url = f"http://127.0.0.1:{server.port}/tournament/{quote('Rennen Süd')}/"
        with Browser() as browser:
            session = _open(browser, url)
            _wait_rows(browser, session, lambda rows: len(rows) == 8)
            assert _eval(browser, session, _TABLES) == [["1", "28 von 28"], ["2", "0 von 28"]]
            assert _eval(browser, session, "document.documentElement.lang") == "de"
            text = _eval(browser, session, "document.body.innerText")
    finally:
        texts.use("en")
    assert "Rangliste" in text and "Platz" in text and "Serie 1 von 1 · aktualisiert " in text
    for name in NAMES + ["Rennen Süd"]:
        text = text.replace(name, "")
    assert english_in(text) == [], text
