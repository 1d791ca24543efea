"""The CSV export writes a hand's shared columns (its record and words) once for all its seats'
rows, and describes each hand once: the text is still exactly what Python's csv writer makes
of the rows of docs/export-formats.md, a name with a line break in it included."""

import csv
import io

from export_evenings import make_store

from host_tools.export import csv_files, sheet_rows
from host_tools.scoring import hand_columns
from host_tools.store import selection
from host_tools.store.database import open_store


def _sessions(db, rename=None):
    with open_store(db) as store:
        out = []
        for device, number in selection.keys(store):
            meta = selection.meta(store, device, number)
            if rename:
                meta["players"] = [rename(name) for name in meta["players"]]
            out.append((meta, selection.hands(store, device, number)))
    return out


def _as_the_writer_writes(sessions):
    """The rows of HAND_COLUMNS, each written whole by csv.writer."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(sheet_rows.HAND_COLUMNS)
    for meta, hands in sessions:
        for seat_rows, shared in sheet_rows.hand_rows(meta, hands):
            writer.writerows(row + shared for row in seat_rows)
    return out.getvalue()


def _written(sessions):
    hands_file, standings_file = io.StringIO(), io.StringIO()
    assert csv_files.write(hands_file, standings_file, iter(sessions)) == len(sessions)
    return hands_file.getvalue()


def test_the_rows_are_the_csv_writers_text(tmp_path):
    sessions = _sessions(make_store(tmp_path))
    text = _written(sessions)
    assert text == _as_the_writer_writes(sessions)
    rows = list(csv.reader(io.StringIO(text)))
    assert all(len(row) == len(sheet_rows.HAND_COLUMNS) for row in rows)
    assert len(rows) > 100


def test_a_line_break_in_a_name_is_quoted_as_the_writer_quotes_it(tmp_path):
    sessions = _sessions(make_store(tmp_path), rename=lambda name: name + "\r\nof the club")
    text = _written(sessions)
    assert text == _as_the_writer_writes(sessions)
    first = next(csv.DictReader(io.StringIO(text)))
    assert first["player"].endswith("\r\nof the club") and first["played"]


def test_each_hand_is_described_once(tmp_path, monkeypatch):
    sessions = _sessions(make_store(tmp_path))
    calls = []
    extras = hand_columns.extras

    def counted(fact, t):
        calls.append(fact)
        return extras(fact, t)

    monkeypatch.setattr(hand_columns, "extras", counted)
    _written(sessions)
    assert len(calls) == sum(len(hands) for meta, hands in sessions if meta["game"])


def test_every_result_the_games_score_has_words():
    t = hand_columns.Texts(["Anna", "Sepp", "Resi"], "points", "skat")
    keys = ("won", "won_schneider", "won_schwarz", "lost", "lost_schneider", "lost_schwarz")
    keys += ("durchmarsch", "simple", "schneider", "schwarz", "tie")
    said = [hand_columns.result_text({"result": key}, t) for key in keys]
    assert said[1] == "won Schneider" and said[6] == "Durchmarsch" and said[-1] == "60:60"
    assert hand_columns.result_text({"won": False}, t) == "lost"
