"""The table's "not sent" mark (sync/auto.py) at the end of a USB sync, on the port: as the
sync ends (app/platform.py calls sync.auto.after_serial), the mark goes when the host got
everything (the ended sessions marked synced, the open one pulled whole as its HELLO listed it)
and the device keeps that for its next start; it stays when a hand was saved after the HELLO
or the host went away. The real serial sync server (sync/server.py) answers a host over an
in-memory line (sync_rig.py); the whole path over a pseudo-terminal, the simulator
and the host's pyserial: tests/host/test_push_usb_clears.py."""

import gc
import os
import time

from sync_rig import HANDS, connect, device_with_two_sessions

from app.journal import Journal
from checks import equal
from core import heap


class Table:
    """What sync/auto.py reads and keeps of the app's frame (app/frame.py): the journal, the
    root, and `behind`, the mark: the last push did not finish."""

    def __init__(self, root):
        self.root = root
        self.journal = Journal(root + "/sessions")
        self.journal.restore()
        self.behind = True


def _table_behind():
    """A device paired for Wi-Fi whose last push did not finish, with an ended session and an
    open one, and a serial sync ready on its line."""
    root = "/tmp/schreiber-mark-{}".format(time.ticks_us())
    os.mkdir(root)
    os.mkdir(root + "/sync")
    with open(root + "/sync/config", "w") as handle:
        handle.write('{"ssid": "Stammtisch"}')
    device_with_two_sessions(root, 3)
    gc.collect()  # that journal's session: the table's journal reads it again
    table = Table(root)
    host, server = connect(root, table.journal)
    return table, host, server


def _synced(host):
    """The host's whole sync, and the device's loop once more: it reads the BYE."""
    host.sync()
    host.link.receive(10)


def _ended(table, server):
    return heap.call("sync.auto", "after_serial", table, server)


def test_a_usb_sync_that_leaves_nothing_unsent_takes_the_mark_away():
    table, host, server = _table_behind()
    _synced(host)
    equal(_ended(table, server), True)  # the table is drawn again without it
    equal(table.behind, False)
    with open(table.root + "/sync/pushed") as handle:  # kept for the next start
        equal(handle.read().split()[0], table.journal.current)


def test_a_hand_saved_after_the_hello_keeps_the_mark():
    table, host, server = _table_behind()
    _synced(host)
    table.journal.add(HANDS[0])  # the host was told the log without it
    equal(_ended(table, server), False)
    equal(table.behind, True)


def test_a_sync_the_host_left_keeps_the_mark():
    table, host, server = _table_behind()
    host.hello()  # then the cable is pulled: no BYE
    server.result = (False, 0, 0, None)  # as poll() says of a host gone silent
    equal(_ended(table, server), False)
    equal(table.behind, True)
