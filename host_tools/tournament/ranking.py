"""The ranking and the money of a tournament (SPEC §11.2): players by the sum of their series'
points, ties sharing a place (core.settlement.places) unless tie-breaks are chosen; teams by the
sum of their members; loss fees; the prize pool paid out by place. Money is integer cents."""

from core.errors import InputError
from core.settlement import places

TIE_BREAKS = ("share", "last_series")  # share: ties share a place (the default)


def rank(rows, tie_break="share"):
    """`rows`: dicts with "name", "points" (the total) and "series" (points per series, in
    order) and "lost" (lost games). Returns them best first, each with its "place"; with
    tie_break "last_series" a tie goes to the better last series, then to fewer lost games."""
    if tie_break not in TIE_BREAKS:
        raise InputError("tie_break", f"one of {', '.join(TIE_BREAKS)}")
    if tie_break == "share":
        keys = [(row["points"],) for row in rows]
    else:
        keys = [(row["points"], (row["series"] or [0])[-1], -row["lost"]) for row in rows]
    out = []
    for row, place in zip(rows, places(keys), strict=True):
        item = dict(row)
        item["place"] = place
        out.append((place, item["name"].casefold(), item))
    out.sort(key=lambda entry: entry[:2])
    return [entry[2] for entry in out]


def teams(ranked, team_of):
    """The team ranking: each team's members' points summed, ties sharing a place. `team_of`
    is {name: team}; players without a team are left out."""
    sums = {}
    members = {}
    for row in ranked:
        team = team_of.get(row["name"])
        if team:
            sums[team] = sums.get(team, 0) + row["points"]
            members.setdefault(team, []).append(row["name"])
    names = sorted(sums, key=str.casefold)
    out = []
    for team, place in zip(names, places([sums[team] for team in names]), strict=True):
        out.append({"team": team, "points": sums[team], "members": members[team], "place": place})
    out.sort(key=lambda row: (row["place"], row["team"].casefold()))
    return out


def loss_fees(lost, fee, after=0, later=None):
    """Cents one list's `lost` games cost (SPEC §11.2): `fee` each, or `later` each from the
    (after+1)-th on when `after` > 0 (e.g. 50 for each of the first three, 100 from the
    fourth)."""
    if after <= 0 or later is None:
        return lost * fee
    return min(lost, after) * fee + max(0, lost - after) * later


def payout(ranked, pool, prizes):
    """Each player's prize in cents: `prizes` is a list of per-place amounts ("cents": N) or
    shares of the pool ("percent": P), place 1 first. Players tied on a place share the prizes
    of the places they cover equally; a cent left over by the split goes to the first of them
    in name order. Returns ({name: cents}, cents of the pool not paid out)."""
    amounts = []
    for prize in prizes:
        if "cents" in prize:
            amounts.append(prize["cents"])
        else:
            amounts.append(pool * prize["percent"] // 100)
    if sum(amounts) > pool:
        raise InputError(
            "prizes", f"the prizes ({_euro(sum(amounts))}) are more than the pool ({_euro(pool)})"
        )
    paid = {}
    at = 0
    while at < len(ranked):
        place = ranked[at]["place"]
        tied = [row["name"] for row in ranked[at:] if row["place"] == place]
        share = sum(amounts[at : at + len(tied)])
        each, left = divmod(share, len(tied))
        for i, name in enumerate(sorted(tied, key=str.casefold)):
            cents = each + (1 if i < left else 0)
            if cents:
                paid[name] = cents
        at += len(tied)
    return paid, pool - sum(paid.values())


def _euro(cents):
    return f"{cents // 100}.{cents % 100:02d} €"
