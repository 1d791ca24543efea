"""Sessions rebuilt from their log records and bytes, for the session tests (a module apart from
`sessions`, so a test that does not rebuild does not load the log reader into MicroPython's
112 KB heap)."""

import gc

from checks import equal
from core import heap
from core.log import codec
from core.log import frames as logformat
from core.session import Session

# The session tests' names (tests/core/sessions.py), not imported from there: that module and
# what it loads would stay in the heap through every rebuild.
NAMES = ["Anna", "Bert", "Cilli", "Done", "Erna"]


def identity(session):
    state = bytes(codec.encode(session.state))
    return (session.game, session.rules, session.players, session.dealer, session.date,
            session.device, session.number, b"".join(session.hands), state,
            session.corrections, session.ended)  # fmt: skip


def rebuild(game, given, players, dealer, script, label):
    """Play `script` ((op, args...), op add/edit/delete/undo/end) through a persist callback,
    then rebuild it from the records as a restore does (hands loaded, scored once), and from
    the log's bytes record by record, each checked as it comes."""
    gc.collect()
    session = Session(game, given, NAMES[:players], dealer, "2024-05-19")
    session.device, session.number = "0a1b2c3d4e5f", 7
    tag = logformat.session_tag(session.device, session.number)
    start = session.start_record()
    data = bytearray(logformat.HEADER)
    data.extend(logformat.frame(logformat.START, start, 0, tag))
    log = []
    persist = lambda kind, value: log.append((kind, value))  # noqa: E731
    for step in script:
        op = step[0]
        if op == "add":
            session.add(step[1], persist)
        elif op == "edit":
            session.edit(step[1], step[2], persist)
        elif op == "delete":
            session.delete(step[1], persist)
        elif op == "undo":
            session.undo(persist)
        else:
            session.end(persist)
        kind = getattr(logformat, op.upper().replace("ADD", "HAND"))
        equal(log[-1][0], kind, label)
        data.extend(logformat.frame(kind, log[-1][1], len(log), tag))
    equal(len(log), len(script), label)
    want = identity(session)
    session = None
    gc.collect()
    again = Session.from_start_record(start)
    for kind, value in log:
        again.load(kind, value)  # as a restore does: hands first, scored once
    again.rescore()
    equal(identity(again), want, label + ": loaded, scored once")
    again = log = start = None
    gc.collect()
    # Fed in pieces as a restore reads the file (core.sessionlog), not copied whole.
    reader = _reader().Reader()
    found = []
    for at in range(0, len(data), 256):
        reader.feed(data[at : at + 256])
        found.extend(reader.records())
    found.extend(reader.records(final=True))
    problems = reader.problems
    reader = None
    _let_go_of_the_reader()
    data = None
    equal((problems, found[0][1]), ([], logformat.START), label)
    gc.collect()
    again = Session.from_start_record(found[0][2])
    for _, kind, value in found[1:]:
        again.apply(kind, value)
    equal(identity(again), want, label + ": from bytes")


def _reader():
    """The log reader, loaded only to read, as the journal loads it: a session that is played
    and written does not hold it in the heap (core.log.frames)."""
    from core.log import reader as logreader

    return logreader


def _let_go_of_the_reader():
    heap.unload("core.log.reader")
