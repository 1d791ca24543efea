"""Bavarian Schafkopf's session-level rules (SPEC §2.10): the Stock (pot), Bock and Kreuzbock
rounds, and the calls (the last round; a Drei-Kombi-Muss, core.schafkopf.rounds). The rules
import this module for a call or the first deal in which one of them is in play
(core.schafkopf.rules._session_rules): a table that plays none of them, until its last round
is called, pays no heap for it."""

from core import record, sheet
from core.errors import InputError
from core.schafkopf.tariff import BETTEL, PAIR, SOLO, THROWN_IN


def bock(settings, state):
    """(deals left, factor now): queued rounds double, stacked ones multiply (§2.10, §8 12)."""
    left = state["bock"]
    if settings["bock_stacking"] == "stack":
        return max(left + [0]), 1 << len(left)
    return sum(left), 2 if left else 1


def check(settings, state, name, k):
    """Refuse a deal that the Kreuzbock round or a solo-only last round does not allow."""
    if state["kreuzbock"]:
        if name != "kreuzbock":
            raise InputError("contract", "this deal belongs to the Kreuzbock round")
    elif k == PAIR and state["last"] and settings["last_round_solo_only"]:
        # A Muss too: in a solo-only last round a deal all pass is thrown in
        raise InputError("contract", "only solo games in the last round")


def factor(settings, state):
    """The Bock and last-round factor of this deal."""
    return bock(settings, state)[1] * (settings["last_round_mult"] if state["last"] else 1)


def pot(settings, state, deltas, name, k, declarer, partner, won):
    """The pot after a declared game, its share paid into `deltas`: the declarer alone wins
    it or doubles it; pot_rufer_pair: the pair only (§2.10, §8 item 11)."""
    pot = state["pot"]
    pair = settings["pot_rufer_pair"]
    if pot and name != "sie" and (k == PAIR or not pair):
        sign = 1 if won else -1
        takers = [declarer] if partner is None or not pair else [declarer, partner]
        half = won or settings["pot_pair_pays"] == "half"
        shares = (pot - pot // 2, pot // 2) if len(takers) == 2 and half else (pot, pot)
        for i in range(len(takers)):
            deltas[takers[i]] += sign * shares[i]
            pot -= sign * shares[i]
    return pot


def triggers(hand, name, k, won, schwarz, points, suit, out):
    """The triggers of Bock and Kreuzbock rounds a declared game hits (§2.10), added to `out`:
    `schwarz` a Schwarz that counts (not a Tout's or a Bettel's), `points` the declarer's card
    points or -1."""
    for trigger, hit in (
        ("doubled", hand.get("stoss", 0) or hand.get("retour", 0)),  # by a player
        ("schwarz", schwarz and k != BETTEL),
        ("sixty_all", points == 60),
        ("lost_solo", k == SOLO and not won),
        ("lost_bettel", k == BETTEL and not won),
        ("heart_solo", name == "solo" and suit == "hearts"),
    ):
        if hit:
            out.append(trigger)


def after(settings, state, result, k, active, special, triggers, out):
    """Count down the Bock deals and the last round in `result`, the state after this deal,
    and start the Bock and Kreuzbock rounds its `triggers` call for; the events go to `out`.
    (Its arguments are named as elsewhere in the rules: from .mpy each new name is interned.)"""
    bock = result["bock"]
    if bock and (k != THROWN_IN or settings["bock_counts_thrown_in"]):
        for i in range(len(bock) if settings["bock_stacking"] == "stack" else 1):
            bock[i] -= 1
        result["bock"] = [n for n in bock if n]
    for trigger in triggers:
        # A lost Bettel is a lost solo for Bock (§2.8, §8 item 48), not for Kreuzbock (§2.10)
        if (
            ("lost_solo" if trigger == "lost_bettel" else trigger) in settings["bock_triggers"]
            or settings["on_all_pass"] == "bock_round"
            and k == THROWN_IN
        ):
            # Queued rounds just lengthen the run of doubled deals; stacked ones overlap, each
            # for its own four deals. Either way the list stays short.
            if settings["bock_stacking"] == "stack":
                result["bock"].append(4)
            else:
                result["bock"] = [sum(result["bock"]) + 4]
            out.append(("bock_round", 4))
        if (
            trigger in settings["kreuzbock_triggers"]
            and len(active) == 4
            and state["special"] is None
            and special is None
        ):
            result["kreuzbock"] += 4
            out.append(("kreuzbock_round", 4))
    if state["last"]:
        result["last"] -= 1
        if not result["last"]:
            scores = result["scores"]
            best = max(scores)
            winners = [s for s in range(result["players"]) if scores[s] == best]
            losers = [s for s in range(result["players"]) if s not in winners]
            result["over"] = True
            result["winners"] = winners
            result["losers"] = losers
            out.append(("decided", {"winners": winners, "losers": losers}))


def status(settings, state, out):
    """The rows of what is pending, added to `out`."""
    for key, n in (
        ("pot", state["pot"]),
        ("bock_deals", bock(settings, state)[0]),
        ("kreuzbock_deals", state["kreuzbock"]),
        ("last_round_deals", state["last"]),
    ):
        if n:
            out.append((key, n))


def call(settings, state, hand):
    """{"call": "last_round"}: the old man deals the final round (§2.10); {"call": "kombi"}:
    a Drei-Kombi-Muss starts (core.schafkopf.rounds). Scores nothing."""
    record.check_fields(hand, ("call",))
    if record.get_choice(hand, "call", ("last_round", "kombi")) == "kombi":
        from core.schafkopf import rounds as schafkopf_rounds

        return schafkopf_rounds.call(settings, state)
    if state["last"]:
        raise InputError("call", "the last round is already being played")
    if state["special"] is not None:
        from core.schafkopf import rounds as schafkopf_rounds

        schafkopf_rounds.refuse_call_during(state)
    new = sheet.copy_state(state)
    new["last"] = state["players"]
    if state["old_man"] is not None:
        new["dealer"] = state["old_man"]
    return [0] * state["players"], new, [("last_round", new["last"])]
