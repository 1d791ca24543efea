"""What a correction moved, in the players' words: each seat's (or pair's) total, then what is
pending that is not what it was (the Bummerl, the Bock rounds, the pot, the carried points,
whether the game is decided and who won it), from the status rows before and after
(docs/status-keys.md)."""

from app import table
from app.answers import team_name
from core import facts
from core.payments import amount


def lines(app, deltas, before, after):
    session = app.session
    texts = app.texts("table")
    players = session.players
    unit = facts.unit(session.game, session.settings)
    pairs = table.paired(session)
    out = []
    for seat in range(2 if pairs else len(deltas)):
        if deltas[seat]:
            who = team_name(players, seat) if pairs else players[seat][1]
            out.append(who + " " + table.money(deltas[seat], unit, texts.DECIMAL).strip())
    old = dict(before)
    new = dict(after)
    was, now = old.get("bummerl"), new.get("bummerl")
    if was != now:
        for seat in range(2 if pairs else len(players)):
            a, b = was[seat] if was else 0, now[seat] if now else 0
            if a != b:
                who = team_name(players, seat) if pairs else players[seat][1]
                out.append(who + " " + texts.BUMMERL.format("{} → {}".format(a, b)))
    for rows in (before, after):
        for key, _ in rows:
            # Not the rows the totals already say (the distance to the target follows the
            # score) or no count to compare (who sits out moves with every hand), nor the
            # Bummerl and the decision, said above and below.
            if key in ("unit", "to_target", "sits_out", "money", "bummerl", "decided"):
                continue
            if key in new and key in old and old[key] == new[key]:
                continue
            out.append(row(texts, key, old.get(key), new.get(key), unit))
            old[key] = new[key] = None  # said once
    if old.get("decided") != new.get("decided"):
        if new.get("decided") is None:
            out.append(texts.UNDECIDED)
        else:
            out.append(table.decided(texts, new["decided"], players))
    return out


def row(texts, key, was, now, unit):
    """A pending count that changed, "Bock 2 → 3": its text (app.table.pending) with both
    values; a row that is gone counts 0."""
    if key == "special_round":
        if now is None:
            return "{} → {}".format(texts.SPECIAL.get(was["name"], was["name"]), 0)
        return "{} {}".format(texts.SPECIAL.get(now["name"], now["name"]), now["deals"])
    if key == "pot":
        point = texts.DECIMAL
        return texts.POT.format(
            "{} → {}".format(amount(was or 0, False, point), amount(now or 0, False, point))
        )
    moved = "{} → {}".format(was or 0, now or 0)
    if key == "carry":
        return texts.CARRY.format(moved)
    said = texts.COUNTS.get(key, key + " {}")
    if type(said) is tuple:  # (one, more): a count that moved reads in the plural
        said = said[1]
    return said.format(moved)


def changed_note(app, index, deltas):
    """The notice after a correction: what moved."""
    texts = app.texts("entry")
    moved = lines(app, deltas, app.journal.before, app.session.status())
    return {"t": texts.CHANGED.format(index + 1), "l": moved or [texts.NOTHING_MOVED]}
