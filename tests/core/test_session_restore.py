"""Corrections in place and restores at the end of a long evening (under MicroPython at the
device's 112 KB heap): the hand store edited in place against a plain list, and a 300-hand
Schafkopf log with corrections read back from a file."""

import binascii
import gc
import os

from sessions import NAMES

from checks import equal
from core import codec, logformat, schafkopf
from core.session import HandStore, Session
from core.sessionlog import read_log

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)


def blob(size, mark):
    return bytes((mark + i) & 0xFF for i in range(size))


def test_hand_store_edits_in_place_like_a_list():
    store = HandStore()
    model = []
    seed = 7
    for step in range(600):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        size = 1 + seed % 255 if step % 5 == 0 else 1 + seed % 20
        action = (seed >> 8) % 4 if model else 0
        index = (seed >> 12) % len(model) if model else 0
        if action == 0:
            store.append(blob(size, step))
            model.append(blob(size, step))
        elif action == 1:
            store.replace(index, blob(size, step))
            model[index] = blob(size, step)
        elif action == 2:
            store.remove(index)
            del model[index]
        else:
            store.remove(len(model) - 1)
            model.pop()
        equal(len(store), len(model), "step {}".format(step))
        for number in range(len(store.chunks)):
            used = store.used[number]
            equal((0 < used <= 512, store.counts[number] > 0), (True, True), "chunk in use")
    equal(list(store), model, "same records in the same order")
    equal([store[i] for i in range(len(model))], model, "each found by its index")


def hands():
    """300 Schafkopf hands a four-player table may play, one after the other."""
    results = ("won", "lost", "won_schneider", "won")
    for number in range(300):
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


def write_evening(path, corrections):
    """Play 300 hands and the corrections into a log file; returns the session's fingerprint."""
    session = Session("schafkopf", {}, NAMES[:4], 0, "2026-11-28")
    session.device, session.number = "0011223344556677", 12
    tag = logformat.session_tag(session.device, session.number)
    seq = [0]
    with open(path, "wb") as handle:
        first = logformat.frame(logformat.START, session.start_record(), 0, tag)
        handle.write(logformat.HEADER + first + logformat.pad(0, tag) + first)

        def persist(kind, value):
            seq[0] += 1
            handle.write(logformat.frame(kind, value, seq[0], tag))

        for hand in hands():
            session.add(hand, persist)
        gc.collect()
        for step in corrections:
            if step == "undo":
                session.undo(persist)
            elif step == "delete":
                session.delete(len(session.hands) - 1, persist)
            else:
                session.edit(0, {"contract": "wenz", "declarer": 1, "result": step}, persist)
    return fingerprint(session)


def test_a_long_evening_with_corrections_is_restored_at_the_end():
    path = "/tmp/schreiber-restore-{}.log".format(id(NAMES))
    steps = ("lost", "delete", "undo", "won", "delete", "won_schneider")
    try:
        gc.collect()
        want = write_evening(path, steps)
        gc.collect()
        session, problems = read_log(path)
        equal(problems, [])
        equal(fingerprint(session), want, "standings, hands and corrections as they were")
        equal(fingerprint(session)[3], len(steps), "corrections counted")
        session.edit(0, {"contract": "wenz", "declarer": 2, "result": "lost"})  # and go on
        session = None
        gc.collect()
        # A correction that no longer fits the hands before it (its hand was lost): the
        # slow path reads the log record by record and reports it.
        with open(path, "rb") as handle:
            data = bytearray(handle.read())
        deleted = logformat.frame(logformat.DELETE, 299, 302, _tag())
        cut = data.index(deleted)
        with open(path, "wb") as handle:
            handle.write(data[:cut])
            handle.write(logformat.frame(logformat.DELETE, 400, 302, _tag()))
            handle.write(data[cut + len(deleted) :])
        data = None
        gc.collect()
        session, problems = read_log(path)
        equal((problems, len(session.hands)), ([(cut, "index: there is no hand 401")], 298))
    finally:
        os.remove(path)


def _tag():
    return logformat.session_tag("0011223344556677", 12)
