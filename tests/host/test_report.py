"""`schreiber report`: the page and the PNGs of each game's evening, what the charts are drawn
from, and a group's evenings added up by name whatever the seats."""

import html
import io
import re
from html import escape

from evenings import example
from PIL import Image
from report_sessions import store_with

from host_tools.cli import main
from host_tools.command_error import CommandError
from host_tools.report import chart_series, sources
from host_tools.store.database import open_store

# example file -> the charts its report draws (each NAME.png beside the page)
GAMES = (
    ("schafkopf-evening.json", ["balance"]),
    ("german-schafkopf.json", ["strokes", "sheep-heads"]),
    ("bauernschnapsen-evening.json", ["game-to-24", "bummerl"]),
    ("skat-bierlachs.json", ["run-to-limit"]),
    ("bierkopf-partie.json", ["race"]),
)


def _stored(tmp_path, files):
    store, device, numbers = store_with(
        tmp_path / "s.sqlite3", tmp_path / "dev", [example(name) for name in files]
    )
    store.close()
    return device, numbers


def _report(tmp_path, *args):
    return main(["report", *args, "--db", str(tmp_path / "s.sqlite3")])


def test_each_game_gets_its_charts_inline_and_as_png(tmp_path, capsys):
    device, numbers = _stored(tmp_path, [name for name, _ in GAMES])
    for (name, charts), number in zip(GAMES, numbers, strict=True):
        out = tmp_path / name
        assert _report(tmp_path, f"{device}/{number}", "-o", str(out)) == 0
        assert capsys.readouterr().out.strip() == str(out / "report.html")
        assert sorted(p.name for p in out.iterdir()) == sorted(
            [f"{c}.png" for c in charts] + ["report.html"]
        )
        for chart in charts:
            with Image.open(out / f"{chart}.png") as image:
                image.load()  # decodes the whole file: a cut or broken PNG fails here
                assert image.size == (990, 462) or chart == "sheep-heads", image.size
        page = (out / "report.html").read_text(encoding="utf-8")
        assert re.findall(r'<figure id="([^"]+)">', page) == charts
        assert page.count("<svg") == len(charts)
        # Self-contained: nothing is fetched, no script runs.
        assert not re.search(r"""(src|href)=["']?(https?:|//)""", page)
        assert "<script" not in page
        ids = re.findall(r'\bid="([^"]+)"', page)
        assert len(ids) == len(set(ids)), "two charts' ids clash in one page"
        for ref in re.findall(r'(?:href="#|url\(#)([^")]+)', page):
            assert ref in ids, ref


def test_the_page_names_the_players_and_their_totals(tmp_path, capsys):
    device, (number,) = _stored(tmp_path, ["schafkopf-evening.json"])
    out = tmp_path / "r"
    assert _report(tmp_path, str(number), "-o", str(out)) == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    # A session is named as people name it; the device's id is the small print.
    title = "Friday, 27 November 2026 · Schafkopf · Hans, Sepp, Resi, Vroni"
    assert f"<title>{title}</title>" in page and f"<h1>{title}</h1>" in page
    assert f'<p class="small">session {device}/{number}</p>' in page
    assert device not in page.split('<p class="small">')[0]
    assert '<p class="meta">9 hands · ended</p>' in page
    # The totals `schreiber score` gives for examples/schafkopf-evening.json, best first.
    rows = [
        f'<tr><td>{name}</td><td class="num">{total} €</td></tr>'
        for name, total in (
            ("1. Resi", "+23.40"),
            ("2. Hans", "-5.00"),
            ("3. Vroni", "-7.40"),
            ("4. Sepp", "-11.00"),
        )
    ]
    at = [page.index(row) for row in rows]
    assert at == sorted(at), "best first"


def test_the_charts_are_drawn_from_the_running_totals_and_events(tmp_path):
    device, numbers = _stored(tmp_path, ["bauernschnapsen-evening.json", "schafkopf-evening.json"])
    with open_store(tmp_path / "s.sqlite3") as store:
        schnapsen = sources.scored(store, device, numbers[0])
        schafkopf = sources.scored(store, device, numbers[1])
    # Bauernschnapsen: hand 5 (a Schnapser) wins the game to 24 for Franz and Poldi; Mitzi and
    # Gretl each take a Bummerl then, none before.
    assert chart_series.bummerl_series(schnapsen) == [
        ("Franz", [0, 0, 0, 0, 0, 0]),
        ("Mitzi", [0, 0, 0, 0, 0, 1]),
        ("Poldi", [0, 0, 0, 0, 0, 0]),
        ("Gretl", [0, 0, 0, 0, 0, 1]),
    ]
    # Schafkopf: the balance line starts at 0 and follows every hand's running total.
    (balance,) = chart_series.session_charts(schafkopf)
    assert balance.name == "balance" and "<svg" in balance.svg
    assert schafkopf["hands"][0]["totals"] == [20, -20, 20, -20]


# examples/german-schafkopf.json worked out by hand (SPEC §4.4): Ute & Heike win 1, 2 (beating
# the choosers), 4 (Schneider against the choosers), then Ute's solo 1; Jens & Olaf win 2
# (Schneider against a forced chooser) and a Schwarz 9.
UTE_HEIKE = [0, 1, 3, 3, 7, 8, 8]
JENS_OLAF = [0, 0, 0, 2, 2, 2, 11]
TALLIES = (
    # tally_per -> [(owner, seats, strokes)], one sheep's head and one stroke line each
    ("team", [("Ute & Heike", [0, 2], UTE_HEIKE), ("Jens & Olaf", [1, 3], JENS_OLAF)]),
    ("player", [("Ute", [0], UTE_HEIKE), ("Jens", [1], JENS_OLAF),
                # Ute's solo is hers alone: Heike stays at 7.
                ("Heike", [2], [0, 1, 3, 3, 7, 7, 7]), ("Olaf", [3], JENS_OLAF)]),
)  # fmt: skip


def test_german_schafkopf_draws_a_head_and_a_line_per_team_or_per_player(tmp_path):
    evening = example("german-schafkopf.json")
    evenings = [dict(evening, settings={"tally_per": per}) for per, _ in TALLIES]
    store, device, numbers = store_with(tmp_path / "s.sqlite3", tmp_path / "dev", evenings)
    with store:
        for (per, tallies), number in zip(TALLIES, numbers, strict=True):
            result = sources.scored(store, device, number)
            assert result["settings"]["tally_per"] == per
            assert chart_series.stroke_tallies(result) == tallies, per
            strokes, heads = chart_series.session_charts(result)
            assert (strokes.name, heads.name) == ("strokes", "sheep-heads")
            # One drawing area per head (matplotlib's axes), each head in its own colour.
            assert len(re.findall(r'id="sheep-heads-axes_\d+"', heads.svg)) == len(tallies)
            # One line per tally in the strokes chart: its 2 + n points, plus the target.
            for index in range(len(tallies)):
                assert charts_colour(index) in strokes.svg
            assert charts_colour(len(tallies)) not in strokes.svg, per
        # The page's table has a row per head too.
        for (per, tallies), number in zip(TALLIES, numbers, strict=True):
            out = tmp_path / per
            assert _report(tmp_path, f"{device}/{number}", "-o", str(out)) == 0
            page = (out / "report.html").read_text(encoding="utf-8")
            rows = re.findall(r"<tr><td>([^<]+)</td><td class=\"num\">(\d+)</td></tr>", page)
            assert rows == [(escape(owner), str(s[-1])) for owner, _, s in tallies], rows
            heading = "Team" if per == "team" else "Player"
            assert f"<tr><th>{heading}</th><th>Total</th></tr>" in page


def charts_colour(index):
    from host_tools.report.svg_charts import COLOURS

    return COLOURS[index].lower()


def test_a_hand_drawn_by_seats_of_two_teams_is_refused_not_drawn(tmp_path):
    store, device, (number,) = store_with(
        tmp_path / "s.sqlite3", tmp_path / "dev", [example("german-schafkopf.json")]
    )
    with store:
        result = sources.scored(store, device, number)
    result["hands"][1]["events"] = [("outcome", {"winners": [0, 1], "level": "simple"})]
    try:
        chart_series.stroke_tallies(result)
    except CommandError as err:
        assert str(err) == "hand 2: seats [0, 1] draw strokes, not one team"
    else:
        raise AssertionError("drawn on one head")


def test_a_completed_head_is_filled_and_says_so_one_short_is_not():
    from host_tools.report import svg_charts

    chart = svg_charts.sheep_heads("h", "heads", [("A & C", 8), ("B & D", 9)], 9)
    # The completed head's square is filled in its colour, a quarter opaque; the head a stroke
    # short is not.
    assert chart.svg.count("opacity: 0.25") == 1
    with Image.open(io.BytesIO(chart.png)) as image:
        rgb = image.convert("RGB")
        width, height = rgb.size
        # Inside each head's square, around its middle (between the strokes of eyes and nose):
        # white on the 8-of-9 head, tinted on the full one.
        spots = [(dx, dy) for dx in (-0.04, 0.04) for dy in (-0.1, -0.05, 0.05, 0.1)]
        short = {
            rgb.getpixel((int(width * (0.25 + x)), int(height * (0.5 + y)))) for x, y in spots
        }
        full = {rgb.getpixel((int(width * (0.75 + x)), int(height * (0.5 + y))))
                for x, y in spots}  # fmt: skip
    assert short == {(255, 255, 255)} and (255, 255, 255) not in full, (short, full)


def test_a_group_adds_up_each_player_by_name_whatever_the_seat():
    tally = chart_series.GroupTally(["Anna", "Bert", "Cilli"])
    sessions = (
        {"game": "skat", "settings": {"scoring_system": "classic"},
         "players": ["Anna", "Bert", "Cilli"], "totals": [120, -48, 0], "decided": None,
         "bummerl": None},
        {"game": "skat", "settings": {"scoring_system": "classic"},
         "players": ["Cilli", "Anna", "Bert"], "totals": [30, -20, 96], "decided": None,
         "bummerl": None},
        {"game": "skat", "settings": {"scoring_system": "bierlachs", "bierlachs_target": 501},
         "players": ["Bert", "Cilli", "Anna"], "totals": [-520, -100, 0],
         "decided": {"winners": [], "losers": [0]}, "bummerl": None},
    )  # fmt: skip
    for session in sessions:
        tally.add(session)
    assert tally.sessions == 3
    assert tally.standings() == [
        ("skat-bierlachs", "points", [("Anna", 0), ("Bert", 1), ("Cilli", 0)]),
        # Anna 120 - 20 = 100, Bert -48 + 96 = 48, Cilli 0 + 30 = 30.
        ("skat-classic", "points", [("Anna", 100), ("Bert", 48), ("Cilli", 30)]),
    ]
    assert tally.kinds["skat-classic"]["series"]["Anna"] == [0, 120, 100]
    assert [c.name for c in tally.charts()] == ["group-skat-bierlachs", "group-skat-classic"]


def test_a_group_report_keeps_the_groups_evenings_in_the_dates_asked(tmp_path, capsys):
    first = example("schafkopf-evening.json")
    second = dict(first, date="2026-11-29", players=["Vroni", "Resi", "Sepp", "Hans"])
    other = dict(first, date="2026-11-30", players=["Hans", "Sepp", "Resi", "Max"])
    late = dict(first, date="2026-12-24")
    store, device, numbers = store_with(
        tmp_path / "s.sqlite3", tmp_path / "dev", [first, second, other, late]
    )
    store.close()
    out = tmp_path / "group"
    status = _report(tmp_path, "--players", "Hans,Sepp,Resi,Vroni", "--since", "2026-11-28",
                     "--until", "2026-12-01", "-o", str(out))  # fmt: skip
    assert status == 0, capsys.readouterr().err
    page = (out / "report.html").read_text(encoding="utf-8")
    # Only the evening of the 29th: the 27th is too early, the 30th another table, the 24th late.
    assert "1 evening · 2026-11-29 to 2026-11-29" in page
    # The seats of the 29th are reversed: Hans's hands are Vroni's of the 27th (-7.40 €).
    assert '<tr><td>Schafkopf: Hans</td><td class="num">-7.40 €</td></tr>' in page
    assert (out / "group-schafkopf.png").exists()
    status = _report(tmp_path, "--players", "Hans,Sepp,Resi,Vroni", "-o", str(out))
    assert status == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    # The 27th, 29th and 24th: Hans -5.00 - 7.40 - 5.00.
    assert "3 evenings · 2026-11-27 to 2026-12-24" in page
    assert '<tr><td>Schafkopf: Hans</td><td class="num">-17.40 €</td></tr>' in page


def test_bad_arguments_are_one_line(tmp_path, capsys):
    device, (number,) = _stored(tmp_path, ["schafkopf-evening.json"])
    bad = (
        (["99"], 'session: no session "99" in the store'),
        ([f"{device}/{number}", "--ruling", "1"], "has no ruling 1"),
        (["--since", "28.11.2026"], "--since: not a date"),
        (["--players", "Nobody,Else"], "no session in the store matches that group"),
        ([], "give a SESSION, or a group with --players"),
        ([str(number), "--players", "A"], "give either SESSION or --players"),
    )
    for args, message in bad:
        assert _report(tmp_path, *args, "-o", str(tmp_path / "never")) == 2, args
        out, err = capsys.readouterr()
        assert err.count("\n") == 1 and message in err, (message, err)
    assert not (tmp_path / "never").exists()


def test_a_name_with_markup_or_a_dollar_is_shown_as_written(tmp_path, capsys):
    data = dict(example("skat-bierlachs.json"), players=["<b>Ann</b>", "Bo $5$", "C&D"])
    store, device, (number,) = store_with(tmp_path / "s.sqlite3", tmp_path / "dev", [data])
    store.close()
    out = tmp_path / "r"
    assert _report(tmp_path, str(number), "-o", str(out)) == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "&lt;b&gt;Ann&lt;/b&gt;" in page and "<b>Ann" not in page
    assert "C&amp;D" in page
    with Image.open(io.BytesIO((out / "run-to-limit.png").read_bytes())) as image:
        image.load()


def test_the_page_says_the_rules_and_how_the_evening_ended(tmp_path, capsys):
    # In the words of `schreiber show` (host_tools.scoring.score_table) for the same examples.
    device, numbers = _stored(
        tmp_path,
        ["schafkopf-evening.json", "german-schafkopf.json", "bauernschnapsen-evening.json"],
    )
    said = {}
    for number in numbers:
        out = tmp_path / f"r{number}"
        assert _report(tmp_path, f"{device}/{number}", "-o", str(out)) == 0
        said[number] = (out / "report.html").read_text(encoding="utf-8")
    schafkopf, german, schnapsen = (said[n] for n in numbers)
    assert "Tariff 10/20/50: Sauspiel 0.20 €" in schafkopf
    lines = "Sepp pays Resi 11.00 €; Vroni pays Resi 7.40 €; Hans pays Resi 5.00 €"
    assert f"<p>Settle up: {lines}</p>" in schafkopf
    assert "First to 9 strokes wins; the losers pay a Maß of beer each." in german
    assert "<p>Decided: Jens &amp; Olaf reach 9 strokes and win.</p>" in german
    assert "<p>Settle up: Ute and Heike owe a Maß of beer each</p>" in german
    assert "<p>Bummerl after 5 hands: Mitzi 1, Gretl 1 (Franz and Poldi none).</p>" in schnapsen
    assert "Settle up at 0.50 € a Bummerl: Gretl pays Poldi 0.50 €; Mitzi pays Franz" in schnapsen
    # The standings are the page's table: not said a second time.
    assert "Standings after" not in schafkopf


def _hands(page):
    """The hands table's rows, each a list of its cells' text."""
    section = page.split('<section class="hands">')[1].split("</section>")[0]
    return [
        [html.unescape(cell) for cell in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)]
        for row in re.findall(r"<tr>(.*?)</tr>", section)
    ]


def test_the_hands_table_says_each_hand_as_show_does(tmp_path, capsys):
    from host_tools.scoring import score_table
    from host_tools.texts import Texts

    device, (number,) = _stored(tmp_path, ["schafkopf-evening.json"])
    out = tmp_path / "r"
    assert _report(tmp_path, str(number), "-o", str(out)) == 0
    rows = _hands((out / "report.html").read_text(encoding="utf-8"))
    assert rows[0] == [
        "#", "Dealer", "Played", "Hans", "Sepp", "Resi", "Vroni",
        "Hans total", "Sepp total", "Resi total", "Vroni total", "Notes",
    ]  # fmt: skip
    assert len(rows) == 1 + 9
    assert rows[1][:7] == ["1", "Vroni", "Sauspiel by Hans with Resi: won"] + [
        "+0.20 €",
        "-0.20 €",
        "+0.20 €",
        "-0.20 €",
    ]
    assert rows[2][1] == "Hans"  # the deal goes round
    assert rows[3][2] == "All pass: thrown in, Stock into the pot"
    assert "pot" in rows[3][-1].lower()  # the pot's marker, in show's words
    assert rows[9][7:11] == ["-5.00 €", "-11.00 €", "+23.40 €", "-7.40 €"]
    # Every hand's words are `schreiber show`'s for the same hand.
    with open_store(tmp_path / "s.sqlite3") as store:
        result = sources.scored(store, device, number)
    t = Texts(result["players"], result["unit"], result["game"])
    shown = [score_table.describe(result, row, t) for row in result["hands"]]
    assert [row[2] for row in rows[1:]] == shown


def test_a_game_of_fixed_pairs_has_a_line_and_a_column_per_pair(tmp_path, capsys):
    device, (number,) = _stored(tmp_path, ["bierkopf-partie.json"])
    out = tmp_path / "r"
    assert _report(tmp_path, str(number), "-o", str(out)) == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "Bierkopf · Kurt &amp; Fritz against Gerda &amp; Inge</h1>" in page
    rows = _hands(page)
    assert rows[0][3:7] == ["Kurt & Fritz", "Gerda & Inge", "Kurt & Fritz total",
                            "Gerda & Inge total"]  # fmt: skip
    # The chart: two lines, one per pair, not four overlapping.
    with open_store(tmp_path / "s.sqlite3") as store:
        result = sources.scored(store, device, number)
    (race,) = chart_series.session_charts(result)
    assert race.svg.count("Kurt &amp; Fritz") >= 1 and "Inge</" not in race.svg.replace(
        "Gerda &amp; Inge", ""
    )
    # The standings: a row per pair, ranked among the pairs.
    assert re.search(r"<td>1\. Kurt &amp; Fritz</td><td class=\"num\">21</td>", page)
    assert re.search(r"<td>2\. Gerda &amp; Inge</td><td class=\"num\">8</td>", page)


def test_the_page_speaks_the_language_asked_for(tmp_path, capsys, monkeypatch):
    # --lang de: the headers, the hands' heading and the page's language are German, from
    # words/de.txt; SCHREIBER_LANG gives the same where --lang is not given.
    device, (number,) = _stored(tmp_path, ["schafkopf-evening.json"])
    for args, environ in ((["--lang", "de"], None), ([], "de")):
        if environ:
            monkeypatch.setenv("SCHREIBER_LANG", environ)
        out = tmp_path / ("r" + environ if environ else "r")
        assert _report(tmp_path, str(number), "-o", str(out), *args) == 0
        page = (out / "report.html").read_text(encoding="utf-8")
        assert '<html lang="de">' in page
        assert "<h2>Die Spiele</h2>" in page
        assert "<th>Spieler</th><th>Saldo</th>" in page
        assert "9 Spiele · beendet" in page or "9 Spiele · noch offen" in page
        assert "Regeln: wie am Gerät gespielt" in page
        rows = _hands(page)
        assert rows[0][:3] == ["#", "Geber", "Gespielt"]
        assert rows[0][-2:] == ["Vroni gesamt", "Anmerkungen"]
    capsys.readouterr()


def test_a_language_without_words_is_refused(tmp_path, capsys):
    device, (number,) = _stored(tmp_path, ["schafkopf-evening.json"])
    out = tmp_path / "r"
    assert _report(tmp_path, str(number), "-o", str(out), "--lang", "fr") == 2
    assert capsys.readouterr().err.strip() == (
        "schreiber report: --lang: no words for 'fr'; there are en, de "
        "(see schreiber report --help)"
    )
    assert not out.exists()  # nothing written
