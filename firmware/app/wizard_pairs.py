"""Two short questions in a row offered as one list of their combinations (app.wizard): a
result and its winner, "simple, Hans + Resi". Found from the core's `choices` alone: the core
is asked once per answer of the first question what comes next. A module of its own, loaded
only at a question short enough to be combined and let go with the wizard."""

from app.answers import (
    PAIR,
    PAIRED,
    PAIRS,
    PRESSED,
    SEATS,
    SKIP,
    around,
    is_run,
    to_store,
    with_answer,
)
from core import games


def combine(screen, app):
    """Where every answer of the question on `screen` leads to a question that must be
    answered (no default, no seat, which a seat button answers at once, no run of numbers) or
    to none, and all of them together are at most PAIRS items: its list becomes their
    combinations, (first, second) each, an answer that leads on to no such question alone.
    Ranked by how often each combination was picked at this table, a lone answer by its own
    count. Sets screen.second: first answer -> the question it answers too."""
    session = app.session
    field, seat, values, _ = screen.question
    second = {}
    count = len(screen.items)
    for value in values:
        trial = with_answer(screen.partial, field, seat, to_store(value, seat, values, None))
        then = games.choices(session.game, session.settings, screen.state, trial)
        if then is None or then[3] is not None or then[0] in SEATS or then[1] is not None:
            continue
        if is_run(then[0], then[2]) or len(then[2]) < 2:
            continue
        second[value] = then
        count += len(then[2]) - 1
        if count > PAIRS:
            return
    if not second:
        return
    tally = screen.tally
    built = []
    for value in tally.ordered(field, values):
        then = second.get(value)
        if then is None:
            built.append(value)
            continue
        for other in tally.ordered(then[0], then[2]):
            built.append((value, other))
    # A stable sort by count, written out: MicroPython's sort is not stable.
    ranked = []
    for i in range(len(built)):
        item = built[i]
        if type(item) is tuple:
            times = tally.times(PAIR + field, [item[0], item[1]])
        else:
            times = tally.times(field, item)
        ranked.append((-times, i))
    ranked.sort()
    items = [built[i] for _, i in ranked]
    if SKIP in screen.items:
        items.append(SKIP)  # work it out or a call: the least likely
    screen.items = around(items)
    screen.second = second


def likely(screen, want, wrong):
    """Where the cursor starts on a combined list: on the answer being changed (with the
    second answer it had, where that is still offered), else on the likeliest combination
    that does not begin with a wrong answer (a filled-in answer opened)."""
    items = screen.items
    if want is not None:
        then = screen.second.get(want)
        kept = screen.hints.get((then[0], then[1] or 0)) if then is not None else None
        if kept is not None and (want, kept[0]) in items:
            return items.index((want, kept[0]))
        for i in range(len(items)):
            if type(items[i]) is tuple and items[i][0] == want:
                return i
    count = len(items)
    for rank in range(count):
        i = at(rank, count)
        head = items[i][0] if type(items[i]) is tuple else items[i]
        if head != wrong:
            return i
    return 0


def at(rank, count):
    """The index of the item of `rank` (0: the likeliest) in around()'s layout."""
    if not rank % 2:
        return count - rank // 2 if rank else 0
    return (rank + 1) // 2


def take(screen, item):
    """Answer with a combination: the question on `screen` and the one it leads to."""
    then = screen.second[item[0]]
    screen._answer(item[0], PRESSED)
    screen.question = then
    screen.hints.pop((then[0], then[1] or 0), None)
    screen._answer(item[1], PAIRED)
