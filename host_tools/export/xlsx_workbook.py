"""The XLSX export: a workbook that opens ready to read and sort in LibreOffice and Excel.

"Standings" comes first, a row per player of each session (the CSV's standings columns,
docs/export-formats.md; equal standings share a place); then a sheet of hands per session, one
row per hand: what was played in the game's words, the game's description columns (contract,
declarer, partner, result, extras; host_tools.scoring.hand_columns), each player's change and
running total. Every sheet is named from the session's date, game and players, has its header
row frozen, an autofilter and column widths; dates are date cells, money is euros in a money
format, points whole numbers.

openpyxl's write-only mode: rows go to the file as they come, so a long history is never held
in memory (a session's hands at most). Its widths and frozen row are set before a sheet's first
row, as that mode writes them first; the autofilter goes with a sheet's end.
"""

import datetime

from openpyxl.cell import WriteOnlyCell
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.page import PageMargins
from openpyxl.worksheet.worksheet import Worksheet

from core import facts
from host_tools.export.sheet_rows import STANDING_COLUMNS, standing_rows
from host_tools.scoring.hand_columns import COLUMNS, described
from host_tools.texts import Texts

STANDINGS = "Standings"
MAX_TITLE = 31  # characters Excel allows in a sheet's name
_NOT_IN_TITLE = str.maketrans({ch: " " for ch in "[]:*?/\\"})  # characters Excel refuses
_RESERVED = "history"  # Excel keeps a sheet of this name for itself
EURO = '#,##0.00 "€";-#,##0.00 "€"'
WHOLE = "0"
DATE = "yyyy-mm-dd"
# Characters: a longer hand's words run on under the next cell in the reader's own view. No
# cell wraps: neither LibreOffice nor Excel makes a row taller for it on opening a write-only
# workbook's rows, which carry no height, so wrapped lines would overlap the next row.
_WIDTH_MOST = 60

# Standings columns that hold an amount in the session's unit.
_AMOUNTS = ("total",)
_WIDTHS = {"device": 18, "date": 12, "game": 16, "player": 14, "place": 6}


def game_name(meta):
    """The session's game as its title says it, without what a bracket adds: "Skat, Bierlachs
    301", "German Schafkopf"."""
    names = meta["players"]
    title = Texts(names, None, meta["game"]).title(meta["settings"])
    return title.split(" (")[0]


def sheet_title(meta, taken):
    """The session's sheet name from its date, place (where the host was told one and it fits),
    game and players, within Excel's 31 characters and without the characters it refuses,
    unique among `taken` (lowercase names) as Excel compares them: a second evening of the same
    table on one date gets " (2)"."""
    date = meta["date"] or "undated"
    heads = [f"{date} {game_name(meta)}"]
    if meta.get("place"):
        heads.insert(0, f"{date} {meta['place']} {game_name(meta)}")
    names = [name.translate(_NOT_IN_TITLE).strip() or "?" for name in meta["players"]]
    people = (", ".join(names), " ".join(n[:3] for n in names), "".join(n[0] for n in names))
    tries = [f"{head} {them}" for head in heads for them in people]
    base = next((title for title in tries if len(title) <= MAX_TITLE), tries[-1])
    base = base.translate(_NOT_IN_TITLE).strip("' ")[:MAX_TITLE].strip("' ")
    again = 1
    title = base
    while title.lower() in taken or title.lower() == _RESERVED:
        again += 1
        mark = f" ({again})"
        title = base[: MAX_TITLE - len(mark)].rstrip("' ") + mark
    taken.add(title.lower())
    return title


def day(text):
    """A stored "YYYY-MM-DD" as a date cell's value; None when unknown."""
    return datetime.date.fromisoformat(text) if text else None


def money_cell(sheet, cents):
    cell = WriteOnlyCell(sheet, value=cents / 100)
    cell.number_format = EURO
    return cell


def whole_cell(sheet, value):
    cell = WriteOnlyCell(sheet, value=value)
    cell.number_format = WHOLE
    return cell


def _start(sheet, headings, widths):
    """Header row frozen, widths and the printed page set: before the sheet's first row, as
    write-only mode needs."""
    for index, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = width
    sheet.freeze_panes = "A2"
    # Printed (or made a PDF): A4 across the page, as wide as the page, the header row on
    # each page, the sheet's name and the page in the footer.
    sheet.page_setup.paperSize = Worksheet.PAPERSIZE_A4
    sheet.page_setup.orientation = "landscape"
    sheet.page_setup.fitToWidth = 1
    sheet.page_setup.fitToHeight = 0
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.page_margins = PageMargins(left=0.4, right=0.4, top=0.5, bottom=0.75, footer=0.3)
    sheet.print_title_rows = "1:1"
    sheet.oddFooter.center.text = "&A, &P/&N"
    sheet.append(list(headings))


def _filter(sheet, columns, rows):
    sheet.auto_filter.ref = f"A1:{get_column_letter(columns)}{rows + 1}"


def _width(texts, least=6, most=_WIDTH_MOST):
    """A column's width for its texts (characters, with a margin), within least and most."""
    return min(max([least] + [len(text) + 2 for text in texts]), most)


def hands_sheet(book, title, meta, hands):
    """The session's sheet: a row per hand, what it was in the game's words (the core's keys
    are the CSV's)."""
    names = meta["players"]
    money = facts.unit(meta["game"], meta["settings"]) == "cents"
    rows = described(meta["game"], meta["settings"], names, hands, keys=False)
    headings = ["hand", *COLUMNS] + names + [f"{name} total" for name in names]
    widths = [6] + [_width([column] + [row[column] for row in rows]) for column in COLUMNS]
    widths += [max(10, len(name) + 2) for name in names]
    widths += [max(10, len(name) + 8) for name in names]  # "NAME total"
    sheet = book.create_sheet(title)
    _start(sheet, headings, widths)
    amount = money_cell if money else whole_cell
    for row, said in zip(hands, rows, strict=True):
        sheet.append(
            [row["hand"]]
            + [said[column] for column in COLUMNS]
            + [amount(sheet, value) for value in row["deltas"]]
            + [amount(sheet, value) for value in row["totals"]]
        )
    _filter(sheet, len(headings), len(hands))
    sheet.close()  # its rows go to their file now: no open file per sheet until the save


def write(path, sessions):
    """Write the workbook to `path`; `sessions` yields (meta, hands). Returns how many
    sessions were written."""
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    standings = book.create_sheet(STANDINGS)
    _start(standings, STANDING_COLUMNS, [_WIDTHS.get(name, 9) for name in STANDING_COLUMNS])
    date_at = STANDING_COLUMNS.index("date")
    total_at = STANDING_COLUMNS.index("total")
    count = 0
    written = 0
    taken = {STANDINGS.lower()}
    for meta, hands in sessions:
        if meta["game"] is None:
            continue
        hands_sheet(book, sheet_title(meta, taken), meta, hands)
        money = facts.unit(meta["game"], meta["settings"]) == "cents"
        for row in standing_rows(meta, hands):
            row[date_at] = day(row[date_at])
            if money:
                row[total_at] = money_cell(standings, row[total_at])
            standings.append(row)
            written += 1
        count += 1
    _filter(standings, len(STANDING_COLUMNS), written)
    book.save(str(path))
    return count
