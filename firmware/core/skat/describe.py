"""What a Skat hand was, as scored (core.facts.describe; docs/status-keys.md): the game, who
played it, won or lost as the list booked it (an overbid game is lost, with its bid), what the
cards made, and a Ramsch's losers."""

from core.skat import german as skat

# Record fields said as they are (SPEC §5.2 to §5.5).
_KEPT = ("bid", "matadors", "hand", "ouvert", "kontra", "revolution")
# Ramsch events (SPEC §5.9) and the Pinke (§5.10), under their own keys.
_EVENTS = ("ramsch_lost", "ramsch_won", "durchmarsch", "jungfrau", "overbid", "jackpot")


def describe(settings, record, events):
    out = {"contract": record.get("game")}
    for key, value in events:
        if key == "outcome":
            out["declarer"] = value["declarer"]
            out["won"] = value["won"]
            out["value"] = value["value"]
        elif key in _EVENTS:
            out[key] = value
        elif key == "passed":
            out["redeal"] = "all_passed"  # dealt again by the next dealer
        elif key == "replay":
            out["redeal"] = "ramsch_tied"  # dealt again by the same dealer (SPEC §5.9)
    if "ramsch_lost" in out or "ramsch_won" in out or "durchmarsch" in out:
        out["contract"] = "ramsch"  # all passed and a Ramsch was played (SPEC §5.9)
        _ramsch(out)
        if "points" in record:
            out["points"] = record["points"]
        elif "loser_points" in record:
            out["points"] = record["loser_points"]  # each loser's, as the table named them
        return out
    for key in _KEPT:
        if record.get(key):
            out[key] = record[key]
    if record.get("contract"):
        out["variant"] = record["contract"]  # North-American: Tournee, Guckser, ... (§5.10)
    if "declarer" not in out:
        return out
    if "declarer_points" in record:
        out["points"] = record["declarer_points"]
    if record.get("schwarz_announced") or record.get("ouvert") and out["contract"] != "null":
        out["announced"] = "schwarz"
    elif record.get("schneider_announced"):
        out["announced"] = "schneider"
    result = "won" if out["won"] else "lost"
    if out["contract"] != "null":
        # What the cards made (SPEC §5.3; North-American Schneider at 91/29), and the result
        # as booked: the cards' class where it agrees, else plainly lost.
        top, bottom = (91, 29) if settings["preset"] == "na_tournee" else (90, 30)
        cards = skat.RESULTS[skat.card_result(record, top, bottom)]
        out["cards"] = cards
        if cards.startswith(result):
            result = cards
    out["result"] = result
    return out


def _ramsch(out):
    """A Ramsch's side as every game says it: its losers, or its winners, and the result."""
    if "durchmarsch" in out:
        out["winners"] = [out["durchmarsch"]]
        out["result"] = "durchmarsch"
    elif "ramsch_won" in out:
        out["winners"] = out["ramsch_won"]
        out["result"] = "won"
    else:
        out["losers"] = out["ramsch_lost"]
        out["result"] = "lost"
