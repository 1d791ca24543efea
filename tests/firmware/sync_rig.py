"""The serial sync's tests' rig (test_sync_server, test_sync_server_exchanges): a journal with
sessions on the port's filesystem, the device's end of an in-memory line that can flip bits,
drop and cut frames and add noise in either direction, and a minimal host driving it."""

import gc
import os
import time

from sync_driver import HostDriver

from app.journal import Journal
from checks import equal
from core.session import Session
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
