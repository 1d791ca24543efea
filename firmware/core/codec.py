"""Compact binary form of JSON-like values (dicts, lists, strings, ints, booleans, null).

Hand records are small dicts of known keys and values, so both are looked up in VOCABULARY and
stored as one byte each; small ints take one byte too. A typical hand is about 12 bytes.

Byte layout (one tag byte, then data):
  0x00..0x3F  int 0..63
  0x40        null        0x41 false       0x42 true
  0x43 n      int, n = zigzag varint (any other int)
  0x44 n ...  string of n UTF-8 bytes
  0x45 n ...  list of n values
  0x46 n ...  dict of n (key, value) pairs; keys are strings
  0x47 b      vocabulary word 128 + b
  0x80..0xFF  vocabulary word 0..127

VOCABULARY is append-only: a word's index is part of the stored format (docs/log-format.md).
"""

# fmt: off
VOCABULARY = (
    # 0..33: record fields shared by several games
    "v", "contract", "declarer", "partner", "result", "points", "tricks", "runners", "tout",
    "stoss", "retour", "sub", "legers", "knocks", "call", "team", "solo", "forced", "flecks",
    "game", "bid", "matadors", "hand", "schneider_announced", "schwarz_announced", "ouvert",
    "kontra", "pushes", "winner", "melds", "doublings", "suit", "loser_points", "loser_tricks",
    # 34..: result classes and contracts
    "won", "won_schneider", "won_schwarz", "lost", "lost_schneider", "lost_schwarz", "tie",
    "all_pass", "last_round", "rufer", "wenz", "geier", "suit_wenz", "suit_geier", "kaiser",
    "bettel", "bettel_brett", "ramsch_tout", "hochzeit", "muss", "kreuzbock", "ramsch", "sie",
    "grand", "null", "clubs", "spades", "hearts", "diamonds", "bells", "leaves", "acorns",
    "normal", "bettler", "schnapser", "gang", "bauernschnapser", "kontraschnapser",
    "kontrabauernschnapser", "redeal", "simple", "schneider", "schwarz",
)
# fmt: on

_INDEX = {}
for _i, _word in enumerate(VOCABULARY):
    _INDEX[_word] = _i


def _varint(out, n):
    while n > 0x7F:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def _read_varint(buf, pos):
    shift = 0
    n = 0
    while True:
        if pos >= len(buf):
            raise ValueError("truncated number")
        byte = buf[pos]
        pos += 1
        n |= (byte & 0x7F) << shift
        if byte < 0x80:
            return n, pos
        shift += 7
        if shift > 63:
            raise ValueError("number too long")


def encode(value, out=None):
    """Append the encoding of `value` to bytearray `out` (a new one if None); return it."""
    if out is None:
        out = bytearray()
    if value is None:
        out.append(0x40)
    elif value is False:
        out.append(0x41)
    elif value is True:
        out.append(0x42)
    elif isinstance(value, int):
        if 0 <= value < 0x40:
            out.append(value)
        else:
            out.append(0x43)
            _varint(out, value << 1 if value >= 0 else ((-value) << 1) - 1)
    elif isinstance(value, str):
        index = _INDEX.get(value)
        if index is None:
            raw = value.encode()
            out.append(0x44)
            _varint(out, len(raw))
            out.extend(raw)
        elif index < 128:
            out.append(0x80 | index)
        else:
            out.append(0x47)
            out.append(index - 128)
    elif isinstance(value, (list, tuple)):
        out.append(0x45)
        _varint(out, len(value))
        for item in value:
            encode(item, out)
    elif isinstance(value, dict):
        out.append(0x46)
        _varint(out, len(value))
        # Sorted keys: the same record always gives the same bytes, on either interpreter.
        for key in sorted(value):
            encode(key, out)
            encode(value[key], out)
    else:
        raise ValueError("cannot store a {}".format(type(value).__name__))
    return out


def decode(buf, pos=0):
    """Decode one value starting at buf[pos]; return (value, next position)."""
    if pos >= len(buf):
        raise ValueError("truncated value")
    tag = buf[pos]
    pos += 1
    if tag < 0x40:
        return tag, pos
    if tag >= 0x80:
        return _word(tag - 0x80), pos
    if tag <= 0x42:
        return (None, False, True)[tag - 0x40], pos
    if tag == 0x47:
        if pos >= len(buf):
            raise ValueError("truncated value")
        return _word(128 + buf[pos]), pos + 1
    n, pos = _read_varint(buf, pos)
    if tag == 0x43:
        return (n >> 1) if not n & 1 else -((n + 1) >> 1), pos
    if tag == 0x44:
        if pos + n > len(buf):
            raise ValueError("truncated string")
        return str(bytes(buf[pos : pos + n]), "utf-8"), pos + n
    if tag == 0x45:
        items = []
        for _ in range(n):
            item, pos = decode(buf, pos)
            items.append(item)
        return items, pos
    if tag == 0x46:
        out = {}
        for _ in range(n):
            key, pos = decode(buf, pos)
            if not isinstance(key, str):
                raise ValueError("dict key is not a string")
            out[key], pos = decode(buf, pos)
        return out, pos
    raise ValueError("unknown tag 0x{:02x}".format(tag))


def _word(index):
    if index >= len(VOCABULARY):
        raise ValueError("unknown vocabulary word {}".format(index))
    return VOCABULARY[index]
