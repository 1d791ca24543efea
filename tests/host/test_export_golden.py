"""`schreiber export` of the example evening of every game, compared with files a person read
and found right (tests/host/golden/export/): the CSV hands and standings files, the JSON file,
and the XLSX workbook read back with openpyxl (its sheets and rows, as JSON). After a deliberate
change of a format, write the new files with SCHREIBER_WRITE_GOLDEN=1, read every changed line,
and commit them with the change (and with docs/export-formats.md)."""

import datetime
import json
import os
from pathlib import Path

from export_evenings import DEVICE, make_store
from openpyxl import load_workbook

from host_tools.cli import main
from host_tools.store import selection
from host_tools.store.database import open_store

GOLDEN = Path(__file__).resolve().parent / "golden" / "export"


def _export(db, out, capsys, *more):
    status = main(["export", "--db", str(db), "-o", str(out), *more])
    printed = capsys.readouterr()
    assert status == 0, printed.err
    return printed.out


def _compare(name, got):
    golden = GOLDEN / name
    if os.environ.get("SCHREIBER_WRITE_GOLDEN"):
        golden.write_text(got, encoding="utf-8")
    assert got == golden.read_text(encoding="utf-8"), name


def _workbook(path):
    """The workbook as text: each sheet's title, frozen cell, autofilter and column widths,
    then its rows, one JSON array a line; a cell with a number format other than General is
    [value, format], a date as its ISO text."""
    book = load_workbook(path)
    lines = []
    for sheet in book.worksheets:
        widths = [sheet.column_dimensions[key].width for key in sorted(sheet.column_dimensions)]
        lines.append(
            f"== {sheet.title} | frozen {sheet.freeze_panes} | filter {sheet.auto_filter.ref}"
            f" | widths {widths}"
        )
        for row in sheet.iter_rows():
            cells = []
            for cell in row:
                value = cell.value
                if isinstance(value, datetime.datetime | datetime.date):
                    value = value.date().isoformat() if hasattr(value, "date") else str(value)
                if cell.number_format != "General":
                    value = [value, cell.number_format]
                cells.append(value)
            lines.append(json.dumps(cells, ensure_ascii=False))
    book.close()
    return "\n".join(lines) + "\n"


def test_every_format_writes_its_golden_content(tmp_path, capsys):
    db = make_store(tmp_path)
    assert (
        _export(db, tmp_path / "evenings.csv", capsys)
        == "5 sessions written to " + str(tmp_path / "evenings.csv") + "\n"
    )
    _compare("evenings.csv", (tmp_path / "evenings.csv").read_text(encoding="utf-8"))
    _compare(
        "evenings-standings.csv",
        (tmp_path / "evenings-standings.csv").read_text(encoding="utf-8"),
    )
    _export(db, tmp_path / "evenings.json", capsys)
    _compare("evenings.json", (tmp_path / "evenings.json").read_text(encoding="utf-8"))
    _export(db, tmp_path / "evenings.xlsx", capsys)
    _compare("evenings-xlsx.json", _workbook(tmp_path / "evenings.xlsx"))


def test_one_session_or_a_date_range_is_exported_alone(tmp_path, capsys):
    db = make_store(tmp_path)
    _export(db, tmp_path / "one.csv", capsys, "5c4e11e000e0c0de/2")
    rows = (tmp_path / "one-standings.csv").read_text(encoding="utf-8").splitlines()
    assert [row.split(",")[1] for row in rows[1:]] == ["2"] * 4
    # Of the examples only the Schafkopf evening is dated (2026-11-27): the others, whose device
    # did not know the date, are in no range.
    for since, until, numbers in (
        ("2026-11-27", "2026-11-27", [1]),
        ("2026-11-01", None, [1]),
        (None, "2026-11-26", []),
        ("2026-11-28", None, []),
    ):
        args = (["--since", since] if since else []) + (["--until", until] if until else [])
        _export(db, tmp_path / "range.json", capsys, *args)
        data = json.loads((tmp_path / "range.json").read_text(encoding="utf-8"))
        assert [session["number"] for session in data["sessions"]] == numbers, args


def test_bad_choices_are_refused_with_one_line(tmp_path, capsys):
    db = make_store(tmp_path)
    for args, words in (
        (["7"], "no session"),
        (["--since", "2026-13-01"], "--since: not a date"),
        (["1", "--since", "2026-01-01"], "not both"),
    ):
        status = main(["export", "--db", str(db), "-o", str(tmp_path / "x.csv"), *args])
        err = capsys.readouterr().err
        assert status == 2 and words in err and err.count("\n") == 1, (args, err)
    status = main(["export", "--db", str(db), "-o", str(tmp_path / "x.txt")])
    assert status == 2 and "--format" in capsys.readouterr().err


def test_json_goes_to_stdout_and_other_formats_do_not(tmp_path, capsys):
    db = make_store(tmp_path)
    _export(db, tmp_path / "file.json", capsys)
    assert _export(db, "-", capsys) == (tmp_path / "file.json").read_text(encoding="utf-8")
    status = main(["export", "--db", str(db), "-o", "-", "--format", "csv"])
    assert status == 2 and "only JSON" in capsys.readouterr().err


def test_sheet_names_fit_excel_and_stay_apart(tmp_path):
    from host_tools.export.xlsx_workbook import MAX_TITLE, sheet_title, write

    meta = {"date": "2026-11-27", "game": "schafkopf", "settings": {}, "players": ["A", "B"]}
    taken = set()
    assert sheet_title(meta, taken) == "2026-11-27 Schafkopf A, B"
    assert sheet_title(meta, taken) == "2026-11-27 Schafkopf A, B (2)"  # the same table again
    odd = dict(meta, date=None, players=["[Kurt]", "a/b:c", "*?", "'Resi'"])
    title = sheet_title(odd, taken)
    assert len(title) <= MAX_TITLE and not set(title) & set("[]:*?/\\")
    assert not title.startswith("'") and not title.endswith("'")
    long = dict(meta, players=["Maximilian", "Bartholomäus", "Kunigunde", "Wolfgang"])
    assert sheet_title(long, taken) == "2026-11-27 Schafkopf MBKW"  # only initials fit
    # Two evenings of one table on one day, in a real workbook: a sheet each, all names apart.
    db = make_store(tmp_path)
    with open_store(db) as store:
        store.refresh()
        meta = selection.meta(store, DEVICE, 1)
        hands = selection.hands(store, DEVICE, 1)
    assert write(tmp_path / "two.xlsx", [(meta, hands), (dict(meta, number=9), hands)]) == 2
    book = load_workbook(tmp_path / "two.xlsx", read_only=True)
    assert book.sheetnames == [
        "Standings",
        "2026-11-27 Schafkopf HSRV",
        "2026-11-27 Schafkopf HSRV (2)",
    ]
    book.close()
