"""The compact record encoding: round trips, sizes, and refusal of damaged bytes."""

from checks import equal
from core.log import codec

VALUES = (
    0,
    63,
    64,
    -1,
    -1000000,
    2**40,
    "won",
    "Sepp",
    "Grüß Gott",
    "",
    None,
    True,
    False,
    [],
    [1, "rufer", None],
    {},
    {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 3},
    {"points": [62, 38, 20, 0], "tricks": [4, 3, 1, 0], "nested": {"a": [True, -5]}},
)


def test_every_value_round_trips():
    for value in VALUES:
        blob = codec.encode(value)
        got, end = codec.decode(blob)
        equal(got, value, "round trip")
        equal(end, len(blob), "length")


def test_a_typical_hand_is_a_dozen_bytes_and_they_never_change():
    # The exact bytes are the stored format (docs/log-format.md): a change here would make
    # every log already on a device unreadable.
    hand = {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 3}
    equal(bytes(codec.encode(hand)), b"\x46\x05\x81\xb9\x82\x00\x83\x02\x84\xa4\x87\x03")


def test_every_vocabulary_word_is_one_byte_and_found_again():
    equal(codec.WORDS, 98, "vocabulary size")
    for index in range(codec.WORDS):
        word = codec._word(index)
        blob = codec.encode(word)
        equal(len(blob), 1, word)
        equal(codec.decode(blob)[0], word, word)
    for near_miss in ("ram", "date simple", "rufer ", ""):
        equal(len(codec.encode(near_miss)) > 1, True, near_miss)


def test_same_record_same_bytes_whatever_key_order():
    a = {"declarer": 1, "contract": "solo", "result": "lost"}
    b = {"result": "lost", "contract": "solo", "declarer": 1}
    equal(bytes(codec.encode(a)), bytes(codec.encode(b)))


def test_damaged_bytes_raise_value_error():
    blob = codec.encode({"contract": "rufer", "bid": 1000, "name": "Sepp"})
    for cut in range(1, len(blob)):
        try:
            codec.decode(blob[:cut])
        except ValueError:
            continue
        raise AssertionError("truncation at {} not detected".format(cut))
    for bad in (b"\x47\xff", b"\xff", b"\x48"):
        try:
            codec.decode(bad)
        except ValueError:
            continue
        raise AssertionError("bad bytes {} accepted".format(bad))


def test_unsupported_values_are_refused():
    # A float, and integers too large for the reader: nothing is written that cannot be read.
    for value in (1.5, 2**62, -(2**62), [1, 10**29]):
        try:
            codec.encode(value)
        except ValueError:
            continue
        raise AssertionError("{!r} was stored".format(value))
    for value in (2**62 - 1, -(2**62) + 1):
        equal(codec.decode(codec.encode(value))[0], value, "largest numbers")


def test_skip_ends_where_decode_ends_and_refuses_what_it_refuses():
    # A session start is checked with skip at a restore (core.log.reader): the same end and
    # the same errors as decode, on every value and on every truncation and changed byte.
    start = {"game": "schafkopf", "players": [["p1", "Anna"], ["p2", "Grüß"]], "n": -70000}
    for value in VALUES + (start, [[[{"a": [1]}]]]):
        blob = bytes(codec.encode(value))
        _same_as_decode(blob)
        _same_as_decode(blob + b"\x00")
        for cut in range(len(blob)):
            _same_as_decode(blob[:cut])
        for at in range(len(blob)):
            for byte in (0x00, 0x3F, 0x43, 0x44, 0x46, 0x47, 0x7F, 0xC5, 0xFF):
                _same_as_decode(blob[:at] + bytes((byte,)) + blob[at + 1 :])


def _same_as_decode(data):
    try:
        want = codec.decode(data)[1]
    except ValueError as err:
        want = str(err)
    try:
        got = codec.skip(data)
    except ValueError as err:
        got = str(err)
    equal(got, want, data)
