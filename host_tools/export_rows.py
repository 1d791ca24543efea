"""The rows of the CSV and XLSX exports: one per hand per player, and one per player of each
session for the standings. Their columns are stable: docs/export-formats.md names each one.

Everything here is read from the store's derived view (the hands and their events as the core
reported them), never scored again: exporting a long history costs no replay."""

import json

from core import games

HAND_COLUMNS = (
    "device", "session", "date", "game", "hand", "seat", "player", "contract", "declarer",
    "partner", "role", "result", "won", "change", "total", "unit", "record",
)  # fmt: skip
STANDING_COLUMNS = (
    "device", "session", "date", "game", "hands", "ended", "seat", "player", "total",
    "bummerl", "place", "unit",
)  # fmt: skip


def unit(meta):
    """What the session's scores count (docs/score-json.md): cents, points, pfennigs; German
    Schafkopf's points are strokes, a Bierkopf race by Bolln counts Bolln."""
    if meta["game"] == "german_schafkopf":
        return "strokes"
    if meta["game"] == "bierkopf" and meta["settings"].get("stake") == "bolln_count":
        return "bolln"
    return games.unit(meta["game"], meta["settings"])


def outcome(row):
    """The hand's `outcome` event (docs/status-keys.md), or {} for a hand without one (all
    passed, a Ramsch, a redeal)."""
    for key, value in row["events"]:
        if key == "outcome":
            return value
    return {}


def contract(row):
    """What was played: the contract where the game names one, Skat's game, German
    Schafkopf's solo or forced game (else "normal" when someone declared), else ""."""
    found = outcome(row)
    record = row["record"]
    for value in (found.get("contract"), record.get("contract"), record.get("game")):
        if isinstance(value, str):
            return value
    if record.get("solo") is True:
        return "solo"
    if record.get("forced") is True:
        return "forced"
    return "normal" if found.get("declarer") is not None else ""


def sides(row, players, game):
    """(declarer seat or None, partner seat or None, winners: set of seats or None when the
    hand has no winning side) of one hand."""
    found = outcome(row)
    declarer = found.get("declarer")
    partner = found.get("partner")
    if declarer is not None and players == 4 and _fixed_pairs(game, row):
        partner = (declarer + 2) % 4  # partners sit opposite (docs/hand-record/)
    winners = None
    if "winners" in found:
        winners = set(found["winners"])
    elif "result" in found and declarer is not None:  # Bavarian Schafkopf
        side = {declarer} if partner is None else {declarer, partner}
        winners = side if found["result"].startswith("won") else set(range(players)) - side
    elif "won" in found and declarer is not None:  # Skat
        winners = {declarer} if found["won"] else set(range(players)) - {declarer}
    if winners is not None and found.get("level") == "tie":
        winners = None  # a Bierkopf 60:60: nobody won the deal
    return declarer, partner, winners


def _fixed_pairs(game, row):
    """German Schafkopf (but a solo) and Bauernschnapsen at four are played in fixed pairs."""
    if game == "german_schafkopf":
        return row["record"].get("solo") is not True
    return game == "bauernschnapsen"


def result_word(row):
    found = outcome(row)
    if "result" in found:
        return found["result"]
    if "level" in found:
        return found["level"]
    if "won" in found:
        return "won" if found["won"] else "lost"
    return ""


def hand_rows(meta, hands):
    """Yield the rows of HAND_COLUMNS for one session, hand by hand, seat by seat."""
    names = meta["players"]
    common = (meta["device"], meta["number"], meta["date"] or "", meta["game"])
    what = unit(meta)
    for row in hands:
        declarer, partner, winners = sides(row, len(names), meta["game"])
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
                contract(row),
                "" if declarer is None else names[declarer],
                "" if partner is None else names[partner],
                role,
                result_word(row),
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
    (best first, as the settle-up ranks them: by the list, fewest Bolln or Bummerl first; ties
    keep seat order)."""
    names = meta["players"]
    totals = meta["totals"] or [0] * len(names)
    tally = None
    score = list(totals)
    if meta["game"] == "bauernschnapsen":
        tally = bummerl(hands, len(names))
        score = [-n for n in tally]
    elif unit(meta) == "bolln":
        score = [-n for n in totals]
    order = sorted(range(len(names)), key=lambda seat: (-score[seat], seat))
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
            order.index(seat) + 1,
            what,
        ]
