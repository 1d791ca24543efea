"""What the hands' events (the core's keys, docs/status-keys.md) add up to on the host: each
seat's Bummerl, for the exports' standings, the report's tables and its chart."""


def bummerl_of(events):
    """[(seat, count)] of the `bummerl` events of one hand: the Bummerl each losing seat got."""
    return [(value["seat"], value["count"]) for key, value in events if key == "bummerl"]


def bummerl_tally(hands_events, players):
    """Each of `players` seats' Bummerl over the hands, given as their lists of events."""
    tally = [0] * players
    for events in hands_events:
        for seat, count in bummerl_of(events):
            tally[seat] += count
    return tally
