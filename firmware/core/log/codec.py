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

from array import array

from micropython import const

# One text rather than a tuple of ~100 strings, which would cost the device ~9 KB of heap:
# words are found by position, and _STARTS holds where each word begins. Words 0..44 are field
# names of hand records (docs/hand-record.md); 45.. are values: result classes, contracts,
# games and suits.
VOCABULARY = (
    " v contract declarer partner result points tricks runners tout suit stoss retour "
    "further_doubles legers knocks acorn_ober trumps_taken highest_trump call winner "
    "doublings solo forced game bid matadors hand schneider_announced schwarz_announced "
    "ouvert kontra declarer_points declarer_tricks pushes revolution redeal won flecks "
    "also_bid loser_points loser_melds loser_tricks team index date simple schneider "
    "schwarz tie won_schneider won_schwarz lost lost_schneider lost_schwarz all_pass "
    "last_round pass rufer hochzeit muss kreuzbock sie wenz suit_wenz geier suit_geier "
    "kaiser eisenbahner spatz bettel bettel_brett ramsch_tout ramsch diamonds hearts "
    "spades clubs grand null acorns leaves bells normal bettler assenbettler assbettler "
    "schnapser plauderer gang zehnergang bauernschnapser bauernloch kontraschnapser "
    "kontrabauernschnapser farbenringerl trumpfringerl freundschaftsschnapser kombi "
)
_STARTS = array("H")
for _pos in range(len(VOCABULARY)):
    if VOCABULARY[_pos] == " ":
        _STARTS.append(_pos + 1)
WORDS = len(_STARTS) - 1  # the last start is the end of the text, after the final space


# Tag bytes of the layout above. const(): each use compiles to the number itself, and on
# MicroPython the module keeps no name for it.
_NULL = const(0x40)  # also the first tag after the small ints 0..63
_FALSE = const(0x41)
_TRUE = const(0x42)
_INT = const(0x43)
_STR = const(0x44)
_LIST = const(0x45)
_DICT = const(0x46)
_WORD_HIGH = const(0x47)
_WORD = const(0x80)
_INT_LIMIT = const(1 << 62)
# Lists and dicts nest at most this deep (a correction holds a hand that holds a list: 3), so
# neither a hostile value nor a damaged log can drive encode or decode into deep recursion.
_DEPTH_LIMIT = 16


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


def encode(value, out=None, depth=0):
    """Append the encoding of `value` to bytearray `out` (a new one if None); return it."""
    if depth > _DEPTH_LIMIT:
        raise ValueError("value nested too deeply to store")
    if out is None:
        out = bytearray()
    if value is None:
        out.append(_NULL)
    elif value is False:
        out.append(_FALSE)
    elif value is True:
        out.append(_TRUE)
    elif isinstance(value, int):
        if 0 <= value < _NULL:
            out.append(value)
        elif abs(value) >= _INT_LIMIT:
            # The reader takes at most 63 bits: never write what cannot be read back.
            raise ValueError("number too large to store")
        else:
            out.append(_INT)
            _varint(out, value << 1 if value >= 0 else ((-value) << 1) - 1)
    elif isinstance(value, str):
        index = _word_index(value)
        if index < 0:
            raw = value.encode()
            out.append(_STR)
            _varint(out, len(raw))
            out.extend(raw)
        elif index < 128:
            out.append(_WORD | index)
        else:
            out.append(_WORD_HIGH)
            out.append(index - 128)
    elif isinstance(value, (list, tuple)):
        out.append(_LIST)
        _varint(out, len(value))
        for item in value:
            encode(item, out, depth + 1)
    elif isinstance(value, dict):
        out.append(_DICT)
        _varint(out, len(value))
        for key in value:
            if not isinstance(key, str):
                raise ValueError("an object key is not text")
        # Sorted keys: the same record always gives the same bytes, on either interpreter.
        for key in sorted(value):
            encode(key, out, depth + 1)
            encode(value[key], out, depth + 1)
    else:
        raise ValueError("cannot store a {}".format(type(value).__name__))
    return out


def decode(buf, pos=0, depth=0):
    """Decode one value starting at buf[pos]; return (value, next position)."""
    if depth > _DEPTH_LIMIT:
        raise ValueError("value nested too deeply")
    if pos >= len(buf):
        raise ValueError("truncated value")
    tag = buf[pos]
    pos += 1
    if tag < _NULL:
        return tag, pos
    if tag >= _WORD:
        return _word(tag - _WORD), pos
    if tag <= _TRUE:
        return (None, False, True)[tag - _NULL], pos
    if tag == _WORD_HIGH:
        if pos >= len(buf):
            raise ValueError("truncated value")
        return _word(128 + buf[pos]), pos + 1
    n, pos = _read_varint(buf, pos)
    if tag == _INT:
        return (n >> 1) if not n & 1 else -((n + 1) >> 1), pos
    if tag == _STR:
        if pos + n > len(buf):
            raise ValueError("truncated string")
        return str(bytes(buf[pos : pos + n]), "utf-8"), pos + n
    if tag == _LIST:
        items = []
        for _ in range(n):
            item, pos = decode(buf, pos, depth + 1)
            items.append(item)
        return items, pos
    if tag == _DICT:
        out = {}
        for _ in range(n):
            key, pos = decode(buf, pos, depth + 1)
            if not isinstance(key, str):
                raise ValueError("dict key is not a string")
            out[key], pos = decode(buf, pos, depth + 1)
        return out, pos
    raise ValueError("unknown tag 0x{:02x}".format(tag))


def skip(buf, pos=0, depth=0):
    """Where the value encoded at buf[pos] ends, checked as `decode` checks it (the same
    errors), without making it: a restore checks a session start this way, not as ~60
    objects and a dict table of ~500 bytes beside the session it is about to make."""
    if depth > _DEPTH_LIMIT:
        raise ValueError("value nested too deeply")
    if pos >= len(buf):
        raise ValueError("truncated value")
    tag = buf[pos]
    pos += 1
    if tag <= _TRUE:  # a small int, null, false or true
        return pos
    if tag >= _WORD:
        _word(tag - _WORD)  # raises for a word the vocabulary does not have
        return pos
    if tag == _WORD_HIGH:
        if pos >= len(buf):
            raise ValueError("truncated value")
        _word(128 + buf[pos])
        return pos + 1
    n, pos = _read_varint(buf, pos)
    if tag == _INT:
        return pos
    if tag == _STR:
        if pos + n > len(buf):
            raise ValueError("truncated string")
        str(bytes(buf[pos : pos + n]), "utf-8")  # raises for bytes that are no UTF-8
        return pos + n
    if tag == _LIST:
        for _ in range(n):
            pos = skip(buf, pos, depth + 1)
        return pos
    if tag == _DICT:
        for _ in range(n):
            key = buf[pos] if pos < len(buf) else _NULL
            pos = skip(buf, pos, depth + 1)
            if key != _STR and key != _WORD_HIGH and key < _WORD:
                raise ValueError("dict key is not a string")
            pos = skip(buf, pos, depth + 1)
        return pos
    raise ValueError("unknown tag 0x{:02x}".format(tag))


def _word_index(word):
    """Index of `word` in the vocabulary, or -1."""
    if " " in word or not word:
        return -1
    pos = VOCABULARY.find(" " + word + " ")
    if pos < 0:
        return -1
    lo = 0
    hi = WORDS
    while lo < hi:  # binary search for the word starting at pos + 1
        mid = (lo + hi) // 2
        if _STARTS[mid] < pos + 1:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _word(index):
    if index >= WORDS:
        raise ValueError("unknown vocabulary word {}".format(index))
    return VOCABULARY[_STARTS[index] : _STARTS[index + 1] - 1]
