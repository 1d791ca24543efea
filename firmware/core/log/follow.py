"""Reads a journal's own log (app.journal) as it was written: the header, the start copies and
then every record the next of its session, which is how a log comes back at nearly every boot.
Anything else (a damaged or torn frame, a record out of sequence, another version) is left to
the full reader (core.log.reader), from the last record read here, in the state the full reader
would be in there (its mark: Reader.mark, Reader.go_on).

A module of its own, loaded only to read a log and let go after (app.journal): the full reader
and core.sessionlog take about 9 KB of heap from .mpy on a 64-bit port, and a restore reads
the hands when the session and its rules are already in the heap (docs/measuring.md)."""

import binascii
import os

from micropython import const

from core.log import codec
from core.log.frames import END, HAND, HEADER, PAD, START, VERSION, implied, pad

_LEAD = const(0xA0)  # the first byte of a frame is _LEAD + kind (core.log.frames)
_SYNC = const(0xA5)  # versions 1 and 2: the byte before the kind (core.log.frames)
# CRC-32 over any bytes followed by their own CRC: a frame's check (core.log.reader).
_RESIDUE = const(0x2144DF1C)
_CHUNK = const(256)  # bytes read at a time, into one buffer
_MOST = const(4096 + 16)  # a frame's body: payload, number and tag (core.log.reader)


def hands_bytes(path):
    """About how many bytes the hand records of the log at `path` take in a session's store,
    read from its head and size before it is read (app.journal reserves them): four fifths of
    the bytes after the start copies, as a hand's frame carries five bytes more than its
    stored record (~26 against ~21). 0 if the head cannot tell."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(16)
        size = os.stat(path)[6]
    except OSError:
        return 0
    at = records_at(head) if len(head) == 16 else None
    return 0 if at is None or size <= at else (size - at) * 4 // 5


def records_at(head):
    """Where the records after the start copies begin in a journal's log whose first bytes
    (at least 16) are `head`: past the header, the two copies of the start frame and the
    filler between them; None if no frame length can be read there."""
    first = len(HEADER) + (head[len(HEADER)] == _SYNC)  # the kind's byte
    try:
        length, at = codec._read_varint(head, first + 1)
    except ValueError:
        return None
    return len(HEADER) + 2 * (at - len(HEADER) + length + 4) + len(pad(0, 0))


def starts(handle):
    """(the session start's encoding, the mark past its second copy) of the log open in
    `handle`, from its head: a header of this version, a start frame numbered 0, the filler
    and the very bytes of the start again, each checking out as the full reader checks it.
    None for any other head: the full reader reads that (core.sessionlog.read_start)."""
    buf = bytearray(_CHUNK)
    size = handle.readinto(buf)
    at = len(HEADER)
    if size < at or memoryview(buf)[:at] != HEADER:
        return None
    end = _end(memoryview(buf)[:size], at, START)
    if end is None:
        return None
    # The first copy whole, in one block: the session is made from its payload.
    frame = bytearray(end - at)
    handle.seek(at)
    if handle.readinto(frame) != len(frame):
        return None
    view = memoryview(frame)
    got = _checked(view, len(frame))
    if got is None or got[0]:  # numbered 0, as the journal numbers it
        return None
    body = got[1]
    tag = int.from_bytes(bytes(view[body - 4 : body]), "little")
    # The filler, its number and tag not read (as the full reader reads it)
    at += len(frame)
    handle.seek(at)
    size = handle.readinto(buf)
    end = _end(memoryview(buf)[:size], 0, PAD)
    if end is None or end > size or _checked(memoryview(buf), end) is None:
        return None
    # The second copy: the same bytes, compared a piece at a time.
    at += end
    handle.seek(at)
    done = 0
    while done < len(frame):
        size = min(handle.readinto(buf), len(frame) - done)
        if not size or memoryview(buf)[:size] != view[done : done + size]:
            return None
        done += size
    return view[body : len(frame) - 4], (at + len(frame), VERSION, tag, 0, [])


def read_on(handle, mark, each):
    """each(kind, value) for every record from `mark` (Reader.mark) on in the log open in
    `handle`, while each is the next of its session in this version: (the mark past the last
    one, True if the log ends there). An exception `each` raises is the caller's."""
    at, version, tag, seq, problems = mark
    buf = bytearray(_CHUNK)
    while version == VERSION and tag is not None:
        handle.seek(at)
        size = handle.readinto(buf)
        if not size:
            return (at, version, tag, seq, problems), True
        data = memoryview(buf)[:size]
        pos = 0
        while pos < size:
            got = _next(data, pos, seq + 1, tag)
            if got is None:
                break  # a frame this read cut off is read again; any other, the reader's
            each(got[0], got[1])
            seq += 1
            pos = got[2]
        if not pos:
            break
        at += pos
    return (at, version, tag, seq, problems), False


def _next(data, pos, seq, tag):
    """(kind, value, end) of the frame at data[pos] if it is a whole record numbered `seq` in
    the session of `tag` (not a start or filler); None otherwise."""
    kind = data[pos] - _LEAD
    if kind < HAND or kind > END:
        return None
    try:
        length, body = codec._read_varint(data, pos + 1)
        end = body + length + 4
        if length > _MOST or end > len(data):
            return None
        if binascii.crc32(data[pos:end], implied(seq, tag)) != _RESIDUE:
            return None
        value, used = codec.decode(data[: end - 4], body)
    except (ValueError, RuntimeError):  # RuntimeError: nested too deep (core.log.reader)
        return None
    return (kind, value, end) if used == end - 4 else None


def _end(data, pos, kind):
    """Where the frame of `kind` at data[pos] ends, read from its length; None if it is no
    such frame or no length can be read there."""
    if pos >= len(data) or data[pos] != _LEAD + kind:
        return None
    try:
        length, body = codec._read_varint(data, pos + 1)
    except ValueError:
        return None
    return None if length > _MOST else body + length + 4


def _checked(view, end):
    """(number, where the payload begins) of the start or filler frame view[:end] (number,
    tag, payload), if it checks out: its CRC, and its payload read to its end; else None."""
    if binascii.crc32(view[:end]) != _RESIDUE:
        return None
    try:
        _, at = codec._read_varint(view, 1)  # past the length
        seq, at = codec._read_varint(view[: end - 4], at)
        if codec.skip(view[: end - 4], at + 4) != end - 4:
            return None
    except (ValueError, RuntimeError):  # RuntimeError: nested too deep (core.log.reader)
        return None
    return seq, at + 4
