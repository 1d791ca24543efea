"""core.log.follow, which reads a log as the journal wrote it without the full reader, reads
nothing differently: a log with every byte flipped in turn, and cut at every length, comes back
from the restore's steps (core.sessionlog.read_start and read_into, which try it first) exactly
as from the full reader (core.log.reader) alone, whatever it left to the full reader."""

from restore_cases import TAG, fingerprint, hands, start_record

from checks import equal
from core import sessionlog
from core.log import follow
from core.log import frames as logformat
from core.session import decoded_start, session_from

# A hand stored in 252 bytes: a correction to it takes a frame longer than the buffer follow
# reads in (256 bytes), which the full reader reads.
LONG = {"contract": "rufer", "declarer": 0, "partner": 1, "result": "won", "n": "x" * 236}


def log_frames():
    """A log as the journal writes it: 30 hands and corrections, one of them too long for
    follow's buffer; its frames cross that buffer's edges at many places."""
    first = bytes(logformat.frame(logformat.START, start_record(), 0, TAG))
    log = [logformat.HEADER, first, bytes(logformat.pad(0, TAG)), first]
    records = [(logformat.HAND, hand) for hand in hands(30)]
    records.insert(15, (logformat.EDIT, [3, LONG]))
    edit = [0, {"contract": "wenz", "declarer": 1, "result": "lost"}]
    records += [(logformat.EDIT, edit), (logformat.UNDO, None), (logformat.DELETE, 2)]
    for number, (kind, value) in enumerate(records, 1):
        log.append(bytes(logformat.frame(kind, value, number, TAG)))
    return b"".join(log), len(logformat.HEADER) + 2 * len(first) + len(log[2])


def steps(path):
    """What the restore's steps give for the log at `path`: the start copies read (their
    encoding and the mark past them), and the records after them in the hand list."""
    got = sessionlog.read_start(path)
    if got is None:
        return None
    start = bytes(got[0])
    session = session_from(decoded_start(start))
    if session is None:
        return start, got[1], None
    reader = sessionlog.read_into(path, session, got[1])
    if reader is None:
        return start, got[1], "does not fit"
    found = reader.problems, reader.version, reader.seq, reader.tag
    return start, got[1], found, fingerprint(session)


def both(path, monkeypatch):
    """(the steps with core.log.follow, the steps with the full reader alone)."""
    with_follow = steps(path)
    with monkeypatch.context() as patch:
        patch.setattr(follow, "starts", lambda handle: None)
        patch.setattr(follow, "read_on", lambda handle, mark, each: (mark, False))
        alone = steps(path)
    return with_follow, alone


def test_a_whole_log_is_read_by_follow_alone(tmp_path, monkeypatch):
    path = str(tmp_path / "000004.log")
    data, after_starts = log_frames()
    with open(path, "wb") as handle:
        handle.write(data)
    with open(path, "rb") as handle:
        got = follow.starts(handle)
    equal(got[1], (after_starts, 3, TAG, 0, []), "the start copies")
    with open(path, "rb") as handle:
        seen = []
        mark, done = follow.read_on(handle, got[1], lambda kind, value: seen.append(kind))
    # It stops at the frame longer than its buffer, where the full reader goes on.
    equal((done, len(seen)), (False, 15), "up to the long record")
    with_follow, alone = both(path, monkeypatch)
    equal(with_follow, alone)
    equal(with_follow[2][0], [], "no problems")


def test_every_flipped_byte_reads_as_the_full_reader_reads_it(tmp_path, monkeypatch):
    path = str(tmp_path / "000004.log")
    data, after_starts = log_frames()
    # Every third byte after the start copies (each bit in turn), every 17th of the head (each
    # copy ~1 KB, read by follow or not at all)
    for at in list(range(0, after_starts, 17)) + list(range(after_starts, len(data), 3)):
        damaged = bytearray(data)
        damaged[at] ^= 1 << (at % 8)
        with open(path, "wb") as handle:
            handle.write(damaged)
        with_follow, alone = both(path, monkeypatch)
        equal(with_follow, alone, f"byte {at} flipped")


def test_a_log_cut_anywhere_reads_as_the_full_reader_reads_it(tmp_path, monkeypatch):
    path = str(tmp_path / "000004.log")
    data, after_starts = log_frames()
    for size in list(range(0, after_starts, 17)) + list(range(after_starts, len(data), 3)):
        with open(path, "wb") as handle:
            handle.write(data[:size])
        with_follow, alone = both(path, monkeypatch)
        equal(with_follow, alone, f"cut at {size}")
