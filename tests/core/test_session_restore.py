"""A restore at the end of a long evening (under MicroPython at the device's 112 KB heap): a
300-hand Schafkopf log with corrections read back from a file."""

import binascii
import gc
import os

from restores import NAMES, read_on, read_start, records, write_log

from checks import equal
from core.log import codec
from core.schafkopf import rules as schafkopf
from core.session import Session, interned_start, session_from

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)


def fingerprint(session):
    crc = 0
    for stored in session.hands:
        crc = binascii.crc32(stored, crc)
    state = binascii.crc32(codec.encode(session.state))
    return len(session.hands), crc, state, session.corrections


def test_a_long_evening_with_corrections_is_restored_at_the_end():
    path = "/tmp/schreiber-restore-{}.log".format(id(NAMES))
    steps = ("lost", "delete", "undo", "won", "delete", "won_schneider")
    try:
        write_log(path, steps)
        gc.collect()
        # The steps of the journal's restore (app.journal): the log as the journal wrote it
        # is read by core.log.follow alone, loaded for each step and let go after it, once the
        # log is written, as at boot: a running evening, which only writes, does not hold it.
        got = read_start(path)
        equal(got is None, False, "the start copies read")
        record, mark = got
        got = None
        interned_start(record)
        session = session_from(record)
        record = None
        mark, done = read_on(path, session, mark)
        equal(done, True, "restored in one pass")
        equal((mark[4], mark[3]), ([], 300 + len(steps)), "no problems, every record")
        session.rescore()  # scored once
        fast = fingerprint(session)
        session.edit(0, {"contract": "wenz", "declarer": 2, "result": "lost"})  # and go on
        session = mark = None
        gc.collect()
        # Each record replayed as it was made live, each correction at the end of the
        # evening: the standings the restore must have come back to.
        session = Session("schafkopf", {}, NAMES[:4], 0, "2026-11-28")
        for kind, value in records(300, steps):
            session.apply(kind, value)
        equal(fingerprint(session), fast, "as they were")
        equal((fast[0], fast[3]), (297, len(steps)), "hands and corrections")
    finally:
        try:
            os.remove(path)
        except OSError:
            pass  # never written: the failure above says why
