"""The table screen, where the device rests: each player's name and balance (or race progress)
in large type, whose deal it is and who sits out, and what is pending, from the core's status
rows (docs/status-keys.md). OK enters a hand, its first question answered with the answer its
foot says where the last hand left one ("OK: Sauspiel"; at a tournament table whose series is
played out: shows its list); NEXT or PREV enter it too, the cursor on the first question moved
already; a long PREV opens the history (its first line: undo the last hand); a long NEXT and
BACK the menu."""

from app import frame, ui
from core import facts
from core.payments import amount


def money(value, unit, point):
    """A balance as the players say it: +12.40 (+12,40) for cents, +13 for points
    (core.payments), with the language's decimal mark `point` (the words' DECIMAL); a space
    where nothing has a sign, so the digits stay in their column."""
    if unit == "cents":
        text = amount(value, True, point)
    else:
        text = "{:+d}".format(value) if value else "0"
    return text if value else " " + text


def title(texts, session):
    """The session's title from its own settings (core.facts.title): "Bierlachs 301"."""
    key, number = facts.title(session.game, session.settings, len(session.players))
    return texts.GAMES.get(key, key).format(number)


def pending(texts, status, unit, players):
    """The status rows as short texts for the line under the players; per-seat rows are
    shown in the seats' rows instead (returned as a dict key -> list)."""
    out = []
    per_seat = {}
    for key, value in status:
        if key in ("to_target", "bummerl", "money"):
            per_seat[key] = value
        elif key == "sits_out":
            per_seat[key] = value
        elif key == "pot":
            out.append(texts.POT.format(amount(value, False, texts.DECIMAL)))  # the pot: no sign
        elif key == "carry" and value:  # nothing carried: nothing to say
            out.append(texts.CARRY.format(value))
        elif key == "special_round":
            out.append(
                "{} {}".format(texts.SPECIAL.get(value["name"], value["name"]), value["deals"])
            )
        elif key == "decided":
            out.append(decided(texts, value, players))
        elif key in texts.COUNTS:
            said = texts.COUNTS[key]
            if type(said) is tuple:  # words/*.txt: (one, more), "1 deal left"
                said = said[0 if value == 1 else 1]
            out.append(said.format(value))
            if key == "bierlachs_limit":
                per_seat[key] = value  # each seat's distance to it is shown in its row
    return out, per_seat


def offer(app, session):
    """(answer, its words) that OK gives the next hand's first question, or None: what the
    last hand entered left (app.wizard), in the language in use."""
    said = getattr(session, "offer", None)
    if said is None or said[2] != app.lang or session.state["over"]:
        return None
    return said


def decided(texts, value, players):
    """Who won the decided game (a Bierlachs list has losers only: who lost it), and that it
    is time to settle up (the "decided" status row, docs/status-keys.md)."""
    seats = value["winners"] or value["losers"]
    names = " + ".join(players[seat][1] for seat in seats)
    return (texts.WON if value["winners"] else texts.LOST).format(names)


class Table(frame.Screen):
    full = True

    def handle(self, app, event, kind):
        session = app.session
        if session is not None and not session.state["over"] and kind != "long":
            # A tournament table whose series is played out (the core takes no hand more,
            # docs/tournament.md) shows its list instead of a new hand.
            table = session.table
            done = table is not None and len(session.hands) >= table[3]
            if event == "OK" and done:
                return frame.push("app.history")
            if event == "OK":
                # The first question answered with the answer the foot says (app.wizard keeps
                # it with the session when a hand is saved), else opened.
                said = offer(app, session)
                return frame.push("app.entry", {"t": said[0]} if said else None)
            if event in "NEXTPREV" and not done:  # NEXT or PREV (BACK, SEATn: not in it)
                # The hand's first question opened with the cursor already moved: the press
                # that opens it answers too.
                return frame.push("app.entry", {"m": 1 if event == "NEXT" else -1})
        if event == "PREV" and session is not None and len(session.hands):
            return frame.push("app.history")  # a long PREV: the undo its first line
        return frame.push("app.menu")

    def resume(self, app, result):
        app.policy.force_full()  # the resting screen: clean of any ghosting when it is back
        return frame.REDRAW

    def draw(self, app, fb):
        texts = app.texts("table")
        session = app.session
        if session is None:
            # An ended session the laptop lacks (the push at start did not finish,
            # sync/auto.py): said as the table says it.
            ui.title(fb, texts.NO_SESSION, texts.NOT_SENT if getattr(app, "behind", 0) else "")
            ui.foot(fb, texts.NO_SESSION_HINT)
            return
        draw_table(app, fb, texts, session)


def draw_table(app, fb, texts, session):
    state = session.state
    game = session.game
    table = session.table  # a tournament table: [name, series, table, games]
    done = table is not None and len(session.hands) >= table[3]  # the series is played out
    over = state["over"] or done
    # A decided race has no next hand and no next dealer (SPEC §4.5, §5.8, §6): the title
    # says it is decided and no seat is marked as dealing.
    count_text = texts.OVER if over else texts.HAND.format(len(session.hands) + 1)
    if getattr(app, "behind", False):
        # The last push did not reach the laptop (sync/auto.py): said in the title bar, where
        # it takes no room from the seats' rows (a tournament table's foot says the game).
        count_text = texts.NOT_SENT
    top = ui.title(fb, title(texts, session), count_text)
    unit = facts.unit(game, session.settings)
    lines, per_seat = pending(texts, session.status(), unit, session.players)
    bottom = fb.height - 2
    if over:
        # who won: nothing else is pending once the game is decided; a tournament table whose
        # series is played out has no winner of its own
        lines = lines[-1:] if state["over"] else []
    if table is not None:  # which table, and the game of its series or that all are played
        said = texts.TABLE_DONE if done else texts.TABLE_GAME
        lines.insert(0, said.format(table[1], table[2], table[3], len(session.hands) + 1))
    said = None if done else offer(app, session)
    if said:
        lines.insert(0, texts.TAKE.format(said[1]))  # first: what OK does is never cut off
    if lines:
        bottom = ui.foot(fb, "  ".join(lines), "body")
    dealer = -1 if over else state["dealer"]
    count = len(session.players)
    pitch = (bottom - top) // count
    to_target = per_seat.get("to_target")
    limit = per_seat.get("bierlachs_limit")
    bummerl = per_seat.get("bummerl")
    sheep = game == "german_schafkopf"
    pairs = paired(session)
    notes = [""] * count
    amounts = [""] * count
    drawn = [0] * count
    for seat in range(count):
        note = ""
        if to_target is not None and not sheep and not over:
            # Once the race is decided the distances are over too: the foot says to settle.
            note = texts.TO_GO.format(to_target[seat])
        if limit is not None and not over:
            # Bierlachs: how far each is from the limit where he buys the round (SPEC §5.8).
            note = texts.TO_LIMIT.format(max(state["scores"][seat] - limit, 0))
        if bummerl is not None and bummerl[seat]:
            note = (note + "  " if note else "") + texts.BUMMERL.format(bummerl[seat])
        if per_seat.get("sits_out") == seat and not done:  # a played-out table has no next deal
            note = texts.SITS_OUT
        if seat == dealer and not pairs:
            note = texts.DEALS.format("").strip() + ("  " + note if note else "")  # as the pairs'
        notes[seat] = note
        if sheep:
            target = int(session.settings["target_strokes"])
            drawn[seat] = target - to_target[seat]
            amounts[seat] = "{}/{}".format(drawn[seat], target)
        else:
            amounts[seat] = money(state["scores"][seat], unit, texts.DECIMAL)
    if pairs:
        # Partners opposite share one score (SPEC §3, §4.5, §6): a row per pair, seats 0+2
        # and 1+3, as the table keeps the list.
        draw_teams(fb, texts, session, amounts[:2], drawn[:2] if sheep else None, notes[:2],
                   top, bottom, dealer)  # fmt: skip
        return
    if ui.narrow(fb):
        seats_stacked(fb, session, notes, amounts, drawn if sheep else None, top, pitch)
        return
    # The largest type that leaves room for a note line under the names, where there are notes.
    # The notes (who deals, how far to go, the Bummerl) are read across the table: in the
    # body, as the foot; the 2.9" panel's small print is too small for that.
    note_h = ui.height(fb, "body")
    size = "large"
    if (
        any(notes)
        and ui.height(fb, size) + note_h + 2 > pitch >= ui.height(fb, "body") + note_h + 2
    ):
        size = "body"
    if ui.ascent(fb, size) >= pitch:
        # Rows of large type would run into each other: a row needs more than the type's
        # capitals, whose descenders reach into the gap above the next row's (the 2.9" panel
        # under a foot of two lines: the OK's answer, a Bock and the last round).
        size = "body"
    # Where even that leaves no room (the 2.9" panel), the note goes beside the balance.
    beside = ui.height(fb, size) + note_h + 2 > pitch
    for seat in range(count):
        tall = ui.height(fb, size) + (note_h + 2 if notes[seat] and not beside else 0)
        y = top + seat * pitch + (pitch - tall) // 2
        amount = amounts[seat]
        right = fb.width - 6 - ui.width(fb, amount, size)
        ui.text(fb, amount, right, y, size)
        if sheep:
            side = min(pitch - 4, 56)
            right -= side + 8
            head(fb, right + 4, top + seat * pitch + (pitch - side) // 2, side, drawn[seat])
        if notes[seat] and beside:
            right -= ui.width(fb, notes[seat], "body") + 6
            ui.text(fb, notes[seat], right, y + ui.height(fb, size) - note_h, "body")
        elif notes[seat]:
            ui.text(fb, notes[seat], 12, y + ui.height(fb, size) + 2, "body")
        name = ui.fit(fb, session.players[seat][1], size, right - 24)  # a gap before the figure
        ui.text(fb, name, 12, y, size)


# Portrait sizes to try, largest first: (the names, the balances). Not HUGE: its font would
# be one more on the heap beside the three every screen has loaded (bench/portrait_heap.py).
_STACKED = (("large", "large"), ("body", "large"), ("body", "body"))


def seats_stacked(fb, session, notes, amounts, drawn, top, pitch):
    """Portrait: each seat's name on a line of its own, the balance (or the sheep's head and
    its strokes) under it at the right, the note at the left of the balance, what of it does
    not fit there under it. The largest sizes in which every seat's lines fit its share of
    the height and every figure fits across."""
    note_h = ui.height(fb, "body")
    for size, figure in _STACKED:
        name_h = ui.height(fb, size)
        figure_h = ui.height(fb, figure)
        side = min(figure_h + 8, pitch - name_h - 4) if drawn is not None else -6
        fits = True
        for seat in range(len(amounts)):
            room = fb.width - 22 - side - ui.width(fb, amounts[seat], figure)
            under = split_note(fb, notes[seat], room)[1]
            if room < 0 or name_h + figure_h + 2 + (note_h + 2 if under else 0) > pitch:
                fits = False
        if fits:
            break
    for seat in range(len(amounts)):
        amount = amounts[seat]
        right = fb.width - 4 - ui.width(fb, amount, figure)
        beside, under = split_note(fb, notes[seat], right - 18 - side)
        tall = name_h + 2 + figure_h + (note_h + 2 if under else 0)
        y = top + seat * pitch + (pitch - tall) // 2
        ui.text(fb, ui.fit(fb, session.players[seat][1], size, fb.width - 16), 12, y, size)
        y += name_h + 2
        left = 12
        if drawn is not None:
            head(fb, left, y + (figure_h - side) // 2, side, drawn[seat])
            left += side + 6
        ui.text(fb, amount, right, y, figure)
        if beside:
            ui.text(fb, beside, left, y, "body")  # under the name it belongs to
        if under:
            ui.text(
                fb,
                ui.fit(fb, under, "body", fb.width - 16),
                12,
                y + figure_h + 2,
                "body",
            )


def split_note(fb, note, room):
    """A seat's note ("24 to go  Bummerl 1") as what fits in `room` pixels beside the balance
    and the rest, split only between its parts."""
    parts = note.split("  ") if note else []
    keep = len(parts)
    while keep and ui.width(fb, "  ".join(parts[:keep]), "body") > room:
        keep -= 1
    return "  ".join(parts[:keep]), "  ".join(parts[keep:])


def paired(session):
    """Whether the table is kept per pair of partners sitting opposite (core.facts.paired)."""
    return facts.paired(session.game, session.settings, len(session.players))


def draw_teams(fb, texts, session, amounts, drawn, notes, top, bottom, dealer):
    """A row per pair, the partners opposite each other (seats 0 and 2, 1 and 3), with the
    pair's score (`amounts`) and note; German Schafkopf's sheep's head (`drawn`: the strokes
    per team, else None) drawn stroke by stroke as the table draws it on paper (SPEC §4.5).
    The dealer is named under his pair, in portrait too where the words find room (else
    marked before his name); no one once the game is decided."""
    names = [player[1] for player in session.players]
    pitch = (bottom - top) // 2
    note_h = ui.height(fb, "body")
    size = "large"
    narrow = ui.narrow(fb)
    stacked = (
        2 * (ui.height(fb, size) + 2) + note_h + 4 <= pitch
    )  # the partners one above the other
    if not stacked:
        size = "body"
    line_h = ui.height(fb, size) + 2
    # The head as tall as its row leaves, to be read across the table: its lines (side // 10
    # wide, half of that outside the box) clear of the row's edges.
    side = pitch - 4 - pitch // 10
    # A decided game's sheep's heads have no words under the names: the heads take that room.
    quiet = drawn is not None and not any(notes) and dealer < 0
    names_h = (2 if stacked else 1) * line_h + (0 if quiet else note_h) + 4
    if narrow:
        # Portrait: the names over the whole width, the head and the strokes under them.
        side = pitch - names_h - 4
    if drawn is None:
        side = -8  # no head: the score takes its place
    for team in (0, 1):
        row = top + team * pitch
        amount = amounts[team].strip()
        lines = [names[team], names[team + 2]]
        if not stacked:
            lines = [" + ".join(lines)]  # the 2.9" panel: the partners on one line
        block = len(lines) * line_h + note_h
        if narrow:
            room = fb.width - 16
            y = row + 2
            below = y + names_h
            x = fb.width - 6 - ui.width(fb, amount, size)
            if drawn is None:
                ui.text(fb, amount, x, below, size)
            else:
                head(fb, 12, below, side, drawn[team])
                ui.text(fb, amount, x, below + (side - ui.height(fb, size)) // 2, size)
        else:
            right = fb.width - 6 - ui.width(fb, amount, "large")
            ui.text(fb, amount, right, row + (pitch - ui.height(fb, "large")) // 2, "large")
            right -= side + 12
            if drawn is not None:
                head(fb, right + 4, row + (pitch - side) // 2, side, drawn[team])
            room = right - 12
            y = row + (pitch - block) // 2
        said = [notes[team]] if notes[team] else []
        if dealer in (team, team + 2):
            said.append(texts.DEALS.format(names[dealer]))
        first, rest = split_note(fb, "  ".join(said), room)
        # Portrait: what does not fit under the names goes left of the score, or under it;
        # a dealer's words with no room there either, a mark before his name.
        spot = None
        if narrow and rest and drawn is None:
            spot = below + ui.height(fb, size) + 2
            if 18 + ui.width(fb, rest, "body") <= x:
                spot = y + len(lines) * line_h + note_h + 2
            elif spot + note_h > row + pitch - 2:
                spot = None
        mark = narrow and rest and spot is None
        if mark and dealer in (team, team + 2):
            said.pop()
            first, rest = split_note(fb, "  ".join(said), room)
        for i in range(len(lines)):
            if mark and dealer == team + 2 * i:
                fb.fill_rect(2, y, 6, ui.height(fb, size), ui.BLACK)  # deals next, as per seat
            # One above the other, the first partner's name ends in "+": the two are a pair.
            text = lines[i] + " +" if i < len(lines) - 1 else lines[i]
            ui.text(fb, ui.fit(fb, text, size, room), 12, y, size)
            y += line_h
        if said:
            if rest and spot is not None:
                ui.text(fb, rest, 12, spot, "body")
            elif rest:
                first = ui.fit(fb, "  ".join(said), "body", room)
            ui.text(fb, first, 12, y, "body")
        if team == 0:
            fb.hline(0, top + pitch - 1, fb.width, ui.BLACK)


# The sheep's head, one stroke per game point in the order the table draws it on paper (SPEC
# §4.5: nine strokes, "a 4-stroke rectangle for the head, 2 eyes, 2 horns and 1 nose"): the
# head narrows to the muzzle, as a sheep's does, so that it reads as one across the table.
# In 1/16 of the box's width, and of its height from the horns' tips (1) to the muzzle (15):
# the figure fills its box (head()).
_HEAD = (
    (3, 4, 13, 4),  # the brow
    (13, 4, 11, 15),  # the cheeks
    (11, 15, 5, 15),  # the muzzle
    (5, 15, 3, 4),
    (6, 8, 6, 9),  # the eyes
    (10, 8, 10, 9),
    (3, 4, 1, 1, 0, 4, 1, 7),  # the horns, curled back to the cheeks
    (13, 4, 15, 1, 16, 4, 15, 7),
    (8, 11, 8, 12),  # the nose
)


def head(fb, x, y, side, strokes):
    """The sheep's head filling a `side` square at (x, y), its lines `side` // 10 wide: the
    first `strokes` strokes bold, the ones still to draw dotted, so each pair's progress
    shows at a glance."""
    wide = max(2, side // 10)
    low = -(wide // 2)
    for i in range(len(_HEAD)):
        points = _HEAD[i]
        for at in range(0, len(points) - 2, 2):
            x0 = x + points[at] * side // 16
            y0 = y + (points[at + 1] - 1) * side // 14
            x1 = x + points[at + 2] * side // 16
            y1 = y + (points[at + 3] - 1) * side // 14
            if i >= strokes:  # still to draw: a dot every third pixel along it
                steps = max(abs(x1 - x0), abs(y1 - y0), 3) // 3
                for k in range(steps + 1):
                    fb.pixel(x0 + (x1 - x0) * k // steps, y0 + (y1 - y0) * k // steps, 0)
                continue
            # Drawn: `wide` lines side by side, the ends squared off where the strokes meet.
            dx, dy = (1, 0) if abs(y1 - y0) >= abs(x1 - x0) else (0, 1)
            for d in range(low, low + wide):
                fb.line(x0 + d * dx, y0 + d * dy, x1 + d * dx, y1 + d * dy, ui.BLACK)
            fb.fill_rect(x0 + low, y0 + low, wide, wide, ui.BLACK)
            fb.fill_rect(x1 + low, y1 + low, wide, wide, ui.BLACK)


def make(app, saved):
    return Table()
