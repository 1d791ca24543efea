"""Reads the session log's frames (core.log.frames) back, and reports every damage once.

Loaded only to read a log (a restore at boot, the host tool), then let go (app.journal).
"""

import binascii

from micropython import const

from core.log import codec
from core.log.frames import HEADER, KINDS, MAGIC, PAD, START, VERSION, implied

_SYNC = const(0xA5)  # versions 1 and 2: the byte before the kind (core.log.frames)
_LEAD = const(0xA0)  # version 3: the first byte is _LEAD + kind, kinds 1..7 (core.log.frames)
_MAX_FRAME = const(4096 + 16)  # payload, sequence number and session tag (core.log.frames)
# CRC-32 over any bytes followed by their own CRC-32 (little-endian), whatever the start value:
# the check of a frame without its CRC as a number (under 2**30, a small int on every port).
_RESIDUE = const(0x2144DF1C)
_HEADER_BITS = const(2)  # a magic this close to ours is a damaged header, not another file
# How far from the next number a version 3 frame's implied number is looked for, either way:
# records lost or repeated further away than this read as damaged (checksum mismatch).
_WINDOW = const(1024)
TORN = "incomplete record (torn write)"
# Problems of a log read into a session, said by core.sessionlog and by the host's reading of a
# stored log (host_tools.store.derive).
SECOND_START = "a second session start"
ORPHANS = "records before the session start, not applied: {}"


class Reader:
    """Decodes frames from the bytes of a log. Feed chunks with `feed` and take the complete
    records with `records()`; at the end of the file call `records(final=True)`, which also
    reports a torn last record.

    Problems are collected in `problems` as (offset, message), in file order: every run of
    unreadable bytes once, with its length, however many reads it spans; every run of records
    of another session, repeated or out of order, once, with its count; every gap in the
    sequence, naming the records lost. A damaged frame is skipped: the reader looks for the
    next frame that checks out, so one bad record never hides the rest.
    """

    def __init__(self):
        self.buf = bytearray()
        self.offset = 0  # file offset of buf[0]
        self.version = 0  # the log's format version, once its header is read
        self.not_a_log = False
        self.problems = []
        self.tag = None  # the session's tag (v2, v3), from its first start record
        self.seq = -1  # the last sequence number accepted (v2, v3)
        self.other = None  # [tag, last number] of another session, from its start (v3)
        self._skipped = None  # (offset, why) where unreadable bytes began, not yet reported
        self._run = None  # [offset, count, why] of records skipped in a row, not yet reported
        # True: a session start's value is its encoding (core.log.codec), checked but not kept
        # decoded; and True itself if it is the very bytes of `known_start`, compared where
        # they lie. A restore decodes one copy only (core.sessionlog), rather than build ~60
        # objects and a ~1 KB block per copy while its session is in the heap.
        self.raw_starts = False
        self.known_start = None
        self.next = 0  # file offset just past the last record yielded

    def mark(self):
        """What this reader knows past the last record it yielded, nothing pending: a reader
        given it by `go_on` reads on from there (seek the file to mark[0])."""
        return self.next, self.version, self.tag, self.seq, list(self.problems)

    def go_on(self, mark):
        self.offset, self.version, self.tag, self.seq, self.problems = mark
        self.next = self.offset

    def feed(self, chunk):
        if self.not_a_log:
            return  # said once; the rest of such a file is not read
        self.buf.extend(chunk)

    def records(self, final=False):
        """Yield (offset, kind, value) for every complete, valid frame in what was fed."""
        if self.not_a_log or (not self.version and not self._header(final)):
            return
        buf = self.buf
        pos = 0
        while pos < len(buf):
            start = self._next_sync(pos)
            if start > pos:
                self._skip(pos, "stray bytes")
                pos = start
                continue
            got = self._frame_at(pos)
            if len(got) == 2:
                if got[0] is None and not final:
                    break  # incomplete: wait for more bytes
                self._skip(pos, got[1])
                pos = self._next_sync(pos + 1)
                continue
            self._skipped_end(pos)
            end, kind, seq, tag, value = got
            if kind != PAD and self._in_order(pos, kind, seq, tag):
                self._run_end()
                self.next = self.offset + end
                yield self.offset + pos, kind, value
            pos = end
        if final:
            self._skipped_end(pos)
            self._run_end()
        self._drop(pos)

    # -- the header --------------------------------------------------------------------------
    def _header(self, final):
        """Read the file header; False while more bytes are needed or if this is no log.
        A header with a flipped bit does not lose the evening: the frames behind it say which
        version wrote them."""
        size = len(HEADER)
        if len(self.buf) < size and not final:
            return False
        head = bytes(self.buf[:size])
        stated = head[7] if len(head) == size and head[:7] == MAGIC else 0
        # Even a header as written is checked by its first frame: version 3 is one bit from 2
        # and from 1, so a flipped bit may name another version that is still ours.
        version = self._version_of_frames(head, final)
        if version is None:
            return False  # wait for the first frame
        if not version and 0 < stated <= VERSION:
            version = stated  # its first frame damaged: the second start copy serves
        if not version:
            if stated:
                why = "a log of version {}, newer than this reader".format(stated)
            else:
                why = "not a Schreiber log"
            self.problems.append((0, why))
            self.not_a_log = True
            self._drop(len(self.buf))
            return False
        if version != stated:
            self.problems.append((0, "damaged file header: read as version {}".format(version)))
        self.version = version
        self._drop(size)
        return True

    def _version_of_frames(self, head, final):
        """The version, the nearest to the header first, whose first frame checks out behind a
        header at most a bit or two away from its own; 0 if none; None to wait for more
        bytes."""
        if len(head) < len(HEADER):
            return 0
        for bits in range(_HEADER_BITS + 1):
            for version in range(VERSION, 0, -1):
                if _bits_apart(head, MAGIC + bytes((version,))) != bits:
                    continue
                self.version = version
                got = self._frame_at(len(HEADER)) if len(self.buf) > len(HEADER) else ()
                self.version = 0
                if not got or got[0] is None:  # incomplete
                    if not final:
                        return None
                elif len(got) == 5:
                    return version
        return 0

    # -- frames --------------------------------------------------------------------------
    def _frame_at(self, pos):
        """(end, kind, seq, tag, value) for a good frame; (None, why) if incomplete;
        (-1, why) if damaged."""
        buf = self.buf
        first = pos + (self.version < 3)  # the kind's byte, where the CRC begins
        try:
            length, start = codec._read_varint(buf, first + 1)
        except ValueError:
            return (None, TORN) if len(buf) - pos < 12 else (-1, "bad record length")
        if length > _MAX_FRAME:
            return -1, "bad record length"
        end = start + length + 4
        if end > len(buf):
            return None, TORN
        kind = buf[first] if first > pos else buf[first] - _LEAD
        # Over a view: a slice would copy the frame, ~1 KB for a session start, at the very
        # moment a restore makes its session. The view takes the stored CRC in too: the CRC
        # over a frame and its own CRC is always _RESIDUE, a small int, where the CRC itself
        # (and the stored one read as a number) is an integer object of its own on a 32-bit
        # port 3 times in 4, made for every frame a restore reads.
        view = memoryview(buf)[first:end]
        seq = tag = None
        if first == pos and kind != START and kind != PAD:
            # Version 3: the number and tag are in the CRC (frames.implied), and this frame's
            # are the ones its CRC checks out under. The session's next number first (one CRC,
            # as for a frame that carries them), then numbers further on (records lost), numbers
            # already read (repeated or out of order), and the next numbers of another session
            # whose start was read. No names of their own for these steps: each new name the
            # device's code brings takes room in its interned-names table.
            # The next number is tried before the table of the other steps is built: a restore
            # reads hundreds of frames, and the table is garbage made for each.
            tag = self.tag
            seq = self.seq + 1
            if tag is None or binascii.crc32(view, implied(seq, tag)) != _RESIDUE:
                other = self.other or (None, 0)
                for tag, at, stop, step in (
                    (self.tag, self.seq + 2, self.seq + 1 + _WINDOW, 1),
                    (self.tag, self.seq, max(self.seq - _WINDOW, 0), -1),
                    (other[0], other[1] + 1, other[1] + 1 + _WINDOW, 1),
                ):
                    if tag is None:
                        continue
                    for seq in range(at, stop, step):
                        if binascii.crc32(view, implied(seq, tag)) == _RESIDUE:
                            break
                    else:
                        continue
                    break
                else:
                    return -1, "checksum mismatch"
        elif binascii.crc32(view) != _RESIDUE:
            return -1, "checksum mismatch"
        view = None
        if kind not in KINDS:
            return -1, "unknown record kind {}".format(kind)
        at = start
        end_of = start + length  # where the content ends and the CRC begins
        try:
            if self.version >= 2 and seq is None:
                seq, at = codec._read_varint(buf, at)
                if at + 4 > end_of:
                    raise ValueError("no session tag")
                tag = int.from_bytes(bytes(buf[at : at + 4]), "little")
                at += 4
            if kind == START and self.raw_starts and self._known(at, end_of):
                value, used = True, end_of
            elif kind == START and self.raw_starts:
                # Checked where it lies (codec.skip), not decoded: ~60 objects and a dict
                # table of ~500 bytes for a check, when the restore decodes one copy anyway.
                used = codec.skip(buf, at)
                value = bytes(memoryview(buf)[at:used])
            else:
                value, used = codec.decode(buf, at)
        except (ValueError, RuntimeError) as err:  # RuntimeError: nested too deep to decode
            return -1, "unreadable record: {}".format(err)
        if used != end_of:
            return -1, "record length does not match its content"
        return end, kind, seq, tag, value

    def _known(self, at, end):
        """True if buf[at:end] is `known_start`, compared where it lies."""
        return self.known_start is not None and memoryview(self.buf)[at:end] == self.known_start

    def _in_order(self, pos, kind, seq, tag):
        """True if a good frame belongs here: its session's and next in sequence (v2, v3)."""
        if self.version < 2 or self.tag is None:
            if kind == START and self.version >= 2:
                self.tag = tag
                self.seq = seq
            return True
        if tag != self.tag:
            if kind == START:
                self.other = [tag, seq]
            elif self.other is not None and tag == self.other[0]:
                self.other[1] = seq
            self._skip_record(pos, "of another session")
            return False
        if kind == START and seq == self.seq == 0:
            return True  # the second copy of the start
        if seq <= self.seq:
            self._skip_record(pos, "repeated or out of order")
            return False
        if seq > self.seq + 1:
            self._run_end()
            first = self.seq + 1
            if seq - first == 1:
                why = "record {} lost before this one".format(first)
            else:
                why = "{} records lost before this one ({} to {})".format(
                    seq - first, first, seq - 1
                )
            self.problems.append((self.offset + pos, why))
        self.seq = seq
        return True

    # -- problems, each reported once however long -------------------------------------------
    def _skip(self, pos, why):
        if self._skipped is None:
            self._run_end()
            self._skipped = (self.offset + pos, why)

    def _skipped_end(self, pos):
        if self._skipped is not None:
            start, why = self._skipped
            self._skipped = None
            size = self.offset + pos - start
            self.problems.append((start, "{}: {} bytes skipped".format(why, size)))

    def _skip_record(self, pos, why):
        run = self._run
        if run is not None and run[2] != why:
            self._run_end()
            run = None
        if run is None:
            self._run = [self.offset + pos, 1, why]
        else:
            run[1] += 1

    def _run_end(self):
        run = self._run
        if run is not None:
            self._run = None
            count = run[1]
            self.problems.append(
                (run[0], "{} record{} {}: skipped".format(count, "s" if count > 1 else "", run[2]))
            )

    def _next_sync(self, pos):
        buf = self.buf
        v3 = self.version > 2
        while pos < len(buf):
            lead = buf[pos]
            if lead == _SYNC or v3 and _LEAD < lead <= _LEAD + 7:
                break  # where a frame of this log's version may begin
            pos += 1
        return pos

    def _drop(self, count):
        if count:
            self.buf = self.buf[count:]
            self.offset += count


def _bits_apart(one, two):
    bits = 0
    for index in range(len(one)):
        bits += bin(one[index] ^ two[index]).count("1")
    return bits


def read_all(data):
    """Every good record in `data` (bytes of a whole log) and the problems found."""
    reader = Reader()
    reader.feed(data)
    found = list(reader.records(final=True))
    return found, reader.problems
