"""Log frames: what is written is read back at its offset; torn writes, flipped bits, stray
bytes, a damaged header, and records lost, repeated, swapped or from another evening are each
reported once, with their offset and what was skipped."""

import binascii

from checks import equal
from core.log import follow
from core.log import frames as logformat
from core.log import reader as logreader

HEADER_V1 = logformat.MAGIC + b"\x01"
TAG = logformat.session_tag("00aa11bb22cc", 3)
OTHER = logformat.session_tag("00aa11bb22cc", 4)
START = {"game": "schafkopf", "players": [["p1", "Anna"], ["p2", "Bert"]], "session": 3}
RECORDS = (
    (logformat.START, START),
    (logformat.HAND, {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"}),
    (logformat.HAND, {"contract": "solo", "declarer": 1, "result": "lost", "runners": 3}),
    (logformat.EDIT, [0, {"contract": "wenz", "declarer": 0, "result": "won"}]),
    (logformat.UNDO, None),
    (logformat.END, None),
)


VERSIONS = (3, 2)  # what the journal writes, and the version of sessions begun before it
LENGTH_AT = {2: 2, 3: 1}  # where a frame's length begins (core.log.frames)


def frames(records=RECORDS, tag=TAG, first=0, version=logformat.VERSION):
    """The frames of `records`, numbered from `first` (v2, v3) or unnumbered (v1)."""
    out = []
    for number in range(len(records)):
        kind, value = records[number]
        seq = first + number if version > 1 else None
        out.append(logformat.frame(kind, value, seq, tag, version))
    return out


def joined(parts, header=logformat.HEADER, version=None):
    """The log bytes and the offset of every part, behind the header of `version` if given."""
    data = bytearray(header if version is None else logformat.MAGIC + bytes((version,)))
    offsets = []
    for part in parts:
        offsets.append(len(data))
        data.extend(part)
    return bytes(data), offsets


def read(data):
    found, problems = logreader.read_all(data)
    return [(offset, kind, value) for offset, kind, value in found], problems


def test_records_read_back_at_their_offsets():
    data, offsets = joined(frames())
    found, problems = read(data)
    equal(problems, [])
    want = [(offsets[i], RECORDS[i][0], RECORDS[i][1]) for i in range(len(RECORDS))]
    equal(found, want)


def test_version_1_logs_stay_readable():
    data, offsets = joined(frames(version=1), HEADER_V1)
    found, problems = read(data)
    equal(problems, [])
    equal(found, [(offsets[i], RECORDS[i][0], RECORDS[i][1]) for i in range(len(RECORDS))])
    reader = logreader.Reader()
    reader.feed(data)
    list(reader.records(True))
    equal((reader.version, reader.tag, reader.seq), (1, None, -1), "no sequence in v1")


def fed(data, size):
    """Records and problems read `size` bytes at a time."""
    reader = logreader.Reader()
    got = []
    for start in range(0, len(data), size):
        reader.feed(data[start : start + size])
        got.extend(reader.records())
    got.extend(reader.records(True))
    return got, reader.problems


def test_incremental_feeding_gives_the_same_records_and_problems():
    parts = frames()
    parts.insert(2, b"\xff" * 30)  # erased flash between two frames
    damaged = bytearray(parts[4])
    damaged[5] ^= 0x10
    parts[4] = bytes(damaged)
    data, _ = joined(parts)
    whole = read(data)
    equal(len(whole[1]), 3, "stray bytes, checksum, record lost")
    for size in (1, 2, 3, 7, 8, 9, 64, 256):
        equal(fed(data, size), whole, "fed {} bytes at a time".format(size))


def test_torn_last_record_is_reported_with_its_offset_and_size():
    data, offsets = joined(frames())
    last = offsets[-1]
    for cut in range(last + 1, len(data)):
        found, problems = read(data[:cut])
        equal(len(found), len(RECORDS) - 1, "cut {}".format(cut))
        want = [(last, "incomplete record (torn write): {} bytes skipped".format(cut - last))]
        equal(problems, want, "cut {}".format(cut))
    found, problems = read(data[: last + 3] + b"\xff" * 40)  # the rest of the page erased
    equal(problems, [(last, "checksum mismatch: 43 bytes skipped")], "0xff tail")


def test_stray_bytes_are_one_problem_however_they_are_read():
    parts = frames()
    parts.insert(3, b"\xff" * 100)
    data, offsets = joined(parts)
    want = [(offsets[3], "stray bytes: 100 bytes skipped")]
    for size in (1, 5, 256):
        found, problems = fed(data, size)
        equal((len(found), problems), (len(RECORDS), want), "size {}".format(size))
    junk = bytes(range(256)) * 12  # 3 KB of junk appended, sync bytes and all
    found, problems = read(joined(frames())[0] + junk)
    equal(len(found), len(RECORDS), "junk")
    equal(problems[-1][0], len(joined(frames())[0]), "junk starts where the log ends")
    equal(len(problems), 1, "junk reported once: {}".format(problems[:3]))


def test_a_corrupt_length_field_with_bytes_behind_it_resyncs_at_the_next_frame():
    for version in VERSIONS:
        data, offsets = joined(frames(version=version), version=version)
        damaged = bytearray(data)
        at = offsets[1] + LENGTH_AT[version]
        damaged[at] += 9  # the second frame's length, with enough bytes behind it
        found, problems = read(bytes(damaged))
        equal([offset for offset, _, _ in found], offsets[:1] + offsets[2:], "only it is lost")
        skipped = offsets[2] - offsets[1]
        want = [
            (offsets[1], "checksum mismatch: {} bytes skipped".format(skipped)),
            (offsets[2], "record 1 lost before this one"),
        ]
        equal(problems, want, "version {}".format(version))
        damaged[at] = 0xFF  # a length that never ends: no varint, no frame
        damaged[at + 1] = 0xFF
        found, problems = read(bytes(damaged))
        want = (offsets[1], "bad record length: {} bytes skipped".format(skipped))
        equal(problems[0], want, "version {}".format(version))


def test_every_single_bit_flip_is_reported_and_costs_at_most_its_record():
    for version in VERSIONS:
        _every_flip_costs_at_most_its_record(version)


def _every_flip_costs_at_most_its_record(version):
    # As the journal writes a log: the start, the filler, the start again, then the rest. A
    # version 3 record after the start is placed by the session's tag, which the start gives.
    parts = frames(version=version)
    data, offsets = joined(
        [parts[0], logformat.pad(0, TAG, "", version), parts[0]] + parts[1:], None, version
    )
    records = [RECORDS[0], None] + list(RECORDS)  # None: the filler, read but not yielded
    ends = offsets[1:] + [len(data)]
    for pos in range(len(data)):
        hit = -1  # the record the flipped byte is in (-1: the header)
        for index in range(len(offsets)):
            if offsets[index] <= pos < ends[index]:
                hit = index
        for bit in range(8):
            damaged = bytearray(data)
            damaged[pos] ^= 1 << bit
            found, problems = read(bytes(damaged))
            label = "version {}, flip at {} bit {}".format(version, pos, bit)
            equal(len(problems) >= 1, True, label + " reported")
            want = [
                (offsets[i],) + records[i]
                for i in range(len(records))
                if i != hit and records[i] is not None
            ]
            equal(found, want, label)
            if hit < 0:
                want = [(0, "damaged file header: read as version {}".format(version))]
                equal(problems, want, label)
            else:
                equal(problems[0][0], offsets[hit], label + " at the record's offset")


def test_sequence_and_identity_catch_every_record_out_of_place():
    for version in VERSIONS:
        _every_record_out_of_place_is_caught(version)


def _every_record_out_of_place_is_caught(version):
    parts = frames(version=version)
    again = "1 record repeated or out of order: skipped"
    foreign = frames(RECORDS[1:3], OTHER, 1, version)
    if version == 2:
        alone = [(3, "2 records of another session: skipped")]
    else:  # a version 3 hand of another session, its start not read, is told from damage by no
        # tag: its CRC checks out under no number of this session
        alone = [(3, "checksum mismatch: {} bytes skipped".format(len(foreign[0] + foreign[1])))]
    cases = (
        ("repeated", parts[:3] + parts[2:], [(3, again)]),
        ("swapped", parts[:2] + [parts[3], parts[2]] + parts[4:],
         [(2, "record 2 lost before this one"), (3, again)]),
        ("missing", parts[:2] + parts[5:], [(2, "3 records lost before this one (2 to 4)")]),
        ("foreign", parts[:3] + foreign + parts[3:], alone),
        ("twice", parts + parts, [(6, "6 records repeated or out of order: skipped")]),
        ("second evening", parts + frames(tag=OTHER, version=version),
         [(6, "6 records of another session: skipped")]),
        ("evenings mixed", parts[:3] + frames(RECORDS[:3], OTHER, 0, version) + parts[3:],
         [(3, "3 records of another session: skipped")]),
    )  # fmt: skip
    for label, log, want in cases:
        data, offsets = joined(log, version=version)
        found, problems = read(data)
        label = "{}, version {}".format(label, version)
        equal(problems, [(offsets[part], why) for part, why in want], label)
        taken = [offset for offset, _, _ in found]
        skipped = [offsets[part] for part, why in want if "skipped" in why]
        for offset in taken:
            equal(offset in skipped, False, label + ": a skipped record was taken")
    data, _ = joined(
        [parts[0], logformat.pad(0, TAG, "", version), parts[0]] + parts[1:], None, version
    )
    found, problems = read(data)
    equal((len(found), problems), (len(RECORDS) + 1, []), "padding and the second start copy")


def test_what_is_no_log_is_said_once_and_nothing_after_it_is_read():
    reader = logreader.Reader()
    reader.feed(b"hello world, not a log")
    equal(list(reader.records()), [])
    reader.feed(joined(frames())[0])  # a whole log after it changes nothing
    equal(list(reader.records(True)), [])
    equal(reader.problems, [(0, "not a Schreiber log")])
    # 12: three bits or more from every version read (9 is two from 3, read as a damaged
    # header when version 3 frames follow it)
    found, problems = read(logformat.MAGIC + b"\x0c" + b"".join(frames()))
    equal((found, problems), ([], [(0, "a log of version 12, newer than this reader")]))
    equal(read(b""), ([], [(0, "not a Schreiber log")]), "empty file")


def test_a_record_nested_too_deep_is_unreadable_not_a_crash():
    body = bytearray((logformat.HAND,))
    payload = b"\x45\x01" * 2000 + b"\x40"  # a list in a list ... 2,000 deep
    head = b"\x01" + TAG.to_bytes(4, "little")
    length = len(head) + len(payload)
    body.extend(bytes((length & 0x7F | 0x80, length >> 7)))
    body.extend(head + payload)
    crc = binascii.crc32(body) & 0xFFFFFFFF
    deep = b"\xa5" + bytes(body) + crc.to_bytes(4, "little")
    parts = frames(version=2)
    data, offsets = joined(parts[:1] + [deep] + parts[2:], version=2)
    found, problems = read(data)
    equal(len(found), len(RECORDS) - 1)
    equal(problems[0][0], offsets[1])
    equal(problems[0][1].startswith("unreadable record"), True, problems[0][1])


def test_records_at_finds_the_first_record_after_the_start_copies():
    # As the journal writes a log (app.journal): the start, the filler, the start again, then
    # the records; a start of 200 bytes and more takes a two-byte length.
    for version in VERSIONS:
        for players in (START["players"], [["p{}".format(i), "x" * 40] for i in range(6)]):
            start = dict(START, players=players)
            head = logformat.frame(logformat.START, start, 0, TAG, version)
            pad = logformat.pad(0, TAG, "0123456789abcdef", version)
            hand = logformat.frame(logformat.HAND, RECORDS[1][1], 1, TAG, version)
            data, offsets = joined((head, pad, head, hand), version=version)
            equal(follow.records_at(data[:16]), offsets[3], version)
    equal(follow.records_at(logformat.HEADER + b"\xa1" + b"\xff" * 7), None)
