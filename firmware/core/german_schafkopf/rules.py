"""German Schafkopf: fixed pairs draw strokes on a sheep's head, first to 9 wins (SPEC §4)."""

from core import record, sheet
from core.errors import InputError
from core.teams import rules as teams

# Strokes for a simple, Schneider and Schwarz win: by the side that chose trumps (a soloist
# counts as chooser, SPEC §8 item 26), by the other side (SPEC §4.4).
_STROKES = ((1, 2, 9), (2, 4, 9))


def new_state(settings, players, dealer):
    return sheet.new_state(players, dealer)


def score_hand(settings, state, hand):
    sheet.refuse_if_over(state)
    record.check_fields(
        hand, ("declarer", "solo", "forced", "result", "winner", "points", "tricks")
    )
    declarer = record.get_seat(hand, "declarer", 4)
    solo = record.get_bool(hand, "solo")
    forced = record.get_bool(hand, "forced")
    if solo and forced:
        # Forced is the old man's partnership game when nobody declared 5 trumps (SPEC §4.2).
        raise InputError("forced", "a solo is chosen, never forced")
    team = declarer % 2
    replay = settings["tie_60_60"] == "replay"
    winner, level = teams.outcome(hand, 8, 121 - settings["schneider_at"], 3, False, replay)
    if winner is None:
        # The defenders win a 60:60 as a simple game (SPEC §8 item 25).
        winner = 1 - team
        level = 1
    # Beating a forced chooser counts as single (SPEC §4.2).
    strokes = _STROKES[0 if winner == team or forced else 1][level - 1]
    seats = (winner, winner + 2)
    if solo and settings["tally_per"] == "player":
        # Each winner draws: the soloist alone, or all three defenders (SPEC §4.5).
        seats = [seat for seat in range(4) if (seat == declarer) == (winner == team)]
    events = [teams.outcome_event(seats, level, declarer)]
    deltas, new = teams.settle(state, seats, strokes, int(settings["target_strokes"]), events)
    return deltas, new, events


def status(settings, state):
    return (("to_target", teams.to_target(state, int(settings["target_strokes"]))),)
