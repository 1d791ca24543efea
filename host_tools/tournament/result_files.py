"""A tournament's exports: the ranking and each series' lists as CSV, JSON or XLSX (one sheet
for the ranking, one per series). Money in cents, as every export of the host tool."""

import csv
import io
import json

RANKING = ("place", "name", "team", "points", "lost", "games", "fees_cents", "prize_cents")


def of(kind, now):
    """The export's bytes (XLSX) or text (CSV, JSON)."""
    if kind == "json":
        return json.dumps(now, ensure_ascii=False, indent=1) + "\n"
    if kind == "csv":
        return _csv(now)
    return _xlsx(now)


def _ranking_rows(now):
    heads = list(RANKING[:4]) + [f"series_{s + 1}" for s in range(now["series_drawn"])]
    heads += list(RANKING[4:])
    rows = [heads]
    for row in now["ranking"]:
        rows.append(
            [row["place"], row["name"], row["team"] or "", row["points"], *row["series"],
             row["lost"], row["games"], row["fees"], row["prize"]]
        )  # fmt: skip
    return rows


def _series_rows(now, series):
    rows = [["table", "seat", "name", "points", "lost", "hands", "games", "session", "flags"]]
    for table in now["tables"]:
        if table["series"] != series:
            continue
        for seat, name in enumerate(table["seats"], 1):
            rows.append(
                [table["number"], seat, name, table["points"].get(name, 0),
                 table["lost"].get(name, 0), table["hands"], table["games"],
                 table["session"] or "", len(table["flags"])]
            )  # fmt: skip
    return rows


def _csv(now):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerows(_ranking_rows(now))
    for series in range(1, now["series_drawn"] + 1):
        writer.writerow([])
        writer.writerow([f"series {series}"])
        writer.writerows(_series_rows(now, series))
    return out.getvalue()


def _xlsx(now):
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    sheet = book.create_sheet("Ranking")
    for row in _ranking_rows(now):
        sheet.append(row)
    for series in range(1, now["series_drawn"] + 1):
        sheet = book.create_sheet(f"Series {series}")
        for row in _series_rows(now, series):
            sheet.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
