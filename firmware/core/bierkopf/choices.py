"""What may be entered next in a Bierkopf deal (SPEC §3; docs/entry-choices.md).

Loaded on demand by core.games.choices, like the game modules.
"""

from core import sheet
from core.questions import DEFAULT, ask, given, spans
from core.teams.choices import outcome

# Doublings each setting allows (SPEC §3.3, §8 item 21; escalate: 8, as core.bierkopf).
_DOUBLINGS = {"off": 0, "forehand_side_only": 1, "either_side_once": 2, "escalate": 8}


def choices(settings, state, partial):
    """The next question for `partial`, or None when it is a complete record."""
    sheet.refuse_if_over(state)
    nines = 1 if settings["pack"] == "24" else 0  # the four 9s: one trick worth 0 (§8 item 19)
    question = outcome(
        partial,
        5 + nines,
        nines,
        settings["schwarz_by"] != "tricks",
        settings["tie_carry"] == "replay_no_carry",
    )
    if question:
        return question
    most = _DOUBLINGS[settings["doubling"]]
    if most and not given(partial, "doublings"):
        return ask("doublings", spans(0, most), DEFAULT)
    return None
