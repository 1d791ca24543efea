"""Bavarian Schafkopf (SPEC §2): a deal's contract, result, doubling and settlement; the rates
in core.schafkopf.rates, the Stock, Bock, Kreuzbock, last round and the calls in
core.schafkopf.session_rules, special rounds in core.schafkopf.rounds, Ramsch in
core.schafkopf.ramsch, each loaded when a table plays it."""

from micropython import const

from core import heap, record, sheet
from core.errors import InputError, seat_shown
from core.schafkopf.tariff import (
    BETTEL,
    CARDS,
    DOUBLING,
    LONG_PACK,
    NAMES,
    PACKS,
    PAIR,
    RAMSCH,
    SOLO,
    THROWN_IN,
    kind,
    min_runners,
    trumps,
    unit_name,
    value,
)

RESULTS = ("lost_schwarz", "lost_schneider", "lost", "won", "won_schneider", "won_schwarz")
# Indices into RESULTS; a result above _LOST is a win
_LOST_SCHWARZ = const(0)
_LOST_SCHNEIDER = const(1)
_LOST = const(2)
_WON = const(3)
_WON_SCHWARZ = const(5)
# Card points (after the Muss/Contra shift, which adds 1: up to 121) of each result between
# the Schwarz ones (§2.4); class 0 and 5 (Schwarz) go by tricks
CLASS_LOW = (0, 0, 31, 61, 91)
CLASS_HIGH = (0, 30, 60, 90, 121)
_FIELDS = (
    "contract", "tout", "declarer", "partner", "result", "points", "tricks", "runners", "suit",
    "stoss", "retour", "further_doubles", "legers", "knocks", "acorn_ober", "trumps_taken",
    "highest_trump",
)  # fmt: skip
_OUT = "{} sits out this deal"


def new_state(settings, players, dealer=0):
    # The rates and the start are worked out and checked once, by code loaded for it (§2.6,
    # §2.11, §2.12: core.schafkopf.rates)
    return heap.call("core.schafkopf.rates", "new_state", settings, players, dealer)


def _tricks(settings, state):
    """(seats in the deal, forehand first, and the tricks per deal); the dealer of five sits
    out, three play with the 24-card pack (§2.11, checked when the session starts)."""
    n = state["players"]
    active = [(state["dealer"] + i) % n for i in range(1, 5 if n > 3 else 4)]
    return active, CARDS[PACKS.index(settings["pack"])] // len(active)


def _named_ramsch(hand):
    """Whether `hand` is a Ramsch named by its seats, whose fields core.schafkopf.ramsch checks
    (the older record with each seat's tricks and points has the fields of the others)."""
    return (
        isinstance(hand, dict)
        and hand.get("contract") == "ramsch"
        and "tricks" not in hand
        and "points" not in hand
    )


def _session_rules(settings, state):
    """core.schafkopf.session_rules when a rule of §2.10 is in play at this table (a Stock, a
    Bock or Kreuzbock round, their triggers, the last round), else None. Imported for the
    first such deal, like the special rounds and Ramsch."""
    if (
        state["pot"]
        or state["bock"]
        or state["kreuzbock"]
        or state["last"]
        or settings["stock_sweetener"]
        or settings["bock_triggers"]
        or settings["kreuzbock_triggers"]
        or settings["on_all_pass"] == "bock_round"
    ):
        from core.schafkopf import session_rules

        return session_rules
    return None


def score_hand(settings, state, hand):
    sheet.refuse_if_over(state)
    if isinstance(hand, dict) and "call" in hand:
        # A call is made once an evening at most: its code is the session rules' (§2.10)
        from core.schafkopf import session_rules

        return session_rules.call(settings, state, hand)
    if not _named_ramsch(hand):
        record.check_fields(hand, _FIELDS)
    active, tricks = _tricks(settings, state)
    contract = NAMES.index(record.get_choice(hand, "contract", NAMES))
    name, k = NAMES[contract], kind(contract)
    if (
        not state["kreuzbock"]  # whose deals the session rules check
        and k != THROWN_IN
        and name != settings["on_all_pass"]
        and name not in settings["allowed_contracts"]
    ):
        raise InputError("contract", name + " is not played at this table")
    if (k == PAIR or k == RAMSCH) and len(active) < 4:
        raise InputError("contract", "three players play solo games only")
    table = _session_rules(settings, state)
    if state["kreuzbock"] or state["last"]:
        table.check(settings, state, name, k)  # what the round allows
    if trumps(contract, PACKS.index(settings["pack"])) == 0 < trumps(contract, LONG_PACK):
        # A Spatz's trumps are the Sevens, which a short pack does not have (§2.2, §2.11)
        raise InputError("contract", "no {} with the {} pack".format(name, settings["pack"]))
    rounds = None
    stossed = False
    if settings["special_rounds"]:
        # Imported only at tables that play special rounds.
        from core.schafkopf import rounds

        stossed = rounds.check(settings, state, hand, name, k, active)
    factor = 1 if table is None else table.factor(settings, state)
    events = []
    pot = state["pot"]
    triggers = []
    if k == THROWN_IN:
        if (
            settings["on_all_pass"] == "ramsch"
            or settings["on_all_pass"] == "muss"
            and not (state["last"] and settings["last_round_solo_only"])
        ):
            raise InputError("contract", "all passed: enter the " + settings["on_all_pass"])
        record.check_fields(hand, ("contract",))
        deltas = [0] * state["players"]
        for seat in active:
            deltas[seat] = -settings["stock_sweetener"]
        pot -= sum(deltas)
        triggers.append("thrown_in")
    elif k == RAMSCH:
        factor <<= _doublings(settings, hand, len(active), name)
        # Imported on the first Ramsch only: tables that never play one pay no heap for it.
        from core.schafkopf.ramsch import ramsch

        deltas = ramsch(settings, state, hand, active, tricks, factor, events)
    else:
        deltas, cls, seats = _contract(
            settings, state, hand, contract, active, tricks, factor, table, triggers, stossed
        )
        if table is not None:
            pot = table.pot(settings, state, deltas, name, k, seats[0], seats[1], cls > _LOST)
        outcome = {"contract": name, "declarer": seats[0], "partner": seats[1]}
        outcome["result"] = RESULTS[cls]
        events.append(("outcome", outcome))
    if pot != state["pot"]:
        events.append(("pot", pot))
    special = state["special"]
    if rounds is not None:
        won = k != THROWN_IN and k != RAMSCH and cls > _LOST
        special = rounds.advance(
            settings, state, deltas, pot - state["pot"], name, k, won, active[0], events
        )
    sheet.check_zero_sum(deltas, pot - state["pot"])
    new = sheet.advance(state, deltas)
    new["pot"] = pot
    new["special"] = special
    if table is not None:
        table.after(settings, state, new, k, active, special, triggers, events)
    if name == "kreuzbock":
        new["kreuzbock"] -= 1
    if name == "rufer" and "acorn_ober" in hand:
        new["old_man"] = hand["acorn_ober"]
    return deltas, new, events


_STOSS = const(1)  # indices into DOUBLING
_RETOUR = const(2)
_ESCALATION = const(3)
_FURTHER = const(9)  # Sub, Re-Sub...: no limit in the sources; 2^9 is past any table
_MOST_BY = {"off": 0, "forehand": 1, "one": 1}


def _doublings(settings, hand, active, name, stossed=False):
    """Doubling steps (§2.7): Stoss, Retour and further steps in order and as far as
    doubling_allowed goes (none in a Muss or Ramsch), then Legers and knocks. A deal
    `stossed` by its round has its Stoss already: a Retour may follow where allowed."""
    # DOUBLING: none, stoss, stoss_retour, escalation; each step needs the one before
    allowed = 0 if name in ("muss", "ramsch") else DOUBLING.index(settings["doubling_allowed"])
    stoss = _step(hand, "stoss", 1 if allowed >= _STOSS else 0)
    if stossed:
        if stoss:
            raise InputError("stoss", "this deal is stossed already (Hadschader)")
        stoss = 1
    retour = _step(hand, "retour", 1 if allowed >= _RETOUR and stoss else 0)
    further = _step(hand, "further_doubles", _FURTHER if allowed >= _ESCALATION and retour else 0)
    # Legers and knocks: by forehand or one player only, or by any player in the deal
    who = settings["legen_who"] if settings["legen"] != "off" else "off"
    legers = _step(hand, "legers", _MOST_BY[who] if who in _MOST_BY else active)
    knocker = settings["klopfen"]
    knocks = _step(hand, "knocks", _MOST_BY[knocker] if knocker in _MOST_BY else active)
    return stoss + retour + further + legers + knocks


def _step(hand, key, most):
    n = record.get_int(hand, key, 0, 9, 0)
    if n > most:
        raise InputError(key, "at most {} here (doubling_allowed, legen, klopfen)".format(most))
    return n


def _result(hand, name, k, tout, low, all_tricks, per_trick):
    """Index into RESULTS from `result` and/or the declaring side's points and tricks (§2.4);
    `low` moves the lines to 60/90/30 (Muss, Contra taking over)."""
    tricks = record.get_int(hand, "tricks", 0, all_tricks) if "tricks" in hand else -1
    points = record.get_int(hand, "points", 0, 120) if "points" in hand else -1
    if points >= 0 > tricks:
        raise InputError("tricks", "are needed with points (Schwarz goes by tricks)")
    if points >= 0:
        cards = all_tricks * per_trick
        sheet.check_points("points", points, tricks * per_trick, cards - 20)
    got = None
    if k == BETTEL:
        got = (_LOST if tricks else _WON) if tricks >= 0 else None
    elif tout:
        got = (_WON if tricks == all_tricks else _LOST) if tricks >= 0 else None
    elif name == "sie":
        got = _WON
    elif tricks in (0, all_tricks):
        got = _WON_SCHWARZ if tricks else _LOST_SCHWARZ
    elif points >= 0:
        p = points + low
        got = _LOST_SCHNEIDER + (p > 30) + (p > 60) + (p > 90)
    want = got
    if "result" in hand:
        want = RESULTS.index(record.get_choice(hand, "result", RESULTS))
        if got is not None and got != want:
            raise InputError("result", "points and tricks say " + RESULTS[got])
    if want is None:
        raise InputError("result", "is missing (or give points and tricks)")
    if (k == BETTEL or tout or name == "sie") and want != _LOST and want != _WON:
        raise InputError("result", "a {} is only won or lost".format(name))
    if points < 0 < tricks < all_tricks and k != BETTEL and not tout and name != "sie":
        # Tricks without card points must still be able to hold the result (§1, §2.4)
        lo, hi = sheet.points_range(tricks * per_trick, all_tricks * per_trick - 20)
        if (
            want == _LOST_SCHWARZ
            or want == _WON_SCHWARZ
            or hi + low < CLASS_LOW[want]
            or lo + low > CLASS_HIGH[want]
        ):
            raise InputError("tricks", "{} tricks cannot make {}".format(tricks, RESULTS[want]))
    return want, points


def _contract(
    settings, state, hand, contract, active, all_tricks, factor, table, triggers, stossed
):
    """(deltas, result index, (declarer, partner)) of a declared game (§2.4-2.8), the pot
    and the Bock triggers left to `table` (core.schafkopf.session_rules, or None); `stossed`:
    the deal is stossed by its round (Hadschader), not by a player."""
    name, k = NAMES[contract], kind(contract)
    players = state["players"]
    seats = []
    for key in ("declarer", "partner", "acorn_ober"):
        seat = record.get_seat(hand, key, players, key == "declarer")
        if seat is not None and seat not in active:
            raise InputError(key, _OUT.format(seat_shown(seat)))
        seats.append(seat)
    decl, partner = seats[0], seats[1]
    if k == PAIR and (
        name == "kreuzbock" or name == "muss" and settings["muss_partner"] == "opposite"
    ):
        partner = active[(active.index(decl) + 2) % 4]  # fixed teams sit opposite (§2.10)
        if seats[1] not in (None, partner):
            raise InputError("partner", "must be {}, sitting opposite".format(seat_shown(partner)))
    elif k == PAIR and partner in (None, decl):
        raise InputError("partner", "is missing or the declarer (who was called / married?)")
    elif k != PAIR and partner is not None:
        raise InputError("partner", "a {} is played alone".format(name))
    if seats[2] is not None and name != "rufer":
        raise InputError("acorn_ober", "only recorded in a Rufer")
    tout = record.get_bool(hand, "tout")
    if tout and (k != SOLO or name == "sie" or "tout" not in settings["allowed_contracts"]):
        raise InputError("tout", "a {} cannot be played Tout here".format(name))
    if name == "sie" and all_tricks != 8:
        raise InputError("contract", "no Sie with {} cards in hand".format(all_tricks))
    suit = record.get_choice(hand, "suit", ("acorns", "leaves", "hearts", "bells"), "acorns")
    shift = _doublings(settings, hand, len(active), name, stossed)
    stoss = hand.get("stoss", 0) or stossed
    cls, points = _result(
        hand,
        name,
        k,
        tout,
        name == "muss" or (stoss and settings["contra_takes_over"]),
        all_tricks,
        len(active),
    )
    # Runners (§2.5): capped by the trumps of the contract and pack, paid from the minimum on
    most = trumps(contract, PACKS.index(settings["pack"]))
    runners = record.get_int(hand, "runners", 0, 14, 8 if name == "sie" else 0)
    if name == "sie" and runners != 8:
        raise InputError("runners", "a Sie is all eight Obers and Unters: 8 runners")
    if runners > most:
        raise InputError("runners", "a {} has only {} trumps, not {}".format(name, most, runners))
    if (name == "sie" and settings["sie_runners"] == "ignore") or runners < min_runners(
        settings, contract
    ):
        runners = 0
    if settings["max_runners"] is not None:
        runners = min(runners, settings["max_runners"])
    v = value(settings, state["rates"], contract, tout, cls, runners) * factor << shift
    won = cls > _LOST
    sign = 1 if won else -1
    deltas = [0] * players
    defenders = [s for s in active if s != decl and s != partner]
    for s in defenders:
        deltas[s] = -sign * v
    deltas[decl] = sign * v * (len(defenders) if partner is None else 1)
    if partner is not None:
        deltas[partner] = sign * v
    if table is not None:
        schwarz = cls == _LOST_SCHWARZ or cls == _WON_SCHWARZ
        table.triggers(hand, name, k, won, schwarz and not tout, points, suit, triggers)
    return deltas, cls, (decl, partner)


def status(settings, state):
    out = [("unit", unit_name(settings))]
    table = _session_rules(settings, state)
    if table is not None:
        table.status(settings, state, out)
    if state["special"] is not None:
        from core.schafkopf import rounds as schafkopf_rounds

        out.extend(schafkopf_rounds.status(state))
    return tuple(out)
