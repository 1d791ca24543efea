"""The host's sentences in German: `score`, `show` and `settle` on every example evening, and the
report's meta lines and small print, with --lang de print no English word (every sentence comes
from words/de.txt), and a few lines read as a German player reads them."""

import json
import re
from argparse import Namespace
from pathlib import Path

import pytest
from evenings import example
from export_evenings import EXAMPLES, make_store
from report_sessions import store_with

from host_tools import texts
from host_tools.cli import main
from host_tools.commands import report_command

ROOT = Path(__file__).resolve().parents[2]
# Every evening the score table is checked against: the examples and the golden tables' own.
EVENINGS = sorted((ROOT / "examples").glob("*.json")) + sorted(
    (ROOT / "tests" / "host" / "golden").glob("*.json")
)

# Words of the English sentences that are no German word, nor a card term kept in both ("Hand",
# "Solo", "Stock", "Tout", "ouvert" are said so in German too).
ENGLISH = set(
    """
    a about after against all an and announced any are as at balances been below buys by
    carried carries changes classic correction corrections counted counts date day deal dealt
    deals decided device doubled each ended every failed first for from game games has hands
    into is its last list lose loses made money more needed next no nobody none north of once
    only open or owed owes pair pairs pass passed pay pays played player players point points
    pot rules round ruling saved score scored scores session settle settled slate standings
    starts still strokes table tariff the their them then thrown tied times to total transfers
    twice under unknown up value when whoever wins with won yet
    monday tuesday wednesday thursday friday saturday sunday
    january february march may june july october december
    """.split()
)


def english_in(text):
    """The English words in `text`, in the order they first come."""
    found = []
    for word in re.findall(r"[A-Za-z]+", text):
        if word.lower() in ENGLISH and word not in found:
            found.append(word)
    return found


@pytest.fixture(autouse=True)
def _english_after():
    """The tool speaks English again after each test (texts.use is the run's language)."""
    yield
    texts.use("en")


def _run(capsys, *args):
    status = main(["--lang", "de", *args])
    out = capsys.readouterr()
    assert status == 0, out.err
    return out.out


def test_the_word_list_finds_english():
    assert english_in("Sauspiel by Hans with Resi: won; Sepp pays Resi 11.00 €") == [
        "by", "with", "won", "pays",
    ]  # fmt: skip
    assert english_in("Sauspiel von Hans mit Resi: gewonnen; Sepp zahlt Resi 11,00 €") == []


def test_score_speaks_german_on_every_evening(capsys):
    assert len(EVENINGS) >= 10
    for path in EVENINGS:
        out = _run(capsys, "score", str(path))
        assert english_in(out) == [], path.name
        assert json.loads(path.read_text(encoding="utf-8"))["players"][0] in out


def test_show_and_settle_speak_german_on_every_example(tmp_path, capsys):
    db = str(make_store(tmp_path))
    for number in range(1, len(EXAMPLES) + 1):
        out = _run(capsys, "show", "--db", db, str(number)).replace("(pub table)", "")
        assert english_in(out) == [], (number, out)
        out = _run(capsys, "settle", "--db", db, str(number))
        assert english_in(out) == [], (number, out)
    out = _run(capsys, "settle", "--db", db, "--since", "2000-01-01")
    assert english_in(out) == [], out


def test_the_schafkopf_evening_in_german_words(capsys):
    out = _run(capsys, "score", str(ROOT / "examples" / "schafkopf-evening.json"))
    lines = out.split("\n")
    assert lines[0] == "Schafkopf — Freitag, 27. November 2026"
    assert lines[1] == "Spieler: Hans, Sepp, Resi und Vroni; Vroni gibt zuerst"
    assert "  1  Sauspiel von Hans mit Resi: gewonnen " in out
    # All passing said as the device says it ([entry] VALUES.all_pass).
    assert "  3  Alle weiter: zusammengeworfen, Stock eingezahlt " in out
    assert "  6  Solo von Hans: gewonnen mit 75 " in out
    assert "       Stand                                               +0,20 €   -0,20 €" in out
    assert "\n  Sepp zahlt Resi 11,00 €\n" in out


def test_the_report_says_its_meta_lines_and_small_print_in_german(tmp_path):
    texts.use("de")
    try:
        store, device, numbers = store_with(
            tmp_path / "s.sqlite3", tmp_path / "dev", [example(name) for name in EXAMPLES]
        )
        for number in numbers:
            page = report_command.one_session(store, device, number, 0)
            said = [page["title"], page["small"], *page["meta"], *page["notes"]]
            said += page["standings"][0] + [page["hands_title"]]
            # The device's id is hex: letters that are no word.
            assert english_in("\n".join(said).replace(device, "")) == [], said
        page = report_command.one_session(store, device, numbers[0], 0)
        assert page["title"].startswith("Freitag, 27. November 2026 · Schafkopf · ")
        assert page["meta"][0] == "9 Spiele · beendet"
        assert page["small"] == f"Abend {device}/{numbers[0]}"
        args = Namespace(players="Hans,Sepp,Resi,Vroni", since=None, until=None, ruling=2)
        page = report_command.evenings(store, args)
        store.close()
        assert page["meta"] == [
            "1 Abend · 2026-11-27 bis 2026-11-27",
            "Regeln: wie am Gerät gespielt (kein Abend hat eine Fassung 2)",
        ]
        assert page["title"] == "Abende von Hans, Sepp, Resi, Vroni"
        assert english_in("\n".join(page["meta"] + [page["title"]])) == []
    finally:
        texts.use("en")


def test_a_refusal_of_the_core_is_said_in_german(tmp_path, capsys):
    """The core refuses in English; `score --lang de` says it as a German device's screen does
    (core.refusals over words/de.txt [refusals])."""
    evening = {
        "game": "skat",
        "players": ["Anna", "Bert", "Cora", "Dora"],
        "hands": [{"game": "grand", "declarer": 0, "bid": 24, "matadors": 1, "result": "won"}],
    }
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(evening), encoding="utf-8")
    assert main(["--lang", "de", "score", str(path)]) != 0
    err = capsys.readouterr().err
    # The seat by its player's name, as the table and the device show it (seat 0 is Anna).
    assert "Spiel 1: Spieler: Anna gibt und setzt aus" in err, err
    assert english_in(err.replace("schreiber score", "")) == [], err
    assert main(["score", str(path)]) != 0  # English: the core's own words
    assert "hand 1: declarer: Anna deals and sits out" in capsys.readouterr().err


def test_stats_and_rescore_speak_german(tmp_path, capsys):
    db = str(make_store(tmp_path))
    out = _run(capsys, "stats", "--db", db)
    assert english_in(out) == [], out
    assert "Spieler" in out and "Gewinnquote" in out and "Sauspiel" in out
    assert _run(capsys, "stats", "--db", db, "--player", "Niemand") == (
        "keine Spiele von Niemand gespielt\n"
    )
    out = _run(capsys, "rescore", "--db", db, "1", "--set", "min_runners=2")
    assert english_in(out.replace("min_runners", "")) == [], out
    assert out.startswith("Abend ") and "Nichts gespeichert" in out, out
    out = _run(capsys, "rescore", "--db", db, "1", "--set", "min_runners=2", "--save")
    assert "Als Fassung 1 gespeichert" in out, out
    out = _run(capsys, "rescore", "--db", db, "1")  # the rulings saved
    assert english_in(out.replace("min_runners", "")) == [], out
    assert "den Regeln des Geräts" in out and "geänderte Regeln" in out, out


def test_the_reports_charts_and_group_rows_speak_german(tmp_path, monkeypatch):
    """Every word drawn on a chart (title, axes, target line, the sheep's heads' counts) and
    the group's rows: the game's name, not the store's group key ("skat-bierlachs")."""
    from host_tools.report import svg_charts

    drawn = []
    for name in ("lines", "bars", "sheep_heads"):
        real = getattr(svg_charts, name)

        def spy(*args, real=real, **kwargs):
            drawn.extend(str(value) for value in list(args[1:]) + list(kwargs.values()))
            return real(*args, **kwargs)

        monkeypatch.setattr(svg_charts, name, spy)
    texts.use("de")
    try:
        store, device, numbers = store_with(
            tmp_path / "s.sqlite3", tmp_path / "dev", [example(name) for name in EXAMPLES]
        )
        pages = []
        for number, name in zip(numbers, EXAMPLES, strict=True):
            report_command.one_session(store, device, number, 0)
            players = ",".join(example(name)["players"])
            args = Namespace(players=players, since=None, until=None, ruling=None)
            pages.append(report_command.evenings(store, args))
        store.close()
    finally:
        texts.use("en")
    words = [text for text in drawn if not text.startswith("[")]  # the series: names, numbers
    assert english_in("\n".join(words)) == [], words
    assert "Spiel" in words and "Die Schafköpfe" in words
    rows = [row[0] for page in pages for row in page["standings"][1]]
    assert "Skat, Bierlachs: Anton" in rows and "Schafkopf: Hans" in rows, rows
    assert not [row for row in rows if "-" in row.split(":")[0] or "_" in row], rows
    titles = [chart.title for page in pages for chart in page["charts"]]
    assert english_in("\n".join(rows + titles)) == [], titles


def test_the_rosters_refusals_are_said_in_german(tmp_path, capsys):
    """A rename or merge the store refuses (host_tools/store/roster_entries.py raises it in
    English, as the core does) is said from words/de.txt [host_refusals]; nothing changes."""
    db = str(make_store(tmp_path))
    before = _run(capsys, "players", "--db", db, "--json")
    for args, said in (
        (("rename", "Niemand", "Otto"), 'alter Name: kein Spieler "Niemand" in der Spielerliste'),
        (("rename", "Hans", "Hans"), 'neuer Name: "Hans" heißt schon so'),
        (("rename", "Hans", "Sepp"), 'neuer Name: der Name "Sepp" ist vergeben'),
        (("merge", "Hans", "into", "Hans"), 'Ziel: "Hans" kann nicht mit sich selbst'),
        (("rename", "Hans", " Hansi"), 'neuer Name: name " Hansi" beginnt oder endet'),
    ):
        assert main(["--lang", "de", "players", "--db", db, *args]) == 2
        err = capsys.readouterr().err
        assert said in err, err
        assert english_in(err.replace("schreiber players", "")) == [], err
    assert _run(capsys, "players", "--db", db, "--json") == before


def test_a_damaged_log_says_its_problem_in_german(tmp_path, capsys):
    """The log reader's problem (core.log.reader, in English) inside the German line."""
    from test_cli_score import write_log

    path = write_log(tmp_path / "sessions")
    data = bytearray(path.read_bytes())
    data[-3] ^= 0x10  # a bit flipped in the last record
    path.write_bytes(bytes(data))
    assert main(["--lang", "de", "score", "--log", str(path)]) == 3
    err = capsys.readouterr().err
    assert "beschädigt: Prüfsumme falsch: " in err and " Bytes übersprungen (der Rest" in err, err
    assert english_in(err.replace("schreiber score", "").replace(str(path), "")) == [], err
    assert main(["score", "--log", str(path)]) == 3  # English: the reader's own words
    assert ": checksum mismatch: " in capsys.readouterr().err
    texts.use("de")
    for english, german in (
        ("3 records of another session: skipped", "übersprungene Datensätze, eines anderen"),
        ("unreadable record: truncated value", "unlesbarer Datensatz: abgeschnittener Wert"),
        ("hand 3: tricks: must add up to 8", "Spiel 3: Stiche: müssen 8 ergeben"),
        ("log: a second session start", "Protokoll: ein zweiter Abendbeginn"),
        ("unknown record kind 7: 12 bytes skipped", "unbekannte Datensatzart 7: 12 Bytes über"),
        ("unreadable record: truncated value: 9 bytes skipped", "unlesbarer Datensatz: abge"),
    ):
        assert texts.problem(english).startswith(german), texts.problem(english)
