"""The body of a Wi-Fi push: pieces of session logs, each as varint session number, varint
byte offset, varint length, then that many bytes of the log as they are on flash (the same
varints as the log's frames, core.codec). Decoded strictly: anything else is refused whole."""

from core.errors import InputError

MAX_PIECES = 4096  # pieces in one push; a body is size-capped before this runs anyway


def encode(pieces):
    """The body for [(session, offset, bytes), ...]."""
    out = bytearray()
    for number, offset, data in pieces:
        _varint(out, number)
        _varint(out, offset)
        _varint(out, len(data))
        out.extend(data)
    return bytes(out)


def decode(body):
    """[(session, offset, bytes), ...] from a push's body; InputError if it is malformed."""
    body = bytes(body)
    pieces = []
    pos = 0
    while pos < len(body):
        if len(pieces) == MAX_PIECES:
            raise InputError("body", f"more than {MAX_PIECES} pieces in one push")
        number, pos = _read_varint(body, pos)
        offset, pos = _read_varint(body, pos)
        length, pos = _read_varint(body, pos)
        if length > len(body) - pos:
            raise InputError("body", f"a piece of {length} bytes runs past the end of the push")
        pieces.append((number, offset, body[pos : pos + length]))
        pos += length
    return pieces


def _varint(out, value):
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def _read_varint(body, pos):
    value = 0
    shift = 0
    while True:
        if pos >= len(body):
            raise InputError("body", "the push ends inside a number")
        byte = body[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7
        if shift > 63:
            raise InputError("body", "a number in the push is too long")
