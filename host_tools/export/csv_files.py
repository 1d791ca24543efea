"""The CSV export: one file with a row per hand per player, and beside it a standings file with
a row per player of each session (columns: host_tools/export/sheet_rows.py,
docs/export-formats.md).
UTF-8 with a header row, comma-separated, quoted where needed (Python's csv "excel" dialect)."""

import csv
import io

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
    text = Rows()
    for meta, hands in sessions:
        if meta["game"] is None:
            continue  # no session start could be read: nothing scored to list
        # A seat's row ends at its line's end unless a name holds one (then it is quoted).
        one_line = not any("\r" in name or "\n" in name for name in meta["players"])
        for seat_rows, shared in hand_rows(meta, hands):
            # The hand's record and words, quoted once for all its seats' rows: the text the
            # writer gives each row, as it quotes a field on its own.
            tail = "," + text([shared])
            if one_line:
                hands_file.write(tail.join(text(seat_rows).split("\r\n")[:-1]) + tail)
            else:
                hands_file.write("".join(text([row])[:-2] + tail for row in seat_rows))
        standings_out.writerows(standing_rows(meta, hands))
        count += 1
    return count


class Rows:
    """Rows as the CSV writer writes them (each ending in CRLF), as text."""

    def __init__(self):
        self.buffer = io.StringIO()
        self.writer = csv.writer(self.buffer)

    def __call__(self, rows):
        self.buffer.seek(0)
        self.buffer.truncate()
        self.writer.writerows(rows)
        return self.buffer.getvalue()
