"""Hand-record fields: null, wrong kinds and huge values refused with the field named, and
messages that show input short and escaped."""

from checks import equal, raises
from core.errors import InputError, key_name, shown
from records import refused_with_field_named, score, with_value

RUFER = {"contract": "rufer", "declarer": 3, "partner": 1, "result": "won", "runners": 3}
FIELDS = ("runners", "declarer", "partner", "knocks", "stoss", "tricks", "points")


def test_null_wrong_kinds_and_huge_numbers_are_refused_naming_the_field():
    # The other games: test_record_games.py (one file would need too much of the port's heap).
    refused_with_field_named((("schafkopf", RUFER, FIELDS),))


def test_a_record_that_is_not_an_object_names_what_it_is():
    for value in (None, [], "rufer", 7, [[[]]]):
        err = raises(score, "schafkopf", value, field="hand")
        equal(err.message.startswith("must be an object, not "), True, str(err))


def test_the_record_version_is_named_as_a_number():
    hand = RUFER
    equal(score("schafkopf", with_value(hand, "v", 1))[0], score("schafkopf", hand)[0])
    for version in (True, 2, "1", None, 1.0):
        err = raises(score, "schafkopf", with_value(hand, "v", version), field="v")
        equal(err.message.startswith("must be 1 "), True, str(err))
    err = raises(score, "schafkopf", with_value(hand, "v", True), field="v")
    equal(err.message.endswith("not true"), True, str(err))


def test_unknown_keys_are_named_short_and_escaped():
    hand = RUFER
    equal(raises(score, "schafkopf", with_value(hand, "runnerz", 1)).field, "runnerz")
    err = raises(score, "schafkopf", with_value(hand, "k" * 1000, 1))
    equal(len(err.field) < 60, True, err.field)
    equal(err.field.endswith('..." (1000 characters)'), True, err.field)
    err = raises(score, "schafkopf", with_value(hand, "\x1b[2J\u202e", 1))
    equal(err.field, '"\\u001b[2J\\u202e"')


# value -> how a message shows it
SHOWN = (
    (None, "null"),
    (True, "true"),
    (False, "false"),
    (-12, "-12"),
    (10**18, "a number too large"),
    (-(10**30), "a number too large"),
    ("Sepp", '"Sepp"'),
    ("Grüß Gott", '"Grüß Gott"'),
    ('say "hi" \\', '"say \\"hi\\" \\\\"'),
    ("a\nb\tc\x00\x7f\x9b", '"a\\u000ab\\u0009c\\u0000\\u007f\\u009b"'),
    ("\u202eevil\u2066\u200b\ufeff", '"\\u202eevil\\u2066\\u200b\\ufeff"'),
    ("\U000e0041", '"\\U000e0041"'),
    ("x" * 40, '"' + "x" * 32 + '..." (40 characters)'),
    ([1, 2], "a list"),
    ({"a": 1}, "an object"),
    (1.5, "a number with a fraction"),
)


def test_shown_is_short_json_like_and_escaped():
    for value, want in SHOWN:
        equal(shown(value), want, want)
    equal(key_name("runners"), "runners")
    equal(key_name("two words"), '"two words"')
    equal(key_name(""), '""')
    equal(key_name(7), "7")


def test_input_error_keeps_field_and_message_apart():
    err = InputError("runners", "must be between 0 and 4, not 5")
    equal(
        (err.field, err.message, str(err)),
        ("runners", "must be between 0 and 4, not 5", "runners: must be between 0 and 4, not 5"),
    )
