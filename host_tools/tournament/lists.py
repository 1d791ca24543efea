"""Each table's list of a series, found among the sessions the devices pushed, and checked
(SPEC §11.2 "Checks"): every line scored again from its hand record by the rules core, the
rules the tournament's, the players the table's, the game count, every player dealing equally
often, and on a Schafkopf sheet every hand summing to zero. What does not fit is a flag naming
the table and the hand; a list is never changed here."""

from core import games
from core.errors import InputError
from host_tools.store.device_copies import device_of


def find(sessions, tour, table):
    """(the session holding `table`'s list or None, the other candidates): a session of the
    tournament's game with exactly the table's players, first synced after the table was drawn,
    from the device handed the table (any device when none was). The one with most hands is
    the list. Until the device handed the table pushes a list of it, another device's list is
    the table's: the one a swapped device continues (handout.py), so between the hand-out
    and the new device's first push the table keeps its games."""
    seats = sorted(name.casefold() for name in table["seats"])
    drawn = table["drawn"]
    device = table["device"]
    found = []
    for session in sessions:
        if session["game"] != tour["game"] or session["first_synced"] < drawn:
            continue
        if device is not None and device_of(session["device"]) != device:
            continue
        if sorted(name.casefold() for name in session["players"]) == seats:
            found.append(session)
    if not found:
        if device is not None:
            return find(sessions, tour, dict(table, device=None))
        return None, []
    found.sort(key=lambda session: (-session["hands"], session["device"], session["number"]))
    return found[0], found[1:]


def check(store, tour, table, sessions, memo=None):
    """The table's list: {"series", "number", "seats", "games", "session" ("DEVICE/N" or None),
    "hands" (counted, at most the series' games), "complete", "points" {name: points},
    "lost" {name: lost games}, "flags" [text]}. `memo` (a dict kept between calls) holds each
    answer under what it was worked out from, so a list that did not change is not scored
    again."""
    session, others = find(sessions, tour, table)
    key = (tour["id"], table["series"], table["number"], table["device"], table["closed"]) + tuple(
        (s["device"], s["number"], s["size"], s["hands"]) for s in [session] + others if s
    )
    if memo is not None and key in memo:
        return memo[key]
    out = _checked(store, tour, table, session, others)
    if memo is not None:
        memo[key] = out
    return out


def _checked(store, tour, table, session, others):
    where = f"series {table['series']}, table {table['number']}"
    out = {
        "series": table["series"],
        "number": table["number"],
        "seats": table["seats"],
        "games": table["games"],
        "session": None,
        "hands": 0,
        "complete": table["closed"],
        "points": {name: 0 for name in table["seats"]},
        "lost": {name: 0 for name in table["seats"]},
        "flags": [],
    }
    if session is None:
        return out
    key = f"{session['device']}/{session['number']}"
    out["session"] = key
    flags = out["flags"]
    for other in others:
        flags.append(
            f"{where}: session {other['device']}/{other['number']} holds the same players "
            f"too ({key} with more hands is taken)"
        )
    if session["incomplete"]:
        flags.append(f"{where}: {key} is held incomplete: the device has more to push")
    for offset, text in session["problems"]:
        flags.append(f"{where}: {key}'s log at byte {offset}: {text}")
    for name, want in sorted(tour["settings"].items()):
        have = session["settings"].get(name)
        if have != want:
            flags.append(f"{where}: played with {name} {have}, the tournament's is {want}")
    hands = store.derived_hands(session["device"], session["number"])
    games_due = table["games"]
    if len(hands) > games_due:
        flags.append(
            f"{where}: hands {games_due + 1} to {len(hands)} are past the series' "
            f"{games_due} games and are not counted"
        )
    counted = hands[:games_due]
    names = session["players"]
    lost, dealt = _recount(tour["game"], session, counted, where, flags)
    out["hands"] = len(counted)
    out["complete"] = table["closed"] or len(counted) == games_due
    if counted:
        totals = counted[-1]["totals"]
        out["points"] = {name: totals[seat] for seat, name in enumerate(names)}
    out["lost"] = {name: lost[seat] for seat, name in enumerate(names)}
    if len(counted) == games_due and len(set(dealt)) > 1:
        shown = ", ".join(f"{name} {dealt[seat]}" for seat, name in enumerate(names))
        flags.append(f"{where}: the deals are not even ({shown})")
    return out


def _recount(game, session, hands, where, flags):
    """Score every hand again from its record and compare each line; returns (lost games per
    seat, deals per seat)."""
    players = len(session["players"])
    lost = [0] * players
    dealt = [0] * players
    try:
        settings = games.make_settings(game, session["settings"], session["date"])
        state = games.new_state(game, settings, players, session["dealer"] or 0)
    except InputError as err:
        flags.append(f"{where}: the session's rules do not score: {err}")
        return lost, dealt
    for hand in hands:
        number = hand["hand"]
        dealt[state["dealer"]] += 1
        try:
            deltas, state, _events = games.score_hand(game, settings, state, hand["record"])
        except InputError as err:
            flags.append(f"{where}, hand {number}: the record does not score: {err}")
            continue
        if list(deltas) != hand["deltas"]:
            flags.append(
                f"{where}, hand {number}: the line reads {hand['deltas']}, "
                f"the record scores {list(deltas)}"
            )
        if list(state["scores"]) != hand["totals"]:
            flags.append(f"{where}, hand {number}: the running totals do not add up")
        if game == "schafkopf" and sum(deltas) != 0:
            flags.append(f"{where}, hand {number}: the hand does not sum to zero")
    for seat in range(players):
        lost[seat] = state.get("lost", lost)[seat]
    return lost, dealt
