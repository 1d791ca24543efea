"""The sync protocol's frames (docs/sync-protocol.md): building them, and finding them in a
stream of bytes that may also hold boot messages, tracebacks, noise and damaged frames.

  frame  0xC0 0xDE | version | type | length (u16 LE) | hcheck | body | CRC-32 (u32 LE)

The same module runs on the device and in the host tool, so both read the bytes one way.
"""

import binascii
import hashlib
import json

from micropython import const

VERSION = 1  # the protocol version this module speaks (HELLO's "versions")
VERSIONS = (1,)
ANY_VERSION = 0  # HELLO and VERSION: frozen bodies, read the same by every version

MAGIC = b"\xc0\xde"
_HEAD = const(7)  # magic, version, type, length, hcheck
OVERHEAD = const(11)  # _HEAD and the CRC
MAX_BODY = const(4096)
DATA_MAX = const(1024)  # log bytes per DATA frame
_DATA_HEAD = const(8)  # u32 session, u32 offset
DATA_FRAME = const(7 + 8 + 1024 + 4)  # the largest DATA frame, for a preallocated buffer
WINDOW = const(4096)  # log bytes the device sends before it waits for an ACK
CHECK_SPAN = const(64)  # bytes before a prefix's end that PULL's "check" covers
# The longest frame a host sends a device that says so ("frame" in IDENTITY): the ESP32 port's
# stdin ring buffer is 260 bytes (ports/esp32/mphalport.c, stdin_ringbuf_array) and drops what
# comes while it is full (uart.c: ringbuf_put), as it is while a panel refresh keeps the app
# from reading for up to 3 s; a frame this long still fits whole.
HOST_FRAME = const(256)
CONTENT = const(1)  # IDENTITY's and the Wi-Fi hello's "content": this device checks digests
MAC_SIZE = const(32)  # the HMAC-SHA256 trailer of every Wi-Fi body
# A log's nonce (docs/log-format.md, "Identity of a session") lies at the end of the filler
# frame behind the first start copy: its 16 hex digits are the last before the frame's CRC.
NONCE_HEAD = const(12)  # the file header and the first frame's head: where the filler is
_PAD_FRAME = const(64)  # logformat.pad's frame of sequence number 0
_HEX = b"0123456789abcdef"

# Message types (ASCII letters, so a dump of the stream reads).
HELLO = const(0x48)  # H  host -> device, version 0
VERSION_MISMATCH = const(0x56)  # V  device -> host, version 0
IDENTITY = const(0x49)  # I
PULL = const(0x50)  # P
DATA = const(0x44)  # D  binary
ACK = const(0x41)  # A  binary
MARK = const(0x4D)  # M
MARKED = const(0x4B)  # K
PAIR = const(0x53)  # S
PAIRED = const(0x54)  # T
BYE = const(0x42)  # B
ERROR = const(0x45)  # E
NAMES = const(0x4E)  # N  host -> device: roster names (offered when IDENTITY has "names")
ROSTER = const(0x52)  # R  device -> host: which of them the roster holds
TABLE = const(0x4C)  # L  host -> device: a tournament table (offered when IDENTITY has "table")
TABLED = const(0x47)  # G  device -> host: the table kept

RESEND = const(1)  # ACK flag: go back and send from this offset
OPEN = const(1)  # IDENTITY session flag: the session is still being written
DAMAGED = const(2)  # IDENTITY session flag: its reader reported problems


def _crc(data):
    return binascii.crc32(data) & 0xFFFFFFFF


def frame(version, kind, body=b""):
    """The bytes of one frame."""
    size = len(body)
    if size > MAX_BODY:
        raise ValueError("frame body too large ({} bytes)".format(size))
    out = bytearray(_HEAD + size + 4)
    _seal(out, version, kind, size, body)
    return bytes(out)


def _seal(out, version, kind, size, body=None):
    """Write the head and CRC around a body of `size` bytes in `out` (copied in first when
    given; else it is already at out[_HEAD:])."""
    out[0] = 0xC0
    out[1] = 0xDE
    out[2] = version
    out[3] = kind
    out[4] = size & 0xFF
    out[5] = size >> 8
    view = memoryview(out)
    out[6] = _crc(view[2:6]) & 0xFF
    if body is not None:
        out[_HEAD : _HEAD + size] = body
    end = _HEAD + size
    crc = _crc(view[2:end])
    for i in range(4):
        out[end + i] = (crc >> (8 * i)) & 0xFF
    return end + 4


def message(kind, fields, version=VERSION):
    """A control frame with a JSON body."""
    return frame(version, kind, json.dumps(fields).encode())


def hello(nonce, versions=VERSIONS):
    return message(HELLO, {"versions": list(versions), "nonce": nonce}, ANY_VERSION)


def data(session, offset, chunk):
    """A DATA frame: `chunk` (at most DATA_MAX bytes) of a log file from `offset` on."""
    if len(chunk) > DATA_MAX:
        raise ValueError("data chunk too large ({} bytes)".format(len(chunk)))
    out = bytearray(_HEAD + _DATA_HEAD + len(chunk) + 4)
    _put_data_head(out, session, offset)
    out[_HEAD + _DATA_HEAD : _HEAD + _DATA_HEAD + len(chunk)] = chunk
    return bytes(out[: _seal(out, VERSION, DATA, _DATA_HEAD + len(chunk))])


def data_buffer():
    """A buffer for seal_data, allocated once (the device sends every DATA frame from it)."""
    return bytearray(DATA_FRAME)


def data_space(buffer):
    """The part of a data_buffer the log bytes are read into (a memoryview, DATA_MAX long)."""
    return memoryview(buffer)[_HEAD + _DATA_HEAD : _HEAD + _DATA_HEAD + DATA_MAX]


def seal_data(buffer, session, offset, count):
    """Make a DATA frame in `buffer` around the `count` log bytes already read into its
    data_space; returns the frame's length (send buffer[:length])."""
    _put_data_head(buffer, session, offset)
    return _seal(buffer, VERSION, DATA, _DATA_HEAD + count)


def _put_data_head(out, session, offset):
    at = _HEAD
    for value in (session, offset):
        for i in range(4):
            out[at + i] = (value >> (8 * i)) & 0xFF
        at += 4


def read_data(body):
    """(session, offset, log bytes) of a DATA body."""
    if len(body) < _DATA_HEAD:
        raise ValueError("DATA body too short")
    return _u32(body, 0), _u32(body, 4), body[_DATA_HEAD:]


def ack(session, offset, flags=0):
    out = bytearray(9)
    for i in range(4):
        out[i] = (session >> (8 * i)) & 0xFF
        out[4 + i] = (offset >> (8 * i)) & 0xFF
    out[8] = flags
    return frame(VERSION, ACK, out)


def read_ack(body):
    """(session, offset, flags) of an ACK body."""
    if len(body) != 9:
        raise ValueError("ACK body is not 9 bytes")
    return _u32(body, 0), _u32(body, 4), body[8]


def read_json(body):
    """The object in a JSON body; ValueError if it is none."""
    try:
        value = json.loads(body)
    except ValueError:
        raise ValueError("body is not JSON") from None
    if not isinstance(value, dict):
        raise ValueError("body is not a JSON object")
    return value


def check(prefix_tail):
    """PULL's and the Wi-Fi "have" check: CRC-32 of the last CHECK_SPAN bytes of a prefix
    (pass them, or the whole prefix); 0 for an empty prefix."""
    if not len(prefix_tail):
        return 0
    return _crc(prefix_tail[-CHECK_SPAN:])


def digest(pieces):
    """The content check (docs/sync-protocol.md, "Content check"): the first 16 bytes of the
    SHA-256 of the bytes `pieces` yields, in hex. Both sides compute it over the same prefix
    of a log; any difference in any byte of it shows."""
    hasher = hashlib.sha256()
    for piece in pieces:
        hasher.update(piece)
    return str(binascii.hexlify(hasher.digest()[:16]), "ascii")


def file_pieces(handle, length, space):
    """The first `length` bytes of an open file, read into `space` (a memoryview) a piece at
    a time, for `digest`: a long log never needs its size in heap."""
    handle.seek(0)
    while length > 0:
        got = handle.readinto(space[: min(length, len(space))])
        if not got:
            raise ValueError("the file is shorter than {} bytes".format(length))
        yield space[:got]
        length -= got


def pad_at(head):
    """Where a log's filler frame begins, from its first NONCE_HEAD bytes (the header, then
    the first start copy's head: 0xA5, kind 1, its length as a varint); None for a log without
    one there (version 1, a damaged head)."""
    if len(head) < NONCE_HEAD or head[8] != 0xA5 or head[9] != 1 or head[7] != 2:
        return None
    length = shift = 0
    at = 10
    while at < NONCE_HEAD:
        byte = head[at]
        length |= (byte & 0x7F) << shift
        at += 1
        if not byte & 0x80:
            return at + length + 4
        shift += 7
    return None


def pad_nonce(frame):
    """The nonce (16 hex digits) in a log's filler frame (its _PAD_FRAME bytes from pad_at);
    None if they are no filler of this kind (a log written before nonces has dashes only)."""
    if len(frame) < _PAD_FRAME or frame[0] != 0xA5 or frame[1] != 7:
        return None
    value = bytes(frame[_PAD_FRAME - 20 : _PAD_FRAME - 4])
    for byte in value:
        if byte not in _HEX:
            return None
    return value.decode()


def _u32(buf, at):
    return buf[at] | buf[at + 1] << 8 | buf[at + 2] << 16 | buf[at + 3] << 24


class Parser:
    """Finds frames in a byte stream. `feed(bytes)`, then `next()` until it returns None; each
    frame comes out as (version, type, body bytes). Bytes outside good frames are dropped and
    counted in `skipped`; frames whose head or CRC do not check are counted in `damaged`."""

    def __init__(self, max_body=MAX_BODY):
        self.max_body = max_body
        self.buf = bytearray()
        self.skipped = 0
        self.damaged = 0

    def feed(self, chunk):
        self.buf.extend(chunk)

    def pending(self):
        """Bytes held that are not yet a whole frame."""
        return len(self.buf)

    def next(self):
        buf = self.buf
        while True:
            start = buf.find(MAGIC)
            if start < 0:
                # Keep a last 0xC0: it may be the first half of a magic still on its way.
                self._drop(len(buf) - (1 if buf and buf[-1] == 0xC0 else 0))
                return None
            self._drop(start)
            if len(buf) < _HEAD:
                return None
            size = buf[4] | buf[5] << 8
            if (_crc(memoryview(buf)[2:6]) & 0xFF) != buf[6] or size > self.max_body:
                self.damaged += 1
                self._drop(1)
                continue
            end = _HEAD + size + 4
            if len(buf) < end:
                return None  # wait for the rest
            # A view, not a copy, for the CRC; it is let go at once, so buf can shrink below.
            if _crc(memoryview(buf)[2 : _HEAD + size]) != _u32(buf, _HEAD + size):
                self.damaged += 1
                self._drop(1)
                continue
            got = (buf[2], buf[3], bytes(buf[_HEAD : _HEAD + size]))
            buf[0:end] = b""
            return got

    def timeout(self):
        """No more bytes came for a while: a frame begun and not finished (cut, or its length
        damaged into one that checks) is given up, and the bytes after its start are looked
        through again by the next `next()`."""
        if self.buf.find(MAGIC) == 0:
            self.damaged += 1
            self._drop(1)

    def _drop(self, count):
        if count:
            self.skipped += count
            self.buf[0:count] = b""
