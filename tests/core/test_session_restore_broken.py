"""A restore of a log with a correction that no longer fits the hands before it (under
MicroPython at the device's 112 KB heap; a file apart from test_session_restore, so that each
has its heap to itself; their helpers: restores.py)."""

import gc
import os

from restores import NAMES, let_go_of_the_reader, load_reader, read_on, read_start, write_log

from checks import equal, raises
from core.session import decoded_start, interned_start, session_from


def test_a_correction_that_does_not_fit_is_reported_and_the_rest_restored():
    path = "/tmp/schreiber-broken-{}.log".format(id(NAMES))
    steps = ("lost", "delete", "undo", "won", "delete", "won_schneider")
    try:
        # The deletion of a hand that is not there: the log is read again record by record,
        # and that one reported.
        broken = write_log(path, steps, 32, 30)
        gc.collect()
        # The steps of the journal's restore (app.journal): the records read by core.log.follow
        # into the hand list, where the deletion does not fit.
        record, mark = read_start(path)
        interned_start(record)
        session = session_from(record)
        record = None
        raises(read_on, path, session, mark, field="index")
        session = mark = None
        gc.collect()
        # Read again record by record, the session made with the reader let go as before.
        got = load_reader().read_start(path)
        let_go_of_the_reader()
        session = session_from(decoded_start(got[0]))
        session, reader = load_reader().read_checked(path, got, session)
        let_go_of_the_reader()
        want = [(broken, "index: there is no hand 401")]
        equal((reader.problems, len(session.hands)), (want, 28), "read record by record")
    finally:
        try:
            os.remove(path)
        except OSError:
            pass  # never written: the failure above says why
