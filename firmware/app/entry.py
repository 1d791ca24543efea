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


def words(texts, own, players, fact, worth=""):
    """A description (core.facts.describe) in a few words: "Kreuz Gerda lost, overbid 36",
    with what it was `worth` before the Laufende and doublings that a narrow row may cut: the
    history's rows and the confirm screen say a hand alike. `own`: the history's texts."""
    worth = "  " + worth if worth else ""
    if "call" in fact:
        return texts.VALUES.get(fact["call"], fact["call"]) + worth
    contract = fact.get("contract")
    if "redeal" in fact:  # all passed, a tied Ramsch, three Unters: dealt again
        return (own.REDEAL if contract is None else texts.VALUES.get(contract, contract)) + worth
    out = []
    if contract is not None:
        out.append(texts.VALUES.get(contract, contract))
    if "suit" in fact:
        out.append(texts.VALUES.get(fact["suit"], fact["suit"]))
    # A Ramsch (every game says its side alike): who took every trick, who lost or won it.
    if "durchmarsch" in fact:
        return (
            " ".join(out) + " " + players[fact["durchmarsch"]][1] + " " + own.DURCHMARSCH + worth
        )
    for key in ("losers", "winners"):
        if key in fact and "declarer" not in fact and "level" not in fact:
            names = " + ".join(players[seat][1] for seat in fact[key])
            word = texts.VALUES["lost" if key == "losers" else "won"]
            return " ".join(out) + " " + names + " " + word + worth
    if "team" in fact and len(fact["team"]) == 2:
        out.append(team_name(players, fact["team"][0]))
    elif fact.get("partner") is not None and "declarer" in fact:
        out.append(players[fact["declarer"]][1] + " + " + players[fact["partner"]][1])
    elif "declarer" in fact:
        out.append(players[fact["declarer"]][1])
    elif "winners" in fact and fact["winners"]:
        out.append(team_name(players, fact["winners"][0] % 2))
    result = fact.get("result")
    if result is None and "won" in fact:
        result = "won" if fact["won"] else "lost"
    level = fact.get("level")
    if result is None and level is not None:
        # A pair's deal (Bierkopf, German Schafkopf): won plain, Schneider or Schwarz; a tie.
        result = "won" if level == "simple" else level if level == "tie" else "won_" + level
    if result is not None:
        out.append(texts.VALUES.get(result, result))
    text = " ".join(out)
    if "overbid" in fact:
        text += ", " + own.OVERBID.format(fact["bid"])
    elif "points" in fact and type(fact["points"]) is int:
        text += " " + own.WITH.format(fact["points"])
    text += worth
    # The doublings and the Laufende that made its worth (SPEC §2.5, §2.7).
    if fact.get("runners"):
        text += ", {} {}".format(fact["runners"], texts.FIELDS["runners"])
    for key in ("stoss", "retour"):
        if fact.get(key):
            text += ", " + texts.FIELDS[key]
    return text


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
