"""The restore's steps (core.sessionlog: the start copies read first, the session made from
them, the records after them read from the reader's mark, scored once) and the record-by-record
read that starts the same way come back to exactly what reading the log from the top, record
by record, does: on whole logs and on every kind of damage (tests/core/restore_cases.py). The
journal's restore on the device is held to the same in tests/firmware/test_journal_restore.py.
"""

from restore_cases import cases, fingerprint, write

from checks import equal
from core import sessionlog
from core.session import decoded_start, session_from


def found_of(reader):
    return reader.problems, reader.version, reader.seq, reader.tag


def test_the_steps_come_back_to_what_reading_from_the_top_does(tmp_path):
    path = str(tmp_path / "000004.log")
    for label, log, whole in cases():
        write(path, log)
        session, reader = sessionlog._read_from_the_top(path)
        want = found_of(reader), fingerprint(session)
        session, reader = sessionlog.read_checked(path)
        equal((found_of(reader), fingerprint(session)), want, label + ": checked")
        got = sessionlog.read_start(path)
        session = found = None
        if got is not None:
            session = session_from(decoded_start(got[0]))
        if session is not None:
            found = sessionlog.read_into(path, session, got[1], True)
        if found is not None:
            session.rescore()
            equal((found_of(found), fingerprint(session)), want, label + ": in steps")
        equal(found is not None, whole, label + ": read in steps to the end")
        session, found = sessionlog.restore(path)
        equal((found_of(found), fingerprint(session)), want, label + ": restore")
