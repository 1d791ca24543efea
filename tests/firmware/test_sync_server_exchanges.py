"""The device's serial sync server's exchanges besides the logs' transfer (test_sync_server):
refusals and protocol versions, pairing, roster names pushed by the host, the clock set at
BYE, tournament tables in parts."""

import json

from sync_driver import HostDriver, SyncError
from sync_rig import (
    PLAYERS,
    Clock,
    Line,
    Port,
    connect,
    device_with_two_sessions,
    file_bytes,
    fresh_root,
    remove_tree,
)

from checks import equal
from core.session import Session
from sync import wire as sf
from sync.server import SerialSync


def test_refusals_and_versions():
    root = fresh_root()
    try:
        journal = device_with_two_sessions(root, 3)
        host, server = connect(root, journal)
        refused = None
        try:
            host.hello(versions=(2,))
        except SyncError as err:
            refused = str(err)
        equal(refused, "the device speaks sync protocol [1], this host [2]", "version")
        host.hello()
        host.store[(journal.device, 1)] = bytearray(b"SCHRLOG\x02 not this file")
        for request, code in (
            (
                {"s": 1, "from": 25, "to": 30, "check": sf.check(b"SCHRLOG\x02 not this file")},
                "mismatch",
            ),
            ({"s": 9, "from": 0, "to": 10, "check": 0}, "unknown-session"),
            ({"s": 1, "from": 0, "to": 10**6, "check": 0}, "range"),
            ({"s": -1, "from": 0, "to": 1, "check": 0}, "bad-request"),
            ({"s": 1}, "bad-request"),
        ):
            kind, fields = host._json_reply(
                sf.message(sf.PULL, request), (sf.ERROR,), lambda f: True
            )
            equal(fields["error"], code, str(request))
        kind, fields = host._json_reply(
            sf.message(sf.MARK, {"s": 2, "size": len(file_bytes(journal, "000002"))}),
            (sf.MARKED,),
            lambda f: True,
        )
        equal(fields["synced"], False, "the open session is never marked")
        equal(journal.is_synced("000002"), False, "open not marked")
    finally:
        remove_tree(root)


def test_pairing_stores_the_settings_apart_from_the_logs():
    root = fresh_root()
    try:
        journal = device_with_two_sessions(root, 3)
        host, server = connect(root, journal)
        host.hello()
        secret = "ab" * 32
        pair = {
            "nonce": 5,
            "secret": secret,
            "url": "http://127.0.0.1:8750/",
            "ssid": "Stammtisch",
            "password": "geheim",
            "host": "laptop",
        }
        kind, fields = host._json_reply(sf.message(sf.PAIR, pair), (sf.PAIRED,), lambda f: True)
        equal(fields, {"nonce": 5, "device": journal.device}, "paired")
        with open(root + "/sync/config") as handle:
            stored = handle.read()
        equal(secret in stored and "geheim" in stored, True, "stored")
        for ident in journal.sessions():
            equal(secret.encode() in file_bytes(journal, ident), False, "not in a log")
        bad = dict(pair)
        bad["secret"] = "xyz"
        kind, fields = host._json_reply(sf.message(sf.PAIR, bad), (sf.ERROR,), lambda f: True)
        equal(fields["error"], "bad-request", "bad secret refused")
        with open(root + "/sync/config") as handle:
            equal(handle.read(), stored, "unchanged by the refused pairing")
    finally:
        remove_tree(root)


def test_roster_names_pushed_by_the_host_are_taken_and_acknowledged():
    root = fresh_root()
    try:
        journal = device_with_two_sessions(root, 3)
        with open(root + "/roster", "w") as handle:
            handle.write("Kurt\nGerda\n")
        # A device without a roster to offer (as an older one) says nothing of names and
        # ignores NAMES: the host's frame changes nothing and gets no answer.
        host, server = connect(root, journal)
        equal("names" in host.hello(), False, "not offered")
        offer = sf.message(sf.NAMES, {"nonce": 3, "names": ["Anna"]})
        failed = None
        try:
            host._json_reply(offer, (sf.ROSTER,), lambda f: True, tries=2)
        except SyncError as err:
            failed = str(err)
        equal(failed is not None, True, "no answer")
        with open(root + "/roster") as handle:
            equal(handle.read(), "Kurt\nGerda\n", "unchanged")
        host, server = connect(root, journal, roster_root=root)
        equal(host.hello()["names"], 40, "offered, with the roster's size")
        names = {"nonce": 4, "names": ["Anna", "GERDA", " bad", "Jürgen"]}
        kind, fields = host._json_reply(
            sf.message(sf.NAMES, names), (sf.ROSTER,), lambda f: f.get("nonce") == 4
        )
        equal(fields["held"], ["Anna", "GERDA", "Jürgen"], "held")
        equal(server.names_added, 2, "added")
        with open(root + "/roster") as handle:
            equal(handle.read(), "Kurt\nGerda\nAnna\nJürgen\n", "the roster file")
        for bad in ({"nonce": 5, "names": "Anna"}, {"nonce": 5, "names": ["x"] * 41}, {}):
            kind, fields = host._json_reply(sf.message(sf.NAMES, bad), (sf.ERROR,), lambda f: True)
            equal(fields["error"], "bad-request", str(bad))
    finally:
        remove_tree(root)


class _RTC:
    def __init__(self):
        self.value = (2000, 1, 1, 5, 0, 0, 0, 0)  # as the ESP32's after power-up

    def datetime(self, value=None):
        if value is not None:
            self.value = value
        return self.value


def test_bye_sets_the_clock_and_numbers_go_on_past_the_hosts():
    from hal.clock import WallClock

    root = fresh_root()
    try:
        journal = device_with_two_sessions(root, 3)
        clock = WallClock(_RTC())
        equal(clock.date(), None, "unknown at first")
        ticks = Clock()
        port = Port()
        server = SerialSync(port, journal, ticks, root + "/sync/config", None, clock)
        host = HostDriver(Line(server, port, ticks))
        host.hello()
        bye = {"sessions": 0, "bytes": 0, "last": 41, "now": "2026-12-03T20:15"}
        host.link.send(sf.message(sf.BYE, bye))
        host.link.receive(10)
        equal(clock.date(), "2026-12-03", "the host's date")
        equal(clock.rtc.value[4:6], (20, 15), "and time")
        journal.end()
        equal(journal.start(Session("bierkopf", {}, PLAYERS, 0, None)), "000042", "next")
        host.hello()
        host.link.send(sf.message(sf.BYE, {"sessions": 0, "bytes": 0, "now": "garbage"}))
        host.link.receive(10)
        equal(clock.date(), "2026-12-03", "a bad time is left alone")
    finally:
        remove_tree(root)


def test_tables_in_parts_are_joined_and_kept():
    # TABLE (docs/sync-protocol.md): a table taken over from a swapped device carries its
    # hands, more than one frame holds; the parts' lists are joined in order.
    root = fresh_root()
    try:
        journal = device_with_two_sessions(root, 1)
        host, server = connect(root, journal, roster_root=root)
        equal(host.hello()["table"], 1, "offered")
        table = {"name": "Rennen", "series": 1, "table": 2, "game": "bierkopf", "settings": {},
                 "players": PLAYERS, "games": 8}  # fmt: skip
        hands = [{"points": [60 + k, 60 - k]} for k in range(6)]
        parts = [
            dict(table, nonce=9, part=1, parts=3, hands=hands[:2]),
            {"nonce": 9, "part": 2, "parts": 3, "hands": hands[2:5]},
            {"nonce": 9, "part": 3, "parts": 3, "hands": hands[5:]},
        ]
        said = []
        for part in parts:
            kind, fields = host._json_reply(sf.message(sf.TABLE, part), (sf.TABLED,), lambda f: 1)
            said.append(fields)
        equal(said[:2], [{"nonce": 9, "part": 1}, {"nonce": 9, "part": 2}], "parts answered")
        equal(fields, {"nonce": 9, "kept": True}, "kept once the last part came")
        with open(root + "/sync/table") as handle:
            equal(json.loads(handle.read()), dict(table, hands=hands), "joined in order")
        # A part of another message, and a table of one player: refused, nothing kept.
        stray = {"nonce": 10, "part": 2, "parts": 2, "hands": hands}
        kind, fields = host._json_reply(sf.message(sf.TABLE, stray), (sf.ERROR,), lambda f: 1)
        equal(fields["error"], "bad-request", "a stray part refused")
        bad = dict(table, name="Other", nonce=11, players=["Kurt"])
        kind, fields = host._json_reply(sf.message(sf.TABLE, bad), (sf.ERROR,), lambda f: 1)
        equal((fields["error"], "players" in fields["text"]), ("bad-request", True), "refused")
        with open(root + "/sync/table") as handle:
            equal(json.loads(handle.read())["name"], "Rennen", "the kept table stays")
    finally:
        remove_tree(root)
