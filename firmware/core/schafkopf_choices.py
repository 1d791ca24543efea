"""What may be entered next in a Bavarian Schafkopf hand (SPEC §2; docs/entry-choices.md).

Loaded on demand by core.games.choices, like the game modules.
"""

from core import table
from core.entry import CALL, DEFAULT, DERIVE, UNKNOWN, ask, given, next_seat, spans, value
from core.errors import InputError
from core.schafkopf import RESULTS
from core.schafkopf_tariff import DOUBLING, KINDS, NAMES, PACKS

# Contracts, the most often played first (the Rufer, then the standard solo games, §2.2);
# the thrown-in deal and what replaces it (Muss, Ramsch) come right after them. Kreuzbock is
# the only contract of a Kreuzbock round, and outside one only where allowed_contracts has it.
_ORDER = tuple(
    [
        "rufer", "solo", "wenz", "all_pass", "muss", "ramsch", "hochzeit", "geier", "suit_wenz",
        "suit_geier", "bettel", "bettel_brett", "sie", "kaiser", "eisenbahner", "spatz",
        "ramsch_tout", "kreuzbock",
    ]
)  # fmt: skip
# RESULTS indices, the likeliest first: won, lost, won/lost Schneider, won/lost Schwarz.
_LIKELY = b"\x03\x02\x04\x01\x05\x00"
_SUITS = tuple(["acorns", "leaves", "hearts", "bells"])
_KOMBI = tuple(["rufer", "wenz", "solo"])
# Card points the declaring side needs for each result class 1..4, before the Muss /
# Contra-takes-over shift (§2.4); class 0 and 5 (Schwarz) go by tricks.
_CLASS_LO = (0, 0, 31, 61, 91)
_CLASS_HI = (0, 30, 60, 90, 121)


def _trumps(name, pack):
    """Trumps of a contract in pack number `pack` (§2.2, §2.5, §2.11): what runners can reach.
    Obers, Unters and Hearts in the Rufer's order (also Ramsch Tout); four lords and a suit;
    four lords only; Sevens (none in a short pack); none in the Bettel."""
    if name in ("suit_wenz", "suit_geier"):
        return (11, 9, 8)[pack]
    if name in ("wenz", "geier", "kaiser", "eisenbahner"):
        return 4
    if name == "spatz":
        return 0 if pack else 4
    if name in ("bettel", "bettel_brett"):
        return 0
    return (14, 12, 11)[pack]


def _deal(settings, state):
    """(seats in the deal, forehand first, tricks per deal), as core.schafkopf plays them."""
    n = state["players"]
    active = [(state["dealer"] + i) % n for i in range(1, 5 if n > 3 else 4)]
    cards = (32, 24, 20)[PACKS.index(settings["pack"])]
    if cards % len(active):
        raise InputError("settings.pack", "three players need the 24-card pack")
    return active, cards // len(active)


def choices(settings, state, partial):
    """The next question for `partial`, or None when it is a complete record."""
    table.refuse_if_over(state)
    active, tricks = _deal(settings, state)
    if not given(partial, "contract"):
        calls = _calls(settings, state)
        return ask(
            "contract", _contracts(settings, state, active), CALL if calls else None
        )
    name = partial["contract"]
    if name is None:
        return None if given(partial, "call") else ask("call", _calls(settings, state))
    kind = KINDS[NAMES.index(name)]
    if kind == "x":
        return None
    if kind == "r":
        return _ramsch(settings, state, partial, active, tricks)
    return _game(settings, state, partial, name, kind, active, tricks)


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
        kind = KINDS[NAMES.index(name)]
        if name == "all_pass":
            ok = on_pass not in ("muss", "ramsch")
        else:
            ok = name == on_pass or name in allowed
        if kind in "pr" and len(active) < 4:
            ok = False  # three players play solo games only (§2.11)
        if name in ("sie", "spatz") and settings["pack"] != "long32":
            ok = False  # the short packs have no Sie and no Sevens (§2.11)
        if solo_only and kind == "p":
            ok = False  # solo games only, no Muss either (§2.10)
        if special is not None:
            # forehand must play: nobody passes, no Muss or Ramsch (core.schafkopf_rounds)
            if kind in "xr" or name == "muss":
                ok = False
            elif special[0] == "minas" and kind != "s":
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
    for key, mode in (("legers", settings["legen"]), ("knocks", settings["klopfen"])):
        if mode != "off" and not given(partial, key):
            return ask(key, spans(0, 1 if mode in ("forehand", "one") else active), DEFAULT)
    return None


def _game(settings, state, partial, name, kind, active, all_tricks):
    special = state["special"]
    if kind == "s" and name != "sie" and "tout" in settings["allowed_contracts"]:
        if not given(partial, "tout"):
            return ask("tout", (False, True), DEFAULT)
    tout = value(partial, "tout", False)
    if not given(partial, "declarer"):
        return ask("declarer", (active[0],) if special is not None else tuple(active))
    declarer = partial["declarer"]
    if kind == "p" and not given(partial, "partner"):
        if name == "kreuzbock" or name == "muss" and settings["muss_partner"] == "opposite":
            # fixed teams sit opposite (§2.10): the core knows the partner
            return ask("partner", (active[(active.index(declarer) + 2) % 4],), DERIVE)
        return ask("partner", tuple(seat for seat in active if seat != declarer))
    question = _doublings(settings, partial, name, len(active), special)
    if question:
        return question
    fixed = kind == "b" or tout
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
    if (kind != "b" or name == "ramsch_tout") and not given(partial, "runners"):
        if name == "sie":
            return ask("runners", (8,), DEFAULT)  # all Obers and Unters (§2.5)
        most = _trumps(name, PACKS.index(settings["pack"]))
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
    if kind == "b":
        return (0,) if want == 3 else spans(1, all_tricks)  # the Bettel takes no trick
    if tout:
        return (all_tricks,) if want == 3 else spans(0, all_tricks - 1)
    if want == 0 or want == 5:
        return (0,) if want == 0 else (all_tricks,)  # Schwarz goes by tricks (§2.4)
    return tuple(t for t in range(1, all_tricks) if len(_points(t, want, low, all_tricks, per)))


def _points(tricks, want, low, all_tricks, per):
    """Card points the declaring side's tricks can hold (the 20 valued cards and the blanks,
    §1), within the result class `want` when given."""
    lo, hi = table.points_range(tricks * per, all_tricks * per - 20)
    if want is not None and 0 < tricks < all_tricks:
        lo = max(lo, _CLASS_LO[want] - low)
        hi = min(hi, _CLASS_HI[want] - low)
    return spans(lo, hi)


# Ramsch (§2.9): each seat's tricks, then its card points, then the tie-break lists the
# settlement needs.


def _ramsch(settings, state, partial, active, all_tricks):
    question = _doublings(settings, partial, "ramsch", len(active), None)
    if question:
        return question
    players = state["players"]
    seat = next_seat(partial, "tricks", players)
    if seat is not None:
        got = partial.get("tricks") or []
        options = _ramsch_tricks(settings, got, seat, active, all_tricks)
        return ask("tricks", options, None, seat)
    tricks = partial["tricks"]
    seat = next_seat(partial, "points", players)
    if seat is not None:
        got = partial.get("points") or []
        return ask("points", _ramsch_points(got, seat, tricks, active, all_tricks), None, seat)
    field = _tie_field(settings, partial, active)
    if field is None:
        return None
    seat = next_seat(partial, field, players)
    got = list(partial.get(field) or [])
    options = []
    for v in _tie_values(partial, field, got, seat, active):
        if _completes(settings, partial, active, field, got + [v]):
            options.append(v)
    return ask(field, tuple(options), None, seat)


def _crit(settings):
    """The two positions (by card points, most first) whose order decides who pays."""
    how = settings["ramsch_settlement"]
    return (1, 2) if how == "top_two_pay" else (2, 3) if how == "schieberamsch" else (0, 1)


def _most_maidens(settings):
    """Seats without a trick that can be in a Ramsch: two of them at the bottom tie for good
    in a Schieberamsch (the fewest points win), three in the middle with top_two_pay
    (core.schafkopf_ramsch cannot order them)."""
    how = settings["ramsch_settlement"]
    return 1 if how == "schieberamsch" else 2 if how == "top_two_pay" else 3


def _ramsch_tricks(settings, got, seat, active, total):
    if seat not in active:
        return (0,)
    left = total - sum(got)
    maidens = sum(1 for s in active if s < seat and not got[s])
    later = sum(1 for s in active if s > seat)
    limit = _most_maidens(settings)
    out = []
    for t in range(left + 1) if later else (left,):
        rest = left - t
        fewest = maidens + (t == 0) + max(0, later - rest)  # each later seat with a trick
        # a Durchmarsch decides without an order: one seat takes them all
        march = settings["durchmarsch"] and (
            total in got or left == total and (t == total or not t and later)
        )
        if fewest <= limit or march:
            out.append(t)
    return tuple(out)


def _ramsch_points(got, seat, tricks, active, all_tricks):
    if seat not in active:
        return (0,)
    per = len(active)
    blanks = all_tricks * per - 20
    lo_later = hi_later = 0
    for s in active:
        if s > seat:
            lo, hi = table.points_range(tricks[s] * per, blanks)
            lo_later += lo
            hi_later += hi
    left = 120 - sum(got)
    lo, hi = table.points_range(tricks[seat] * per, blanks)
    return spans(max(lo, left - hi_later), min(hi, left - lo_later))


def _tie_field(settings, hand, active):
    """The tie-break list core.schafkopf_ramsch needs next (§2.9), None if the order is
    decided (or a Durchmarsch needs none), "" if no tie-break can decide it."""
    tricks = hand["tricks"]
    all_tricks = sum(tricks)
    if settings["durchmarsch"] and all_tricks in tricks:
        return None
    chain = ("tricks", "trumps_taken", "highest_trump", "")
    if settings["ramsch_tiebreak"] == "highest_trump":
        chain = ("highest_trump", "tricks", "")
    crit = _crit(settings)
    keys = {}
    for seat in active:
        keys[seat] = [hand["points"][seat]]
    for field in chain:
        order = sorted(active, key=lambda seat: keys[seat] + [-seat], reverse=True)
        if keys[order[crit[0]]] != keys[order[crit[1]]]:
            return None
        if not field:
            return ""
        values = tricks if field == "tricks" else hand.get(field)
        if values is None or len(values) < len(tricks):
            return field
        for seat in active:
            keys[seat].append(values[seat])
    return None


def _tie_values(hand, field, got, seat, active):
    """What a seat may have in a tie-break list: trumps taken (none without a trick, at most
    the pack's trumps in all), or the rank of its highest trump (14 the Ober of Acorns, 0
    none; each rank taken by one seat only)."""
    tricks = hand["tricks"][seat]
    if seat not in active or not tricks:
        return (0,)
    if field == "trumps_taken":
        most = 14 - sum(got)
        return spans(0, min(most, tricks * len(active)))
    taken = hand.get("trumps_taken")
    if taken is not None and len(taken) == len(hand["tricks"]) and not taken[seat]:
        return (0,)
    first = (0,) if taken is None or len(taken) < len(hand["tricks"]) else ()
    return first + tuple(r for r in range(14, 0, -1) if r not in got)


def _completes(settings, hand, active, field, got):
    """True if the tie-break list `field`, filled up to `got`, can still be completed to a
    record whose order is decided. The later seats are tried with two values each: whether a
    seat ties or not is all that matters."""
    players = len(hand["tricks"])
    if len(got) < players:
        trial = dict(hand)
        trial[field] = got
        values = _tie_values(trial, field, got, len(got), active)
        for i in range(min(2, len(values))):
            if _completes(settings, hand, active, field, got + [values[i]]):
                return True
        return False
    trial = dict(hand)
    trial[field] = got
    later = _tie_field(settings, trial, active)
    if later is None:
        return True
    if later == "" or later == field:
        return False
    return _completes(settings, trial, active, later, [])
