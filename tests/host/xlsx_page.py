"""Writes docs/xlsx-page.png, the printed page docs/export-formats.md shows: the example
evenings exported as XLSX, converted to PDF by LibreOffice headless (Debian's libreoffice-calc)
as a person would print the workbook, and the Schafkopf evening's page rendered by poppler's
pdftoppm, the whole A4 page as printed.

    .venv/bin/python tests/host/xlsx_page.py
"""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
PAGE = 2  # the Schafkopf evening's sheet, after the Standings
DPI = 100


def convert(soffice, book, to, out):
    """LibreOffice headless converts `book` to `to` in `out` (its own profile there)."""
    done = subprocess.run(
        [soffice, f"-env:UserInstallation=file://{out}/profile", "--headless",
         "--convert-to", to, "--outdir", str(out), str(book)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    if done.returncode:
        raise RuntimeError(done.stderr)


def main():
    sys.path[:0] = [str(ROOT / "firmware"), str(ROOT / "tests" / "host"), str(ROOT)]
    from export_evenings import make_store

    from host_tools.cli import main as cli

    soffice, pdftoppm = shutil.which("soffice"), shutil.which("pdftoppm")
    if not soffice or not pdftoppm:
        raise SystemExit("needs LibreOffice (libreoffice-calc) and pdftoppm (poppler-utils)")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        book = tmp / "evenings.xlsx"
        status = cli(["export", "--db", str(make_store(tmp)), "-o", str(book)])
        if status:
            raise SystemExit(status)
        convert(soffice, book, "pdf", tmp)
        page = tmp / "page"
        subprocess.run(
            [pdftoppm, "-png", "-r", str(DPI), "-f", str(PAGE), "-l", str(PAGE),
             "-singlefile", str(tmp / "evenings.pdf"), str(page)],
            check=True,
        )  # fmt: skip
        shutil.copyfile(tmp / "page.png", ROOT / "docs" / "xlsx-page.png")
    print("docs/xlsx-page.png written")


if __name__ == "__main__":
    main()
