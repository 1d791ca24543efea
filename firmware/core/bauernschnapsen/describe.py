"""What a Bauernschnapsen hand was, as scored (core.facts.describe; docs/status-keys.md)."""


def describe(settings, record, events):
    out = {}
    if record.get("redeal"):
        out["redeal"] = "three_unters"  # dealt again by the same dealer (SPEC §6.4)
        return out
    for key, value in events:
        if key == "outcome":
            # The declarer as the core took him: forehand when the record names nobody.
            for name in ("contract", "declarer", "won", "winners"):
                out[name] = value[name]
            out["scored"] = value["points"]  # game points, to the winners
        elif key == "bummerl_game_won":
            out["game_won"] = value
    for key in ("flecks", "also_bid"):
        if record.get(key):
            out[key] = record[key]
    return out
