"""A log reader's session starts left encoded, and a reader that goes on from another's mark
(core.log.reader, for the restore's steps in core.sessionlog)."""

from checks import equal
from core.log import codec
from core.log import frames as logformat
from core.log import reader as logreader

TAG = logformat.session_tag("0011223344556677", 4)
START = {"game": "schafkopf", "settings": {"unit": 20, "solo": "normal"}, "players": ["A", "B"]}


def parts(count):
    """A log's frames as the journal writes them: header, start, filler, start again, and
    `count` small records."""
    first = bytes(logformat.frame(logformat.START, START, 0, TAG))
    out = [logformat.HEADER, first, bytes(logformat.pad(0, TAG)), first]
    for number in range(1, count + 1):
        out.append(bytes(logformat.frame(logformat.HAND, {"v": number}, number, TAG)))
    return out


def flipped(frame, at):
    data = bytearray(frame)
    data[at] ^= 0x08
    return bytes(data)


def test_a_start_comes_undecoded_and_as_true_when_it_is_the_known_one():
    log = parts(2)
    reader = logreader.Reader()
    reader.raw_starts = True
    found = list(fed(reader, log))
    equal([kind for _, kind, _ in found], [logformat.START] * 2 + [logformat.HAND] * 2)
    equal(found[0][2], found[1][2], "both copies, as the same bytes")
    equal(codec.decode(found[0][2])[0], START, "its encoding")
    reader = logreader.Reader()
    reader.raw_starts = True
    reader.known_start = found[0][2]
    starts = [value for _, kind, value in fed(reader, log) if kind == logformat.START]
    equal(starts, [True, True], "the known start")
    reader = logreader.Reader()
    reader.raw_starts = True
    reader.known_start = b"another"
    starts = [value for _, kind, value in fed(reader, log) if kind == logformat.START]
    equal(starts, [found[0][2], found[0][2]], "not the known start: its bytes")


def test_a_reader_goes_on_from_a_mark_as_if_it_had_read_on():
    log = parts(6)
    log[1] = flipped(log[1], 30)  # a problem before the mark, carried in it
    log[6] = flipped(log[6], 5)  # and problems after it
    log.insert(9, b"\xff" * 7)
    whole = logreader.Reader()
    records = list(fed(whole, log))
    for cut in range(len(records) - 1):
        reader = logreader.Reader()
        for count, _ in enumerate(fed(reader, log)):
            if count == cut:
                mark = reader.mark()
                break
        reader = logreader.Reader()
        reader.go_on(mark)
        got = list(fed(reader, log, mark[0]))
        label = "mark after record {}".format(cut)
        equal(got, records[cut + 1 :], label)
        equal((reader.problems, reader.seq, reader.tag, reader.version),
              (whole.problems, whole.seq, whole.tag, whole.version), label)  # fmt: skip


def fed(reader, log, at=0):
    """The records `reader` finds in the frames `log` from file offset `at` on, fed to it a
    frame at a time (as a generator, so a test may stop and take the reader's mark)."""
    for part in log:
        if at < len(part):
            reader.feed(part[at:])
            for record in reader.records():
                yield record
        at = max(at - len(part), 0)
    for record in reader.records(True):
        yield record
