"""Hand entry: the screen the frame opens (make) and the names of the values, which the history
shows too. The wizard itself, loaded with the screen and let go with it, is app.wizard: it asks,
one question at a time, what the core's `choices` asks (docs/entry-choices.md), fills in the
usual answers and ends on a confirm screen with each seat's change (docs/app.md)."""

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


def changed_note(app, index, deltas):
    """The notice after a correction: what moved (app.changes)."""
    from app import changes

    texts = app.texts("entry")
    lines = changes.lines(app, deltas, app.journal.before, app.session.status())
    return {"t": texts.CHANGED.format(index + 1), "l": lines or [texts.NOTHING_MOVED]}


def make(app, saved):
    """The wizard itself is app.wizard, loaded with it: the history needs only the names of
    the values (label) from here."""
    from core import heap

    if not heap.loaded("app.wizard"):
        # Its code needs room in one piece: the fonts' blocks go first (the drawing loads
        # them again).
        import gc

        from app import type as ty

        ty.release()
        gc.collect()
    from app import wizard

    return wizard.make(app, saved)
