"""Schafkopf sessions rebuilt from their log records and bytes, with session rules (Bock,
Kreuzbock, last round) and corrections; the settings digest."""

from rebuilds import rebuild
from schafkopf_hands import BOCK, PASS, POT, five, four, three
from sessions import new

from checks import equal
from core import schafkopf

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)


# -- digest, log ----------------------------------------------------------------------------
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


def test_rebuilt_from_the_log():
    hands, _ = four()
    rebuild("schafkopf", {}, 4, 1, [("add", h) for h in hands] + [("end",)], "4")
    hands, _ = five()
    script = [("add", h) for h in hands]
    script += [("delete", 3), ("add", PASS), ("undo",), ("edit", 0, hands[0])]
    rebuild("schafkopf", POT, 5, 0, script, "5")
    hands, _ = three()
    rebuild(
        "schafkopf", {"pack": "short24"}, 3, 2, [("add", h) for h in hands] + [("delete", 0)], "3"
    )
