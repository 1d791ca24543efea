"""Settling up at the end of the evening, for every game: who pays whom, or who owes what.

The result is plain data the device can show and the host can store:
  {"payments": [[payer, payee, cents], ...],   fewest transfers (seat numbers; the pot, where
                                               there is one, is the account `players`)
   "owes": [[seat, what, amount], ...],          stakes that are not money: ("mass", 1) a litre
                                               of beer, ("round", 1) a round for the table,
                                               ("beer", n) glasses for Bolln, ("bummerl", n)
   "ranking": [seat, ...],                       best first, by the game's standing (the
                                               list; the fewest Bummerl or Bolln), ties in
                                               seat order
   "places": [place, ...]}                       each seat's place, 1 the best; equal
                                               standings share a place (1, 1, 3)
"""

from core import facts, games, payments


def settle_up(game, settings, state):
    standing = facts.standing(game, settings, state)
    out = {
        "payments": [],
        "owes": [],
        "ranking": order(standing),
        "places": places(standing),
    }
    if game == "schafkopf":
        if facts.unit(game, settings) == "cents":
            out["payments"] = _with_pot(state["scores"], state["pot"])
    elif game == "skat":
        _skat(settings, state, out)
    elif game == "bauernschnapsen":
        balances = games.rules(game).settle(settings, state)
        out["payments"] = payments.transfers(balances)
        for seat in range(state["players"]):
            if state["bummerl"][seat]:
                out["owes"].append([seat, "bummerl", state["bummerl"][seat]])
    elif state["losers"]:  # bierkopf, german_schafkopf: the race decided the stake
        stake = settings.get("stake", "beer_per_losing_player")
        if stake == "round":
            out["owes"].append([state["losers"][0], "round", 1])
        elif stake == "bolln_count":
            # Every Bolln is paid by the team on whose slate it stands, the winners' too
            # (SPEC §3.4): each partner is shown the team's beer.
            for seat in range(4):
                if state["scores"][seat]:
                    beer = state["scores"][seat] * settings["beer_per_bolln"]
                    out["owes"].append([seat, "beer", beer])
        else:
            for seat in state["losers"]:
                out["owes"].append([seat, "mass", 1])
    return out


def _skat(settings, state, out):
    # Bierlachs: the first at or below the target buys the round (a Räuberskat's losers, whose
    # list is simply not the best, owe nothing but their list).
    if state["losers"] and settings["scoring_system"] == "bierlachs":
        for seat in state["losers"]:
            out["owes"].append([seat, "round", 1])
    rate = settings["money_settlement"]
    balances = [0] * state["players"]
    if rate:
        # SPEC §5.12: the list turned into money by pairwise differences.
        balances = games.rules("skat").settle_money(state["scores"], rate)
    pinke = state["pinke"]
    for seat in range(state["players"]):
        balances[seat] += pinke[seat]
    out["payments"] = _with_pot(balances, state["pot"])


def _with_pot(balances, pot):
    """Fewest payments over the players and, when it holds money, the pot as one more account:
    what is in the pot is on the table and pays out like a player."""
    if not pot:
        return [list(p) for p in payments.transfers(list(balances))]
    return [list(p) for p in payments.transfers(list(balances) + [pot])]


# One ranking for every screen, table, export and report: equal totals share a place (1, 1, 3),
# as players count them.
def order(values):
    """The seats best first (the highest value first); equal values keep seat order."""
    # The seat as the second key: MicroPython's sort is not stable.
    return sorted(range(len(values)), key=lambda seat: (-values[seat], seat))


def places(values):
    """Each seat's place (1 is the best): one more than the seats with a better value, so
    seats with equal values share the better place and the next one is skipped."""
    out = []
    for mine in values:
        better = 0
        for other in values:
            if other > mine:
                better += 1
        out.append(better + 1)
    return out
