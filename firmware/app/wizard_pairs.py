"""Short questions in a row offered as one list of their combinations (app.wizard): a result
and its winner, "simple, Hans + Resi"; a Bauernschnapsen game, whether its side won and how,
"Normal game, won, Schneider". Found from the core's `choices` alone: the core is asked what
comes next after each answer, passing over the questions the wizard fills in without asking
(a default, "not noted", the only answer). A module of its own, loaded only at a question short
enough to be combined and let go with the wizard."""

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

CHAIN = 16  # the most items of a combined list: more, and the questions are asked one by one


def combine(screen, app):
    """Where answers of the question on `screen` lead on to short questions that must be
    answered (no seat, which a seat button answers at once, no run of numbers; one the core
    can work out when left out, whose "work it out" is reached from the confirm screen), and
    all the combinations are at most CHAIN items: its list becomes them, (first, second, ...)
    each, an answer that leads to no such question alone. Their order is fixed (the same in
    every hand): the fewest steps down the core's lists, most likely first, summed over the
    questions, first; among equals the core's order. The cursor starts on this table's usual
    one (likely). Sets screen.second: answers so far -> the question the next one answers."""
    field, seat, values, _ = screen.question
    second = {}
    found = []  # (steps down the core's lists, place in the core's order, item)
    for rank in range(len(values)):
        value = values[rank]
        trial = with_answer(screen.partial, field, seat, to_store(value, seat, values, None))
        if not _grow(screen, app, (value,), rank, trial, second, found):
            return
    if not second:
        return
    found.sort()
    items = [item if len(item) > 1 else item[0] for _, _, item in found]
    if SKIP in screen.items:
        items.append(SKIP)  # work it out or a call: the least likely
    screen.items = around(items)
    screen.second = second


def _grow(screen, app, item, rank, partial, second, found):
    """The combinations that begin with `item` (`partial` holds its answers) into `found`;
    False once there are more than CHAIN."""
    then = _then(screen, app, partial)
    if then is None or not _short(then):
        found.append((rank, len(found), item))
        return len(found) <= CHAIN
    second[item] = then
    field, _, values, skip = then
    for step in range(len(values)):
        trial = with_answer(partial, field, None, to_store(values[step], None, values, skip))
        if not _grow(screen, app, item + (values[step],), rank + step, trial, second, found):
            return False
    return True


def _then(screen, app, partial):
    """The next question the wizard asks after `partial`, passing over those it fills in
    without asking (app.wizard._ask); None when none follows."""
    session = app.session
    while True:
        then = games.choices(session.game, session.settings, screen.state, partial)
        if then is None:
            return None
        field, seat, values, skip = then
        if seat is not None or (field in SEATS and len(values) > 1):
            return then  # asked entry by entry, or who played: asked
        if skip == "unknown" or skip == "default":
            stored = None  # not noted, or the default
        elif len(values) == 1 and skip is None:
            stored = values[0]  # the only answer
        else:
            return then
        partial = with_answer(partial, field, None, stored)


def _short(then):
    field, seat, values, skip = then
    if seat is not None or field in SEATS or skip not in (None, "derive"):
        return False
    return 2 <= len(values) <= PAIRS and not is_run(field, values)


def fields(screen, item):
    """The fields a combination answers, in order."""
    out = [screen.question[0]]
    for i in range(1, len(item)):
        out.append(screen.second[item[:i]][0])
    return tuple(out)


def titles(screen):
    """The fields the combinations answer after the first, each once, in the order asked."""
    out = []
    depth = 1
    while True:
        more = False
        for key in screen.second:
            if len(key) == depth:
                more = True
                if screen.second[key][0] not in out:
                    out.append(screen.second[key][0])
        if not more:
            return out
        depth += 1


def likely(screen, want, wrong):
    """Where the cursor starts on a combined list: on the answer being changed (with the
    answers given with it, where they are still offered), else on the first answer this
    table picked most and, among its combinations, the one picked most; none that begins
    with a wrong answer (a filled-in answer opened). A plain row's picks are weighed against
    its first answer's, not against one combination's: three normal games, each won another
    way, outweigh two Gangs."""
    items = screen.items
    if want is not None:
        item = want if type(want) is tuple else (want,)
        given = len(item)
        while item in screen.second:  # the later answers kept, where they fit
            then = screen.second[item]
            kept = screen.hints.get((then[0], then[1] or 0))
            if kept is None:
                break
            item += (kept[0],)
        if item in items:
            return items.index(item)
        for i in range(len(items)):
            if type(items[i]) is tuple and items[i][:given] == item[:given]:
                return i
    best = None
    most = (-1, -1)
    tally = screen.tally
    field = screen.question[0]
    for i in range(len(items)):  # the combination this table picked most, not a wrong one
        item = items[i]
        head = item[0] if type(item) is tuple else item
        if head == wrong or item == SKIP:
            continue
        times = (tally.times(field, head), 0)
        if type(item) is tuple:
            times = (times[0], tally.times(PAIR + field, list(item)))
        if times > most:
            best, most = i, times
    return best if best is not None else 0


def take(screen, item):
    """Answer with a combination: the question on `screen` and those it leads to."""
    screen._answer(item[0], PRESSED)
    for i in range(1, len(item)):
        then = screen.second[item[:i]]
        screen.question = then
        screen.hints.pop((then[0], then[1] or 0), None)
        screen._answer(item[i], PAIRED)


def count(tally, answers):
    """Each combination chosen, counted whole (the field of its first answer)."""
    for i in range(len(answers)):
        if answers[i][2] != PAIRED or (i + 1 < len(answers) and answers[i + 1][2] == PAIRED):
            continue
        first = i
        while answers[first][2] == PAIRED:
            first -= 1
        tally.count(PAIR + answers[first][0], [answer[1] for answer in answers[first : i + 1]])
