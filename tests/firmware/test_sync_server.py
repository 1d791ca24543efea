"""The device's serial sync server with the real journal on the port's filesystem, driven by a
minimal host over an in-memory line that can flip bits, drop and cut frames and add noise in
either direction: every run ends with the host holding exactly the device's log bytes."""

import gc
import json
import os
import time

from sync_driver import HostDriver, SyncError

from app.journal import Journal
from checks import equal
from core.session import Session
from sync import wire as sf
from sync.server import SerialSync

# Bierkopf: the smallest rules module, so the port's heap is left for the sync itself. A
# bierkopf race ends at 21 points; these hands never reach it.
PLAYERS = ["Kurt", "Gerda", "Fritz", "Inge"]
HANDS = ({"points": [60, 60]}, {"points": [65, 55]}, {"points": [55, 65]})


class Clock:
    def __init__(self):
        self.ms = 0

    def ticks_ms(self):
        return self.ms

    def ticks_diff(self, a, b):
        return a - b


class Port:
    """The device's end of the line: what the host sent waits in `inbox`."""

    def __init__(self):
        self.inbox = bytearray()
        self.outbox = []

    def read(self, count):
        data = bytes(self.inbox[:count])
        self.inbox[0:count] = b""
        return data

    def write(self, data):
        self.outbox.append(bytes(data))


class Line:
    """The host's link: runs the device's loop on a faked clock, passing bytes both ways
    through `damage` (frame number, bytes, direction) -> bytes."""

    def __init__(self, server, port, clock, damage=None):
        self.server = server
        self.port = port
        self.clock = clock
        self.damage = damage
        self.count = 0

    def now(self):
        return self.clock.ms

    def send(self, data):
        self.port.inbox.extend(self._pass(data, "to device"))

    def receive(self, ms):
        self.clock.ms += 10
        self.server.poll(self.clock.ms)
        out = bytearray()
        for data in self.port.outbox:
            out.extend(self._pass(data, "to host"))
        self.port.outbox = []
        return bytes(out)

    def _pass(self, data, direction):
        self.count += 1
        if self.damage is None:
            return data
        return self.damage(self.count, data, direction)


def fresh_root():
    root = "/tmp/schreiber-sync-{}".format(time.ticks_us())
    os.mkdir(root)
    return root


def remove_tree(path):
    for name in os.listdir(path):
        child = path + "/" + name
        if os.stat(child)[0] & 0x4000:
            remove_tree(child)
        else:
            os.remove(child)
    os.rmdir(path)


def device_with_two_sessions(root, hands=12):
    """A journal with an ended session of `hands` hands (all but two taken back) and an
    open one of three."""
    journal = Journal(root + "/sessions")
    journal.start(Session("bierkopf", {}, PLAYERS, 0, "2026-11-27"))
    for i in range(hands):
        journal.add(HANDS[i % len(HANDS)])
        if i >= 2:
            journal.undo()  # taken back, so the race stays open however many hands
    journal.end()
    journal.start(Session("bierkopf", {}, PLAYERS, 1, "2026-11-28"))
    for hand in HANDS:
        journal.add(hand)
    return journal


def file_bytes(journal, ident):
    with open(journal.root + "/" + ident + ".log", "rb") as handle:
        return handle.read()


def connect(root, journal, damage=None, roster_root=None):
    clock = Clock()
    port = Port()
    server = SerialSync(port, journal, clock, root + "/sync/config", roster_root)
    return HostDriver(Line(server, port, clock, damage)), server


def check_host_holds_everything(host, journal):
    """Compared a block at a time: the port's heap holds the host's copies already."""
    gc.collect()
    for ident in journal.sessions():
        held = host.store[(journal.device, int(ident))]
        at = 0
        with open(journal.root + "/" + ident + ".log", "rb") as handle:
            block = handle.read(512)
            while block:
                equal(held[at : at + len(block)] == block, True, "{} @{}".format(ident, at))
                at += len(block)
                block = handle.read(512)
        equal(len(held), at, "session {} size".format(ident))


def test_clean_sync_marks_the_ended_session_only():
    root = fresh_root()
    try:
        journal = device_with_two_sessions(root)
        host, server = connect(root, journal)
        got = host.sync()
        host.link.receive(10)  # the device reads the BYE
        check_host_holds_everything(host, journal)
        equal(got, sum(len(file_bytes(journal, i)) for i in journal.sessions()), "bytes")
        equal(journal.is_synced("000001"), True, "ended session marked")
        equal(journal.is_synced("000002"), False, "open session not marked")
        equal(server.result, (True, 2, got, ""), "result shown")
        equal(server.busy(), False, "idle after BYE")
        # Again: only the open session is listed, and nothing new comes.
        equal(host.sync(), 0, "nothing new")
        equal([s[0] for s in host.identity["sessions"]], [2], "listed")
        # A hand more on the device: only its bytes travel.
        before = len(file_bytes(journal, "000002"))
        journal.add(HANDS[0])
        equal(host.sync(), len(file_bytes(journal, "000002")) - before, "the new hand")
        check_host_holds_everything(host, journal)
    finally:
        remove_tree(root)


def test_faults_on_the_line_end_with_the_same_bytes():
    def flip(count, data, direction):
        if count % 7 == 3 and len(data) > 12:
            data = bytearray(data)
            data[count % len(data)] ^= 0x10
            return bytes(data)
        return data

    def drop(count, data, direction):
        return b"" if count % 5 == 2 else data

    def cut(count, data, direction):
        return data[: len(data) // 2] if count % 6 == 1 else data

    def noise(count, data, direction):
        if direction == "to host" and count % 3 == 0:
            return b"Traceback (most recent call last):\r\n\x03>>> " + data + b"\xc0\xde\x01"
        return data

    for name, damage in (("flip", flip), ("drop", drop), ("cut", cut), ("noise", noise)):
        gc.collect()
        root = fresh_root()
        try:
            journal = device_with_two_sessions(root, 90)
            host, server = connect(root, journal, damage)
            host.sync()
            check_host_holds_everything(host, journal)
            equal(journal.is_synced("000001"), True, name + ": marked")
        finally:
            remove_tree(root)


def test_interrupted_sync_resumes_without_duplicates():
    root = fresh_root()
    try:
        journal = device_with_two_sessions(root, 90)
        size = len(file_bytes(journal, "000001"))
        cut_after = [0]

        def disconnect(count, data, direction):
            # The cable comes out after 2600 bytes reached the host: nothing passes after that.
            if direction == "to host":
                cut_after[0] += len(data)
            return data if cut_after[0] < 2600 else b""

        host, server = connect(root, journal, disconnect)
        failed = False
        try:
            host.sync()
        except SyncError:
            failed = True
        equal(failed, True, "the first sync fails")
        held = len(host.store[(journal.device, 1)])
        equal(0 < held < size, True, "a part arrived: {} of {}".format(held, size))
        equal(journal.is_synced("000001"), False, "not marked")
        again, _ = connect(root, journal)
        again.store = host.store
        again.sync()
        check_host_holds_everything(again, journal)
        equal(journal.is_synced("000001"), True, "marked after the second sync")
    finally:
        remove_tree(root)


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


def _mark(host, session, size, digest):
    ask = {"s": session, "size": size}
    if digest is not None:
        ask["digest"] = digest
    kind, fields = host._json_reply(
        sf.message(sf.MARK, ask), (sf.MARKED,), lambda f: f.get("s") == session
    )
    return fields["synced"]


def test_a_session_is_marked_only_when_the_host_holds_its_content():
    root = fresh_root()
    try:
        journal = device_with_two_sessions(root, 3)
        host, server = connect(root, journal)
        identity = host.hello()
        equal(identity["content"], sf.CONTENT, "the device checks content")
        equal([len(n) for n in identity["ids"]], [16, 16], "each session's nonce listed")
        equal(identity["ids"][0] != identity["ids"][1], True, "nonces differ")
        data = file_bytes(journal, "000001")
        other = bytearray(data)
        other[40] ^= 1  # the same size, another byte: what a size-only check let through
        equal(_mark(host, 1, len(data), None), False, "no digest: not marked")
        equal(_mark(host, 1, len(data), sf.digest([other])), False, "another content")
        equal(journal.is_synced("000001"), False, "not marked yet")
        equal(_mark(host, 1, len(data), sf.digest([data])), True, "the same bytes")
        equal(journal.is_synced("000001"), True, "marked")
    finally:
        remove_tree(root)


def test_a_copy_whose_last_bytes_match_but_not_the_rest_is_refused():
    root = fresh_root()
    try:
        journal = device_with_two_sessions(root, 12)
        data = file_bytes(journal, "000001")
        spliced = bytearray(data[:200])
        spliced[20] ^= 1  # another start record; the last 64 bytes still the device's
        host, server = connect(root, journal)
        host.hello()
        ask = {"s": 1, "from": 200, "to": len(data), "check": sf.check(spliced)}
        ask["digest"] = sf.digest([spliced])
        kind, fields = host._json_reply(sf.message(sf.PULL, ask), (sf.ERROR,), lambda f: True)
        equal(fields["error"], "mismatch", "refused")
        # Nothing new: a PULL of nothing checks the content and answers an empty DATA.
        whole = {"s": 1, "from": len(data), "to": len(data), "check": sf.check(data)}
        whole["digest"] = sf.digest([data])
        host.link.send(sf.message(sf.PULL, whole))
        got = host._next(host.link.now() + 500)
        equal((got[1], sf.read_data(got[2])), (sf.DATA, (1, len(data), b"")), "confirmed")
        whole["digest"] = sf.digest([spliced])
        kind, fields = host._json_reply(sf.message(sf.PULL, whole), (sf.ERROR,), lambda f: True)
        equal(fields["error"], "mismatch", "another content")
    finally:
        remove_tree(root)


def test_a_half_frame_left_before_a_sleep_does_not_swallow_the_next_hello():
    root = fresh_root()
    try:
        journal = device_with_two_sessions(root, 3)
        clock = Clock()
        port = Port()
        server = SerialSync(port, journal, clock, root + "/sync/config")
        port.inbox.extend(sf.frame(1, sf.DATA, b"x" * 1000)[:7])  # a head, no body
        server.poll(clock.ms)
        clock.ms += 5000  # asleep: no poll until the next byte wakes the device
        port.inbox.extend(sf.hello(9))
        server.poll(clock.ms)
        parser = sf.Parser()
        for data in port.outbox:
            parser.feed(data)
        got = parser.next()
        equal(got is not None and got[1], sf.IDENTITY, "answered at once")
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
