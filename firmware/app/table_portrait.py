"""The table screen's seats in portrait (the panel turned a quarter, app/rotation.py): each
name on a line of its own, the balance under it. A module of its own, loaded only in portrait,
so the landscape table does not carry its code."""

from app import table, ui

# Portrait sizes to try, largest first: (the names, the balances). Not HUGE: its font would
# be one more on the heap beside the three every screen has loaded (bench/portrait_heap.py).
_STACKED = (("large", "large"), ("body", "large"), ("body", "body"))


def seats(fb, session, notes, amounts, drawn, top, pitch, dealer):
    """Portrait: each seat's name on a line of its own, the balance (or the sheep's head and
    its strokes) under it at the right, the note at the left of the balance, what of it does
    not fit there under it. The largest sizes in which every seat's lines fit its share of
    the height and every figure fits across."""
    small = ui.height(fb, "small")
    for size, figure in _STACKED:
        name_h = ui.height(fb, size)
        figure_h = ui.height(fb, figure)
        side = min(figure_h + 8, pitch - name_h - 4) if drawn is not None else -6
        fits = True
        for seat in range(len(amounts)):
            room = fb.width - 22 - side - ui.width(fb, amounts[seat], figure)
            under = split_note(fb, notes[seat], room)[1]
            if room < 0 or name_h + figure_h + 2 + (small + 2 if under else 0) > pitch:
                fits = False
        if fits:
            break
    for seat in range(len(amounts)):
        amount = amounts[seat]
        right = fb.width - 4 - ui.width(fb, amount, figure)
        beside, under = split_note(fb, notes[seat], right - 18 - side)
        tall = name_h + 2 + figure_h + (small + 2 if under else 0)
        y = top + seat * pitch + (pitch - tall) // 2
        if seat == dealer:
            fb.fill_rect(2, y, 6, name_h, ui.BLACK)  # the one who deals next
        ui.text(fb, ui.fit(fb, session.players[seat][1], size, fb.width - 16), 12, y, size)
        y += name_h + 2
        left = 12
        if drawn is not None:
            table.head(fb, left, y + (figure_h - side) // 2, side, drawn[seat])
            left += side + 6
        ui.text(fb, amount, right, y, figure)
        if beside:
            ui.text(fb, beside, left, y, "small")  # under the name it belongs to
        if under:
            ui.text(fb, ui.fit(fb, under, "small", fb.width - 16), 12, y + figure_h + 2, "small")


def split_note(fb, note, room):
    """A seat's note ("24 to go  Bummerl 1") as what fits in `room` pixels beside the balance
    and the rest, split only between its parts."""
    parts = note.split("  ") if note else []
    keep = len(parts)
    while keep and ui.width(fb, "  ".join(parts[:keep]), "small") > room:
        keep -= 1
    return "  ".join(parts[:keep]), "  ".join(parts[keep:])
