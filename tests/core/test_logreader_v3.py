"""Version 3 frames byte for byte: a record other than a start or filler carries neither its
sequence number nor its session tag, its CRC starts from them (core.log.frames.implied), and the
reader still tells each record's number and session by the one CRC that checks out
(docs/log-format.md)."""

import binascii

from checks import equal
from core.log import codec
from core.log import frames as logformat
from core.log import reader as logreader

TAG = logformat.session_tag("00aa11bb22cc", 3)
OTHER = logformat.session_tag("00aa11bb22cc", 4)
HAND = {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"}


def crc(body, seed=0):
    return (binascii.crc32(body, seed) & 0xFFFFFFFF).to_bytes(4, "little")


def start(tag=TAG):
    return logformat.frame(logformat.START, {"session": 3}, 0, tag)


def hand(seq, tag=TAG, value=HAND):
    return logformat.frame(logformat.HAND, value, seq, tag)


def read(data):
    found, problems = logreader.read_all(data)
    return [(offset, kind) for offset, kind, _ in found], problems


def test_frames_are_laid_out_byte_for_byte():
    equal(logformat.HEADER, b"SCHRLOG\x03", "the header")
    payload = codec.encode(HAND)
    body = bytes((0xA0 + logformat.HAND, len(payload))) + payload
    seed = binascii.crc32(TAG.to_bytes(4, "little"), 7 ^ 0x5343)
    equal(hand(7), body + crc(body, seed), "a hand: no number, no tag, both in the CRC")
    equal(len(hand(7)), len(payload) + 6, "6 bytes of frame a hand")
    equal(len(hand(7)) + 6, len(logformat.frame(logformat.HAND, HAND, 7, TAG, 2)), "v2: 6 more")
    body = bytes((0xA0 + logformat.START, 6, 0)) + TAG.to_bytes(4, "little") + b"\x40"
    equal(logformat.frame(logformat.START, None, 0, TAG), body + crc(body), "a start carries them")
    for nonce in ("", "0123456789abcdef"):
        pad = logformat.pad(0, TAG, nonce)
        equal((len(pad), pad[0]), (64, 0xA7), "the filler: 64 bytes as in version 2")
        equal(pad[44:60], ("-" * (16 - len(nonce)) + nonce).encode(), "the nonce where it was")


def test_a_hand_checks_out_under_its_own_number_and_session_only():
    frame = hand(5)
    view = memoryview(frame)[: len(frame) - 4]
    stored = int.from_bytes(frame[-4:], "little")
    good = [
        (seq, tag)
        for tag in (TAG, OTHER)
        for seq in range(2000)
        if binascii.crc32(view, logformat.implied(seq, tag)) & 0xFFFFFFFF == stored
    ]
    equal(good, [(5, TAG)])


def test_records_lost_repeated_or_of_another_session_are_told_apart():
    log = logformat.HEADER + start() + hand(1) + hand(2)
    at = len(log)
    found, problems = read(log + hand(900) + hand(901))
    equal(len(found), 5, "records after a gap are read")
    equal(problems, [(at, "897 records lost before this one (3 to 899)")])
    found, problems = read(log + hand(1) + hand(3))
    equal(len(found), 4)
    equal(problems, [(at, "1 record repeated or out of order: skipped")])
    other = start(OTHER) + hand(1, OTHER) + hand(2, OTHER)
    found, problems = read(log + other + hand(3))
    equal(found[-1], (at + len(other), logformat.HAND), "the session goes on after them")
    equal(problems, [(at, "3 records of another session: skipped")])
    # Beyond the window numbers are looked for in, a record reads as damaged: still refused.
    far = hand(3 + 1025)
    found, problems = read(log + far)
    equal(problems, [(at, "checksum mismatch: {} bytes skipped".format(len(far)))])


def test_a_flipped_bit_in_a_hand_is_never_read_as_another_number():
    log = logformat.HEADER + start() + hand(1)
    frame = hand(2)
    for bit in range(8 * len(frame)):
        damaged = bytearray(frame)
        damaged[bit // 8] ^= 1 << (bit % 8)
        found, problems = read(log + bytes(damaged) + hand(3))
        label = "bit {}".format(bit)
        equal([kind for _, kind in found], [1, 2, 2], label)
        equal(problems[0][0], len(log), label)
        equal(problems[-1], (len(log) + len(frame), "record 2 lost before this one"), label)


def test_a_header_two_bits_off_is_read_as_the_version_its_first_frame_is():
    v3 = logformat.HEADER + start() + hand(1)
    v2 = logformat.MAGIC + b"\x02"
    v2 += logformat.frame(logformat.START, {"session": 3}, 0, TAG, 2)
    v2 += logformat.frame(logformat.HAND, HAND, 1, TAG, 2)
    # 1 and 2 are one bit from 3, 3 one from 2 and 1. (Not a version 2 log under header 1: its
    # frames check out as version 1 ones, whose checksum covers the same bytes.)
    for log, version, bytes_ in ((v3, 3, (0, 1, 2, 3, 7, 0x83)), (v2, 2, (0, 2, 3, 6, 0x82))):
        for byte in bytes_:
            data = logformat.MAGIC + bytes((byte,)) + log[8:]
            found, problems = read(data)
            label = "version {} under {}".format(version, byte)
            equal(len(found), 2, label)
            want = (
                []
                if byte == version
                else [(0, "damaged file header: read as version {}".format(version))]
            )
            equal(problems, want, label)


def test_a_torn_last_hand_is_reported_and_the_rest_read():
    log = logformat.HEADER + start() + hand(1)
    last = hand(2)
    for cut in range(1, len(last)):
        found, problems = read(log + last[:cut])
        equal(len(found), 2, "cut {}".format(cut))
        equal(
            problems, [(len(log), "incomplete record (torn write): {} bytes skipped".format(cut))]
        )


def test_reading_a_frame_in_sequence_makes_little_garbage():
    # A restore reads hundreds of frames: each is checked by the CRC over the frame and its
    # stored CRC (a fixed residue, a small int), not by the stored CRC read as a number from a
    # copied slice (on a 32-bit port an integer object 3 times in 4), and the next number is
    # tried before the search table is built. On the 64-bit port a frame made 743 bytes of
    # garbage before, 327 now. Only the MicroPython port counts its heap this way.
    import gc

    if not hasattr(gc, "mem_alloc"):
        return
    costs = []
    for count in (10, 60):
        data = bytearray(logformat.HEADER)
        data.extend(start())
        for seq in range(1, count + 1):
            data.extend(logformat.frame(logformat.UNDO, None, seq, TAG))
        reader = logreader.Reader()
        reader.feed(data)
        data = None
        gc.collect()
        gc.disable()
        try:
            before = gc.mem_alloc()
            found = 0
            for _ in reader.records(final=True):
                found += 1
            costs.append(gc.mem_alloc() - before)
        finally:
            gc.enable()
        equal((found, reader.problems), (count + 1, []))
    per_frame = (costs[1] - costs[0]) // 50
    equal(per_frame <= 400, True, per_frame)
