"""Skat as core.games asks it: German Skat (core.skat.german) or the variant the settings
choose, North-American Tournee (core.skat.tournee) or Räuberskat (core.skat.raeuber). The
variants build on German Skat's booking; this module only chooses, so none of them imports
it back."""

from core import sheet
from core.skat import german
from core.skat.german import new_state, status, with_date  # noqa: F401 (as every Skat keeps)
from core.skat.value import settle_money  # noqa: F401 (core.settlement: the list in money)


def score_hand(settings, state, hand):
    sheet.refuse_if_over(state)
    # Variants are imported only when chosen, so a German table pays no heap for them.
    if settings["preset"] != "german":
        from core.skat import tournee

        return tournee.score_hand(settings, state, hand)
    if settings["raeuberskat"]:
        from core.skat import raeuber

        return raeuber.score_hand(settings, state, hand)
    return german.score_hand(settings, state, hand)
