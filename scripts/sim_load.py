"""Runs on the MicroPython unix port: puts an evening (the hand-record JSON that `schreiber
score` reads) into the simulator's flash image as the open session, through the device's own
journal, one logged record per hand. A session still open on the image is ended first, as the
players would end it. Usage: sim_load.py IMAGE EVENING.json [HANDS|all [NONCE]]

NONCE (16 hex digits): the session's nonce, which the journal otherwise draws at random
(os.urandom), so that a heap test can load the same image on every run."""

import binascii
import json
import os
import sys

from app.journal import Journal
from core.errors import InputError
from core.session import Session
from hal import sim_flash

image, evening = sys.argv[1], sys.argv[2]
with open(evening) as handle:
    data = json.load(handle)
hands = data.get("hands", [])
if len(sys.argv) > 3 and sys.argv[3] != "all":
    hands = hands[: int(sys.argv[3])]
if len(sys.argv) > 4:
    from app import journal as journal_module

    drawn = binascii.unhexlify(sys.argv[4])

    class _Os:
        """The journal's os, its random draw fixed: the nonce given."""

        def __getattr__(self, name):
            return getattr(os, name)

        def urandom(self, count):
            return drawn[:count]

    journal_module.os = _Os()
root = sim_flash.mount(image)
journal = Journal(root + "/sessions")
try:
    if journal.restore() is not None:
        journal.end()
    session = Session(
        data.get("game"),
        data.get("settings", {}),
        data.get("players"),
        data.get("dealer", 0),
        data.get("date"),
    )
    # A tournament table's evening: [tournament, series, table, games] (docs/tournament.md).
    session.table = data.get("table")
    journal.start(session)
    for hand in hands:
        journal.add(hand)
except InputError as err:
    print(f"schreiber run: {evening}: {err}")
    sys.exit(2)
print("loaded {} hands of {} into {}".format(len(hands), data.get("game"), image))
