"""A device swapped mid-series (docs/tournament.md): table 1's first device plays half the
series and pushes it, then its battery dies. The organizer hands the table to a second device
(`schreiber tournament handout`); its Wi-Fi sync brings the table with the list so far, and the
sync screen's OK starts it there: the same players, the hands played so far in its own log
(written whole: a power cut leaves all of them or no session), the game count going on. The
second device plays the rest and pushes; the host counts one list for the table, the second
device's, with every hand once: no duplicate hands, no flag.

Both devices are the device's own code on the MicroPython unix port: the first its app, each
hand pushed by the platform's save hook (tests/host/tournament_device.py), the second the app's
frame and its sync screen (tests/firmware/screen_rig.py) over the simulated `network`."""

import json
import os
import subprocess

from test_sync_wifi import PASSWORD, SSID
from test_tournament_handout import Laptop
from tournament_device import MICROPYTHON, ROOT, Device
from tournament_tables import hands

from core.session import Session
from host_tools.cli import main
from host_tools.tournament import book as books
from host_tools.tournament import standings

NAMES = ["Anni", "Bert", "Cilli", "Done"]
GAMES = 8
SECRET = bytes(range(32))
FIRST = "a4cf12000001"

# The second device: its id, then the pairing (one line on stdin); the menu's Wi-Fi sync, its
# OK (the push brings the table), OK (the table shown), OK (started); the journal read again
# from flash as after a power cut; then the rest of the series, pushed.
SECOND = """
import sys, json, os
from app import frame
from app.journal import Journal
from screen_rig import build, press
from sync.push import push_now
app, device, journal, root = build(session=False)
print(journal.device)
config = sys.stdin.readline()
os.mkdir(root + "/sync")
with open(root + "/sync/config", "w") as out:
    out.write(config)
app.act(frame.push("app.wifi_sync"))
app.draw()
press(app, "OK")
press(app, "OK")
press(app, "OK")
session = journal.session
again = Journal(root + "/sessions").restore()
print(json.dumps({"top": app.stack[-1][0], "hands": len(session.hands), "table": session.table,
    "restored": [len(again.hands), again.table, list(again.state["scores"])],
    "scores": list(session.state["scores"])}))
for hand in json.load(open(sys.argv[1])):
    journal.add(hand)
push_now(root, journal, None, 30000, None)
print(json.dumps({"done": len(session.hands)}))
"""


def test_a_swapped_device_continues_the_tables_list(tmp_path, monkeypatch, capsys):
    db = tmp_path / "store.sqlite3"
    monkeypatch.setenv("SCHREIBER_DB", str(db))
    laptop = Laptop(db)
    try:
        book = books.Book(laptop.store)
        plan = books.plan_of("skat", games_per={"4": GAMES})
        tour = book.create("Preisskat", "skat", plan)
        book.add_players(tour, [(name, None) for name in NAMES])
        tour = book.get("Preisskat")
        book.draw(tour, "one")
        seats = book.table(tour, 1, 1)["seats"]
        played = hands("skat", tour["settings"], seats, GAMES, "swap")
        laptop.store.pair(FIRST, SECRET)
        book.hand_out(tour, 1, 1, FIRST)
        spec = {"game": "skat", "settings": tour["settings"], "seats": seats,
                "hands": played[:3]}  # fmt: skip
        first = Device(tmp_path / "first", laptop.url, spec, SECRET, FIRST)
        first.go()
        first.wait()  # three games pushed; then its battery dies

        paths = [ROOT / "firmware", ROOT / "tests" / "firmware", ROOT / "tests" / "core"]
        env = dict(os.environ, MICROPYPATH=":".join(str(p) for p in paths))
        env["SCHREIBER_WIFI"] = f"{SSID}:{PASSWORD}"
        rest = tmp_path / "rest.json"  # the games the second device plays
        rest.write_text(json.dumps(played[3:]))
        second = subprocess.Popen(
            [MICROPYTHON, "-X", "heapsize=1M", "-c", SECOND, str(rest)],
            env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        ident = second.stdout.readline().strip()
        assert ident, second.stderr.read()
        laptop.store.pair(ident, SECRET)
        capsys.readouterr()
        assert main(["tournament", "handout", "Preisskat", "1", "1", ident]) == 0
        # Handed out, not yet pushed from the new device: the leaderboard counts the list the
        # host holds of the table, the first device's, not 0 games.
        now = standings.of(laptop.store, book, book.get("Preisskat"))
        (table,) = [t for t in now["tables"] if t["number"] == 1]
        assert table["session"].startswith(FIRST + "/") and table["hands"] == 3
        assert {row["name"]: row["games"] for row in now["ranking"]} == dict.fromkeys(seats, 3)
        config = {"secret": SECRET.hex(), "url": laptop.url, "ssid": SSID, "password": PASSWORD}
        out, err = second.communicate(json.dumps(config) + "\n", timeout=300)
        assert second.returncode == 0, out + err
        started, done = [json.loads(line) for line in out.splitlines()]

        # On the second device: the list so far, the game count going on, and all of it on
        # flash as the start wrote it.
        expect = Session("skat", tour["settings"], seats, 0, "2026-12-05")
        for hand in played[:3]:
            expect.add(hand)
        assert started["top"] == "app.table"
        assert started["hands"] == 3 and started["table"] == ["Preisskat", 1, 1, GAMES]
        assert started["scores"] == list(expect.state["scores"])
        assert started["restored"] == [3, started["table"], started["scores"]]
        assert done == {"done": GAMES}

        # On the host: one list for the table, the second device's, every hand once.
        for hand in played[3:]:
            expect.add(hand)
        now = standings.of(laptop.store, book, book.get("Preisskat"))
        (table,) = [t for t in now["tables"] if t["number"] == 1]
        assert table["session"].startswith(ident + "/")
        assert (table["hands"], table["complete"], table["flags"]) == (GAMES, True, [])
        totals = dict(zip(seats, expect.state["scores"], strict=True))
        assert {row["name"]: row["points"] for row in now["ranking"]} == totals
        assert now["flags"] == []
    finally:
        laptop.close()
