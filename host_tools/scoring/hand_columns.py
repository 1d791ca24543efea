"""What each hand was, as every table of the host shows it: the words `show` and the report
print, and the columns of the CSV and XLSX exports (contract, declarer, partner, result,
extras), all from the game's own description of the hand as scored (core.facts.descriptions),
so they agree with one another and with the device (docs/export-formats.md)."""

from core import facts
from host_tools.texts import Texts

# The columns of a hand's description, in the order every table shows them.
COLUMNS = ("played", "contract", "declarer", "partner", "result", "extras")


def described(game, settings, names, hands, words=True, keys=True):
    """One dict per hand of `hands` (each with "record" and "events"): the COLUMNS, the
    declarer's and partner's seats and the winning seats (a set, or None when nobody won the
    hand), and the description itself ("fact"). Without `words`, "played" and "extras" are
    left empty (what counts hands needs no text). "contract" and "result" are the core's
    stable keys ("rufer", "lost_schneider"); without `keys`, the game's words for them
    ("Sauspiel", "lost Schneider"), as a person reads a table."""
    t = Texts(names, facts.unit(game, settings), game)
    pairs = [(row["record"], [tuple(event) for event in row["events"]]) for row in hands]
    paired = facts.paired(game, settings, len(names))
    out = []
    for fact in facts.descriptions(game, settings, pairs):
        declarer, partner, winners = sides(fact, len(names), paired)
        more = extras(fact, t) if words else ()
        out.append(
            {
                "fact": fact,
                "played": hand_text(fact, t, more) if words else "",
                "contract": (fact.get("contract") or "") if keys else contract_text(fact, t),
                "declarer": "" if declarer is None else names[declarer],
                "partner": "" if partner is None else names[partner],
                "result": result_word(fact) if keys else result_text(fact, t),
                "extras": ", ".join(more),
                "declarer_seat": declarer,
                "partner_seat": partner,
                "winners": winners,
            }
        )
    return out


def sides(fact, players, paired):
    """(declarer seat or None, partner seat or None, winners: set of seats or None when the
    hand has no winning side) of one hand, from what it was (core.facts.describe)."""
    declarer = fact.get("declarer")
    partner = fact.get("partner")
    team = fact.get("team")
    if partner is None and declarer is not None:
        if team is not None and len(team) == 2:
            partner = team[0] + team[1] - declarer
        elif team is None and paired:
            partner = (declarer + 2) % 4  # partners sit opposite all evening
    winners = None
    if "winners" in fact and fact.get("level") != "tie":  # a 60:60: nobody won the deal
        winners = set(fact["winners"])
    elif "losers" in fact:
        winners = set(range(players)) - set(fact["losers"])
    elif "won" in fact and declarer is not None:
        side = {declarer} if partner is None else {declarer, partner}
        winners = side if fact["won"] else set(range(players)) - side
    elif "result" in fact and declarer is not None:
        side = {declarer} if partner is None else {declarer, partner}
        winners = side if fact["result"].startswith("won") else set(range(players)) - side
    return declarer, partner, winners


def result_word(fact):
    """The hand's result: as scored (core.facts.describe), a pair's level, else won/lost."""
    for key in ("result", "level"):
        if key in fact:
            return fact[key]
    if "won" in fact:
        return "won" if fact["won"] else "lost"
    return ""


def result_text(fact, t):
    """The hand's result in the game's words: "lost Schneider", "Schneider", "60:60"."""
    key = result_word(fact)
    return t.word("result." + key) if key else ""


def contract_text(fact, t):
    """What was played in the game's words ("Eichel-Solo", "Sauspiel", "Forced game"); empty
    when the hand had no contract (a Bierkopf deal)."""
    return _contract(fact, t) if fact.get("contract") else ""


def is_pair(seats):
    """Partners sit opposite: seats 0 and 2, or 1 and 3."""
    return len(seats) == 2 and seats[1] - seats[0] == 2


def hand_text(fact, t, more=None):
    """The words of one description: every game's keys said one way (docs/adding-a-game.md).
    `more`: its extras(fact, t), where the caller has them already."""
    if "call" in fact:
        return t.word("call." + fact["call"])
    if "redeal" in fact:
        return _redeal(fact, t)
    contract = fact.get("contract")
    name = _contract(fact, t) if contract is not None else ""
    if "winners" in fact and "declarer" not in fact or "losers" in fact:
        return _sides(fact, name, t)
    text = t.say("played.by", name, t.name(fact["declarer"]))
    if fact.get("partner") is not None:
        text += " " + t.say("played.with", t.name(fact["partner"]))
    text += ": " + _verdict(fact, t)
    flecks = fact.get("flecks", 0)
    if flecks:
        text += " ({})".format(t.say("flecks", n=flecks, times=1 << flecks))
    if more is None:
        more = extras(fact, t)
    return ", ".join([text + _points(fact, t), *more])


def _redeal(fact, t):
    """A deal dealt again: "All pass: thrown in", "Ramsch tied: dealt again", the device's
    words for all passing and dealing again."""
    kind = fact["redeal"]
    what = t.word("contract.all_pass") if kind in ("thrown_in", "all_passed") else None
    how = t.word("redeal.thrown_in") if kind == "thrown_in" else t.word("dealt_again")
    text = "{}: {}".format(what or t.word("redeal." + kind), how)
    return text + (", " + t.say("played.stock") if "pot" in fact else "")


def _contract(fact, t):
    """The contract in the game's words: "Eichel-Solo", "Farbwenz (Herz)", "Grand Hand"."""
    contract = fact["contract"]
    name = t.words.get(t.game + "." + contract) or t.words.get("contract." + contract, contract)
    suit = fact.get("suit")
    if suit and contract == "solo":
        name = t.word("suit." + suit) + "-Solo"
    elif suit and contract.startswith("suit_"):
        name += " ({})".format(t.word("suit." + suit))
    for key, word in (("tout", "Tout"), ("hand", "Hand"), ("ouvert", "ouvert")):
        if fact.get(key):
            name += " " + word
    variant = fact.get("variant")
    if variant:
        name += " " + t.word(t.game + "." + variant)
    return name


def _sides(fact, name, t):
    """A hand won or lost by seats without a declarer: a pair's deal, a Ramsch."""
    if fact.get("level") == "tie":
        return t.say("played.tie")
    if "durchmarsch" in fact:
        return t.say("played.durchmarsch", name, t.name(fact["durchmarsch"]))
    seats = fact.get("winners") or fact.get("losers")
    side = t.pair(seats) if is_pair(seats) else t.group(seats)
    n = len(seats)
    if "level" in fact:  # a pair's deal (Bierkopf): its class, its card points
        text = "{} {}".format(side, t.word("level." + fact["level"], n))
        doublings = fact.get("doublings", 0)
        return text + _points(fact, t) + (", " + _doublings(doublings, t) if doublings else "")
    verb = "side.win" if "winners" in fact else "side.lose"
    return f"{name}: {t.say(verb, side, n=n)}" + _points(fact, t)


def _verdict(fact, t):
    """ "won Schneider", "made", "lost (cards won)" where the cards won an overbid game or
    missed an announcement; a pair's "Hans and Resi win Schneider"."""
    if "level" in fact and fact.get("solo"):
        # Said from the soloist's side, whoever draws the strokes (SPEC §4.5).
        level = "" if fact["level"] == "simple" else " " + t.word("result." + fact["level"])
        return t.say("side.win" if fact["won"] else "side.lose", t.name(fact["declarer"])) + level
    if "level" in fact:
        winners = fact["winners"]
        who = t.pair(winners) if is_pair(winners) else t.group(winners)
        return "{} {}".format(who, t.word("level." + fact["level"], len(winners)))
    result = fact.get("result")
    if result is None:
        return t.say("played.made" if fact["won"] else "played.failed")
    cards = fact.get("cards")
    if cards is not None and not cards.startswith(result[:3]):
        return t.say("played.cards", t.word("result." + result), t.word("result." + cards))
    return t.word("result." + result)


def _points(fact, t):
    """ " with 75" for a declarer's card points; " (95 to 25)" for a pair's, the winners'
    first."""
    points = fact.get("points")
    if isinstance(points, int):
        return " " + t.say("with", points)
    seats = fact.get("winners") or fact.get("losers") or ()
    if isinstance(points, list) and len(points) == 2 and (seats or "declarer" in fact):
        # A pair's card points (team 0: seats 0 and 2), the winners' first; a soloist's
        # own first, whoever won (SPEC §4.5).
        side = seats[0] % 2 if seats else 0
        if "declarer" in fact:
            side = fact["declarer"] % 2
            if not fact.get("solo") and not fact["won"]:
                side = 1 - side
        return " ({})".format(t.say("played.to", points[side], points[1 - side]))
    if isinstance(points, list) and len(seats) == 1 and seats[0] < len(points):
        return " " + t.say("with", points[seats[0]])  # a Ramsch's one loser
    return ""


def _doublings(n, t):
    return t.say("doubled.twice") if n == 2 else t.say("doubled", n=n)


# Kontra and what answers it, in the order they are said (German terms in every language).
_KONTRA = ("Kontra", "Re", "Supra", "Resupra")


def extras(fact, t):
    extras = []
    if fact.get("runners"):
        extras.append(t.say("runners", n=fact["runners"]))
    for key in ("stoss", "retour"):
        if fact.get(key):
            extras.append(t.say(key))
    for key in ("further_doubles", "legers", "knocks"):
        n = fact.get(key)
        if n:
            extras.append(t.say(key, n=n))
    maidens = fact.get("jungfrau")  # a Ramsch's seats without a trick (SPEC §2.9, §5.9)
    if maidens:
        extras.append(t.say("maidens", n=maidens))
    if "announced" in fact:
        extras.append(t.say("played.announced", t.word("result." + fact["announced"])))
    kontra = fact.get("kontra", 0)
    if kontra:
        extras.append(t.listed(list(_KONTRA[: min(kontra, len(_KONTRA))])))
    if fact.get("doublings"):
        extras.append(_doublings(fact["doublings"], t))
    if "overbid" in fact:
        overbid = t.say("overbid_at", fact["bid"])
        extras.append(overbid + ", " + t.say("played.counts", fact["overbid"]))
    elif "value" in fact:
        extras.append(t.say("played.value", fact["value"]))
    return extras
