"""German Skat: classic, Seeger-Fabian and Bierlachs lists, Ramsch, Kontra, Pinke (SPEC §5);
the state every Skat table keeps and the booking the variants share (core.skat.rules chooses
the variant)."""

from core import record, sheet
from core.errors import InputError, seat_shown
from core.skat.value import (
    BASES,
    GAMES,
    is_legal_bid,
    level,
    loss_value,
    null_value,
    settle_money,
)

_NULL = ("game", "declarer", "bid", "kontra", "hand", "ouvert", "declarer_tricks")
_TRUMP = _NULL + (
    "matadors",
    "schneider_announced",
    "schwarz_announced",
    "declarer_points",
    "result",
)
# What the declarer's cards made in a suit game or Grand (SPEC §5.3): the alternative record
# form to his tricks and card points (docs/entry-choices.md). Indices: 3 and up are won by the
# cards (the game may still be lost: an overbid, a missed announcement, §5.5).
RESULTS = ("lost_schwarz", "lost_schneider", "lost", "won", "won_schneider", "won_schwarz")


def with_date(settings, date):
    """Bierlachs "300 + date" (W5): the day of the month comes from the session's date."""
    if settings["bierlachs_plus_date"]:
        if date is None:
            raise InputError("date", "Bierlachs to the target plus the date needs a date")
        settings["bierlachs_day"] = int(date[8:10])


def new_state(settings, players, dealer=0):
    state = sheet.new_state(players, dealer)
    # Pinke money in cents, kept apart from the list (SPEC §5.10): pot plus each seat's net.
    state["pot"] = 0
    state["pinke"] = [0] * players
    state["won"] = [0] * players  # games won and lost, as a tournament list counts them
    state["lost"] = [0] * players
    if settings["scoring_system"] == "bierlachs":
        # SPEC §5.8, W5: 301/401/501, or "300 + date" given as target 300 and the day.
        state["target"] = settings["bierlachs_target"] + (settings["bierlachs_day"] or 0)
    return state


def score_hand(settings, state, hand):
    """A hand of German Skat, on a sheet that takes hands (core.skat.rules checked it)."""
    record.check_fields(hand, hand)  # an object of version 1; its fields are checked below
    game = record.get_choice(hand, "game", GAMES)
    players = state["players"]
    if game == "pass":
        return _all_passed(settings, state, hand)
    null = game == "null"
    revolution = settings["revolution"] and null
    record.check_fields(
        hand, (_NULL + ("revolution",)) if revolution else _NULL if null else _TRUMP
    )
    declarer = record.get_seat(hand, "declarer", players)
    if players == 4 and declarer == state["dealer"]:
        raise InputError("declarer", "{} deals and sits out".format(seat_shown(declarer)))
    kontra = record.get_int(hand, "kontra", 0, 4, 0)
    mode = settings["kontra"]  # SPEC §5.6: Kontra, Re, Supra, Resupra
    if kontra > (4 if mode == "up_to_resupra" else ("off", "kontra", "kontra_re").index(mode)):
        raise InputError("kontra", "not allowed at this table: " + settings["kontra"])
    grand = int(settings["grand_base"])
    # A bid not noted is at most the game's value (the lowest, 18): only an overbid counts.
    bid = record.get_int(hand, "bid", 18, 264, 18)
    if not is_legal_bid(bid, grand, settings["revolution"]):
        raise InputError("bid", "{} is not a Skat game value".format(bid))
    is_hand = record.get_bool(hand, "hand")
    ouvert = record.get_bool(hand, "ouvert")
    if null:
        tricks = record.get_int(hand, "declarer_tricks", 0, 10)
        value = null_value(is_hand, ouvert, revolution and record.get_bool(hand, "revolution"))
        if value < bid:
            # SPEC §8 item 32: a Null is never an overbid game; the record must be wrong.
            raise InputError("bid", "above the Null's value {}".format(value))
        won, loss, missed = tricks == 0, value, False
    else:
        base = grand if game == "grand" else BASES[GAMES.index(game)]
        won, value, loss, missed = _trump_game(hand, base, bid, is_hand, ouvert)
    single = (is_hand and not settings["lost_hand_doubled"]) or (
        missed and not settings["lost_announced_doubled"]
    )  # SPEC §5.6 (lost Hand games before 1998) and §10.2: such a loss is not doubled
    deltas, events = book(settings, state, declarer, won, value << kontra, loss << kontra, single)
    return finish(settings, state, deltas, events, declarer, won, game == "grand" and is_hand)


def trump_value(settings, hand):
    """The value of the suit game or Grand `hand` as its cards made it (SPEC §5.3), whatever
    was bid: a bid above it is an overbid."""
    game = hand["game"]
    base = int(settings["grand_base"]) if game == "grand" else BASES[GAMES.index(game)]
    is_hand = record.get_bool(hand, "hand")
    return _trump_game(hand, base, 18, is_hand, record.get_bool(hand, "ouvert"))[1]


def _trump_game(hand, base, bid, is_hand, ouvert):
    """SPEC §5.3, §5.5: -> (won, value, loss value, announcement failed)."""
    matadors = record.get_int(hand, "matadors", 1, 11)
    if matadors > 4 and base > 12:
        raise InputError("matadors", "a Grand has at most 4 (the Jacks)")
    schwarz_said = record.get_bool(hand, "schwarz_announced") or ouvert
    schneider_said = record.get_bool(hand, "schneider_announced") or schwarz_said
    if schneider_said and not is_hand:
        said = "schwarz_announced" if schwarz_said else "schneider_announced"
        raise InputError("ouvert" if ouvert else said, "needs a Hand game")
    got = card_result(hand, 90, 30)
    # Schneider and Schwarz count for either side (SPEC §5.3); announced ones count even when
    # missed (§8 item 31). A Schwarz (0 or 5) is a Schneider too.
    schneider = schneider_said or (got != 2 and got != 3)
    schwarz = schwarz_said or got == 0 or got == 5
    steps = (is_hand, schneider, schneider_said, schwarz, schwarz_said, ouvert)
    value = base * level(matadors, *steps)
    missed = (schneider_said and got < 4) or (schwarz_said and got < 5)
    won = got >= 3 and not missed and value >= bid
    return won, value, loss_value(value, base, bid), missed


def card_result(hand, top, bottom):
    """Index into RESULTS of what the declarer's cards made in a suit game or Grand, from
    `result` and/or his tricks and card points (SPEC §5.3: a Schneider is `top` points or more,
    or `bottom` or fewer - 90/30, North-American 91/29; a Schwarz all tricks or none). Tricks
    and points given beside a result must fit it."""
    tricks = record.get_int(hand, "declarer_tricks", 0, 10) if "declarer_tricks" in hand else -1
    if "declarer_points" in hand or "result" not in hand:
        points = record.get_int(hand, "declarer_points", 0, 120)
        if tricks < 0:
            raise InputError("declarer_tricks", "are needed with card points")
        # Three cards a trick, and the two of the skat are the declarer's too (SPEC §5.1).
        sheet.check_points("declarer_points", points, 3 * tricks + 2, 12)
        if tricks == 0 or tricks == 10:
            got = 5 if tricks else 0
        else:
            got = 1 + (points > bottom) + (points > 60) + (points >= top)
    else:
        got = -1
    if "result" not in hand:
        return got
    want = RESULTS.index(record.get_choice(hand, "result", RESULTS))
    if got >= 0 and got != want:
        raise InputError("result", "the tricks and card points say " + RESULTS[got])
    if tricks >= 0 > got:
        low, high = result_points(tricks, want, top, bottom)
        if low > high:
            raise InputError(
                "declarer_tricks", "{} tricks cannot make {}".format(tricks, RESULTS[want])
            )
    return want


def result_points(tricks, want, top, bottom):
    """(fewest, most) card points `tricks` tricks and the skat can hold within the result
    `want` (an index into RESULTS; None: any); fewest > most if none."""
    low, high = sheet.points_range(3 * tricks + 2, 12)
    if want is None:
        return low, high
    if (want == 0) != (tricks == 0) or (want == 5) != (tricks == 10):
        return 1, 0  # a Schwarz is all tricks or none, and nothing else is
    if 0 < want < 5:
        low = max(low, (0, 0, bottom + 1, 61, top)[want])
        high = min(high, (0, bottom, 60, top - 1, 120)[want])
    return low, high


def book(settings, state, declarer, won, value, loss, single):
    """One declarer game on the chosen list (SPEC §5.6 classic, §5.7 Seeger-Fabian, §5.8
    Bierlachs); value and loss already carry the Kontra factor."""
    players = state["players"]
    system = settings["scoring_system"]
    deltas = [0] * players
    if won:
        events = [("outcome", {"declarer": declarer, "won": True, "value": value})]
        if system == "bierlachs":
            for seat in active_seats(state):
                deltas[seat] = 0 if seat == declarer else -value
        else:
            deltas[declarer] = value
        if system == "seeger_fabian":
            deltas[declarer] += settings["tourn_win_bonus"]
        return deltas, events
    deltas[declarer] = -loss if single else -2 * loss
    events = [("outcome", {"declarer": declarer, "won": False, "value": loss})]
    if loss > value:
        events.append(("overbid", loss))
    if system == "seeger_fabian":
        # ISkO (SPEC §5.7, §8 item 29): -50 for the declarer; +40 to each defender at three,
        # +30 to each of the other three at four (the dealer sitting out included).
        deltas[declarer] -= settings["tourn_loss_penalty"]
        bonus = settings["tourn_def_bonus_3p" if players == 3 else "tourn_def_bonus_4p"]
        for seat in range(players):
            if seat != declarer:
                deltas[seat] = bonus
    return deltas, events


def finish(settings, state, deltas, events, declarer, won, grand_hand):
    """New state: list, game counts, Pinke (SPEC §5.10) and the Bierlachs race (§5.8)."""
    new = sheet.advance(state, deltas)
    new["won" if won else "lost"][declarer] += 1
    mode = settings["pinke"]
    if mode != "off" and not won:
        fee = settings["pinke_fee"]
        new["pinke"][declarer] -= fee
        new["pot"] += fee
        events.append(("pinke", {"seat": declarer, "cents": fee}))
    elif mode == "grand_hand_jackpot" and won and grand_hand and new["pot"]:
        # S2: the pot goes to the next declarer who wins a Grand Hand.
        events.append(("jackpot", {"seat": declarer, "cents": new["pot"]}))
        new["pinke"][declarer] += new["pot"]
        new["pot"] = 0
    sheet.check_zero_sum(new["pinke"], new["pot"])
    _race(settings, new, events)
    return deltas, new, events


def _race(settings, new, events):
    """SPEC §5.8, §8 item 36: the first total at or below -target loses and buys the round;
    of several in one hand the most negative (ties: all), or all with `both_pay`."""
    if "target" not in new:
        return
    scores = new["scores"]
    crossed = [seat for seat in range(new["players"]) if scores[seat] <= -new["target"]]
    if crossed and settings["bierlachs_tie"] != "both_pay":
        low = min(scores[seat] for seat in crossed)
        crossed = [seat for seat in crossed if scores[seat] == low]
    if crossed:
        new["over"] = True
        new["winners"] = []  # Bierlachs has losers only, no winner and no second place (W5)
        new["losers"] = crossed
        events.append(("decided", {"winners": [], "losers": crossed}))


def active_seats(state):
    players = state["players"]
    return [seat for seat in range(players) if players == 3 or seat != state["dealer"]]


def _all_passed(settings, state, hand):
    players = state["players"]
    if settings["on_all_pass"] == "redeal":
        record.check_fields(hand, ("game",))
        return [0] * players, sheet.advance(state, [0] * players), [("passed", None)]
    from core.skat import ramsch as skat_ramsch

    deltas, events, winners = skat_ramsch.score(settings, players, active_seats(state), hand)
    if deltas is None:
        new = sheet.advance(state, [0] * players)
        new["dealer"] = state["dealer"]  # SPEC §8 item 34, `replay`: the same deal again
        return [0] * players, new, events
    system = settings["scoring_system"]
    if system == "seeger_fabian":
        for seat in winners:
            deltas[seat] += settings["tourn_win_bonus"]  # a won game on the list (§8 item 46)
    elif system == "bierlachs":
        # A minus-only list: a Ramsch win costs each other player what it is worth, as a won
        # game costs the defenders; tied winners are booked one after the other (§8 item 45).
        won = [deltas[seat] for seat in winners]
        for i in range(len(winners)):
            deltas[winners[i]] -= won[i]
            for other in active_seats(state):
                if other != winners[i]:
                    deltas[other] -= won[i]
    new = sheet.advance(state, deltas)
    for seat in winners:
        new["won"][seat] += 1
    _race(settings, new, events)
    return deltas, new, events


def status(settings, state):
    out = []
    if state["players"] == 4:
        out.append(("sits_out", state["dealer"]))
    if "target" in state:  # Bierlachs: a list at or below the limit buys the round
        out.append(("bierlachs_limit", -state["target"]))
    if settings["pinke"] != "off":
        out.append(("pot", state["pot"]))
    if settings["raeuberskat"]:
        out.append(("deals_left", state.get("deals_left", 4 * state["players"])))
    if settings["money_settlement"]:
        out.append(("money", settle_money(state["scores"], settings["money_settlement"])))
    return tuple(out)
