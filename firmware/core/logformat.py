"""The session log's byte format: a file header, then framed and checksummed records.

  header  b"SCHRLOG" + version byte
  frame   0xA5 | kind | length (varint) | payload (core.codec) | CRC-32 of kind..payload (LE)

A torn write leaves a short last frame; a flipped bit fails the CRC. Both are reported with
their offset and never accepted (docs/log-format.md).
"""

import binascii

from core import codec

VERSION = 1
HEADER = b"SCHRLOG" + bytes((VERSION,))
_SYNC = 0xA5
_MAX_RECORD = 4096  # a session start with every setting is well under 1 KB

# Record kinds. The numbers are stored on flash: never renumber, only add.
START = 1  # session start: {"game", "settings", "players", "dealer", "date"}
HAND = 2  # one hand record, as entered
EDIT = 3  # [index, hand record]: hand `index` (0-based) corrected
DELETE = 4  # index: hand removed
UNDO = 5  # null: the last hand taken back
END = 6  # null: the session closed by the players
KINDS = (START, HAND, EDIT, DELETE, UNDO, END)


def frame(kind, value):
    """The bytes of one record, ready to append to a log file."""
    body = bytearray((kind,))
    payload = codec.encode(value)
    if len(payload) > _MAX_RECORD:
        raise ValueError("record too large for the log ({} bytes)".format(len(payload)))
    codec._varint(body, len(payload))
    body.extend(payload)
    crc = binascii.crc32(body) & 0xFFFFFFFF
    out = bytearray((_SYNC,))
    out.extend(body)
    out.extend(crc.to_bytes(4, "little"))
    return bytes(out)


class Reader:
    """Decodes frames from the bytes of a log. Feed chunks with `feed` and take the complete
    records with `records()`; at the end of the file call `records(final=True)`, which also
    reports a torn last record.

    Problems are collected in `problems` as (offset, message) and the damaged frame is skipped:
    the reader looks for the next frame that checks out, so one bad record never hides the rest.
    """

    def __init__(self):
        self.buf = bytearray()
        self.offset = 0  # file offset of buf[0]
        self.header_seen = False
        self.not_a_log = False
        self.problems = []

    def feed(self, chunk):
        self.buf.extend(chunk)

    def records(self, final=False):
        """Yield (offset, kind, value) for every complete, valid frame in what was fed."""
        if self.not_a_log:
            self._drop(len(self.buf))  # said once; the rest of such a file is not read
            return
        if not self.header_seen:
            if len(self.buf) < len(HEADER) and not final:
                return
            if bytes(self.buf[: len(HEADER)]) != HEADER:
                self.problems.append((0, "not a Schreiber log (or an unknown version)"))
                self.not_a_log = True
                self._drop(len(self.buf))
                return
            self.header_seen = True
            self._drop(len(HEADER))
        buf = self.buf
        pos = 0
        while pos < len(buf):
            if buf[pos] != _SYNC:
                skip = self._next_sync(pos + 1)
                self.problems.append((self.offset + pos, "{} stray bytes".format(skip - pos)))
                pos = skip
                continue
            end, kind, value = self._frame_at(pos)
            if kind is None:
                if end is None and not final:
                    break  # incomplete: wait for more bytes
                self.problems.append((self.offset + pos, value))
                pos = self._next_sync(pos + 1)
                continue
            yield self.offset + pos, kind, value
            pos = end
        self._drop(pos)

    def _frame_at(self, pos):
        """(end, kind, value) for a good frame; (None, None, why) if incomplete; (pos + 1,
        None, why) if damaged."""
        buf = self.buf
        torn = (None, None, "incomplete record (torn write)")
        try:
            length, start = codec._read_varint(buf, pos + 2)
        except ValueError:
            return torn if len(buf) - pos < 12 else (pos + 1, None, "bad record length")
        if length > _MAX_RECORD:
            return pos + 1, None, "bad record length"
        end = start + length + 4
        if end > len(buf):
            return torn
        crc = binascii.crc32(buf[pos + 1 : start + length]) & 0xFFFFFFFF
        if crc != int.from_bytes(bytes(buf[start + length : end]), "little"):
            return pos + 1, None, "checksum mismatch"
        kind = buf[pos + 1]
        if kind not in KINDS:
            return pos + 1, None, "unknown record kind {}".format(kind)
        try:
            value, used = codec.decode(buf, start)
        except ValueError as err:
            return pos + 1, None, "unreadable record: {}".format(err)
        if used != start + length:
            return pos + 1, None, "record length does not match its content"
        return end, kind, value

    def _next_sync(self, pos):
        buf = self.buf
        while pos < len(buf) and buf[pos] != _SYNC:
            pos += 1
        return pos

    def _drop(self, count):
        if count:
            self.buf = self.buf[count:]
            self.offset += count


def read_all(data):
    """Every good record in `data` (bytes of a whole log) and the problems found."""
    reader = Reader()
    reader.feed(data)
    found = list(reader.records(final=True))
    return found, reader.problems
