"""The settings digest a Schafkopf session keeps in its log: the same for the same rules in any
order, its own for each other rule (a file apart from the log tests, for MicroPython's 112 KB
heap)."""

from schafkopf_hands import BOCK, POT
from sessions import new

from checks import equal


def test_settings_digest():
    one = {"stock_sweetener": 10, "bock_triggers": ["lost_solo", "thrown_in"], "pack": "long32"}
    two = {"pack": "long32", "bock_triggers": ["thrown_in", "lost_solo"], "stock_sweetener": 10}
    rules = new("schafkopf", one, 4).rules
    equal(new("schafkopf", two, 4).rules, rules, "same rules, other order")
    default = new("schafkopf", {}, 4).rules
    given = {"allowed_contracts": ["wenz", "tout", "sie", "solo", "rufer"], "unit": 10}
    equal(new("schafkopf", given, 5, 3).rules, default, "the defaults given; players, dealer")
    equal((len(default), int(default, 16) >= 0), (16, True), "16 hex digits")
    seen = [default]
    for given in (POT, {"stock_sweetener": 20}, BOCK, one, {"pack": "short24"}):
        rules = new("schafkopf", given, 4).rules
        equal(rules in seen, False, "own digest")
        seen.append(rules)
