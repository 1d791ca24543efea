"""The XLSX export as a spreadsheet program reads it: LibreOffice (Debian's libreoffice-calc,
installed by scripts/setup-venv where it is missing) converts the workbook to CSV, every sheet
as its cells are shown, and to PDF. Dates read as dates, money as euros, the Standings' tied
places shared, each session's hands with the game's description columns; openpyxl reads the
same file back with its frozen header, autofilter, widths and number formats."""

import csv
import datetime
import re
import shutil
import subprocess

import pytest
from export_evenings import make_store
from openpyxl import load_workbook

from host_tools.cli import main

SOFFICE = shutil.which("soffice")
pytestmark = pytest.mark.skipif(
    SOFFICE is None,
    reason="LibreOffice is not installed (Debian's libreoffice-calc): scripts/setup-venv "
    "installs it when run as root with apt-get; elsewhere: apt-get install libreoffice-calc",
)
# Every sheet (-1), cells as shown (the 9th field), UTF-8, comma-separated.
_CSV = "csv:Text - txt - csv (StarCalc):44,34,UTF8,1,,0,false,true,true,false,false,-1"


def _convert(book, to, out):
    done = subprocess.run(
        [SOFFICE, f"-env:UserInstallation=file://{out}/profile", "--headless",
         "--convert-to", to, "--outdir", str(out), str(book)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


def _rows(path):
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def test_libreoffice_reads_the_workbook_as_a_person_would(tmp_path, capsys):
    db = make_store(tmp_path)
    book = tmp_path / "evenings.xlsx"
    assert main(["export", "--db", str(db), "-o", str(book)]) == 0
    capsys.readouterr()

    read = load_workbook(book)
    assert read.sheetnames[0] == "Standings"
    for sheet in read.worksheets:
        assert sheet.freeze_panes == "A2" and sheet.auto_filter.ref.startswith("A1:")
        assert sheet.column_dimensions["A"].width >= 6
        # Printed: A4 across, as wide as the page, the header row on every page.
        setup = sheet.page_setup
        assert (setup.paperSize, setup.orientation) == (9, "landscape")  # 9: A4
        assert (setup.fitToWidth, setup.fitToHeight) == (1, 0)
        assert sheet.sheet_properties.pageSetUpPr.fitToPage
        assert sheet.print_title_rows == "$1:$1"
    standings = read["Standings"]
    assert standings["C2"].value == datetime.datetime(2026, 11, 27)
    assert standings["I2"].number_format.startswith("#,##0.00")
    read.close()

    _convert(book, _CSV, tmp_path)
    shown = _rows(tmp_path / "evenings-Standings.csv")
    schafkopf = [row for row in shown if row["game"] == "schafkopf"]
    assert [row["total"] for row in schafkopf] == ["-5.00 €", "-11.00 €", "23.40 €", "-7.40 €"]
    assert {row["date"] for row in schafkopf} == {"2026-11-27"}
    bierkopf = [row for row in shown if row["game"] == "bierkopf"]
    assert [row["place"] for row in bierkopf] == ["1", "3", "1", "3"]  # partners share a place
    hands = _rows(tmp_path / "evenings-2026-11-27 Schafkopf HSRV.csv")
    assert hands[1]["played"] == "Solo by Sepp: lost Schneider, 3 Laufende"
    # What each hand was in words, as the played column says it, never the core's keys.
    assert (hands[1]["contract"], hands[1]["declarer"], hands[1]["result"]) == (
        "Solo", "Sepp", "lost Schneider"
    )  # fmt: skip
    assert (hands[2]["contract"], hands[2]["result"]) == ("All pass", "")
    assert [row["contract"] for row in hands].count("Sauspiel") == 4
    assert hands[1]["extras"] == "3 Laufende" and hands[1]["Sepp"] == "-2.70 €"

    _convert(book, "pdf", tmp_path)
    pdf = (tmp_path / "evenings.pdf").read_bytes()
    pages = re.findall(rb"/Type\s*/Page(?!s)", pdf)
    assert pdf.startswith(b"%PDF") and len(pages) == 6  # a page per sheet: each fits its width
