"""The hand-entry wizard's usual answers (app.entry): which questions it fills in without
asking. Loaded while questions are asked, let go on the confirm screen."""

from app import entry
from core import games


def usual(screen, field, seat, values, skip):
    """(the usual answer or None, whether the core says so): the default the core takes
    or "not noted"; else the answer this table gave in three hands of four (a guess)."""
    if screen.old is not None and skip is not None and field not in screen.old:
        return (
            entry.SKIP if entry.SKIP in screen.items else values[0]
        ), True  # corrected: left out
    if skip == "default":
        return values[0], True
    if skip == "unknown":
        return entry.SKIP, True
    if field in entry.SEATS or screen.unsure == (field, seat) or screen.old is not None:
        return None, False
    best, top, total = screen.tally.share(field)
    if total >= 4 and 4 * top >= 3 * total and best in screen.items:
        return best, False
    return None, False


def steers(screen, app, usual):
    """True when another answer to this question would change the values the next one
    offers (the losers' card points after their melds): such a question is asked even
    where it has a usual answer, since the next answer could not be given otherwise. A
    question that only adds questions (a Hand game's announcements) is not: opening it on
    the confirm screen asks them."""
    session = app.session
    field, seat, values, skip = screen.question
    if len(values) < 2:
        return False
    other = values[1] if values[0] == usual else values[0]  # one other answer tells
    shapes = []
    for value in (usual, other):
        trial = dict(screen.partial)
        entry._apply(trial, field, seat, entry._stored(value, seat, values, skip))
        if seat is not None and field in screen.partial and trial[field] is not None:
            trial[field] = screen.partial[field] + [value]
        shapes.append(games.choices(session.game, session.settings, screen.state, trial))
    one, two = shapes
    if one is None or two is None or one[0] != two[0]:
        return False
    return one[1] != two[1] or not _same(one[2], two[2])


def hints(hints, answers, how):
    """Answers as hints: a list value gives one per seat, a field named twice counts on."""
    for field, value in answers:
        if isinstance(value, list):
            for seat in range(len(value)):
                hints[(field, seat)] = (value[seat], how)
        else:
            seat = 0
            while (field, seat) in hints and hints[(field, seat)][1] == how:
                seat += 1
            hints[(field, seat)] = (value, how)


def _same(one, other):
    """Whether two questions' values are the same (a range by its ends and length)."""
    if isinstance(one, range) or isinstance(other, range):
        if len(one) != len(other):
            return False
        return not len(one) or (one[0] == other[0] and one[-1] == other[-1])
    return one == other
