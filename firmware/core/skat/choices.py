"""What may be entered next in a Skat deal (SPEC §5; docs/entry-choices.md): German Skat on
every list, its Ramsch, Räuberskat, and North-American (Tournee) Skat.

Loaded on demand by core.games.choices, like the game modules.
"""

from core import questions, sheet
from core.errors import InputError
from core.questions import DEFAULT, DERIVE, UNKNOWN, ask, given, next_seat, spans, value
from core.skat.german import RESULTS, result_points, trump_value
from core.skat.value import BASES, NULLS

# Trump games, Null and the thrown-in deal, the most often played first.
_GAMES = ("clubs", "spades", "hearts", "diamonds", "grand", "null", "pass")
_TOURNEE = ("clubs", "spades", "hearts", "diamonds", "grand", "null", "ramsch")
_CONTRACTS = ("tourne", "passt_mir_nicht", "solo", "guckser")
_KONTRA = {"off": 0, "kontra": 1, "kontra_re": 2}  # else up_to_resupra: 4
_NO_YES = (False, True)
# RESULTS indices, the likeliest first: won, lost, won/lost Schneider, won/lost Schwarz.
_LIKELY = b"\x03\x02\x04\x01\x05\x00"


def choices(settings, state, partial):
    """The next question for `partial`, or None when it is a complete record."""
    sheet.refuse_if_over(state)
    players = state["players"]
    active = [(state["dealer"] + i) % players for i in range(1, 4)]  # forehand first
    if settings["preset"] != "german":
        return _tournee(settings, state, partial, active)
    raeuber = settings["raeuberskat"]
    if not given(partial, "game"):
        games = _GAMES
        if raeuber:
            # forehand plays each kind once: a suit game, a Grand, a Null, a Ramsch (§5.10)
            kinds = (state.get("kinds") or [0] * players)[active[0]]
            games = tuple(g for g in _GAMES if not kinds >> _kind(g) & 1)
        return ask("game", games)
    game = partial["game"]
    if game == "pass":
        if settings["on_all_pass"] == "redeal" and not raeuber:
            return None  # dealt again, nothing scored
        if settings["schieberamsch"] and not given(partial, "pushes"):
            return ask("pushes", spans(0, 3), DEFAULT)  # each push doubles (§5.9)
        tens_one = settings["ramsch_ten_value"] == "1"  # a Ten counts 1 (§5.9)
        if settings["ramsch_scoring"] != "everyone" and "tricks" not in partial:
            from core.skat.ramsch_choices import ramsch  # on a Ramsch only

            return ramsch(settings, partial, active, 84 if tens_one else 120)
        # each seat pays its own points (or a record with them): the seats' tricks, points;
        # the skat's two cards: the last trick's, in a Gewinner-Ramsch the highest scorer's
        skat = "most" if settings["on_all_pass"] == "gewinner_ramsch" else "trick"
        return _ramsch(partial, players, active, tens_one, skat)
    if not given(partial, "declarer"):
        # the dealer of four sits out; in Räuberskat forehand plays (§5.10)
        return ask("declarer", (active[0],) if raeuber else tuple(active))
    null = game == "null"
    revolution = settings["revolution"] and null
    if null:
        # A Null is worth what it is, never overbid (§8 item 32): no bid is asked.
        for key in ("hand", "ouvert", "revolution") if revolution else ("hand", "ouvert"):
            if not given(partial, key):
                return ask(key, _NO_YES, DEFAULT)  # left out: false
    else:
        question = _trump(partial, game == "grand")
        if question:
            return question
    question = _tricks(partial) if null else _result(partial, 90, 30)
    if question:
        return question
    if not null and not raeuber and not given(partial, "bid"):
        # Asked after the result: only a bid above what the cards made changes the score
        # (§5.5, the overbid); one at or below it is not noted.
        worth = trump_value(settings, questions.record(partial))
        over = tuple(b for b in _bids(settings) if b > worth)
        if over:
            return ask("bid", over, UNKNOWN)
    most = _KONTRA.get(settings["kontra"], 4)
    if most and not given(partial, "kontra"):
        return ask("kontra", spans(0, most), DEFAULT)  # Kontra, Re, Supra, Resupra (§5.6)
    return None


def _kind(game):
    """Räuberskat's kinds (core.skat.raeuber.KINDS): suit game 0, Grand 1, Null 2, Ramsch 3."""
    return 3 if game == "pass" else 2 if game == "null" else 1 if game == "grand" else 0


def _bids(settings):
    """The bids a Skat value can be (§5.1), lowest first."""
    grand = int(settings["grand_base"])
    out = set(NULLS)
    if settings["revolution"]:
        out.add(92)
    for base in BASES + (grand,):
        for level in range(2, (11 if base == grand else 18) + 1):
            out.add(base * level)
    return tuple(sorted(b for b in out if b >= 18))


def _trump(partial, grand):
    """Hand and announcements (each needs a Hand game, §5.3), then the matadors."""
    if not given(partial, "hand"):
        return ask("hand", _NO_YES, DEFAULT)
    if value(partial, "hand", False):
        for key in ("schneider_announced", "schwarz_announced", "ouvert"):
            if not given(partial, key):
                return ask(key, _NO_YES, DEFAULT)
    if not given(partial, "matadors"):
        return ask("matadors", spans(1, 4 if grand else 11))  # with or without (§5.3)
    return None


def _tricks(partial):
    """A Null's tricks: none is won (§5.5)."""
    if not given(partial, "declarer_tricks"):
        return ask("declarer_tricks", spans(0, 10))
    return None


def _result(partial, top, bottom):
    """What the declarer's cards made (§5.3; the Schneider lines `top` and `bottom`), the
    likeliest first and an announced class before the others. Skipped ("derive"): his tricks
    and card points follow, the skat's two cards his (§5.1: three cards a trick); beside a
    result they fit it and may be left out ("unknown")."""
    if not given(partial, "result"):
        order = [RESULTS[i] for i in _LIKELY]
        for key, said in (("schneider_announced", 4), ("schwarz_announced", 5), ("ouvert", 5)):
            if value(partial, key, False):
                order.remove(RESULTS[said])
                order.insert(0, RESULTS[said])
        return ask("result", tuple(order), DERIVE)
    got = partial["result"]
    want = None if got is None else RESULTS.index(got)
    skip = None if want is None else UNKNOWN
    if not given(partial, "declarer_tricks"):
        if want is None:
            return ask("declarer_tricks", spans(0, 10))
        fits = [t for t in range(11) if _fits(t, want, top, bottom)]
        return ask("declarer_tricks", tuple(fits), skip)
    tricks = partial["declarer_tricks"]
    if tricks is not None and not given(partial, "declarer_points"):
        low, high = result_points(tricks, want, top, bottom)
        return ask("declarer_points", spans(low, high), skip)
    return None


def _fits(tricks, want, top, bottom):
    low, high = result_points(tricks, want, top, bottom)
    return low <= high


def _ramsch(partial, players, active, tens_one, skat):
    """Each seat's tricks (10 in all; the dealer of four sits out), then its card points: what
    three cards a trick and the skat's two can hold beside the other seats' (core.deal_points;
    `skat` says who takes the skat)."""
    seat = next_seat(partial, "tricks", players)
    if seat is not None:
        got = partial.get("tricks") or []
        if seat not in active:
            return ask("tricks", (0,), None, seat)
        left = 10 - sum(got)
        last = all(s < seat for s in active if s != seat)
        return ask("tricks", (left,) if last else spans(0, left), None, seat)
    tricks = partial["tricks"]
    seat = next_seat(partial, "points", players)
    if seat is None:
        return None
    got = partial.get("points") or []
    if seat not in active:
        return ask("points", (0,), None, seat)
    from core import deal_points  # loaded for a Ramsch's points only

    seats = sorted(active)
    values = deal_points.TENS_ONE if tens_one else None
    known = [got[s] for s in seats if s < seat]
    runs = []
    for lims, n, top in deal_points.skat_deals([tricks[s] for s in seats], values, skat):
        run = deal_points.span(lims, n, known, top)
        if run:
            runs.append(run)
    return ask("points", _offered(runs), None, seat)


def _offered(runs):
    """The points in any of `runs` (fewest, most), one per fall of the skat: a range when they
    run without a gap, else a tuple."""
    runs.sort()
    low, high = runs[0]
    for run in runs[1:]:
        if run[0] > high + 1:
            return tuple(sorted(set(p for a, b in runs for p in range(a, b + 1))))
        high = max(high, run[1])
    return range(low, high + 1)


def _tournee(settings, state, partial, active):
    """North-American Skat (§5.10): contracts by how the skat is used, no bid, Hand or Kontra."""
    if settings["scoring_system"] != "classic":
        raise InputError("settings.scoring_system", "North-American Skat keeps a classic list")
    if settings["raeuberskat"]:
        raise InputError("settings.raeuberskat", "Räuberskat is played with German contracts")
    if not given(partial, "game"):
        return ask("game", _TOURNEE)
    game = partial["game"]
    if game == "ramsch":
        # forehand's Ramsch without the skat: its two cards are nobody's (core.skat.tournee)
        return _ramsch(partial, state["players"], active, False, "")
    if not given(partial, "declarer"):
        return ask("declarer", tuple(active))
    grand = game == "grand"
    if game == "null":
        if not given(partial, "ouvert"):
            return ask("ouvert", _NO_YES, DEFAULT)  # Null Ouvert (40)
        return _tricks(partial)
    if not given(partial, "contract"):
        return ask("contract", _CONTRACTS if grand else _CONTRACTS[:3])
    if grand and partial["contract"] == "solo" and not given(partial, "ouvert"):
        return ask("ouvert", _NO_YES, DEFAULT)  # Grand Ouvert
    if not given(partial, "matadors"):
        return ask("matadors", spans(1, 4 if grand else 11))
    for key in ("schneider_announced", "schwarz_announced"):
        if not given(partial, key):
            return ask(key, _NO_YES, DEFAULT)  # declared in any suit or Grand game
    return _result(partial, 91, 29)  # the Schneider line is 91 (§8 item 28)
