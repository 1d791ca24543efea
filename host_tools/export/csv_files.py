"""The CSV export: one file with a row per hand per player, and beside it a standings file with
a row per player of each session (columns: host_tools/export/sheet_rows.py,
docs/export-formats.md).
UTF-8 with a header row, comma-separated, quoted where needed (Python's csv "excel" dialect)."""

import csv

from host_tools.export.sheet_rows import HAND_COLUMNS, STANDING_COLUMNS, hand_rows, standing_rows


def standings_path(path):
    """results.csv -> results-standings.csv, beside it."""
    name = path.name[:-4] if path.name.lower().endswith(".csv") else path.name
    return path.with_name(name + "-standings.csv")


def write(hands_file, standings_file, sessions):
    """Write both files (open text streams, newline=""); `sessions` yields (meta, hands).
    Returns how many sessions were written."""
    hands_out = csv.writer(hands_file)
    standings_out = csv.writer(standings_file)
    hands_out.writerow(HAND_COLUMNS)
    standings_out.writerow(STANDING_COLUMNS)
    count = 0
    for meta, hands in sessions:
        if meta["game"] is None:
            continue  # no session start could be read: nothing scored to list
        hands_out.writerows(hand_rows(meta, hands))
        standings_out.writerows(standing_rows(meta, hands))
        count += 1
    return count
