"""What the hand entry's answers are made of, shared by the entry screen (app.entry), the wizard
(app.wizard), its combined questions (app.wizard_pairs), the history and a correction's notice
(app.changes): the names of the values, how an answer was given, and what an answer puts in the
partial record. Below them all, so that none of them imports another for these."""

SKIP = "\x00skip"  # the list item that leaves a field out (its meaning: the question's skip)
MORE = "\x00more"  # the last answer's row that shows every answer before saving (app.wizard)
# fields whose values are seats: shown as names (a Ramsch's: core.schafkopf.ramsch)
SEATS = ("declarer", "partner", "acorn_ober", "loser", "second", "fewest", "durchmarsch")
TEAMS = ("winner",)  # fields whose values are fixed partnerships (Bierkopf, German Schafkopf)


def team_name(players, team):
    """A fixed partnership by its players, "Hans + Sepp": team 0 is seats 0 and 2, the
    partners sitting opposite (core.teams)."""
    return " + ".join(players[seat][1] for seat in range(team, len(players), 2))


def label(texts, players, field, value, skip=None):
    """What a value is called on screen."""
    if value == SKIP:
        return texts.SKIPS.get(skip, "-")
    if type(value) is tuple:  # answers in one (app.wizard_pairs: short questions combined)
        out = []
        for i in range(len(value)):
            if field[i] == "won":  # beside the game: "won", not "yes"
                out.append(texts.VALUES["won" if value[i] else "lost"])
            else:
                out.append(label(texts, players, field[i], value[i], skip))
        return ", ".join(out)
    if field in SEATS and isinstance(value, int):
        return players[value][1]
    if type(value) is list:  # seats (a Ramsch's without a trick), none shown as "-"
        return " + ".join(players[seat][1] for seat in value) or texts.SKIPS["default"]
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
PAIRS = 8  # the most answers of a question combined with the ones after it (app.wizard_pairs)
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
