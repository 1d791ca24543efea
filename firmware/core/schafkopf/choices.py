"""What may be entered next in a Bavarian Schafkopf hand (SPEC §2; docs/entry-choices.md).

Loaded on demand by core.games.choices, like the game modules.
"""

from core import sheet
from core.errors import InputError
from core.questions import CALL, DEFAULT, DERIVE, UNKNOWN, ask, given, spans, value
from core.schafkopf.rules import CLASS_HIGH, CLASS_LOW, RESULTS
from core.schafkopf.tariff import (
    BETTEL,
    CARDS,
    DOUBLING,
    NAMES,
    PACKS,
    PAIR,
    RAMSCH,
    SOLO,
    THROWN_IN,
    kind,
    trumps,
)

# Contracts, the most often played first (the Rufer, then the standard solo games, §2.2);
# the thrown-in deal and what replaces it (Muss, Ramsch) come right after them. Kreuzbock is
# the only contract of a Kreuzbock round, and outside one only where allowed_contracts has it.
_ORDER = tuple(
    [
        "rufer", "solo", "wenz", "all_pass", "muss", "ramsch", "hochzeit", "geier", "suit_wenz",
        "suit_geier", "bettel", "bettel_brett", "sie", "kaiser", "eisenbahner", "spatz",
        "suit_kaiser", "suit_eisenbahner", "ramsch_tout", "kreuzbock",
    ]
)  # fmt: skip
# RESULTS indices, the likeliest first: won, lost, won/lost Schneider, won/lost Schwarz.
_LIKELY = b"\x03\x02\x04\x01\x05\x00"
_SUITS = tuple(["acorns", "leaves", "hearts", "bells"])
_KOMBI = tuple(["rufer", "wenz", "solo"])


def _deal(settings, state):
    """(seats in the deal, forehand first, tricks per deal), as core.schafkopf plays them."""
    n = state["players"]
    active = [(state["dealer"] + i) % n for i in range(1, 5 if n > 3 else 4)]
    cards = CARDS[PACKS.index(settings["pack"])]
    if cards % len(active):
        raise InputError("settings.pack", "three players need the 24-card pack")
    return active, cards // len(active)


def choices(settings, state, partial):
    """The next question for `partial`, or None when it is a complete record."""
    sheet.refuse_if_over(state)
    active, tricks = _deal(settings, state)
    if not given(partial, "contract"):
        calls = _calls(settings, state)
        return ask("contract", _contracts(settings, state, active), CALL if calls else None)
    name = partial["contract"]
    if name is None:
        return None if given(partial, "call") else ask("call", _calls(settings, state))
    k = kind(NAMES.index(name))
    if k == THROWN_IN:
        return None
    if k == RAMSCH:
        question = _doublings(settings, partial, "ramsch", len(active), None)
        if question:
            return question
        # Imported on the first Ramsch only, like core.schafkopf.ramsch.
        from core.schafkopf.ramsch_choices import ramsch

        return ramsch(settings, state, partial, active, tricks)
    return _game(settings, state, partial, name, k, active, tricks)


def _calls(settings, state):
    """Calls the table may make now (§2.10): the last round, a Drei-Kombi-Muss; neither while
    a special round runs, nor a second last round, nor a Kombi in a Kreuzbock round."""
    out = []
    if state["special"] is None and not state["last"]:
        out.append("last_round")
        allowed = settings["allowed_contracts"]
        if (
            "kombi" in settings["special_rounds"]
            and state["players"] > 3
            and not state["kreuzbock"]
            and all(name in allowed for name in _KOMBI)
        ):
            out.append("kombi")
    return tuple(out)


def _contracts(settings, state, active):
    """Contracts allowed in this deal, most often played first."""
    if state["kreuzbock"]:
        return ("kreuzbock",)  # the whole round is Kreuzbock (§2.10)
    special = state["special"]
    allowed = settings["allowed_contracts"]
    on_pass = settings["on_all_pass"]
    solo_only = state["last"] and settings["last_round_solo_only"]
    out = []
    for name in _ORDER:
        k = kind(NAMES.index(name))
        if name == "all_pass":
            # where no Muss may be played, a deal all pass is thrown in (core.schafkopf)
            ok = on_pass != "ramsch" and (on_pass != "muss" or solo_only)
        else:
            ok = name == on_pass or name in allowed
        if (k == PAIR or k == RAMSCH) and len(active) < 4:
            ok = False  # three players play solo games only (§2.11)
        if name in ("sie", "spatz") and settings["pack"] != "long32":
            ok = False  # the short packs have no Sie and no Sevens (§2.11)
        if solo_only and k == PAIR and name != "kreuzbock":
            ok = False  # solo games only, no Muss either (§2.10)
        if special is not None:
            # forehand must play: nobody passes, no Muss or Ramsch (core.schafkopf.rounds)
            if k == THROWN_IN or k == RAMSCH or name == "muss":
                ok = False
            elif special[0] == "minas" and k != SOLO:
                ok = False
            elif special[0] == "kombi":
                ok = (
                    ok
                    and name in _KOMBI
                    and not special[2 + active[0]] & (1 << _KOMBI.index(name))
                )
        if ok:
            out.append(name)
    return tuple(out)


def _doublings(settings, partial, name, active, special):
    """The next doubling step to ask (§2.7): Stoss, Retour and further ones as far as
    doubling_allowed goes (none in a Muss or Ramsch; a Hadschader deal is stossed by the round),
    then Legers and knocks; each may be skipped as 0."""
    steps = 0 if name in ("muss", "ramsch") else DOUBLING.index(settings["doubling_allowed"])
    prev = 1
    for i, key in enumerate(("stoss", "retour", "further_doubles")):
        if i == 0 and special is not None and special[0] == "hadschader":
            continue  # the round's own Stoss: not entered
        if steps <= i or not prev:
            break
        if not given(partial, key):
            return ask(key, spans(0, 9 if i == 2 else 1), DEFAULT)
        prev = value(partial, key, 0)
    for key, mode in (("legers", settings["legen_who"]), ("knocks", settings["klopfen"])):
        if key == "legers" and settings["legen"] == "off":
            continue
        if mode != "off" and not given(partial, key):
            return ask(key, spans(0, 1 if mode in ("forehand", "one") else active), DEFAULT)
    return None


def _game(settings, state, partial, name, kind, active, all_tricks):
    special = state["special"]
    if kind == SOLO and name != "sie" and "tout" in settings["allowed_contracts"]:
        if not given(partial, "tout"):
            return ask("tout", (False, True), DEFAULT)
    tout = value(partial, "tout", False)
    if not given(partial, "declarer"):
        return ask("declarer", (active[0],) if special is not None else tuple(active))
    declarer = partial["declarer"]
    if kind == PAIR and not given(partial, "partner"):
        if name == "kreuzbock" or name == "muss" and settings["muss_partner"] == "opposite":
            # fixed teams sit opposite (§2.10): the core knows the partner
            return ask("partner", (active[(active.index(declarer) + 2) % 4],), DERIVE)
        return ask("partner", tuple(seat for seat in active if seat != declarer))
    question = _doublings(settings, partial, name, len(active), special)
    if question:
        return question
    fixed = kind == BETTEL or tout
    if not given(partial, "result"):
        if name == "sie":
            return ask("result", ("won",), DEFAULT)  # laid down, always won (§2.4)
        if fixed:
            return ask("result", ("won", "lost"), DERIVE)
        return ask("result", tuple(RESULTS[i] for i in _LIKELY), DERIVE)
    result = partial["result"]
    want = None if result is None else RESULTS.index(result)
    if name != "sie":
        # Muss, and Contra where it takes over, move the lines to 60/90/30 (§2.4, §8 item 14)
        stossed = special is not None and special[0] == "hadschader"
        low = name == "muss" or (
            settings["contra_takes_over"] and (stossed or value(partial, "stoss", 0))
        )
        per = len(active)
        if not given(partial, "tricks"):
            skip = None if want is None else UNKNOWN
            return ask("tricks", _tricks(want, kind, tout, all_tricks, per, low), skip)
        tricks = partial["tricks"]
        if tricks is not None and not fixed and not given(partial, "points"):
            must = want is None and 0 < tricks < all_tricks
            points = _points(tricks, want, low, all_tricks, per)
            return ask("points", points, None if must else UNKNOWN)
    # Runners in every game with trumps: Ramsch Tout has the Rufer's, the Bettel none (§2.2)
    contract = NAMES.index(name)
    most = trumps(contract, PACKS.index(settings["pack"]))
    if most and not given(partial, "runners"):
        if name == "sie":
            return ask("runners", (8,), DEFAULT)  # all Obers and Unters (§2.5)
        return ask("runners", spans(0, most), DEFAULT)
    if name == "solo" and "heart_solo" in settings["kreuzbock_triggers"]:
        if not given(partial, "suit"):
            return ask("suit", _SUITS, DEFAULT)  # a Heart Solo starts a Kreuzbock round
    if name == "rufer" and not given(partial, "acorn_ober"):
        return ask("acorn_ober", tuple(active), UNKNOWN)  # the old man (§2.10)
    return None


def _tricks(want, kind, tout, all_tricks, per, low):
    """Tricks of the declaring side that fit the result `want` (None: not given)."""
    if want is None:
        return spans(0, all_tricks)
    if kind == BETTEL:
        return (0,) if want == 3 else spans(1, all_tricks)  # the Bettel takes no trick
    if tout:
        return (all_tricks,) if want == 3 else spans(0, all_tricks - 1)
    if want == 0 or want == 5:
        return (0,) if want == 0 else (all_tricks,)  # Schwarz goes by tricks (§2.4)
    return tuple(t for t in range(1, all_tricks) if len(_points(t, want, low, all_tricks, per)))


def _points(tricks, want, low, all_tricks, per):
    """Card points the declaring side's tricks can hold (the 20 valued cards and the blanks,
    §1), within the result class `want` when given."""
    lo, hi = sheet.points_range(tricks * per, all_tricks * per - 20)
    if want is not None and 0 < tricks < all_tricks:
        lo = max(lo, CLASS_LOW[want] - low)
        hi = min(hi, CLASS_HIGH[want] - low)
    return spans(lo, hi)
