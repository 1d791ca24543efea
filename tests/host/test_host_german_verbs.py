"""`tournament`, `sync` and `serve` with --lang de print no English sentence: what each action
did, its refusals (raised in English by the store, the tournament's book and the serial client,
said from words/de.txt [host_refusals]), the status with its flags, where serve listens and
what it stored. English is unchanged (tests/host/test_tournament_host.py and the sync tests)."""

import http.client
import re
import signal
import subprocess
import sys

import pytest
from evenings import example, log_bytes, play, push_over_http
from test_host_german import english_in
from test_tournament_host import NAMES, push_tables

from host_tools import texts
from host_tools.cli import main
from host_tools.store.database import open_store
from host_tools.sync import http_server, http_wire

SECRET = bytes(range(32))


@pytest.fixture(autouse=True)
def _english_after():
    yield
    texts.use("en")


def _de(capsys, *args, status=0):
    """`schreiber --lang de ARGS`: (out, err), the exit status checked."""
    got = main(["--lang", "de", *args])
    out = capsys.readouterr()
    assert got == status, out.err
    return out.out, out.err


def _german(text, *also):
    """`text` holds no English word (the names of players, files and ids taken out, and the
    options, as they are typed)."""
    for name in also:
        text = text.replace(str(name), "")
    text = re.sub(r"--[\w-]+", "", text)  # an option, as it is typed
    assert english_in(text) == [], text


def _page_text(path):
    """A printed page's words: its text without its markup and style."""
    page = path.read_text(encoding="utf-8")
    assert '<html lang="de">' in page
    page = re.sub(r"<style>.*?</style>", "", page, flags=re.S)
    return re.sub(r"<[^>]*>", " ", page)


def test_a_tournament_from_new_to_export_speaks_german(tmp_path, capsys):
    db = str(tmp_path / "store.sqlite3")
    t = ("tournament", "--db", db)
    out, _ = _de(capsys, *t, "new", "Preisskat", "--game", "skat", "--entry-fee", "10",
                 "--loss-fee", "0.50", "--prizes", "50%,30%,20%")  # fmt: skip
    assert (
        out
        == "Preisskat: skat (isko), 2 Serien, Spiele je Serie 36 am Tisch zu 3, 48 am Tisch zu 4\n"
    )
    _german(out, "Preisskat")
    adds = [arg for name in NAMES for arg in ("--add", name)]
    out, _ = _de(capsys, *t, "players", "Preisskat", *adds)
    assert out == "12 Spieler hinzugefügt\n"
    out, _ = _de(capsys, *t, "players", "Preisskat")
    assert out.split("\n")[0].split() == [
        "Spieler",
        "Mannschaft",
        "ab",
        "Serie",
        "abgemeldet",
        "ab",
    ]
    out, _ = _de(capsys, *t, "draw", "Preisskat", "--seed", "x1")
    assert out.startswith("Serie 1, Los x1:\n  Tisch 1: ")
    _german(out, *NAMES)
    push_tables(db, tmp_path, 1, tamper=(2, {"tourn_win_bonus": 40}))
    cards = tmp_path / "cards.html"
    out, _ = _de(capsys, *t, "cards", "Preisskat", "--out", str(cards))
    assert out == f"3 Tischkarten der Serie 1 in {cards}\n"
    _german(_page_text(cards), *NAMES, "Preisskat")
    assert "<h1>Tisch 1</h1>" in cards.read_text(encoding="utf-8")
    out, _ = _de(capsys, *t, "handout", "Preisskat", "1", "1", "dev-a", status=2)
    _, err = _de(capsys, *t, "handout", "Preisskat", "1", "1", status=2)
    assert "das GERÄT angeben, das den Tisch führt" in err, err
    out, _ = _de(capsys, *t, "correct", "Preisskat", "1", NAMES[0], "5", "--reason", "Zählfehler")
    assert out == f"{NAMES[0]}, Serie 1: +5 (Zählfehler)\n"
    out, _ = _de(capsys, *t, "status", "Preisskat")
    assert out.startswith("Preisskat (skat): Serie 1 von 2, noch offen, Topf ")
    assert "\nPlatz  Spieler " in out and "Hinweis" in out, out
    assert "Serie 1, Tisch 2: gespielt mit tourn_win_bonus 40, im Turnier gilt " in out, out
    _german(out.replace("tourn_win_bonus", ""), *NAMES, "Preisskat")
    out, _ = _de(capsys, *t, "close-table", "Preisskat", "1", "3")
    assert out == "Serie 1, Tisch 3: abgeschlossen\n"
    results = tmp_path / "results.html"
    out, _ = _de(capsys, *t, "results", "Preisskat", "--out", str(results))
    assert out == f"Ergebnisse in {results}\n"
    _german(_page_text(results), *NAMES, "Preisskat", "Zählfehler")
    assert "<h2>Rangliste</h2>" in results.read_text(encoding="utf-8")
    exported = tmp_path / "export.json"
    out, _ = _de(capsys, *t, "export", "Preisskat", "--format", "json", "--out", str(exported))
    assert out == f"json in {exported}\n"
    out, err = _de(capsys, *t, "close", "Preisskat")
    assert out == "Preisskat abgeschlossen\n" and "1 Hinweis steht (siehe status)" in err, err
    out, _ = _de(capsys, *t, "status", "Preisskat")
    assert out.startswith("Preisskat (skat): Endstand, Topf "), out


def test_a_tournaments_refusals_are_said_in_german_and_change_nothing(tmp_path, capsys):
    db = str(tmp_path / "store.sqlite3")
    t = ("tournament", "--db", db)
    _, err = _de(capsys, *t, "status", "Nirgends", status=2)
    assert (
        err
        == "schreiber tournament: Turnier: kein Turnier Nirgends; noch keines (tournament new)\n"
    ), err
    _de(capsys, *t, "new", "Preisskat", "--game", "skat")
    _, err = _de(capsys, *t, "new", "Preisskat", "--game", "skat", status=2)
    assert "Name: ein Turnier Preisskat gibt es schon" in err, err
    _, err = _de(capsys, *t, "new", "Zwei", "--game", "skat", "--games", "4=10", status=2)
    assert "Spiele: 10 an einem Tisch zu 4: jeder muss gleich oft geben" in err, err
    _, err = _de(capsys, *t, "cards", "Preisskat", "--series", "2", "--out", "x.html", status=2)
    assert "Serie: Serie 2 ist nicht ausgelost" in err, err
    _, err = _de(capsys, *t, "correct", "Preisskat", "1", "Hans", "0", "--reason", "x", status=2)
    _german(err, "schreiber", "Hans")
    _, err = _de(capsys, *t, "new", "Drei", "--game", "skat", "--set", "kontra=ja", status=2)
    assert "settings.kontra: muss eines von off, kontra, " in err, err
    _, err = _de(capsys, *t, "new", "Vier", "--game", "skat", "--set", "keine=1", status=2)
    assert "--set: skat hat keine Einstellung 'keine'" in err, err
    out, _ = _de(capsys, *t, "status", "Preisskat", "--json")
    assert '"name": "Preisskat"' in out and '"players"' not in out.split("ranking")[0]


def test_sync_without_a_port_and_on_a_missing_port_speaks_german(capsys):
    _, err = _de(capsys, "sync", "/dev/schreiber-nirgends", status=1)
    assert err == "schreiber sync: kein serieller Anschluss /dev/schreiber-nirgends\n", err


def test_a_sync_over_usb_speaks_german(tmp_path, capsys):
    import test_sync_serial as device_side

    (tmp_path / "evenings").mkdir()
    flash = device_side.two_sessions(tmp_path / "evenings")
    db = tmp_path / "store.sqlite3"
    sim = device_side.Simulator(flash)
    try:
        out, err = _de(capsys, "sync", sim.path, "--db", str(db))
    finally:
        sim.stop()
    assert re.match(r"Gerät \w+: 2 Abende zu übertragen, \d+ Bytes empfangen; gespeichert sind "
                    r"2 Abende davon \(schreiber sessions listet sie\)\n$", out), out  # fmt: skip
    assert err == ""


def test_serve_speaks_german(tmp_path):
    db = tmp_path / "store.sqlite3"
    journal, number = play(tmp_path / "dev", example())
    data = log_bytes(journal, number)
    with open_store(db) as store:
        store.pair(journal.device, SECRET)
    proc = subprocess.Popen(
        [sys.executable, "-m", "host_tools", "--lang", "de", "serve", "--db", str(db),
         "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        first = proc.stdout.readline()
        found = re.match(r"schreiber serve: lauscht auf http://127\.0\.0\.1:(\d+)/$", first)
        assert found, first
        port = int(found.group(1))
        assert proc.stdout.readline() == f"  Speicher: {db}; Strg-C beendet\n"
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        wrong = http_wire.hello(bytes(32), journal.device, "00000000000000ab", [])
        conn.request("POST", http_server.HELLO, body=wrong)  # a secret not the pairing's
        assert conn.getresponse().status == 401
        conn.close()
        # Said to the person at serve in German; the device is told it as raised.
        assert proc.stdout.readline().endswith(
            " abgelehnt (401): Anmeldung fehlgeschlagen: das Gerät mit diesem Rechner koppeln "
            "(schreiber pair)\n"
        )
        assert push_over_http(port, SECRET, journal.device, number, data) == 200
        line = proc.stdout.readline()
        assert f" {len(data)} Bytes von {journal.device} gespeichert, Abende [{number}]" in line
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    assert out == "schreiber serve: beendet\n" and err == ""


def test_a_session_held_in_part_is_said_so_in_german(tmp_path, capsys):
    """The store's note of a session a sync cut short (store.incomplete_note), wherever it is
    shown: the sessions' list and the session's own page."""
    journal, number = play(tmp_path / "dev", example())
    data = log_bytes(journal, number)
    db = tmp_path / "store.sqlite3"
    with open_store(db) as store:
        store.add_device(journal.device)
        store.ingest(journal.device, [(number, 0, data[:600])], {number: len(data)})
    for verb in (["sessions"], ["show", "1"]):
        out, _ = _de(capsys, *verb, "--db", str(db))
        assert f"unvollständig (600 von {len(data)} Bytes seines Protokolls gespeichert" in out
    out = main(["sessions", "--db", str(db)])
    assert f"incomplete (600 of {len(data):,} bytes of its log held" in capsys.readouterr().out


def test_the_verbs_own_refusals_are_said_in_german(tmp_path, capsys):
    """A verb's own refusal (CommandError, raised in English) is said from [host_refusals] by
    the one line of a failure (host_tools/cli.py); in English it stays as raised."""
    db = str(tmp_path / "store.sqlite3")
    for args, said in (
        (("settle", "--db", db), "einen ABEND oder --since DATUM angeben"),
        (("score", "--log", "-"), "--log braucht einen Dateinamen"),
        (("export", "--db", db, "-o", "x.csv", "1", "--since", "2026-01-01"), "nicht beides"),
        (("report", "--db", db, "1", "--players", "A,B"), "entweder ABEND oder --players"),
        (("players", "--db", db, "merge", "A", "mit", "B"), "merge verlangt: merge A into B"),
    ):
        assert main(["--lang", "de", *args]) == 2, args
        err = capsys.readouterr().err
        assert said in err, err
        _german(err, f"schreiber {args[0]}", "schreiber", db, "merge A into B")  # as typed
    assert main(["settle", "--db", db]) == 2
    assert "give a SESSION or --since DATE" in capsys.readouterr().err
