"""A 300-hand Schafkopf log with corrections, written as the journal writes it, and the log
reader loaded and let go as the journal does: the restore tests' helpers (a module apart, so
that one test file does not load another's tests and tables into MicroPython's 112 KB heap)."""

from core import heap
from core.log import frames as logformat
from core.session import Session

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


def read_start(path):
    """(the log's start record decoded, the mark past its copies), as the journal reads them
    at a restore (app.journal): by core.log.follow, loaded for it and let go, the encoding let
    go before the record's words are interned (core.session.interned_start)."""
    from core.log import codec

    try:
        with open(path, "rb") as handle:
            got = heap.load("core.log.follow").starts(handle)
    finally:
        heap.unload("core.log.follow")
    return codec.decode(got[0])[0], got[1]


def read_on(path, session, mark):
    """(the mark past the records after the start copies, True if they were read to the log's
    end), each applied to `session`'s hand list as the journal applies them (app.journal):
    core.log.follow loaded for it and let go, the chunks made low (HandStore.low)."""
    session.hands.low = True
    try:
        with open(path, "rb") as handle:
            return heap.load("core.log.follow").read_on(handle, mark, session.load)
    finally:
        session.hands.low = False
        heap.unload("core.log.follow")


def load_reader():
    """core.sessionlog, loaded to read a log, as the journal loads it (app.journal)."""
    from core import sessionlog

    return sessionlog


def let_go_of_the_reader():
    for name in ("core.sessionlog", "core.log.reader"):
        heap.unload(name)
