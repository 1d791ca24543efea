"""What may be entered next in a German Schafkopf deal (SPEC §4; docs/entry-choices.md).

Loaded on demand by core.games.choices, like the game modules.
"""

from core import sheet
from core.questions import DEFAULT, ask, given, value
from core.teams.choices import outcome


def choices(settings, state, partial):
    """The next question for `partial`, or None when it is a complete record."""
    sheet.refuse_if_over(state)
    if not given(partial, "declarer"):
        # forehand first: he speaks first (SPEC §4.2)
        forehand = (state["dealer"] + 1) % 4
        return ask("declarer", tuple((forehand + i) % 4 for i in range(4)))
    if not given(partial, "solo"):
        return ask("solo", (False, True), DEFAULT)
    if not value(partial, "solo", False) and not given(partial, "forced"):
        return ask("forced", (False, True), DEFAULT)  # a solo is chosen, never forced (§4.2)
    # 12 blanks (7s, 8s, 9s): three tricks can be worth 0 (SPEC §1)
    return outcome(partial, 8, 3, False, settings["tie_60_60"] == "replay")
