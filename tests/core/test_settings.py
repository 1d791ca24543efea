"""Settings: defaults, validation with a named field, canonical form and digest."""

from checks import equal, raises
from core import settings
from core.errors import InputError

OPTIONS = (
    "tariff choice 10/50 10/50,5/20",
    "triggers set - a,b",
    "legen bool 0 -",
    "unit int 10 1,1000",
    "cap int? - 4,14",
)


def test_defaults_fill_every_key():
    got = settings.make(OPTIONS)
    equal(got["tariff"], "10/50")
    equal(got["triggers"], ())
    equal(got["legen"], False)
    equal(got["cap"], None)


def test_sets_are_sorted_and_deduplicated():
    equal(settings.make(OPTIONS, {"triggers": ["b", "a", "b"]})["triggers"], ("a", "b"))


def test_bad_values_name_the_setting():
    raises(settings.make, OPTIONS, {"tariff": "1/2"}, field="settings.tariff")
    raises(settings.make, OPTIONS, {"triggers": ["c"]}, field="settings.triggers")
    raises(settings.make, OPTIONS, {"legen": 1}, field="settings.legen")
    raises(settings.make, OPTIONS, {"unit": 0}, field="settings.unit")
    raises(settings.make, OPTIONS, {"unit": True}, field="settings.unit")
    raises(settings.make, OPTIONS, {"cap": 3}, field="settings.cap")
    raises(settings.make, OPTIONS, {"colour": "red"}, field="settings.colour")
    raises(settings.make, OPTIONS, [1], field="settings")


def test_input_error_is_a_value_error():
    err = raises(settings.make, OPTIONS, {"unit": -1})
    equal(isinstance(err, ValueError), True)
    equal(isinstance(err, InputError), True)
    equal(str(err).startswith("settings.unit: "), True)


def test_canonical_form_is_fixed_whatever_the_input_order():
    a = settings.make(OPTIONS, {"unit": 20, "triggers": ["b", "a"]})
    b = settings.make(OPTIONS, {"triggers": ["a", "b"], "unit": 20})
    text = settings.canonical("schafkopf", a)
    equal(text, settings.canonical("schafkopf", b))
    equal(
        text,
        '{"game":"schafkopf","settings":{"cap":null,"legen":false,"tariff":"10/50",'
        '"triggers":["a","b"],"unit":20}}',
    )


def test_digest_tells_rule_sets_apart():
    a = settings.make(OPTIONS)
    b = settings.make(OPTIONS, {"unit": 20})
    equal(len(settings.digest("schafkopf", a)), 16)
    equal(settings.digest("schafkopf", a), settings.digest("schafkopf", settings.make(OPTIONS)))
    equal(settings.digest("schafkopf", a) == settings.digest("schafkopf", b), False)
    equal(settings.digest("schafkopf", a) == settings.digest("skat", a), False)


def test_every_kind_reads_given_values_as_well_as_its_default():
    given = {"unit": 20, "tariff": "5/20", "triggers": ["b", "a"], "legen": True, "cap": 7}
    got = settings.make(OPTIONS, given)
    equal(got, {"unit": 20, "tariff": "5/20", "triggers": ("a", "b"), "legen": True, "cap": 7})
    equal(settings.make(OPTIONS, {"cap": None})["cap"], None, "int? off")
    equal(settings.make(OPTIONS, {"triggers": []})["triggers"], (), "empty set")


def test_digest_is_the_hash_of_the_canonical_form():
    import binascii
    import hashlib

    rules = settings.make(OPTIONS, {"triggers": ["b"], "cap": 7})
    text = settings.canonical("skat", rules).encode()
    want = binascii.hexlify(hashlib.sha256(text).digest()).decode()[:16]
    equal(settings.digest("skat", rules), want)


def test_every_game_table_has_valid_defaults_in_canonical_form():
    # make() trusts a table's own defaults (it checks only given values): hold every game's
    # table to that here. Given back as values, the defaults must pass unchanged.
    from core import games

    for game in games.GAMES:
        table = games.options(game)
        for row in table:
            equal(len(row.split()), 4, game + ": four fields in " + row)
        defaults = settings.make(table)
        equal(settings.make(table, defaults), defaults, game)
        equal(len(defaults), len(table), game + ": one setting per row")
