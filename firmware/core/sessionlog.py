"""Rebuilds a session from its log file: the one reader used by the device at boot and by the
host tool."""

from core.errors import InputError
from core.log import codec, follow
from core.log import frames as logformat
from core.log import reader as logreader
from core.session import Session, decoded_start, interned_start, session_from

_CHUNK = 256  # bytes read at a time, so a long log never needs its whole size in heap


def read_log(path):
    """Read a session log file in chunks: (session or None, [(offset, problem), ...]).

    Records that fail their checksum, belong to another session or come out of sequence, a
    torn last record, or a correction that no longer fits are reported as problems and not
    applied; everything else is."""
    session, found = restore(path)
    return session, found.problems


def restore(path):
    """(session or None, the logreader.Reader that read it: its `problems`, and the log's
    `version`, last sequence number `seq` and session `tag`, so a journal can append to it).

    The session is made from the log's start record (`read_start`), every record after it
    applied to its hand list alone (`read_into`) and the evening scored once at the end, so
    the time does not grow with the number of corrections. Only if that fails (a damaged log,
    where a record may no longer fit the hands before it) is the log read again, record by
    record, each checked as it was when it was written (`read_checked`). A journal takes the
    same steps with the reader let go between them (app.journal)."""
    got = read_start(path)
    session = None if got is None else session_from(decoded_start(got[0]))
    if session is not None:
        found = read_into(path, session, got[1])
        if found is not None:
            try:
                session.rescore()
                return session, found
            except InputError:
                pass
    session = None  # not held while the log is read again
    return read_checked(path, got)


def read_start(path):
    """(the log's session start record as encoded, the reader's mark past its copies), read
    from the head of the log; None if the log does not begin with copies of one start that
    read (then `read_checked`). The record is not decoded here: the session is made from it
    with this module let go (app.journal). A head as the journal writes it is read by
    core.log.follow, any other by the full reader."""
    with open(path, "rb") as handle:
        got = follow.starts(handle)
    if got is not None:
        return got
    reader = logreader.Reader()
    reader.raw_starts = True
    start = mark = None
    with open(path, "rb") as handle:
        for _, kind, value in _records(reader, handle):
            if kind != logformat.START:
                break
            if start is None:
                start = reader.known_start = value
            elif value is not True:
                return None  # two different starts: for the record-by-record read to judge
            mark = reader.mark()
    return None if start is None else (start, mark)


def read_into(path, session, mark, low=False):
    """Apply every record after the start copies to `session`'s hand list (Session.load),
    unscored; a reader in the state of one that read them (its `problems`, `version`, `seq`,
    `tag`), or None if a record does not fit the hands before it (then `read_checked`).
    `mark` is the one `read_start` gave: the start copies are not read again, so the reader
    never holds a ~1 KB start frame beside the session; a start record later in the log is
    left to `read_checked`. The records are read by core.log.follow while each is the next of
    its session, the rest by the full reader from there. `low`: the hand store's chunks are
    made as low in the heap as they fit (HandStore.low), as a device wants them."""
    reader = logreader.Reader()
    reader.raw_starts = True
    session.hands.low = low
    try:
        with open(path, "rb") as handle:
            mark, done = follow.read_on(handle, mark, session.load)
            reader.go_on(mark)
            if not done:
                handle.seek(mark[0])
                for _, kind, value in _records(reader, handle):
                    if kind == logformat.START:
                        return None  # another start later in the log
                    session.load(kind, value)
    except InputError:
        return None
    finally:
        session.hands.low = False
    return reader


def read_checked(path, got=None, session=None):
    """(session or None, the logreader.Reader that read it): the log replayed record by
    record, each scored and checked against the hands before it, one that does not fit
    reported as a problem and left out. The session is made from the start copies first
    (`read_start`, or `got` if it was read already; `session` if it was made from it, with
    this module let go meanwhile, app.journal), before the reader reads on, as a restore
    does; only a log whose head is damaged beyond its copies is read from the top."""
    if got is None:
        got = read_start(path)
    if session is None and got is not None:
        session = session_from(decoded_start(got[0]))
    if session is None:
        return _read_from_the_top(path)
    start, mark = got
    got = None
    reader = logreader.Reader()
    reader.raw_starts = True
    reader.known_start = start
    reader.go_on(mark)
    with open(path, "rb") as handle:
        handle.seek(mark[0])
        for offset, kind, value in _records(reader, handle):
            try:
                if kind != logformat.START:
                    session.apply(kind, value)
                elif value is not True and not _same_start(value, start):
                    raise InputError("log", logreader.SECOND_START)
            except InputError as err:
                reader.problems.append((offset, str(err)))
    return session, reader


def _same_start(one, two):
    """The copies are compared as decoded (fields added by a later version count, a record
    regenerated by this one does not), by their encoding: the copies a journal writes are
    the same bytes, so this runs only for a log that another writer made."""
    return codec.encode(codec.decode(one)[0]) == codec.encode(codec.decode(two)[0])


def _read_from_the_top(path):
    """read_checked for a log without copies of one start at its head."""
    session = first = None
    reader = logreader.Reader()
    orphans = None  # [offset, count] of records found before any session start
    with open(path, "rb") as handle:
        for offset, kind, value in _records(reader, handle):
            try:
                if kind == logformat.START:
                    # Compared as _same_start does; the first kept as its encoding: one
                    # block, not ~60 small objects.
                    if session is None:
                        first = codec.encode(value)
                        interned_start(value)
                        session = Session.from_start_record(value)
                    elif codec.encode(value) != first:
                        raise InputError("log", logreader.SECOND_START)
                elif session is None:
                    if orphans is None:
                        orphans = [offset, 0]
                    orphans[1] += 1
                else:
                    session.apply(kind, value)
            except InputError as err:
                reader.problems.append((offset, str(err)))
    if orphans is not None:
        reader.problems.append((orphans[0], logreader.ORPHANS.format(orphans[1])))
        reader.problems.sort(key=_offset)
    return session, reader


def _records(reader, handle):
    """(offset, kind, value) of every good record of the open log file, fed to `reader` in
    chunks, each read into the same buffer: a new bytes object a read would leave a 256-byte
    hole a time among what a restore keeps."""
    buf = bytearray(_CHUNK)
    view = memoryview(buf)
    while True:
        size = handle.readinto(buf)
        final = not size
        if size:
            reader.feed(view[:size])
        for record in reader.records(final):
            yield record
        if final:
            return


def _offset(problem):
    return problem[0]
