"""Logs of a short Schafkopf evening as the journal writes them, whole and damaged in every
way the restore must survive, for the restore's tests on both interpreters
(tests/host/test_restore_steps.py, tests/firmware/test_journal_restore.py)."""

import binascii

from core.log import codec
from core.log import frames as logformat
from core.session import Session

NAMES = ["Anna", "Bert", "Cilli", "Done"]
DEVICE = "0011223344556677"


def hands(count):
    """Schafkopf hands a four-player table may play, one after the other."""
    results = ("won", "lost", "won_schneider", "won")
    for number in range(count):
        seat = number % 4
        yield {"contract": "rufer", "declarer": seat, "partner": (seat + 1) % 4,
               "result": results[number % 4]}  # fmt: skip


TAG = logformat.session_tag(DEVICE, 4)


def start_record(names=NAMES):
    session = Session("schafkopf", {"stock_sweetener": 20}, names, 0, "2026-11-28")
    session.device, session.number = DEVICE, 4
    return session.start_record()


def parts(first, count=8, corrections=(("edit", 0), ("undo", None), ("delete", 2))):
    """The frames of a log as the journal writes them, one bytes object each: header, the
    start frame `first`, filler, start again, `count` hands, the corrections."""
    tag = TAG
    out = [logformat.HEADER, first, bytes(logformat.pad(0, tag)), first]
    number = 0
    for hand in hands(count):
        number += 1
        out.append(bytes(logformat.frame(logformat.HAND, hand, number, tag)))
    for kind, value in corrections:
        number += 1
        if kind == "edit":
            value = [value, {"contract": "wenz", "declarer": 1, "result": "lost"}]
            out.append(bytes(logformat.frame(logformat.EDIT, value, number, tag)))
        elif kind == "undo":
            out.append(bytes(logformat.frame(logformat.UNDO, None, number, tag)))
        elif kind == "end":
            out.append(bytes(logformat.frame(logformat.END, None, number, tag)))
        else:
            out.append(bytes(logformat.frame(logformat.DELETE, value, number, tag)))
    return out


def flipped(frame, at):
    data = bytearray(frame)
    data[at] ^= 0x08
    return bytes(data)


def fingerprint(session):
    if session is None:
        return None
    crc = 0
    for stored in session.hands:
        crc = binascii.crc32(stored, crc)
    state = binascii.crc32(codec.encode(session.state))
    return len(session.hands), crc, state, session.corrections, session.ended


def cases():
    """(label, the log's frames, True if the steps read it to the end without falling back)."""
    first = bytes(logformat.frame(logformat.START, start_record(), 0, TAG))
    yield "whole", parts(first), True
    log = parts(first)
    log[1] = flipped(log[1], 40)
    yield "first start copy damaged", log, True
    log = parts(first)
    log[3] = flipped(log[3], 40)
    yield "second start copy damaged", log, True
    log = parts(first)
    log[0] = flipped(log[0], 2)
    yield "header with a flipped bit", log, True
    log = parts(first)
    log[6] = flipped(log[6], 5)
    yield "a hand lost", log, True
    log = parts(first)
    log.insert(7, b"\xff" * 20)
    yield "stray bytes between hands", log, True
    log = parts(first)
    log[-1] = log[-1][:-3]
    yield "a torn last record", log, True
    yield "ended", parts(first, corrections=(("edit", 0), ("end", None))), True
    log = parts(first)
    log.append(log[1])  # a start copy repeated: out of sequence
    yield "a start copy repeated at the end", log, True
    log = parts(first)
    log.append(bytes(logformat.frame(logformat.START, start_record(), 12, TAG)))
    yield "a start numbered later", log, False
    log = parts(first, corrections=(("delete", 40),))
    yield "a deletion that does not fit", log, False
    log = parts(first)
    log.insert(1, log.pop(5))  # a hand before the start
    # A version 3 hand checks out under a session's number and tag only once its start is read:
    # before it, it reads as damaged and is skipped, and the steps read on past the start.
    yield "a record before the start", log, True
    log = parts(first)
    log[3] = bytes(logformat.frame(logformat.START, start_record(NAMES[:3] + ["Dora"]), 0, TAG))
    yield "two different starts", log, False


def write(path, log):
    with open(path, "wb") as handle:
        for part in log:
            handle.write(part)
