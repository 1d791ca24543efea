"""The device's serial sync server with the real journal on the port's filesystem, driven by a
minimal host over an in-memory line that can flip bits, drop and cut frames and add noise in
either direction: every run ends with the host holding exactly the device's log bytes. The
exchanges besides the logs (versions, pairing, names, the clock, tables):
test_sync_server_exchanges."""

import gc

from sync_driver import SyncError
from sync_rig import (
    HANDS,
    Clock,
    Port,
    check_host_holds_everything,
    connect,
    device_with_two_sessions,
    file_bytes,
    fresh_root,
    remove_tree,
)

from checks import equal
from sync import wire as sf
from sync.server import SerialSync


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
        _sync_through(name, damage)


def _sync_through(name, damage):
    """One damaged line's sync, in a function of its own: the journal, host and server it
    made are let go when it returns, not held while the next damage builds its own."""
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
        # The first host and its server let go before the second connects, as a host that
        # lost its line starts again with only what it stored.
        store = host.store
        del host, server
        gc.collect()
        again, _ = connect(root, journal)
        again.store = store
        again.sync()
        check_host_holds_everything(again, journal)
        equal(journal.is_synced("000001"), True, "marked after the second sync")
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
