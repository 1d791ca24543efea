"""What a hand of a game of fixed pairs was, as scored: Bierkopf and German Schafkopf
(core.teams; docs/status-keys.md)."""


def describe(settings, record, events):
    out = {}
    for key, value in events:
        if key == "outcome":
            out["winners"] = value["winners"]
            out["level"] = value["level"]  # "tie": a 60:60, nobody scores
            if "declarer" in value:
                out["declarer"] = value["declarer"]
        elif key == "carry":
            out["carry"] = value
    for key in ("solo", "forced", "points", "doublings"):
        if record.get(key):
            out[key] = record[key]
    declarer = out.get("declarer")
    if declarer is not None:
        solo = out.get("solo")
        out["contract"] = "solo" if solo else "forced" if out.get("forced") else "normal"
        # The declaring pair, partners opposite (SPEC §4.1); a soloist plays alone.
        out["team"] = [declarer] if solo else [declarer % 2, declarer % 2 + 2]
        out["won"] = declarer in out["winners"]
    return out
