"""The stored encoding refuses values nested deeper than any record needs, both ways, so no
hostile value or damaged log record can drive the device into deep recursion."""

from checks import equal
from core.log import codec


def nested(depth):
    value = 0
    for _ in range(depth):
        value = [value]
    return value


def refused(fn, *args):
    try:
        fn(*args)
    except ValueError as err:
        return str(err)
    raise AssertionError("not refused")


def test_a_correction_of_a_hand_with_lists_is_well_inside_the_limit():
    record = [3, {"points": [60, 60], "nested": {"a": [[True]]}}]
    equal(codec.decode(codec.encode(record))[0], record)
    equal(codec.decode(codec.encode(nested(16)))[0], nested(16))


def test_deeper_values_are_refused_when_stored_and_when_read():
    for depth in (17, 300):
        equal(refused(codec.encode, nested(depth)), "value nested too deeply to store")
    # Bytes a damaged or crafted log could hold: a list of one list of one list ...
    for depth in (17, 5000):
        blob = bytes((0x45, 1)) * depth + bytes((0,))
        equal(refused(codec.decode, blob), "value nested too deeply")
    blob = bytes((0x46, 1, 0x81)) * 40 + bytes((0,))  # objects inside objects
    equal(refused(codec.decode, blob), "value nested too deeply")


def test_an_object_with_keys_that_are_not_text_is_refused():
    equal(refused(codec.encode, {1: 2, "a": 3}), "an object key is not text")
