"""Where the hand-entry wizard (app.wizard) starts each list and what it fills in: the answer
the cursor starts on (the list keeps its order), a long press through a run of numbers, the
usual answers given without asking and the questions always asked, and the order of the confirm
screen's rows."""

from app.answers import AUTO, SEATS, SKIP, USUAL, to_store, with_answer
from core import games

SAVE = -1  # the confirm screen's first row: save the hand
# A call (the last round, SPEC §2.10) is not a hand: it is said with a press on its own
# question, never filled in, so that no OK on the game list saves one unasked.
CALL = "call"


def start(tally, field, values, items, wrong=None):
    """The answer this table gives most, where it is offered and not the one being changed;
    else the list's first: where the cursor starts on a list that is not a run of numbers."""
    for value in tally.ordered(field, values):
        if value != wrong and value in items:
            return value
    return items[0]


def half(values):
    """Card points before any were picked here: the number nearest 60, half the 120 (SPEC §1),
    where a side's points lie more often than at the ends of the run."""
    return min(values, key=lambda points: abs(points - 60))


def by_ten(items, cursor, sign):
    """Where a long press moves on a run of numbers: to the next round ten that way, or the
    first number past it (card points 0 -> 10 -> 20, bids 27 -> 30 -> 40); off the run's end
    (or from "not noted") one row, as a short press."""
    here = items[cursor]
    count = len(items)
    if type(here) is not int:
        return (cursor + sign) % count
    goal = (here // 10 + 1) * 10 if sign > 0 else (here - 1) // 10 * 10
    at = cursor
    while 0 <= at + sign < count and type(items[at + sign]) is int:
        at += sign
        if (items[at] - goal) * sign >= 0:
            return at
    return at if at != cursor else (cursor + sign) % count


OPENED = "\x00opened"  # the tally's count of the fields opened on the confirm screen


def rows(screen):
    """The confirm screen's rows: save, the answers filled in without asking (the fields
    most often opened at this table first), then the answers chosen."""
    usual = []
    chosen = []
    for i in range(len(screen.answers)):
        how = screen.answers[i][2]
        if how == USUAL:
            usual.append(i)
        elif how != AUTO:
            chosen.append(i)
    fields = [screen.answers[i][0] for i in usual]
    order = screen.tally.ordered(OPENED, fields)
    ranked = []
    for field in order:
        for i in usual:
            if screen.answers[i][0] == field and i not in ranked:
                ranked.append(i)
    return [SAVE] + ranked + chosen


def usual(screen, field, seat, values, skip):
    """(the usual answer or None, whether the core says so): the default the core takes
    or "not noted"; else the answer this table gave in three hands of four (a guess)."""
    if screen.old is not None and skip is not None and field not in screen.old:
        return (SKIP if SKIP in screen.items else values[0]), True  # corrected: left out
    if skip == "default":
        return values[0], True
    if skip == "unknown":
        return SKIP, True
    # Who played and whether he won are what the table says: never guessed.
    if field in SEATS or field in ("won", CALL) or screen.unsure == (field, seat) or screen.old:
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
        trial = with_answer(screen.partial, field, seat, to_store(value, seat, values, skip))
        shapes.append(games.choices(session.game, session.settings, screen.state, trial))
    one, two = shapes
    if one is None or two is None or one[0] != two[0]:
        return False
    return one[1] != two[1] or not _same(one[2], two[2])


def leads_on(screen, app, field, values):
    """Whether the likeliest answer leads on to a question its list may be combined with (one
    asked, not who played): only then is app.wizard_pairs loaded, so Schafkopf's and Skat's
    lists, whose games lead on to who played, leave its room to the rest."""
    session = app.session
    trial = with_answer(screen.partial, field, None, to_store(values[0], None, values, None))
    then = games.choices(session.game, session.settings, screen.state, trial)
    return then is not None and then[3] != "unknown" and (then[0] not in SEATS or len(then[2]) < 2)


def as_hints(hints, answers, how):
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
