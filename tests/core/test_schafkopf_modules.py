"""What a Bavarian Schafkopf table keeps loaded while hands are scored (core.schafkopf.rules):
the rates are worked out when the session starts, by code let go after it; the session-level
rules of SPEC §2.10 (Stock, Bock, Kreuzbock, last round) are loaded only once one is in play.
A plain evening's hands need neither, and from .mpy each costs the device's heap."""

import sys

from checks import equal
from core import games, heap
from core.schafkopf import rules as schafkopf

RATES = "core.schafkopf.rates"
SESSION_RULES = "core.schafkopf.session_rules"
RUFER_WON = {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"}


def start(given):
    heap.unload(RATES)
    heap.unload(SESSION_RULES)
    settings = games.make_settings("schafkopf", given)
    return settings, schafkopf.new_state(settings, 4, 3)


def loaded():
    return (RATES in sys.modules, SESSION_RULES in sys.modules)


def test_a_plain_table_scores_with_neither_loaded():
    settings, state = start({})
    equal(state["rates"], [10, 50, 10, 20, 10], "the 10/50 tariff's rates, kept in the state")
    deltas, state, _ = schafkopf.score_hand(settings, state, RUFER_WON)
    equal(deltas, [10, -10, 10, -10])
    equal(schafkopf.status(settings, state), (("unit", "cents"),))
    equal(loaded(), (False, False), "rates, session rules")


def test_the_last_round_loads_the_session_rules_and_ends_the_evening():
    settings, state = start({})
    state = schafkopf.score_hand(settings, state, {"call": "last_round"})[1]
    for _ in range(4):
        deltas, state, events = schafkopf.score_hand(settings, state, RUFER_WON)
        equal(deltas, [10, -10, 10, -10])
    equal(events[-1], ("decided", {"winners": [0, 2], "losers": [1, 3]}))
    equal(loaded(), (False, True), "rates, session rules")


def test_a_bock_table_loads_the_session_rules_for_its_first_deal():
    settings, state = start({"bock_triggers": ["thrown_in"]})
    state = schafkopf.score_hand(settings, state, {"contract": "all_pass"})[1]
    equal(loaded(), (False, True), "rates, session rules")
    deltas, state, _ = schafkopf.score_hand(settings, state, RUFER_WON)
    equal(deltas, [20, -20, 20, -20], "the Bock deal doubles")
    equal(schafkopf.status(settings, state), (("unit", "cents"), ("bock_deals", 3)))


def test_a_session_start_lets_go_of_its_checks_and_the_rates():
    # The names are checked by core.names, which reads each character by core.shown.plain;
    # both, the settings code and the rates are let go once the session has started.
    from core.session import Session

    checks = ("core.names", "core.shown", "core.settings", RATES)
    for name in checks:
        heap.unload(name)
    session = Session("schafkopf", {}, ["Anni", "Bert", "Cilli", "Done"], 0, "2026-12-04")
    equal(session.state["rates"], [10, 50, 10, 20, 10])
    equal([name for name in checks if name in sys.modules], [], "left loaded")
    heap.unload("core.session")
