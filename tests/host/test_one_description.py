"""One description of each hand everywhere: `schreiber show`, the CSV's and the XLSX's
description columns and the report's table of hands all say each hand of every game's example
evening in the same words (the CSV's contract and result as the core's keys, the XLSX's in
words), taken from the game's own description (core.facts.descriptions
through host_tools.scoring.hand_columns)."""

import csv
import html
import re

from export_evenings import DEVICE, EXAMPLES, make_store
from openpyxl import load_workbook

from host_tools.cli import main


def _run(capsys, *args):
    assert main(list(args)) == 0
    return capsys.readouterr().out


def test_show_csv_xlsx_and_report_say_each_hand_alike(tmp_path, capsys):
    db = str(make_store(tmp_path))
    _run(capsys, "export", "--db", db, "-o", str(tmp_path / "all.csv"))
    _run(capsys, "export", "--db", db, "-o", str(tmp_path / "all.xlsx"))
    with open(tmp_path / "all.csv", encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    book = load_workbook(tmp_path / "all.xlsx", read_only=True)
    sheets = book.sheetnames[1:]
    assert len(sheets) == len(EXAMPLES)
    for number, sheet in enumerate(sheets, start=1):
        # The CSV: a row per hand per player, every player's row saying the hand alike.
        played = {}
        for row in rows:
            if row["session"] == str(number):
                assert played.setdefault(row["hand"], row["played"]) == row["played"]
        words = [played[str(hand)] for hand in range(1, len(played) + 1)]
        assert all(words), number
        # The XLSX: a row per hand with the same words and description columns.
        cells = list(book[sheet].iter_rows(values_only=True))
        head = cells[0]
        assert [cell[head.index("played")] for cell in cells[1:]] == words, sheet
        csv_first = [row for row in rows if row["session"] == str(number) and row["seat"] == "0"]
        for column in ("declarer", "partner", "extras"):
            assert [cell[head.index(column)] or "" for cell in cells[1:]] == [
                row[column] for row in csv_first
            ], (sheet, column)
        # Contract and result: the CSV's stable keys, the XLSX's words for them, one word a
        # key; a declarer's contract is said as the played column begins.
        for column in ("contract", "result"):
            said = [cell[head.index(column)] or "" for cell in cells[1:]]
            keys = [row[column] for row in csv_first]
            assert [bool(word) for word in said] == [bool(key) for key in keys], column
            assert len(set(zip(keys, said, strict=True))) == len(set(keys)), (sheet, column)
            assert not any("_" in word for word in said), (sheet, column)
        for cell, row in zip(cells[1:], csv_first, strict=True):
            if row["declarer"] and row["contract"]:
                contract = cell[head.index("contract")]
                assert cell[head.index("played")].startswith(contract + " by "), contract
        # `schreiber show`: the table wraps a long description over lines.
        shown = " ".join(_run(capsys, "show", f"{DEVICE}/{number}", "--db", db).split())
        for text in words:
            assert text in shown, (number, text)
        # The report's table of hands.
        out = tmp_path / f"r{number}"
        _run(capsys, "report", f"{DEVICE}/{number}", "--db", db, "-o", str(out))
        page = (out / "report.html").read_text(encoding="utf-8")
        section = page.split('<section class="hands">')[1]
        said = [
            html.unescape(re.findall(r"<td[^>]*>(.*?)</td>", row)[2])
            for row in re.findall(r"<tr>(.*?)</tr>", section)[1:]
        ]
        assert said == words, number
    book.close()
