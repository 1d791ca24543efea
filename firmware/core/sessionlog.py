"""Rebuilds a session from its log file: the one reader used by the device at boot and by the
host tool."""

from core import logformat, logreader
from core.errors import InputError
from core.session import Session

_CHUNK = 256  # bytes read at a time, so a long log never needs its whole size in heap


def read_log(path):
    """Read a session log file in chunks: (session or None, [(offset, problem), ...]).

    Records that fail their checksum, belong to another session or come out of sequence, a
    torn last record, or a correction that no longer fits are reported as problems and not
    applied; everything else is."""
    session, reader = restore(path)
    return session, reader.problems


def restore(path):
    """(session or None, the logreader.Reader that read it: its problems, version, tag and
    last sequence number, so a journal can append to the file).

    First every record is applied to the hand list alone and the evening scored once at the
    end, so the time does not grow with the number of corrections. Only if that fails (a
    damaged log, where a record may no longer fit the hands before it) is the log read again,
    record by record, each checked as it was when it was written."""
    got = _read(path, True)
    if got is None:
        got = _read(path, False)
    return got


def _read(path, fast):
    reader = logreader.Reader()
    problems = reader.problems
    session = first = None
    orphans = None  # [offset, count] of records found before any session start
    with open(path, "rb") as handle:
        while True:
            chunk = handle.read(_CHUNK)
            final = not chunk
            if chunk:
                reader.feed(chunk)
            for offset, kind, value in reader.records(final):
                try:
                    if kind == logformat.START:
                        if session is None:
                            session = Session.from_start_record(value)
                            first = value
                        elif value != first:  # compared as decoded: fields added later count
                            raise InputError("log", "a second session start")
                    elif session is None:
                        if orphans is None:
                            orphans = [offset, 0]
                        orphans[1] += 1
                    elif fast:
                        session.load(kind, value)
                    else:
                        session.apply(kind, value)
                except InputError as err:
                    if fast and session is not None and kind != logformat.START:
                        return None
                    problems.append((offset, str(err)))
            if final:
                break
    if fast and session is not None:
        try:
            session.rescore()
        except InputError:
            return None
    if orphans is not None:
        problems.append(
            (orphans[0], "{} records before the session start: not applied".format(orphans[1]))
        )
        problems.sort(key=_offset)
    return session, reader


def _offset(problem):
    return problem[0]
