"""`schreiber sync [PORT]`: pull the device's sessions over USB serial into the store."""

import sys

from host_tools import texts
from host_tools.commands.port_option import add_port_arguments, port_or_candidates, serial_client
from host_tools.commands.progress_bar import bytes_progress
from host_tools.commands.shared import store_of
from host_tools.store.derived_rows import incomplete_note

EPILOG = """\
The scorer keeps running while it syncs (docs/sync-protocol.md). Only what the store lacks is
pulled; an interrupted sync started again continues where it stopped, and a session that is
stored whole and ended is marked synced on the device (which lets it be deleted there). Before
anything is appended or marked, both sides compare a digest of the bytes the store holds with
the device's own: a session that is not the one stored under its number (a re-flashed device
numbers from 1 again) is kept apart, whole, as device ID~2, and said so; nothing is appended
to another evening. A sync cut off midway keeps what it got: `schreiber sessions`, `show`,
`settle`, the exports and the reports mark such a session "incomplete (N of M bytes held;
sync again)" until a sync brings the rest. Every failure (no such port, port busy, no answer,
another protocol version) is one line and exit status 1.
Names marked with `schreiber players push` go to the device's roster at the end; the marks of
those it holds go, the others stay for the next sync.
"""


def add_arguments(parser):
    add_port_arguments(parser)


def run(args):
    port = port_or_candidates(args, "sync")
    with store_of(args) as store:
        progress = bytes_progress("sync")
        try:
            with serial_client(port, store, progress) as client:
                listed, received = client.sync()
        finally:
            progress.close()
        sessions = [s for key in store.copies(client.device) for s in store.sessions(key)]
        short = [s for s in sessions if s["incomplete"]]
    t = texts.Texts([], None, None)  # in the language the tool speaks
    print(
        t.say("sync.done", client.device, listed, received, n=listed)
        + t.say("sync.held", len(sessions), n=len(sessions))
    )
    for session in short:
        print(t.say("sync.short", session["number"], incomplete_note(session)), file=sys.stderr)
    for number, key in client.kept_apart:
        print(t.say("sync.kept_apart", number, client.device, key), file=sys.stderr)
    if client.names_held:
        print(t.say("sync.names_held", ", ".join(client.names_held)))
    if client.names_left:
        print(t.say("sync.names_left", ", ".join(client.names_left)))
    return 0
