"""The session log's byte format: a file header, then framed and checksummed records.

  header    b"SCHRLOG" + version byte (3; logs of versions 1 and 2 stay readable)
  frame v3  0xA0 + kind | length (varint) | payload (core.log.codec) | CRC-32 (LE)
            a start or filler frame: 0xA0 + kind | length | sequence (varint)
            | session tag (4 bytes LE) | payload | CRC-32 of 0xA0 + kind..payload (LE)
  frame v2  0xA5 | kind | length (varint) | sequence (varint) | session tag (4 bytes LE)
            | payload | CRC-32 of kind..payload (LE)
  frame v1  0xA5 | kind | length (varint) | payload | CRC-32 of kind..payload (LE)

`length` counts the bytes between it and the CRC. A version 3 record other than a start or
filler carries its sequence number and session tag in its CRC instead (`implied`): its CRC
checks out under its own number and session only, so the reader still knows both, and a hand
takes 6 to 7 bytes less than in version 2 (docs/log-format.md). A torn write leaves a short
last frame; a flipped bit fails the CRC; a record of another evening carries another session
tag; a lost, repeated or swapped record breaks the sequence. Each is reported with its byte
offset and never accepted. The reader is core.log.reader: a module of its own, so a running
evening, which only writes, does not keep it in the heap.
"""

import binascii

from micropython import const

from core.log import codec

# The record kinds, named here too for the writers and readers of frames.
from core.log.kinds import DELETE, EDIT, END, HAND, KINDS, PAD, START, UNDO  # noqa: F401

# What the journal writes; the reader reads every version up to it, and a session begun in an
# older version is continued in it.
VERSION = 3
MAGIC = b"SCHRLOG"
HEADER = MAGIC + bytes((VERSION,))
_SYNC = const(0xA5)  # versions 1 and 2: the byte before the kind
_LEAD = const(0xA0)  # version 3: the first byte is _LEAD + kind (kinds 1..7)
_SEED = const(0x5343)  # "SC": implied() of number 0 is not the CRC's plain start
_MAX_RECORD = const(4096)  # payload bytes; a session start with every setting is under 1 KB


def session_tag(device, number):
    """The 4-byte tag of a session (carried by every v2 frame, by v3 starts and fillers, and
    implied by the CRC of every other v3 frame): CRC-32 of its identity."""
    return binascii.crc32("{}/{}".format(device, number).encode()) & 0xFFFFFFFF


def implied(seq, tag):
    """The CRC's start value of a version 3 frame that carries neither its number nor its tag.
    Through the tag's CRC rather than the number itself: a CRC's start value and a flipped bit
    in a frame's first bytes change the CRC alike, so with the bare number a damaged frame could
    check out under a near number, which the reader tries; this way the number that would take
    it lies anywhere in 2**32."""
    return binascii.crc32(tag.to_bytes(4, "little"), seq ^ _SEED)


def frame(kind, value, seq=None, tag=0, version=VERSION):
    """The bytes of one record, ready to append to a log file: a frame of `version` (2 for a
    session begun in version 2) of sequence number `seq` in the session of `tag`, or a version 1
    frame when `seq` is None. Built in one buffer, the payload copied once: a session start is
    about 1 KB, and every copy of it is a block that a fragmented heap must find in one piece."""
    payload = codec.encode(value)
    if len(payload) > _MAX_RECORD:
        raise ValueError("record too large for the log ({} bytes)".format(len(payload)))
    seed = 0
    if seq is None or version < 3:
        out = bytearray((_SYNC, kind))
        first = 1  # the CRC begins at the kind
    else:
        out = bytearray((_LEAD + kind,))
        first = 0
        if kind != START and kind != PAD:
            seed = implied(seq, tag)
            seq = None  # in the CRC, not written
    if seq is None:
        codec._varint(out, len(payload))
    else:
        head = bytearray()
        codec._varint(head, seq)
        head.extend(tag.to_bytes(4, "little"))
        codec._varint(out, len(head) + len(payload))
        out.extend(head)
    # The CRC fed in two pieces rather than over a joined copy; in version 3 it covers the
    # whole head, so no slice of it is made
    covered = out[first:] if first else out
    crc = binascii.crc32(payload, binascii.crc32(covered, seed)) & 0xFFFFFFFF
    out.extend(payload)
    out.extend(crc.to_bytes(4, "little"))
    return out


def pad(seq, tag, value="", version=VERSION):
    """The filler frame the journal writes between the two start copies, 64 bytes in either
    version: dashes and `value` at their end, the session's nonce (docs/log-format.md). Version
    3 has one byte less of frame and one character more of filler."""
    size = 50 if version < 3 else 51
    return frame(PAD, "-" * (size - len(value)) + value, seq, tag, version)
