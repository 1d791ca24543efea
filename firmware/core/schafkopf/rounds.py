"""Schafkopf's special rounds (SPEC §2.10, "other special rounds"), for tables that play them.

  hadschader  after a lost solo game, a round in which forehand must play, automatically
              stossed
  minas       after a won solo game, a round of forced solo games by forehand; at its end the
              poorest result pays `minas_payment` to each of the others
  kombi       Drei-Kombi-Muss (Allgäu round), called by the table: three rounds in which
              forehand plays, and each player plays a Rufer, a Wenz and a Solo once each

A round is one deal per player. state["special"] is None or a flat list [name, deals left,
then one entry per seat]: for Minas the seat's result in its solo game (None until played),
for Kombi the contracts it has played (bits of _KOMBI). While a round runs, no other special
round, Kreuzbock round or last round starts; after it, play goes on as before.

Loaded only when `special_rounds` is set, so other tables pay no heap for it.
"""

from core import record, sheet
from core.errors import InputError, seat_shown
from core.schafkopf.tariff import RAMSCH, SOLO, THROWN_IN, S

_KOMBI = ("rufer", "wenz", "solo")
_LABELS = {"hadschader": "Hadschader round", "minas": "Minas round", "kombi": "Drei-Kombi-Muss"}


def check(settings, state, hand, name, kind, active):
    """Refuse what the running special round does not allow; True if the deal is stossed
    by the round itself (Hadschader)."""
    special = state["special"]
    if special is None:
        return False
    label = _LABELS[special[0]]
    if kind == THROWN_IN or name == "muss":
        raise InputError("contract", "nobody passes in the " + label + ": forehand plays")
    if kind == RAMSCH:
        raise InputError("contract", "no Ramsch in the " + label + ": forehand plays")
    declarer = record.get_seat(hand, "declarer", state["players"], True)
    if declarer != active[0]:
        raise InputError("declarer", "{} is forehand and must play".format(seat_shown(active[0])))
    if special[0] == "minas" and kind != SOLO:
        raise InputError("contract", "the Minas round is played with solo games, not " + name)
    if special[0] == "kombi":
        if name not in _KOMBI:
            raise InputError("contract", "the Drei-Kombi-Muss is played with Rufer, Wenz, Solo")
        if special[2 + declarer] & (1 << _KOMBI.index(name)):
            raise InputError(
                "contract", "{} has played a {} already".format(seat_shown(declarer), name)
            )
    return special[0] == "hadschader"


def advance(settings, state, deltas, pot_change, name, kind, won, forehand, events):
    """The special round after this deal: the running one counted down (Minas pays into
    `deltas` at its end), or one this deal starts, or None. A round starts after a solo
    game, never inside another round, a Kreuzbock round or the last round."""
    special = state["special"]
    if special is not None:
        special = list(special)
        if special[0] == "minas":
            # The game's result: the pot the soloist took or matched is not part of it.
            special[2 + forehand] = deltas[forehand] + pot_change
        elif special[0] == "kombi":
            special[2 + forehand] |= 1 << _KOMBI.index(name)
        special[1] -= 1
        if special[1]:
            return special
        events.append(("special_round_over", special[0]))
        if special[0] == "minas":
            amount = settings["minas_payment"]
            if amount is None:
                amount = state["rates"][S]  # the tariff's solo rate
            _pay_minas(amount, deltas, special[2:], events)
        return None
    if state["kreuzbock"] or state["last"] or kind != SOLO:
        return None
    if "hadschader" in settings["special_rounds"] and not won:
        return _start("hadschader", state["players"], 0, state["players"], events)
    if "minas" in settings["special_rounds"] and won:
        return _start("minas", state["players"], None, state["players"], events)
    return None


def call(settings, state):
    """{"call": "kombi"}: the table starts a Drei-Kombi-Muss (three rounds)."""
    if "kombi" not in settings["special_rounds"]:
        raise InputError("call", "the Drei-Kombi-Muss is not played at this table")
    if state["players"] < 4:
        raise InputError("call", "the Drei-Kombi-Muss needs Rufer games: four or five players")
    for name in _KOMBI:
        if name not in settings["allowed_contracts"]:
            raise InputError("call", "the Drei-Kombi-Muss needs " + name + " (allowed_contracts)")
    refuse_call_during(state)
    new = sheet.copy_state(state)
    events = []
    new["special"] = _start("kombi", 3 * state["players"], 0, state["players"], events)
    return [0] * state["players"], new, events


def refuse_call_during(state):
    """No round is called while a special round, a Kreuzbock round or the last round runs."""
    if state["special"] is not None:
        raise InputError("call", "finish the " + _LABELS[state["special"][0]] + " first")
    if state["kreuzbock"] or state["last"]:
        raise InputError("call", "finish the Kreuzbock round or the last round first")


def status(state):
    special = state["special"]
    return (("special_round", {"name": special[0], "deals": special[1]}),) if special else ()


def _start(name, deals, blank, players, events):
    events.append(("special_round", {"name": name, "deals": deals}))
    return [name, deals] + [blank] * players


def _pay_minas(amount, deltas, results, events):
    """The poorest result pays `amount` to each of the others; players tied at the bottom
    each pay every player above them."""
    played = [r for r in results if r is not None]
    if not played or not amount:
        return
    poorest = min(played)
    payers = [s for s in range(len(results)) if results[s] == poorest]
    payees = [s for s in range(len(results)) if s not in payers]
    for payer in payers:
        for payee in payees:
            deltas[payer] -= amount
            deltas[payee] += amount
    if payees:
        events.append(("minas_pays", {"payers": payers, "each": amount}))
