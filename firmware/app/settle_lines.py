"""What the settle-up screen says, from the core's settle-up (core.settlement): who pays whom
with the fewest transfers, who buys the round or owes a Maß, the Bummerl each has, and where
no money changes hands, the final list. Plain lines in the players' words; the screen draws
them (app.settle)."""

from core import facts, settlement
from core.payments import amount


def lines(game, settings, state, names, words):
    """[(text, large), ...]: the transfers and debts in large type, the list in small."""
    result = settlement.settle_up(game, settings, state)
    seats = len(names)
    out = []
    for payer, payee, cents in result["payments"]:
        amount = money(cents, words)
        if payer == seats:
            text = words.POT_PAYS.format(
                pot=words.POT_FROM[game], payee=names[payee], amount=amount
            )
        elif payee == seats:
            text = words.PAYS_POT.format(
                payer=names[payer], pot=words.POT_INTO[game], amount=amount
            )
        else:
            text = words.PAYS.format(payer=names[payer], payee=names[payee], amount=amount)
        out.append((text, True))
    for seat, what, count in result["owes"]:
        if what == "beer" and seat >= 2:
            continue  # a pair's slate is shown once, with both partners (core.settlement)
        if what == "beer":
            who = names[seat] + " + " + names[seat + 2]
        else:
            who = names[seat]
        out.append((words.OWES[what][0 if count == 1 else 1].format(who=who, n=count), True))
    if not out:
        out.append((words.ALL_SQUARE, True))
    # The final list, best first (core.settlement's ranking and places: equal totals share a
    # place), as the players check it.
    unit = facts.unit(game, settings)
    scores = state["bummerl"] if game == "bauernschnapsen" else state["scores"]
    for seat in result["ranking"]:
        place = result["places"][seat]
        if game == "bauernschnapsen":
            value = words.BUMMERL_N.format(scores[seat])
        elif unit == "cents":
            value = money(scores[seat], words, True)
        else:
            value = "{:+d}".format(scores[seat]) if scores[seat] else "0"
        out.append(("{}. {} {}".format(place, names[seat], value), False))
    return out


def money(cents, words, sign=False):
    """Cents as the table says them: 11,00 € (German) or 11.00 € (English); with `sign`, +/-."""
    return amount(cents, sign, words.DECIMAL) + " " + words.EURO
