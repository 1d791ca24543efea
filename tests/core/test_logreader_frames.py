"""Log frames of versions 1 and 2 byte for byte: the layout a writer produces, the size limits
on both sides, and the exact problem the reader reports for each way a frame can be wrong
(docs/log-format.md). A session begun in version 2 is read, and continued, in version 2;
tests/core/test_logreader_v3.py has the same for version 3."""

import binascii

from checks import equal
from core.log import codec
from core.log import frames as logformat
from core.log import reader as logreader

TAG = logformat.session_tag("00aa11bb22cc", 3)
HEADER_V1 = logformat.MAGIC + b"\x01"
HEADER = logformat.MAGIC + b"\x02"


def framed(kind, value, seq, tag=TAG):
    return logformat.frame(kind, value, seq, tag, 2)


def crc_bytes(body):
    return (binascii.crc32(body) & 0xFFFFFFFF).to_bytes(4, "little")


def raw(kind, content, length=None):
    """A frame built by hand around `content` (sequence, tag and payload, or payload only for
    v1), with a good checksum; `length` overrides the length field."""
    body = bytearray((kind,))
    codec._varint(body, len(content) if length is None else length)
    body.extend(content)
    return b"\xa5" + bytes(body) + crc_bytes(body)


def head(seq, tag=TAG):
    out = bytearray()
    codec._varint(out, seq)
    return bytes(out) + tag.to_bytes(4, "little")


def start(seq=0):
    return framed(logformat.START, {"session": 3}, seq, TAG)


def read(data):
    found, problems = logreader.read_all(data)
    return [(offset, kind) for offset, kind, _ in found], problems


def test_frames_are_laid_out_byte_for_byte():
    tag = TAG.to_bytes(4, "little")
    body = bytes((logformat.HAND, 6, 1)) + tag + b"\x40"
    equal(framed(logformat.HAND, None, 1, TAG), b"\xa5" + body + crc_bytes(body), "v2")
    body = bytes((logformat.UNDO, 7, 0xAC, 0x02)) + tag + b"\x40"  # sequence 300: two bytes
    equal(framed(logformat.UNDO, None, 300, TAG), b"\xa5" + body + crc_bytes(body))
    body = bytes((logformat.END, 1, 0x40))
    equal(logformat.frame(logformat.END, None), b"\xa5" + body + crc_bytes(body), "v1")
    body = bytes((logformat.HAND, 2, 0x44, 0)) + b""  # an empty string
    equal(logformat.frame(logformat.HAND, ""), b"\xa5" + body + crc_bytes(body), "v1 text")


def test_the_session_tag_is_the_checksum_of_device_and_number():
    # Stored in every v2 frame: a log written before a change here would read as foreign.
    equal(TAG, binascii.crc32(b"00aa11bb22cc/3") & 0xFFFFFFFF)
    equal(logformat.session_tag("ab", 12), binascii.crc32(b"ab/12") & 0xFFFFFFFF)


def test_padding_is_a_64_byte_frame_of_its_sequence_and_session():
    for seq in (0, 1, 5):
        got = logformat.pad(seq, TAG, "", 2)
        equal(len(got), 64, "seq {}".format(seq))
        equal(got, framed(logformat.PAD, "-" * 50, seq, TAG), "seq {}".format(seq))
        reader = logreader.Reader()
        reader.version = 2
        reader.buf = bytearray(got)
        equal(reader._frame_at(0), (64, logformat.PAD, seq, TAG, "-" * 50), "read back")


def text(size):
    """A value whose encoding is `size` bytes (a string of 128..16383 bytes: tag, 2, text)."""
    return "x" * (size - 3)


def test_a_record_of_the_largest_size_is_written_and_one_byte_more_is_refused():
    equal(len(codec.encode(text(4096))), 4096)
    data = HEADER + start() + framed(logformat.HAND, text(4096), 1, TAG)
    found, problems = logreader.read_all(data)
    equal((len(found), problems), (2, []))
    equal(found[1][2], text(4096))
    caught = None
    try:
        framed(logformat.HAND, text(4097), 1, TAG)
    except ValueError as err:
        caught = str(err)
    equal(caught, "record too large for the log (4097 bytes)")


def test_the_reader_takes_frames_up_to_the_size_limit_and_no_larger():
    # 4,112 bytes between length and checksum: the largest payload with sequence and tag.
    size = 8 + len(start())
    for content, why in (
        (head(1) + codec.encode(text(4112 - 5)), None),
        (head(1) + codec.encode(text(4113 - 5)), "bad record length"),
    ):
        frame = raw(logformat.HAND, content)
        found, problems = read(HEADER + start() + frame)
        if why is None:
            equal((found, problems), ([(8, 1), (size, 2)], []), "limit")
        else:
            want = [(size, "bad record length: {} bytes skipped".format(len(frame)))]
            equal((found, problems), ([(8, 1)], want), "one more")
    for payload, taken in ((text(4112), 2), (text(4113), 1)):  # v1: payload only
        frame = raw(logformat.HAND, codec.encode(payload))
        found, problems = read(HEADER_V1 + raw(logformat.START, b"\x40") + frame)
        equal(len(found), taken, "v1 payload of {} bytes".format(len(payload) + 3))


def test_a_length_that_never_ends_is_torn_below_12_bytes_and_bad_from_12():
    log = HEADER + start()
    at = len(log)
    torn, bad = "incomplete record (torn write)", "bad record length"
    for count, why in ((8, torn), (9, torn), (10, bad), (11, bad)):
        found, problems = read(log + b"\xa5\x02" + b"\xff" * count)
        label = "{} bytes of length".format(count)
        equal(found, [(8, 1)], label)
        equal(problems, [(at, "{}: {} bytes skipped".format(why, count + 2))], label)
    reader = logreader.Reader()
    reader.feed(log + b"\xa5\x02" + b"\xff" * 9)
    equal(len(list(reader.records())), 1)
    equal(reader.problems, [], "a short length may still be completed")
    reader.feed(b"\xff")
    equal(list(reader.records()), [])
    equal(reader.problems, [], "reported once the next good frame or the end is seen")
    list(reader.records(True))
    equal(reader.problems, [(at, "bad record length: 12 bytes skipped")])


def test_each_damaged_frame_is_named_with_its_offset_and_size():
    log = HEADER + start()
    at = len(log)
    after = framed(logformat.END, None, 1, TAG)
    cases = (
        (raw(9, head(1) + b"\x40"), "unknown record kind 9"),
        (raw(0, head(1) + b"\x40"), "unknown record kind 0"),
        (raw(logformat.HAND, head(1)[:3]), "unreadable record: no session tag"),
        (raw(logformat.HAND, head(1)[:4]), "unreadable record: no session tag"),
        (raw(logformat.HAND, head(1) + b"\x40\x40"), "record length does not match its content"),
        # a tag and no payload: the payload is looked for in the checksum (0xa5: one word)
        (raw(logformat.HAND, head(2)), "record length does not match its content"),
        (raw(logformat.HAND, head(1) + b"\x48"), "unreadable record: unknown tag 0x48"),
    )
    for frame, why in cases:
        found, problems = read(log + frame + after)
        equal(found, [(8, 1), (at + len(frame), 6)], why)
        equal(problems, [(at, "{}: {} bytes skipped".format(why, len(frame)))], why)
    frame = raw(logformat.HAND, head(1) + b"\x40")[:-1] + b"\x00"
    found, problems = read(log + frame + after)
    equal(problems, [(at, "checksum mismatch: {} bytes skipped".format(len(frame)))], "crc")
    frame = raw(logformat.HAND, head(1) + b"\x40", length=7)  # one byte more than there is
    found, problems = read(log + frame)
    equal(problems, [(at, "incomplete record (torn write): {} bytes skipped".format(len(frame)))])


def test_a_frame_right_after_the_header_is_read_at_offset_8():
    for header, first, last in (
        (HEADER, start(), framed(logformat.END, None, 1, TAG)),
        (HEADER_V1, raw(logformat.START, b"\x40"), raw(logformat.END, b"\x40")),
    ):
        found, problems = read(header + first + last)
        equal((found, problems), ([(8, 1), (8 + len(first), 6)], []))


def flipped(data, bits):
    out = bytearray(data)
    for bit in bits:
        out[bit // 8] ^= 1 << (bit % 8)
    return bytes(out)


def test_a_header_up_to_two_bits_off_is_read_by_the_frames_behind_it():
    v2 = start() + framed(logformat.END, None, 1, TAG)
    v1 = raw(logformat.START, b"\x40") + raw(logformat.END, b"\x40")
    for header, frames, version in ((HEADER, v2, 2), (HEADER_V1, v1, 1)):
        for bits in ((0,), (9, 60), (63,), (56, 58)):
            label = "v{} with bits {} flipped".format(version, bits)
            found, problems = read(flipped(header, bits) + frames)
            equal(len(found), 2, label)
            equal(
                problems, [(0, "damaged file header: read as version {}".format(version))], label
            )
        found, problems = read(flipped(header, (1, 20, 40)) + frames)
        equal((found, problems), ([], [(0, "not a Schreiber log")]), "three bits")
    v1_as_v2 = raw(logformat.START, b"\x40")  # a v1 frame under a header one bit from v2
    found, problems = read(flipped(HEADER, (3,)) + v1_as_v2)
    equal(problems, [(0, "not a Schreiber log")], "v1 frames do not read as v2")


def test_a_damaged_header_waits_for_its_first_frame():
    frames = start() + framed(logformat.END, None, 1, TAG)
    data = flipped(HEADER, (5,)) + frames
    for cut in (7, 8, 9, 12, 8 + len(start()) - 1):
        reader = logreader.Reader()
        reader.feed(data[:cut])
        equal((list(reader.records()), reader.problems), ([], []), "cut {}".format(cut))
        reader.feed(data[cut:])
        equal(len(list(reader.records(True))), 2, "cut {}".format(cut))
        equal(reader.problems, [(0, "damaged file header: read as version 2")])
    reader = logreader.Reader()
    reader.feed(data[:12])
    equal(list(reader.records(True)), [])
    equal(reader.problems, [(0, "not a Schreiber log")], "a torn first frame proves nothing")
    equal(read(flipped(HEADER, (5,))), ([], [(0, "not a Schreiber log")]), "header")


def test_after_a_damaged_header_records_come_before_the_end_of_the_file():
    data = flipped(HEADER, (5,)) + start() + framed(logformat.END, None, 1, TAG)
    reader = logreader.Reader()
    reader.feed(data)
    equal([offset for offset, _, _ in reader.records()], [8, 8 + len(start())])
    equal(reader.problems, [(0, "damaged file header: read as version 2")])


def test_runs_skipped_for_different_reasons_are_reported_apart():
    other = logformat.session_tag("00aa11bb22cc", 4)
    first = start()
    second = framed(logformat.HAND, None, 1, TAG)
    foreign = framed(logformat.HAND, None, 1, other)
    data = HEADER + first + second + foreign + second + second + foreign
    at = 8 + len(first) + len(second)
    found, problems = read(data)
    equal(found, [(8, 1), (8 + len(first), 2)])
    want = [
        (at, "1 record of another session: skipped"),
        (at + len(foreign), "2 records repeated or out of order: skipped"),
        (at + len(foreign) + 2 * len(second), "1 record of another session: skipped"),
    ]
    equal(problems, want)


def test_what_is_no_log_is_not_kept_in_the_heap():
    reader = logreader.Reader()
    reader.feed(b"hello world, not a log" * 20)
    equal(list(reader.records()), [])
    equal((len(reader.buf), reader.problems), (0, [(0, "not a Schreiber log")]))
