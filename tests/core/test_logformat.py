"""Log frames: what is written is read back; torn writes and flipped bits are reported."""

from checks import equal
from core import logformat

RECORDS = (
    (logformat.START, {"game": "schafkopf", "players": [["p1", "Anna"], ["p2", "Bert"]]}),
    (logformat.HAND, {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"}),
    (logformat.HAND, {"contract": "solo", "declarer": 1, "result": "lost", "runners": 3}),
    (logformat.EDIT, [0, {"contract": "wenz", "declarer": 0, "result": "won"}]),
    (logformat.UNDO, None),
    (logformat.END, None),
)


def log_bytes():
    data = bytearray(logformat.HEADER)
    ends = []
    for kind, value in RECORDS:
        data.extend(logformat.frame(kind, value))
        ends.append(len(data))
    return bytes(data), ends


def test_records_read_back_in_order():
    data, _ = log_bytes()
    found, problems = logformat.read_all(data)
    equal(problems, [])
    equal([(kind, value) for _, kind, value in found], list(RECORDS))


def test_chunked_reading_gives_the_same_records():
    data, _ = log_bytes()
    for size in (1, 3, 7, 64):
        reader = logformat.Reader()
        got = []
        for start in range(0, len(data), size):
            reader.feed(data[start : start + size])
            got.extend(reader.records())
        got.extend(reader.records(True))
        equal(reader.problems, [], "chunk {}".format(size))
        equal(len(got), len(RECORDS), "chunk {}".format(size))


def test_torn_last_record_is_reported_and_the_rest_kept():
    data, ends = log_bytes()
    for cut in range(ends[-2] + 1, ends[-1]):
        found, problems = logformat.read_all(data[:cut])
        equal(len(found), len(RECORDS) - 1, "cut {}".format(cut))
        equal(len(problems) >= 1, True, "cut {} reported".format(cut))


def test_every_single_bit_flip_is_detected():
    data, ends = log_bytes()
    start = len(logformat.HEADER)
    for pos in range(start, len(data)):
        for bit in range(8):
            damaged = bytearray(data)
            damaged[pos] ^= 1 << bit
            found, problems = logformat.read_all(bytes(damaged))
            # The damaged record is dropped and reported; no record is ever changed.
            equal(len(problems) >= 1, True, "flip at {} bit {} reported".format(pos, bit))
            for _, kind, value in found:
                equal((kind, value) in RECORDS, True, "flip at {} changed a record".format(pos))
            equal(len(found) >= len(RECORDS) - 2, True, "flip at {} lost too much".format(pos))


def test_not_a_log():
    found, problems = logformat.read_all(b"hello world, not a log")
    equal(found, [])
    equal(len(problems), 1)
