"""North-American (Tournee) Skat, preset na_tournee: contracts, values, Ramsch (SPEC §5.10)."""

from core import record, sheet
from core.errors import InputError, seat_shown
from core.skat import german as skat

GAMES = ("diamonds", "hearts", "spades", "clubs", "grand", "null", "ramsch")
CONTRACTS = ("tourne", "passt_mir_nicht", "solo", "guckser")
TOURNE = (5, 6, 7, 8, 12)  # SPEC §5.10 base values, GAMES order: ♦ ♥ ♠ ♣ Grand
SOLO = (9, 10, 11, 12, 20)
GUCKSER = 16
GRAND_OUVERT = 24
NULLS = (20, 40)  # Null, Null Ouvert
GERMAN_ONLY = ("bid", "hand", "kontra", "revolution", "pushes")
_NULL = ("game", "declarer", "ouvert", "declarer_tricks")
_TRUMP = _NULL + (
    "contract",
    "matadors",
    "schneider_announced",
    "schwarz_announced",
    "declarer_points",
    "result",
)


def score_hand(settings, state, hand):
    if settings["scoring_system"] != "classic":
        raise InputError("settings.scoring_system", "North-American Skat keeps a classic list")
    if settings["raeuberskat"]:
        raise InputError("settings.raeuberskat", "Räuberskat is played with German contracts")
    record.check_fields(hand, hand)  # an object of version 1; its fields are checked below
    for key in GERMAN_ONLY:
        if key in hand:
            raise InputError(key, "not part of North-American Skat (preset na_tournee)")
    game = record.get_choice(hand, "game", GAMES)
    if game == "ramsch":
        return _ramsch(state, hand)
    record.check_fields(hand, _NULL if game == "null" else _TRUMP)
    declarer = record.get_seat(hand, "declarer", state["players"])
    if state["players"] == 4 and declarer == state["dealer"]:
        raise InputError("declarer", "{} deals and sits out".format(seat_shown(declarer)))
    ouvert = record.get_bool(hand, "ouvert")
    if game == "null":
        tricks = record.get_int(hand, "declarer_tricks", 0, 10)
        # S2: the multipliers do not apply to Null; a lost Null costs its value once.
        value = NULLS[1 if ouvert else 0]
        won, double, solo_grand = tricks == 0, False, False
    else:
        contract = record.get_choice(hand, "contract", CONTRACTS)
        won, value, double = _trump_game(hand, game, contract, ouvert)
        solo_grand = game == "grand" and contract == "solo"  # the skat untouched: a Hand
    # A lost game costs its value once, except a Guckser (16, "32 if lost") and a "passt mir
    # nicht" Tourne short of 61 (S2 "penalty is doubled"): skat.book doubles unless single.
    deltas, events = skat.book(settings, state, declarer, won, value, value, not double)
    return skat.finish(settings, state, deltas, events, declarer, won, solo_grand)


def _trump_game(hand, game, contract, ouvert):
    """SPEC §5.10 -> (won, value, a loss is doubled)."""
    grand = game == "grand"
    if contract == "guckser" and not grand:
        raise InputError("contract", "a Grand Guckser is always a Grand")
    if ouvert and not (grand and contract == "solo"):
        raise InputError("ouvert", "only a Grand Solo is played ouvert (Grand Ouvert)")
    matadors = record.get_int(hand, "matadors", 1, 11)
    if matadors > 4 and grand:
        raise InputError("matadors", "a Grand has at most 4 (the Jacks)")
    # What the cards made, from the result or the tricks and card points: the Schneider line
    # is 91, the declarer at 29 or less is Schneider too (§8 item 28).
    got = skat.card_result(hand, 91, 29)
    # Grand Ouvert is a promise of every trick, as in German Skat (SPEC §5.3): Schwarz declared.
    schwarz_said = record.get_bool(hand, "schwarz_announced") or ouvert
    schneider_said = record.get_bool(hand, "schneider_announced") or schwarz_said
    value = _base(game, contract, ouvert) * multiplier(matadors, got, schneider_said, schwarz_said)
    # A failed declaration "loses the amount he would have won" (S2): the declared class
    # is already in the value.
    won = got >= (4 if schneider_said else 3) and (got == 5 or not schwarz_said)
    double = contract == "guckser" or (contract == "passt_mir_nicht" and got < 3)
    return won, value, double


def _base(game, contract, ouvert):
    if contract == "guckser":
        return GUCKSER
    if ouvert:
        return GRAND_OUVERT
    return (SOLO if contract == "solo" else TOURNE)[GAMES.index(game)]


def multiplier(matadors, got, schneider_said, schwarz_said):
    """SPEC §5.10: one per top trump, plus the class reached (`got`, an index into
    core.skat.german.RESULTS) - game 1, Schneider 2 (91, §8 item 28; the declarer at 29 or less is
    Schneider too), Schwarz 3 - plus 1 if Schneider or 2 if Schwarz was declared. The classes
    are totals, not steps that add up (the old American laws: "Schwarz after announcing
    Schneider, 4; Schwarz announced, 5"); a declared class counts as reached."""
    if schwarz_said or got == 0 or got == 5:
        reached = 3
    elif schneider_said or got == 1 or got == 4:
        reached = 2
    else:
        reached = 1
    return matadors + reached + (2 if schwarz_said else 1 if schneider_said else 0)


def _ramsch(state, hand):
    """S2: forehand's Ramsch; the fewest card points win 10, or 20 with no trick; whoever
    takes every trick loses 30 and nobody wins. The skat is not used."""
    record.check_fields(hand, ("game", "points", "tricks"))
    players = state["players"]
    points = record.get_ints(hand, "points", players, 0, 120)
    tricks = record.get_ints(hand, "tricks", players, 0, 10)
    if sum(tricks) != 10:
        raise InputError("tricks", "must add up to 10")
    if not 98 <= sum(points) <= 120:
        # 120 less the skat, which nobody takes (two cards: at most 22)
        raise InputError("points", "must add up to 98..120 (the skat is not used)")
    active = skat.active_seats(state)
    for seat in range(players):
        if seat not in active and tricks[seat] + points[seat]:
            raise InputError("points", "{} deals and sits out".format(seat_shown(seat)))
    from core import deal_points  # loaded for a Ramsch only

    # Three cards a trick; the skat's two are nobody's (SPEC §1)
    seats = sorted(active)
    lims, n, _ = deal_points.skat_deals([tricks[s] for s in seats], None, "")[0]
    mine = [points[s] for s in seats]
    if not deal_points.completes(lims, n, mine + [120 - sum(mine)]):
        deal_points.refuse(tricks, points)
    deltas = [0] * players
    for seat in active:
        if tricks[seat] == 10:
            deltas[seat] = -30
            new = sheet.advance(state, deltas)
            new["lost"][seat] += 1
            return deltas, new, [("ramsch_lost", [seat])]
    fewest = min(points[seat] for seat in active)
    # Ties are not in S2: every player tied for the fewest points wins.
    winners = [seat for seat in active if points[seat] == fewest]
    for seat in winners:
        deltas[seat] = 10 if tricks[seat] else 20
    new = sheet.advance(state, deltas)
    for seat in winners:
        new["won"][seat] += 1
    return deltas, new, [("ramsch_won", winners)]
