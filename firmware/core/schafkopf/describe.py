"""What a Bavarian Schafkopf hand was, as scored (core.facts.describe; docs/status-keys.md)."""

# Record fields said as they are: doublings (SPEC §2.7) and what else the table gave.
_KEPT = ("suit", "tout", "points", "runners", "stoss", "retour", "further_doubles", "legers",
         "knocks")  # fmt: skip
# Ramsch events (SPEC §2.9) and the pot (§2.12), said under their own keys.
_EVENTS = ("durchmarsch", "ramsch_loser", "ramsch_winner", "jungfrau", "pot")


def describe(settings, record, events):
    out = {}
    if "call" in record:
        out["call"] = record["call"]  # a Drei-Kombi-Muss or the last round is called
        return out
    out["contract"] = record.get("contract")
    if out["contract"] == "all_pass":
        out["redeal"] = "thrown_in"  # all passed: the deal is thrown in (SPEC §2.12)
    for key, value in events:
        if key == "outcome":
            # The contract as scored (a Muss, a Kreuzbock the core made of the deal), the
            # partner it derived, the result from the points.
            for name in ("contract", "declarer", "partner", "result"):
                out[name] = value[name]
        elif key in _EVENTS:
            out[key] = value
    # A Ramsch's side as every game says it (SPEC §2.9): its loser, or its winner.
    if "durchmarsch" in out:
        out["winners"] = [out["durchmarsch"]]
        out["result"] = "durchmarsch"
    elif "ramsch_winner" in out:
        out["winners"] = [out["ramsch_winner"]]
        out["result"] = "won"
    elif "ramsch_loser" in out:
        out["losers"] = [out["ramsch_loser"]]
        out["result"] = "lost"
    for key in _KEPT:
        if record.get(key):
            out[key] = record[key]
    return out
