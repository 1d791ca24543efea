"""A restore at the end of a long evening (under MicroPython at the device's 112 KB heap): a
300-hand Schafkopf log with corrections read back from a file."""

import binascii
import gc
import os

from sessions import NAMES

from checks import equal
from core import codec, logformat, schafkopf
from core.session import Session
from core.sessionlog import read_log

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)


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


def write_evening(path, corrections, broken=-1, count=300):
    """Play `count` hands and the corrections into a log file; returns the session's fingerprint
    and where record number `broken` was written, a deletion of a hand there is not."""
    session = Session("schafkopf", {}, NAMES[:4], 0, "2026-11-28")
    session.device, session.number = "0011223344556677", 12
    tag = logformat.session_tag(session.device, session.number)
    seq = [0, 0, -1]  # last sequence number, bytes written, offset of the broken record
    with open(path, "wb") as handle:
        first = logformat.frame(logformat.START, session.start_record(), 0, tag)
        seq[1] = handle.write(logformat.HEADER + first + logformat.pad(0, tag) + first)

        def persist(kind, value):
            seq[0] += 1
            if seq[0] == broken:
                kind, value, seq[2] = logformat.DELETE, 400, seq[1]
            seq[1] += handle.write(logformat.frame(kind, value, seq[0], tag))

        for hand in hands(count):
            session.add(hand, persist)
        gc.collect()
        for step in corrections:
            if step == "undo":
                session.undo(persist)
            elif step == "delete":
                session.delete(len(session.hands) - 1, persist)
            else:
                session.edit(0, {"contract": "wenz", "declarer": 1, "result": step}, persist)
    return fingerprint(session), seq[2]


def scrub(depth):
    """Overwrite the stack the written evening used: MicroPython's collector scans the stack
    conservatively, and a stale slot would keep that whole evening alive beside the one read
    back. (On the device the restore runs after a restart, in a fresh heap.)"""
    a = b = c = d = e = f = g = h = None
    if depth:
        scrub(depth - 1)
    return a or b or c or d or e or f or g or h


def test_a_long_evening_with_corrections_is_restored_at_the_end():
    path = "/tmp/schreiber-restore-{}.log".format(id(NAMES))
    steps = ("lost", "delete", "undo", "won", "delete", "won_schneider")
    try:
        gc.collect()
        want = write_evening(path, steps)[0]
        scrub(30)
        gc.collect()
        session, problems = read_log(path)
        equal(problems, [])
        equal(fingerprint(session), want, "standings, hands and corrections as they were")
        equal(fingerprint(session)[3], len(steps), "corrections counted")
        session.edit(0, {"contract": "wenz", "declarer": 2, "result": "lost"})  # and go on
        session = None
        gc.collect()
        # A correction that no longer fits the hands before it (the deletion of a hand that is
        # not there): the log is read again record by record, and that one reported.
        broken = write_evening(path, steps, 32, 30)[1]
        gc.collect()
        session, problems = read_log(path)
        equal((problems, len(session.hands)), ([(broken, "index: there is no hand 401")], 28))
    finally:
        os.remove(path)
