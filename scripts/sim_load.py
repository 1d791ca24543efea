"""Runs on the MicroPython unix port: puts an evening (the hand-record JSON that `schreiber
score` reads) into the simulator's flash image as the open session, through the device's own
journal, one logged record per hand. A session still open on the image is ended first, as the
players would end it. Usage: sim_load.py IMAGE EVENING.json [HANDS]"""

import json
import sys

from app.journal import Journal
from core.errors import InputError
from core.session import Session
from hal import sim_flash

image, evening = sys.argv[1], sys.argv[2]
with open(evening) as handle:
    data = json.load(handle)
hands = data.get("hands", [])
if len(sys.argv) > 3:
    hands = hands[: int(sys.argv[3])]
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
