"""The rows of the CSV and XLSX exports: one per hand per player, and one per player of each
session for the standings. Their columns are stable: docs/export-formats.md names each one.

Everything here is read from the store's derived view (the hands and their events as the core
reported them), never scored again: exporting a long history costs no replay."""

import json

from core import facts, settlement
from host_tools.scoring.hand_columns import described
from host_tools.scoring.hand_events import bummerl_tally

HAND_COLUMNS = (
    "device", "session", "date", "game", "hand", "seat", "player", "contract", "declarer",
    "partner", "role", "result", "won", "change", "total", "unit", "record", "extras", "played",
)  # fmt: skip
HAND_SHARED = 4  # unit, record, extras, played: the hand's, on each of its seats' rows
STANDING_COLUMNS = (
    "device", "session", "date", "game", "hands", "ended", "seat", "player", "total",
    "bummerl", "place", "unit",
)  # fmt: skip


def unit(meta):
    """What the session's scores count (docs/score-json.md), as the game says (core.facts)."""
    return facts.unit(meta["game"], meta["settings"])


def hand_rows(meta, hands):
    """Yield each hand of one session as (seat_rows, shared): a row per seat of the columns
    HAND_COLUMNS has before its last HAND_SHARED, and the hand's values of those last ones,
    the same for every seat (its unit, record and words), made once: a row of HAND_COLUMNS is
    a seat's row followed by `shared`."""
    names = meta["players"]
    common = (meta["device"], meta["number"], meta["date"] or "", meta["game"])
    what = unit(meta)
    said = described(meta["game"], meta["settings"], names, hands)
    for row, hand in zip(hands, said, strict=True):
        declarer, partner = hand["declarer_seat"], hand["partner_seat"]
        winners = hand["winners"]
        record = json.dumps(row["record"], sort_keys=True, ensure_ascii=False)
        head = (*common, row["hand"])
        sides = (hand["contract"], hand["declarer"], hand["partner"])
        deltas, totals = row["deltas"], row["totals"]
        seat_rows = []
        for seat, name in enumerate(names):
            role = ""
            if declarer is not None:
                role = "declarer" if seat == declarer else "partner" if seat == partner else ""
                role = role or "opponent"
            won = "" if winners is None else int(seat in winners)
            seat_rows.append(
                (*head, seat, name, *sides, role, hand["result"], won, deltas[seat], totals[seat])
            )
        yield seat_rows, (what, record, hand["extras"], hand["played"])


def bummerl(hands, players):
    """Bauernschnapsen: each seat's Bummerl over the evening, from the hands' events."""
    return bummerl_tally((row["events"] for row in hands), players)


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
