"""The outcome questions of the fixed-partnership race games, Bierkopf and German Schafkopf
(core.teams; docs/entry-choices.md): a result class and winner, or each team's tricks and
card points."""

from core import table
from core.entry import DERIVE, UNKNOWN, ask, compact, given, next_seat

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
    options = []
    for points in range(121):
        if points == 60 and replay:
            continue  # a 60:60 is dealt again, never recorded
        if tricks is not None:
            fits = _fits(points, tricks[0], total, blanks)
        else:
            # Only the tricks tell Schwarz from a trick of blanks when a side has no points.
            fits = (blanks and not by_points) and points in (0, 120)
            fits = not fits and any(_fits(points, t, total, blanks) for t in range(total + 1))
        if fits:
            options.append(points)
    return ask("points", compact(options), None, 0)


def _fits(points, took, total, blanks):
    """Team 0's card points in `took` of the deal's tricks (SPEC §1; core.teams): a team with
    points took a trick, a team without took at most the tricks of blanks."""
    low, high = table.points_range(4 * took, 4 * blanks)
    if not low <= points <= high:
        return False
    for have, count in ((points, took), (120 - points, total - took)):
        if (count == 0) != (have == 0) and (count == 0 or count > blanks):
            return False
    return True


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
