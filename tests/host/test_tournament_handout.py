"""A table handed to its device over the Wi-Fi sync (docs/tournament.md): the device's own push
(sync/push.py on the MicroPython unix port) says it takes a table, the host's endpoint offers
the table it was handed, and the device keeps it in sync/table with the players in their seats
and the tournament's rules that differ from the defaults; a table it started is not replaced,
the next series' table is; a device handed nothing is offered nothing."""

import json
import os
import threading

import test_sync_wifi as device

from host_tools.commands.serve_command import make_server
from host_tools.store.database import open_store
from host_tools.tournament import book as books

IDENT = "a4cf12000009"
NAMES = ["Anni", "Bert", "Cilli", "Done"]


class Laptop:
    def __init__(self, path):
        self.store = open_store(path)
        self.httpd = make_server(self.store)
        self.url = f"http://127.0.0.1:{self.httpd.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.store.close()


def test_the_handed_table_reaches_the_device_and_a_started_one_stays(tmp_path):
    secret = os.urandom(32)
    laptop = Laptop(tmp_path / "store.sqlite3")
    (tmp_path / "sessions").mkdir()
    (tmp_path / "sessions" / "device").write_text(IDENT)
    config = tmp_path / "sync" / "config"
    table_file = tmp_path / "sync" / "table"
    try:
        book = books.Book(laptop.store)
        plan = books.plan_of("skat", games_per={"4": 48})
        tour = book.create("Preisskat", "skat", plan, changes={"kontra": "kontra"})
        book.add_players(tour, [(name, None) for name in NAMES])
        tour = book.get("Preisskat")
        book.draw(tour, "one")
        laptop.store.pair(IDENT, secret)
        device.pair(config, laptop.url, secret)
        got = device.push(tmp_path, config, hands=2)
        assert "error" not in got, got
        assert not table_file.exists()  # handed to no device yet
        book.hand_out(tour, 1, 1, IDENT)
        got = device.push(tmp_path, config, push_only=True)
        assert "error" not in got, got
        kept = json.loads(table_file.read_text())
        seats = book.table(tour, 1, 1)["seats"]
        assert kept == {
            "name": "Preisskat", "series": 1, "table": 1, "game": "skat", "players": seats,
            "games": 48, "settings": {"scoring_system": "seeger_fabian", "kontra": "kontra"},
        }  # fmt: skip
        # Started on the device (app/tourney.py marks it): the same table is not replaced.
        kept["started"] = 1
        table_file.write_text(json.dumps(kept))
        got = device.push(tmp_path, config, hands=1)  # a hand more, pushed beside the table
        assert "error" not in got, got
        assert json.loads(table_file.read_text())["started"] == 1
        # The next series' table is.
        book.draw(tour, "two")
        book.hand_out(tour, 2, 1, IDENT)
        got = device.push(tmp_path, config, push_only=True)
        assert "error" not in got, got
        kept = json.loads(table_file.read_text())
        assert (kept["series"], "started" in kept) == (2, False)
    finally:
        laptop.close()
