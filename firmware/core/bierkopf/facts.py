"""What Bierkopf says of itself (core.facts): fixed pairs, points or Bolln, its rule card."""


def unit(settings):
    # A race by Bolln counts the Bolln on each pair's slate (SPEC §3.4).
    return "bolln" if settings["stake"] == "bolln_count" else "points"


def paired(settings, players):
    return True  # partners sit opposite all evening (SPEC §3.1)


def standing(settings, state):
    scores = state["scores"]
    if settings["stake"] == "bolln_count":
        return [-n for n in scores]  # the fewest Bolln first
    return scores


CARD = ("target", "stake", "tie_carry", "doubling")
DESCRIBE = "core.teams.describe"  # a deal of fixed pairs, as German Schafkopf's
BY_TEAM = True  # the record names the winning pair, its lists are per pair
