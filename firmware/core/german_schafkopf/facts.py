"""What German Schafkopf says of itself (core.facts): strokes, pairs, its rule card."""


def unit(settings):
    return "strokes"  # drawn on the sheep's head (SPEC §4.5)


def paired(settings, players):
    # The strokes go on a pair's head, unless each player draws his own (SPEC §4.5).
    return settings.get("tally_per") != "player"


CARD = ("target_strokes", "tally_per", "tie_60_60")
DESCRIBE = "core.teams.describe"  # a deal of fixed pairs, as Bierkopf's
BY_TEAM = True  # the record names the winning pair, its lists are per pair
