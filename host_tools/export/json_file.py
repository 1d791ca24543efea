"""The JSON export: every session chosen, complete enough to be imported again without loss
(docs/export-formats.md). Besides the derived view (players, rules, hands with their changes
and events, totals) each session carries its raw log, the device's bytes as the store holds
them, which is what an import stores: the rest is derived from it again.

Written one session at a time, one session to a line between a fixed first and last line, so
neither the export nor the import (host_tools/commands/import_command.py) holds more than
one session."""

import base64
import hashlib
import json

from host_tools.store.derived_rows import incomplete_note

NAME = "schreiber-export"  # the file's "format"
VERSION = 1  # raised by a change that a reader of version 1 would misread; adding keys keeps it
FIRST = '{"format": "%s", "version": %d, "sessions": [' % (NAME, VERSION)
LAST = "]}"


def session_object(meta, hands, log):
    """One session of the file as a dict (the keys of docs/export-formats.md)."""
    return {
        "device": meta["device"],
        "device_name": meta["device_name"],
        "number": meta["number"],
        "game": meta["game"],
        "date": meta["date"],
        "place": meta["place"],  # named on the host (schreiber sessions place); null: unknown
        "players": meta["device_players"],  # as the log has them: what import reads back
        "dealer": meta["dealer"],
        "settings": meta["settings"],
        "ended": meta["ended"],
        "corrections": meta["corrections"],
        "problems": meta["problems"],
        # null, or the words of a copy a cut-off sync left short (host_tools.store.derived_rows)
        "incomplete": incomplete_note(meta),
        "totals": meta["totals"],
        "hands": hands,
        "log": base64.b64encode(log).decode("ascii"),
        "log_size": len(log),
        "log_sha256": hashlib.sha256(log).hexdigest(),
    }


def write(out, sessions):
    """Write the file to the text stream `out`; `sessions` yields (meta, hands, log bytes).
    Returns how many sessions were written."""
    out.write(FIRST + "\n")
    count = 0
    for meta, hands, log in sessions:
        if count:
            out.write(",\n")
        line = json.dumps(
            session_object(meta, hands, log), ensure_ascii=False, separators=(",", ":")
        )
        out.write(line)
        count += 1
    out.write("\n" + LAST + "\n")
    return count
