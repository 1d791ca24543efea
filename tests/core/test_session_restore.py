"""A restore at the end of a long evening (under MicroPython at the device's 112 KB heap): a
300-hand Schafkopf log with corrections read back from a file."""

import binascii
import gc
import os

from checks import equal
from core import heap
from core.log import codec
from core.log import frames as logformat
from core.schafkopf import rules as schafkopf
from core.session import Session, decoded_start, session_from

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)
# Not imported from the session tests' helpers (tests/core/sessions.py): that module and what
# it loads would stay in the heap through the restore.
NAMES = ["Anna", "Bert", "Cilli", "Done"]


def hands(count):
    """Schafkopf hands a four-player table may play, one after the other."""
    results = ("won", "lost", "won_schneider", "won")
    for number in range(count):
        seat = number % 4
        if number % 7 == 3:
            yield {"contract": "solo", "declarer": seat, "result": results[number % 4]}
        else:
            partner = (seat + 1 + number % 3) % 4
            hand = {"contract": "rufer", "declarer": seat, "partner": partner}
            hand["result"] = results[number % 4]
            yield hand


def fingerprint(session):
    crc = 0
    for stored in session.hands:
        crc = binascii.crc32(stored, crc)
    state = binascii.crc32(codec.encode(session.state))
    return len(session.hands), crc, state, session.corrections


def records(count, corrections):
    """(kind, value) of `count` hands, then of the corrections, one at a time."""
    for hand in hands(count):
        yield logformat.HAND, hand
    for step in corrections:
        if step == "undo":
            count -= 1
            yield logformat.UNDO, None
        elif step == "delete":
            count -= 1
            yield logformat.DELETE, count
        else:
            yield logformat.EDIT, [0, {"contract": "wenz", "declarer": 1, "result": step}]


def write_log(path, corrections, broken=-1, count=300):
    """A log of `count` hands and the corrections, as the journal writes it; returns where
    record number `broken` was written, a deletion of a hand that is not there."""
    session = Session("schafkopf", {}, NAMES[:4], 0, "2026-11-28")
    session.device, session.number = "0011223344556677", 12
    tag = logformat.session_tag(session.device, session.number)
    first = logformat.frame(logformat.START, session.start_record(), 0, tag)
    session = None
    at = -1
    with open(path, "wb") as handle:
        written = 0
        for part in (logformat.HEADER, first, logformat.pad(0, tag), first):
            written += handle.write(part)  # not joined: one ~2.3 KB block less, as the journal
        number = 0
        for kind, value in records(count, corrections):
            number += 1
            if number == broken:
                kind, value, at = logformat.DELETE, 400, written
            written += handle.write(logformat.frame(kind, value, number, tag))
    return at


def test_a_long_evening_with_corrections_is_restored_at_the_end():
    path = "/tmp/schreiber-restore-{}.log".format(id(NAMES))
    steps = ("lost", "delete", "undo", "won", "delete", "won_schneider")
    try:
        write_log(path, steps)
        gc.collect()
        # The reader is loaded once the log is written, as the journal loads it at boot: a
        # running evening, which only writes, does not hold it (core.log.frames). The steps of
        # the journal's restore, the reader let go between them as it does (app.journal).
        got = _reader().read_start(path)
        _let_go_of_the_reader()
        equal(got is None, False, "the start copies read")
        session = session_from(decoded_start(got[0]))
        found = _reader().read_into(path, session, got[1], True)
        _let_go_of_the_reader()
        equal(found is None, False, "restored in one pass")
        equal((found.problems, found.seq), ([], 300 + len(steps)), "no problems, every record")
        session.rescore()  # scored once
        fast = fingerprint(session)
        session.edit(0, {"contract": "wenz", "declarer": 2, "result": "lost"})  # and go on
        session = found = got = None
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


def _reader():
    from core import sessionlog

    return sessionlog


def _let_go_of_the_reader():
    for name in ("core.sessionlog", "core.log.reader"):
        heap.unload(name)
