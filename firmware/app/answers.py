"""What the hand entry's answers are made of, shared by the entry screen (app.entry), the wizard
(app.wizard), its combined questions (app.wizard_pairs), the history and a correction's notice
(app.changes): the names of the values, how an answer was given, and what an answer puts in the
partial record. Below them all, so that none of them imports another for these."""

SKIP = "\x00skip"  # the list item that leaves a field out (its meaning: the question's skip)
SEATS = ("declarer", "partner", "acorn_ober")  # fields whose values are seats: shown as names
TEAMS = ("winner",)  # fields whose values are fixed partnerships (Bierkopf, German Schafkopf)


def team_name(players, team):
    """A fixed partnership by its players, "Hans + Sepp": team 0 is seats 0 and 2, the
    partners sitting opposite (core.teams)."""
    return " + ".join(players[seat][1] for seat in range(team, len(players), 2))


def label(texts, players, field, value, skip=None):
    """What a value is called on screen."""
    if value == SKIP:
        return texts.SKIPS.get(skip, "-")
    if type(value) is tuple:  # two answers in one (app.wizard's short questions combined)
        first = label(texts, players, field[0], value[0], skip)
        return first + ", " + label(texts, players, field[1], value[1], skip)
    if field in SEATS and isinstance(value, int):
        return players[value][1]
    if field in TEAMS and isinstance(value, int):
        return team_name(players, value)
    if value is True:
        return texts.YES
    if value is False:
        return texts.NO
    if isinstance(value, str):
        return texts.VALUES.get(value, value)
    return str(value)


# How an answer was given (the third item of each of the wizard's answers).
PRESSED = 0  # chosen with the buttons
AUTO = 1  # the only possible answer, given without a press
DEFAULT = 2  # the default chosen with a press: chosen, but not worth showing at the foot
USUAL = 3  # the usual answer, filled in without asking: shown on the confirm screen
KEPT = 4  # a corrected hand's old answer, kept: BACK passes over it
PAIRED = 5  # chosen with the answer before it, as one item of a combined list (wizard_pairs)
PAIRS = 8  # two short questions in a row with at most this many answers in all: one list
PAIR = "\x01"  # before a field's name: the tally's counts of its combinations (wizard_pairs)


def is_run(field, values):
    """Whether the values are a run of numbers (card points, bids, runners): they keep the
    core's order, so that a long press moves ten; a seat is a name, not a number."""
    if isinstance(values, range):
        return True
    if field in SEATS or len(values) < 3:
        return False
    for value in values:
        if type(value) is not int:
            return False
    return True


def around(ranked):
    """A list ranked the most likely first, laid out round the cursor on the first row: the
    second below it, the third at the end (a PREV away, the list wraps round), the fourth
    below the second, the fifth above the third... (1st, 2nd, 4th, 6th, ..., 5th, 3rd). So
    the two next likeliest are one press away, where a list in rank order has its least likely
    one PREV away; the first page still starts with the likeliest."""
    out = ranked[:1]
    tail = []
    for i in range(1, len(ranked)):
        if i % 2:
            out.append(ranked[i])
        else:
            tail.append(ranked[i])
    tail.reverse()
    return out + tail


def to_store(value, seat, values, skip):
    """What an answer puts in the partial record: None leaves the field out."""
    if value == SKIP or (skip == "default" and value == values[0] and seat is None):
        return None
    return value


def with_answer(partial, field, seat, stored):
    """A copy of `partial` with one more answer (the lists in it not shared)."""
    trial = dict(partial)
    if stored is None or seat is None:
        trial[field] = stored
    else:
        trial[field] = list(partial.get(field) or ()) + [stored]
    return trial
