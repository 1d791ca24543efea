"""Rebuilds a session from its log file: the one reader used by the device at boot and by the
host tool."""

from core import logformat
from core.errors import InputError
from core.session import Session

_CHUNK = 256  # bytes read at a time, so a long log never needs its whole size in heap


def read_log(path):
    """Read a session log file in chunks: (session or None, [(offset, problem), ...]).

    Records that fail their checksum, a torn last record, or a correction that no longer fits
    are reported as problems and not applied; everything else is."""
    reader = logformat.Reader()
    session = None
    problems = reader.problems
    with open(path, "rb") as handle:
        while True:
            chunk = handle.read(_CHUNK)
            final = not chunk
            if chunk:
                reader.feed(chunk)
            for offset, kind, value in reader.records(final):
                session = _apply(session, offset, kind, value, problems)
            if final:
                break
    return session, problems


def _apply(session, offset, kind, value, problems):
    try:
        if kind == logformat.START:
            if session is None:
                return Session.from_start_record(value)
            if value == session.start_record():
                return session  # the second copy the journal writes
            raise InputError("log", "a second session start")
        if session is None:
            raise InputError("log", "records before the session start")
        session.apply(kind, value)
    except InputError as err:
        problems.append((offset, str(err)))
    return session
