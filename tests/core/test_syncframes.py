"""Sync frames: what is built is found again, bytes for bytes; noise between frames is skipped
and counted; a flipped bit, a dropped byte or a cut frame is never delivered, and the good
frame after it still is, however the stream is split into reads."""

import binascii

from checks import equal
from sync import wire as sf

NOISE = (
    b"ets Jun  8 2016 00:22:57\r\nrst:0x1 (POWERON_RESET),boot:0x13\r\n",
    b'Traceback (most recent call last):\r\n  File "main.py", line 4\r\nMemoryError: \r\n',
    b"\r\n>>> \x03\x03\r\nMicroPython v1.29 on 2026-01-01; ESP32\r\n>>> ",
    b"\xc0\xc0\xde\x01",  # a magic with a head that does not check
)


def _log_bytes(size):
    """Bytes that look like a log: every value, magic and sync bytes among them."""
    out = bytearray()
    i = 0
    while len(out) < size:
        out.append((i * 37 + (i >> 3)) & 0xFF)
        if i % 97 == 5:
            out.extend(sf.MAGIC)
        i += 1
    return bytes(out[:size])


def _frames():
    """A HELLO, a DATA of a whole chunk, an ACK, a JSON message and an empty DATA."""
    chunk = _log_bytes(sf.DATA_MAX)
    return [
        sf.hello(12345),
        sf.data(3, 2048, chunk),
        sf.ack(3, 3072, sf.RESEND),
        sf.message(sf.MARK, {"s": 3, "size": 5120}),
        sf.data(70000, 4000000000, b""),
    ]


def _read(stream, step=None, max_body=sf.MAX_BODY):
    parser = sf.Parser(max_body)
    got = []
    step = step or len(stream) or 1
    for at in range(0, len(stream), step):
        parser.feed(stream[at : at + step])
        frame = parser.next()
        while frame is not None:
            got.append(frame)
            frame = parser.next()
    return got, parser


def _expected(frame):
    return (frame[2], frame[3], frame[7:-4])


def test_pinned_bytes():
    # The envelope is frozen for every version (docs/sync-protocol.md): these bytes never change.
    equal(sf.frame(1, sf.BYE, b"{}").hex(), "c0de01420200557b7d2a6d438b")
    equal(sf.ack(3, 4096, 1).hex(), "c0de01410900c70300000000100000011aa4f635", "ack")
    data = sf.data(1, 8, b"\xa5")
    equal(data.hex(), "c0de014409002c0100000008000000a5a6b2ff78", "data")
    # The same, worked out from docs/sync-protocol.md's table.
    equal(data[6], binascii.crc32(data[2:6]) & 0xFF, "hcheck")
    equal(data[-4:], (binascii.crc32(data[2:-4]) & 0xFFFFFFFF).to_bytes(4, "little"), "crc")
    equal(len(sf.data(1, 0, bytes(sf.DATA_MAX))), sf.DATA_FRAME, "largest DATA")
    equal(sf.OVERHEAD, 11, "overhead")


def test_round_trip_whole_and_byte_by_byte():
    frames = _frames()
    stream = b"".join(frames)
    for step in (None, 1, 7, 1000):
        got, parser = _read(stream, step)
        equal(got, [_expected(f) for f in frames], "step {}".format(step))
        equal((parser.skipped, parser.damaged, parser.pending()), (0, 0, 0), "counts")


def test_bodies_read_back():
    session, offset, chunk = sf.read_data(_expected(sf.data(9, 70000, b"abc"))[2])
    equal((session, offset, bytes(chunk)), (9, 70000, b"abc"), "data")
    equal(sf.read_ack(_expected(sf.ack(2**32 - 1, 5, 0))[2]), (2**32 - 1, 5, 0), "ack")
    version, kind, body = _expected(sf.hello(99))
    equal((version, kind), (sf.ANY_VERSION, sf.HELLO), "hello head")
    equal(sf.read_json(body), {"versions": [1], "nonce": 99}, "hello")
    fields = {"s": 4, "from": 0, "to": 900, "check": 0}
    equal(sf.read_json(_expected(sf.message(sf.PULL, fields))[2]), fields, "pull")


def test_sealed_buffer_matches_data():
    buffer = sf.data_buffer()
    space = sf.data_space(buffer)
    equal(len(space), sf.DATA_MAX, "space")
    for count in (0, 1, 500, sf.DATA_MAX):
        chunk = _log_bytes(count)
        space[:count] = chunk
        size = sf.seal_data(buffer, 5, 123456, count)
        equal(bytes(buffer[:size]), sf.data(5, 123456, chunk), "count {}".format(count))


def test_bad_bodies_refused():
    for fn, body in (
        (sf.read_data, b"\x01\x02"),
        (sf.read_ack, b"\x01" * 8),
        (sf.read_ack, b"\x01" * 10),
        (sf.read_json, b"{"),
        (sf.read_json, b"\xff\xfe"),
        (sf.read_json, b"[1, 2]"),
        (sf.read_json, b"7"),
    ):
        refused = False
        try:
            fn(body)
        except ValueError:
            refused = True
        equal(refused, True, "{!r} refused".format(body))
    for make in (lambda: sf.frame(1, sf.BYE, bytes(4097)), lambda: sf.data(1, 0, bytes(1025))):
        refused = False
        try:
            make()
        except ValueError:
            refused = True
        equal(refused, True, "oversized frame refused")


def test_noise_between_frames_is_skipped():
    frames = _frames()
    stream = bytearray(NOISE[0])
    for i in range(len(frames)):
        stream.extend(frames[i])
        stream.extend(NOISE[(i + 1) % len(NOISE)])
    noise = len(stream) - sum(len(f) for f in frames)
    for step in (None, 1, 13):
        got, parser = _read(bytes(stream), step)
        equal(got, [_expected(f) for f in frames], "frames, step {}".format(step))
        # The noise's trailing 0xC0 0xDE 0x01 is held back until it proves to be no frame.
        equal(parser.skipped + parser.pending(), noise, "noise counted")


def test_every_flipped_bit_is_caught():
    damaged = sf.ack(3, 3072, 0)
    after = sf.message(sf.MARK, {"s": 3, "size": 3072})
    for at in range(len(damaged)):
        for bit in range(8):
            stream = bytearray(damaged + after)
            stream[at] ^= 1 << bit
            got, _ = _read(bytes(stream))
            equal(got, [_expected(after)], "bit {} of byte {}".format(bit, at))


def test_dropped_or_cut_bytes_lose_only_their_frame():
    damaged = sf.data(3, 0, _log_bytes(40))
    after = sf.ack(3, 40, 0)
    for at in range(len(damaged)):
        dropped = damaged[:at] + damaged[at + 1 :]
        for stream in (dropped + after, damaged[:at] + after):
            for step in (None, 1):
                got, parser = _read(stream, step)
                if not got:  # a head that promises more than came: given up after a pause
                    parser.timeout()
                    got = _drain(parser)
                equal(got, [_expected(after)], "byte {} dropped or cut".format(at))


def _drain(parser):
    got = []
    frame = parser.next()
    while frame is not None:
        got.append(frame)
        frame = parser.next()
    return got


def test_oversized_length_refused_at_once():
    body = bytes(600)
    big = sf.frame(1, sf.DATA, body)
    after = sf.ack(1, 1, 0)
    got, parser = _read(big + after, max_body=512)
    equal(got, [_expected(after)], "frame over the limit skipped")
    equal(parser.damaged >= 1, True, "counted as damaged")


def test_unknown_version_and_type_handed_up():
    odd = sf.frame(7, 0x5A, b"future")
    got, _ = _read(odd)
    equal(got, [(7, 0x5A, b"future")], "handed up as it is")


def test_check_covers_the_last_bytes():
    prefix = _log_bytes(300)
    equal(sf.check(b""), 0, "empty")
    equal(sf.check(prefix), binascii.crc32(prefix[-64:]) & 0xFFFFFFFF, "last 64")
    equal(sf.check(prefix[-64:]), sf.check(prefix), "tail alone")
    equal(sf.check(prefix[:10]), binascii.crc32(prefix[:10]) & 0xFFFFFFFF, "short prefix")


def test_a_logs_nonce_is_found_in_its_filler_without_decoding_the_start():
    from core.log import frames as logformat

    tag = logformat.session_tag("a1b2c3d4e5f6", 1)
    record = {"game": "bierkopf", "players": ["A" * 200, "B", "C", "D"], "date": None}
    for version in (2, 3):  # a log begun before version 3 keeps its nonce where it was
        # longer than 127: a 2-byte length
        first = logformat.frame(logformat.START, record, 0, tag, version)
        for nonce, want in (("0123456789abcdef", "0123456789abcdef"), ("", None)):
            pad = logformat.pad(0, tag, nonce, version)
            equal(len(pad), 64, "the filler's size")
            data = bytes(logformat.MAGIC + bytes((version,)) + first + pad + first)
            at = sf.pad_at(data[: sf.NONCE_HEAD])
            equal(at, 8 + len(first), "where the filler is")
            equal(sf.pad_nonce(data[at : at + 64]), want, "its nonce")
    equal(sf.pad_at(logformat.MAGIC + b"\x01" + bytes(4)), None, "a version 1 log has no filler")
    equal(sf.pad_at(b"SCHRLOG\x02"), None, "too short")
    equal(sf.pad_nonce(bytes(64)), None, "no filler")
