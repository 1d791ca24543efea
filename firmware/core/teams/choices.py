"""The outcome questions of the fixed-partnership race games, Bierkopf and German Schafkopf
(core.teams; docs/entry-choices.md): a result class and winner, or each team's tricks and
card points."""

from core.questions import DERIVE, UNKNOWN, ask, given, next_seat, spans
from core.teams.rules import point_run

_LEVELS = tuple(["simple", "schneider", "schwarz", "tie"])


def outcome(partial, total, blanks, by_points, replay):
    """The next outcome question, or None once the outcome is complete. The arguments are
    those of core.teams.outcome: tricks in the deal, most tricks worth 0 points, Schwarz by
    points, a 60:60 dealt again."""
    if not given(partial, "result"):
        return ask("result", _LEVELS[:3] if replay else _LEVELS, DERIVE)
    result = partial["result"]
    if result is not None and result != "tie" and not given(partial, "winner"):
        return ask("winner", (0, 1))
    seat = next_seat(partial, "tricks", 2)
    if seat == 1:
        return ask("tricks", (total - partial["tricks"][0],), None, 1)
    if seat == 0:
        if result is None:
            return ask("tricks", tuple(range(total + 1)), UNKNOWN, 0)
        return ask("tricks", _tricks_by_result(partial, total, blanks, by_points), UNKNOWN, 0)
    if result is not None:
        return None
    seat = next_seat(partial, "points", 2)
    if seat == 1:
        return ask("points", (120 - partial["points"][0],), None, 1)
    if seat is None:
        return None
    tricks = partial["tricks"]
    if tricks is not None:
        runs = [point_run(tricks[0], total, blanks)]
    else:
        runs = [point_run(took, total, blanks) for took in range(total + 1)]
    # Only the tricks tell Schwarz from a trick of blanks when a side has no points.
    drop = (0, 120) if tricks is None and blanks and not by_points else ()
    if replay:
        drop += (60,)  # a 60:60 is dealt again, never recorded
    return ask("points", _values(runs, drop), None, 0)


def _values(runs, drop):
    """The card points in any of `runs` but not in `drop`: a range when they run without a
    gap, else a tuple (a 60 dropped, or the gaps of Bierkopf's 20-card pack)."""
    runs = sorted(run for run in runs if run[0] <= run[1])
    merged = [list(runs[0])]
    for low, high in runs[1:]:
        if low <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], high)
        else:
            merged.append([low, high])
    if len(merged) == 1:
        low, high = merged[0]
        low += low in drop
        high -= high in drop
        if not any(low < d < high for d in drop):
            return spans(low, high)
    return tuple(p for low, high in merged for p in range(low, high + 1) if p not in drop)


def _tricks_by_result(partial, total, blanks, by_points):
    """Team 0's tricks that fit a result class: Schwarz losers took none (or only blanks when
    Schwarz goes by points), every other side at least one (SPEC §3.3, §4.4)."""
    result = partial["result"]
    loser = 1 - partial["winner"] if result == "schwarz" else -1
    limit = blanks if by_points else 0
    options = []
    for took in range(total + 1):
        fits = True
        for team, count in ((0, took), (1, total - took)):
            if count == 0 and team != loser or team == loser and count > limit:
                fits = False
        if fits:
            options.append(took)
    return tuple(options)
