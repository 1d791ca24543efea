"""The rows of the CSV and XLSX exports: one per hand per player, and one per player of each
session for the standings. Their columns are stable: docs/export-formats.md names each one.

Everything here is read from the store's derived view (the hands and their events as the core
reported them), never scored again: exporting a long history costs no replay."""

import json

from core import facts, settlement

HAND_COLUMNS = (
    "device", "session", "date", "game", "hand", "seat", "player", "contract", "declarer",
    "partner", "role", "result", "won", "change", "total", "unit", "record",
)  # fmt: skip
STANDING_COLUMNS = (
    "device", "session", "date", "game", "hands", "ended", "seat", "player", "total",
    "bummerl", "place", "unit",
)  # fmt: skip


def unit(meta):
    """What the session's scores count (docs/score-json.md), as the game says (core.facts)."""
    return facts.unit(meta["game"], meta["settings"])


def described(meta, hands):
    """What each hand was, as scored (core.facts.describe), from the store's derived view."""
    pairs = [(row["record"], [tuple(event) for event in row["events"]]) for row in hands]
    return facts.descriptions(meta["game"], meta["settings"], pairs)


def sides(fact, players, paired):
    """(declarer seat or None, partner seat or None, winners: set of seats or None when the
    hand has no winning side) of one hand, from what it was (core.facts.describe)."""
    declarer = fact.get("declarer")
    partner = fact.get("partner")
    team = fact.get("team")
    if partner is None and declarer is not None:
        if team is not None and len(team) == 2:
            partner = team[0] + team[1] - declarer
        elif team is None and paired:
            partner = (declarer + 2) % 4  # partners sit opposite all evening
    winners = None
    if "winners" in fact and fact.get("level") != "tie":  # a 60:60: nobody won the deal
        winners = set(fact["winners"])
    elif "losers" in fact:
        winners = set(range(players)) - set(fact["losers"])
    elif "won" in fact and declarer is not None:
        side = {declarer} if partner is None else {declarer, partner}
        winners = side if fact["won"] else set(range(players)) - side
    elif "result" in fact and declarer is not None:
        side = {declarer} if partner is None else {declarer, partner}
        winners = side if fact["result"].startswith("won") else set(range(players)) - side
    return declarer, partner, winners


def result_word(fact):
    """The hand's result: as scored (core.facts.describe), a pair's level, else won/lost."""
    for key in ("result", "level"):
        if key in fact:
            return fact[key]
    if "won" in fact:
        return "won" if fact["won"] else "lost"
    return ""


def hand_rows(meta, hands):
    """Yield the rows of HAND_COLUMNS for one session, hand by hand, seat by seat."""
    names = meta["players"]
    game = meta["game"]
    common = (meta["device"], meta["number"], meta["date"] or "", game)
    what = unit(meta)
    settings = meta["settings"]
    paired = facts.paired(game, settings, len(names))
    for row, fact in zip(hands, described(meta, hands), strict=True):
        declarer, partner, winners = sides(fact, len(names), paired)
        record = json.dumps(row["record"], sort_keys=True, ensure_ascii=False)
        for seat, name in enumerate(names):
            role = ""
            if declarer is not None:
                role = "declarer" if seat == declarer else "partner" if seat == partner else ""
                role = role or "opponent"
            won = "" if winners is None else int(seat in winners)
            yield list(common) + [
                row["hand"],
                seat,
                name,
                fact.get("contract") or "",
                "" if declarer is None else names[declarer],
                "" if partner is None else names[partner],
                role,
                result_word(fact),
                won,
                row["deltas"][seat],
                row["totals"][seat],
                what,
                record,
            ]


def bummerl(hands, players):
    """Bauernschnapsen: each seat's Bummerl over the evening, from the hands' events."""
    tally = [0] * players
    for row in hands:
        for key, value in row["events"]:
            if key == "bummerl":
                tally[value["seat"]] += value["count"]
    return tally


def standing_rows(meta, hands):
    """The rows of STANDING_COLUMNS for one session: each player's final total and place
    (the settle-up's: by the game's standing, equal standings share a place)."""
    names = meta["players"]
    totals = meta["totals"] or [0] * len(names)
    tally = None
    state = {"scores": list(totals)}
    if meta["game"] == "bauernschnapsen":
        tally = bummerl(hands, len(names))
        state["bummerl"] = tally
    places = settlement.places(facts.standing(meta["game"], meta["settings"], state))
    what = unit(meta)
    for seat, name in enumerate(names):
        yield [
            meta["device"],
            meta["number"],
            meta["date"] or "",
            meta["game"],
            len(hands),
            int(meta["ended"]),
            seat,
            name,
            totals[seat],
            "" if tally is None else tally[seat],
            places[seat],
            what,
        ]
