"""The session log's byte format: a file header, then framed and checksummed records.

  header    b"SCHRLOG" + version byte (2; version 1 logs stay readable)
  frame v2  0xA5 | kind | length (varint) | sequence (varint) | session tag (4 bytes LE)
            | payload (core.log.codec) | CRC-32 of kind..payload (LE)
  frame v1  0xA5 | kind | length (varint) | payload | CRC-32 of kind..payload (LE)

`length` counts the bytes between it and the CRC. A torn write leaves a short last frame; a
flipped bit fails the CRC; a record of another evening carries another session tag; a lost,
repeated or swapped record breaks the sequence. Each is reported with its byte offset and
never accepted (docs/log-format.md). The reader is core.log.reader: a module of its own, so a
running evening, which only writes, does not keep it in the heap.
"""

import binascii

from micropython import const

from core.log import codec

# The record kinds, named here too for the writers and readers of frames.
from core.log.kinds import DELETE, EDIT, END, HAND, KINDS, PAD, START, UNDO  # noqa: F401

VERSION = 2
MAGIC = b"SCHRLOG"
HEADER = MAGIC + bytes((VERSION,))
HEADER_V1 = MAGIC + b"\x01"
_SYNC = const(0xA5)
_MAX_RECORD = const(4096)  # payload bytes; a session start with every setting is under 1 KB


def session_tag(device, number):
    """The 4-byte tag every v2 frame of a session carries: CRC-32 of its identity."""
    return binascii.crc32("{}/{}".format(device, number).encode()) & 0xFFFFFFFF


def frame(kind, value, seq=None, tag=0):
    """The bytes of one record, ready to append to a log file: a version 2 frame with its
    sequence number and session tag, or a version 1 frame when `seq` is None. Built in one
    buffer, the payload copied once: a session start is about 1 KB, and every copy of it is
    a block that a fragmented heap must find in one piece."""
    payload = codec.encode(value)
    if len(payload) > _MAX_RECORD:
        raise ValueError("record too large for the log ({} bytes)".format(len(payload)))
    out = bytearray((_SYNC, kind))
    if seq is None:
        codec._varint(out, len(payload))
    else:
        head = bytearray()
        codec._varint(head, seq)
        head.extend(tag.to_bytes(4, "little"))
        codec._varint(out, len(head) + len(payload))
        out.extend(head)
    # CRC-32 of kind..payload, fed in two pieces rather than over a joined copy
    crc = binascii.crc32(payload, binascii.crc32(out[1:])) & 0xFFFFFFFF
    out.extend(payload)
    out.extend(crc.to_bytes(4, "little"))
    return out


def pad(seq, tag, value=""):
    """The filler frame the journal writes between the two start copies (64 bytes): 50
    characters, dashes and `value` at their end, the session's nonce (docs/log-format.md)."""
    return frame(PAD, "-" * (50 - len(value)) + value, seq, tag)
