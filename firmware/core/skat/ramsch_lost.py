"""A Skat Ramsch from the record that names its seats (SPEC §5.9; docs/hand-record/skat.md):
a Durchmarsch, else the loser with his card points (a Gewinner-Ramsch: the fewest), the seats
tied with him and the Jungfrauen where they change the score. Turned into points and tricks
that core.skat.ramsch pays as the record with each seat's; a module of its own, so that
reading an old record loads none of it."""

from core import record
from core.errors import InputError, seat_shown


def score(settings, players, active, hand, total):
    """(points, tricks) per seat that core.skat.ramsch pays as the named record says: the
    sweeper's 10 tricks, the losers' points (a Gewinner-Ramsch's fewest: 0, the others 1), a
    trick for each seat in the deal but the Jungfrauen. Refused as the cards allow (§5.9)."""
    fields = ["game", "pushes"] if settings["schieberamsch"] else ["game"]
    march = settings["ramsch_durchmarsch"]
    points = [0] * players
    tricks = [0] * players
    sweeper = record.get_seat(hand, "durchmarsch", players, False)
    if sweeper is not None:
        if not march:
            raise InputError("durchmarsch", "is not played at this table")
        record.check_fields(hand, fields + ["durchmarsch"])
        _in_deal("durchmarsch", sweeper, active)
        tricks[sweeper] = 10
        return points, tricks
    for seat in active:
        tricks[seat] = 1
    if settings["on_all_pass"] == "gewinner_ramsch":
        record.check_fields(hand, fields + ["fewest", "tied"])
        fewest = _seats(hand, "fewest", players, active)
        for seat in active:
            points[seat] = 0 if seat in fewest else 1
        return points, tricks
    system = settings["ramsch_scoring"]
    if system == "everyone":
        raise InputError("points", "every seat pays its own: each seat's points are needed")
    fixed = system == "fixed"
    fields += ["loser", "tied"] if fixed else ["loser", "tied", "loser_points"]
    if fixed or settings["ramsch_jungfrau"] == "double":
        fields.append("maidens")
    record.check_fields(hand, fields)
    losers = _seats(hand, "loser", players, active)
    maidens = _list(hand, "maidens", players, active, losers)
    if len(losers) + len(maidens) > len(active):
        raise InputError("maidens", "a seat that took no trick has no points to lose")
    if march and len(maidens) == len(active) - 1:
        raise InputError("maidens", "one seat took every trick: enter the Durchmarsch")
    each = 1 if fixed else record.get_int(hand, "loser_points", 1, total)
    if not fixed:
        # the rest lies with the seats that took a trick, each below the losers' points
        rest = total - each * len(losers)
        room = (len(active) - len(losers) - len(maidens)) * (each - 1)
        if rest < 0 or rest > room:
            raise InputError("loser_points", "{} each cannot be the most".format(each))
    for seat in losers:
        points[seat] = each
    for seat in maidens:
        tricks[seat] = 0
    return points, tricks


def _seats(hand, key, players, active):
    """`key`'s seat and the seats `tied` with it, each once and in the deal."""
    seat = record.get_seat(hand, key, players)
    _in_deal(key, seat, active)
    return sorted([seat] + _list(hand, "tied", players, active, [seat]))


def _list(hand, key, players, active, named):
    """The seats of `key` (none when left out), each once, in the deal and not in `named`."""
    got = hand.get(key)
    if got is None:
        return []
    if not isinstance(got, list) or len(got) >= len(active):
        raise InputError(key, "must be a list of at most {} seats".format(len(active) - 1))
    out = []
    for seat in got:
        if type(seat) is not int or seat < 0 or seat >= players:
            raise InputError(key, "must hold seats 0..{}".format(players - 1))
        _in_deal(key, seat, active)
        if seat in out or seat in named:
            raise InputError(key, "{} is named twice".format(seat_shown(seat)))
        out.append(seat)
    return out


def _in_deal(key, seat, active):
    if seat not in active:
        raise InputError(key, "{} deals and sits out".format(seat_shown(seat)))
