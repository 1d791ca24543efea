"""The XLSX export (openpyxl, write-only mode: rows go to the file as they come, so a long
history is never held in memory): a sheet per session with a row per hand per player, and a
"Standings" sheet first with a row per player of each session. The columns are the CSV's
(host_tools/export/sheet_rows.py, docs/export-formats.md)."""

from host_tools.export.sheet_rows import HAND_COLUMNS, STANDING_COLUMNS, hand_rows, standing_rows

STANDINGS = "Standings"
_MAX_TITLE = 31  # characters Excel allows in a sheet's name
_NOT_IN_TITLE = str.maketrans({ch: "-" for ch in "[]:*?/\\"})


def sheet_title(meta, again=1):
    """The session's sheet: "DEVICE-NUMBER", cut to fit, without the characters Excel
    refuses; the device's id is shortened from the right, the number always stays whole.
    `again` > 1: the name for a second device whose id was cut to the same ("...-7~2")."""
    number = f"-{meta['number']}" + (f"~{again}" if again > 1 else "")
    device = meta["device"].translate(_NOT_IN_TITLE)
    return device[: _MAX_TITLE - len(number)] + number


def write(path, sessions):
    """Write the workbook to `path`; `sessions` yields (meta, hands). Returns how many
    sessions were written."""
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    standings = book.create_sheet(STANDINGS)
    standings.append(list(STANDING_COLUMNS))
    count = 0
    titles = set()
    for meta, hands in sessions:
        if meta["game"] is None:
            continue
        again = 1
        title = sheet_title(meta)
        while title.lower() in titles:  # two devices' ids cut to the same name
            again += 1
            title = sheet_title(meta, again)
        titles.add(title.lower())
        sheet = book.create_sheet(title)
        sheet.append(list(HAND_COLUMNS))
        for row in hand_rows(meta, hands):
            sheet.append(row)
        sheet.close()  # its rows go to their file now: no open file per sheet until the save
        for row in standing_rows(meta, hands):
            standings.append(row)
        count += 1
    book.save(str(path))
    return count
