"""The journal's restore at boot (app.journal: the log reader let go between its steps, and a
damaged log read again record by record; with the hands' chunks reserved first or not) comes
back to exactly what reading the log from the top, record by record, does: on whole logs and
on every kind of damage (tests/core/restore_cases.py)."""

import gc
import os
import sys
import time

from restore_cases import cases, fingerprint, write

from app.journal import Journal
from checks import equal
from core import heap


def test_the_journal_restores_what_reading_from_the_top_does():
    root = "/tmp/schreiber-restore-{}".format(time.ticks_us())
    os.mkdir(root)
    root += "/sessions"
    Journal(root)
    with open(root + "/current", "w") as handle:
        handle.write("000004")
    _names_interned_first(root)
    for label, log, _ in cases():
        write(root + "/000004.log", log)
        log = None
        gc.collect()
        from core import sessionlog

        session, reader = sessionlog._read_from_the_top(root + "/000004.log")
        want = (reader.problems, reader.version, max(reader.seq, 0), reader.tag or 0)
        want = want, fingerprint(session)
        session = reader = sessionlog = None
        _let_go_of_the_reader()
        gc.collect()
        # And with the hands' chunks reserved first, as the device boots (app.platform):
        # whatever the log's head holds, the restore is the same.
        for reserved in (False, True):
            journal = Journal(root)
            if reserved:
                journal.reserve()
            session = journal.restore()
            got = (journal.problems, journal.version, journal.seq, journal.tag)
            equal((got, fingerprint(session)), want, label)
            journal = session = None
            gc.collect()


def _let_go_of_the_reader():
    for name in ("core.sessionlog", "core.log.reader"):
        heap.unload(name)


def test_a_log_as_the_journal_wrote_it_is_restored_without_the_full_reader():
    # core.log.follow reads it alone; the full reader (core.sessionlog and core.log.reader,
    # ~9 KB of heap from .mpy) is loaded only for what follow leaves, such as a torn record.
    root = "/tmp/schreiber-follow-{}".format(time.ticks_us())
    os.mkdir(root)
    root += "/sessions"
    Journal(root)
    with open(root + "/current", "w") as handle:
        handle.write("000004")
    # As in the test above: the full reader's names interned while the heap is in one piece,
    # not in a heap the whole log's restore cut up (on the device they are in flash).
    _names_interned_first(root)
    loaded = []
    load = heap.load

    def noted(name):
        loaded.append(name)
        return load(name)

    for label, log, _ in cases():
        if label not in ("whole", "a torn last record"):
            continue
        write(root + "/000004.log", log)
        log = None  # on flash now: the restore reads it from there, as at a boot
        gc.collect()
        del loaded[:]
        heap.load = noted
        try:
            journal = Journal(root)
            journal.reserve()
            session = journal.restore()
        finally:
            heap.load = load
        equal(len(session.hands) > 0, True, label)
        equal("core.sessionlog" in loaded, label != "whole", label)
        journal = session = None
        gc.collect()


# What the restores load, the error messages' module among them.
_LOADED = ("core.shown", "core.log.follow", "core.sessionlog", "core.log.reader",
           "core.schafkopf.rules", "core.schafkopf.session_rules", "core.record",
           "core.sheet")  # fmt: skip


def _names_interned_first(root):
    """Load what the restores load and read a log whose last correction the core refuses (an
    error message made) once, while the heap is still in one piece, and let it all go. From
    .mpy each module's names are interned in the heap, in pools that double when full
    (py/qstr.c, qstr_add): the restores' names end just past the 620 that the pools up to 320
    entries hold, and the next pool, 640 entries (7 KB in one block), came wherever the 621st
    name did, at a damaged log's first error message, once the cases had cut the heap into
    small holes (`micropython.qstr_info()` shows the same count after this and at the end).
    Frozen on the device, the code's names are in flash."""
    before = list(sys.modules)
    for name in _LOADED:
        heap.load(name)
    for name in _LOADED:
        if name not in before:
            heap.unload(name)
    gc.collect()
    log = next(case[1] for case in cases() if case[0] == "a deletion that does not fit")
    write(root + "/000004.log", log)
    log = None
    from core import sessionlog

    sessionlog._read_from_the_top(root + "/000004.log")
    sessionlog = None
    _let_go_of_the_reader()
    gc.collect()
