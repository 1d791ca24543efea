"""What Bauernschnapsen says of itself (core.facts): pairs at four, Talonschnapsen at three,
the Bummerl as its standing, its rule card."""


def paired(settings, players):
    return players == 4  # two teams, partners opposite (SPEC §6); three play alone


def title(settings, players):
    return ("bauernschnapsen" if players == 4 else "talonschnapsen"), None


def standing(settings, state):
    return [-n for n in state["bummerl"]]  # the fewest Bummerl first (SPEC §6.6)


CARD = ("counting", "schneider_bummerl", "retourschneider_bummerl")
