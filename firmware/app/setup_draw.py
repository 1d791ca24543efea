"""Drawing the steps of a new session (app.setup) on any framebuf-like surface, in the
catalogue's words: a title band, a list with the cursor's row inverted, the character picker,
the rule card, and a foot line with the buttons' hint or, in its place, why a choice was
refused."""

from app import setting_list, setting_values
from app import setup as steps
from app import type as ty

_PAD = setting_list.PAD


def draw(fb, setup, words, rules):
    """`words`: the screen's catalogue (texts_newsession); `rules`: the rows of words for
    the chosen game's settings (setting_values.rule_words), () before a game is chosen.
    Returns how many rows a page of the list shows (1 where there is no list): a long
    PREV/NEXT moves that far; on the rule card, how many settings its page shows (NEXT
    turns the page), 0 on its last."""
    sizes = ty.sizes_for(fb)
    fb.fill(ty.WHITE)
    step = setup.step
    # The rule card needs every line the small panel has: its title in small type there.
    # The 2.9" panel in portrait: small type everywhere, so that names and presets fit across.
    tight = _narrow(fb) and not ty.big(fb)
    small_title = (step == steps.CARD or tight) and not ty.big(fb)
    title = _title_text(setup, words, rules)
    top = _title(fb, title, sizes[ty.SMALL if small_title else ty.BODY])
    bottom = _foot(fb, setup, words, sizes[ty.SMALL])
    if step == steps.NAME:
        _picker(fb, setup.picker, words, top, bottom, sizes)
    elif step == steps.CARD:
        return rule_card(fb, setup, words, rules, top, bottom, sizes)
    else:
        return _list(fb, setup, words, rules, top, bottom, sizes, tight)
    return 1


def _list(fb, setup, words, rules, top, bottom, sizes, tight):
    step = setup.step
    rows = [_item_text(setup, words, rules, item) for item in setup.items()]
    if step == steps.RULES or step == steps.EDIT or tight:
        size = sizes[ty.SMALL] if ty.big(fb) or tight else sizes[ty.BODY]
        # The 2.9" panel's landscape: small type where a setting and its value do not fit
        # across in body type, not the value cut.
        if size != sizes[ty.SMALL] and _widest(rows, size) > fb.width - 2 * _PAD - 8:
            size = sizes[ty.SMALL]
    else:
        size = sizes[ty.LARGE] if ty.big(fb) else sizes[ty.BODY]
        # A name too long for large type is shown whole in smaller type, not cut.
        if size != sizes[ty.BODY] and _widest(rows, size) > fb.width - 2 * _PAD - 8:
            size = sizes[ty.BODY]
    # A value is chosen among its neighbours: the current one in the middle of the list
    # on either panel, with the values below and above it in view.
    return setting_list.draw(fb, rows, setup.cursor, top, bottom, size, step == steps.EDIT)


def _widest(rows, size):
    """The widest row in `size`: a text, or a setting and its value two spaces apart."""
    widest = 0
    for row in rows:
        if isinstance(row, tuple):
            row = row[0] + "  " + row[1] if row[1] else row[0]
        widest = max(widest, ty.width(row, size))
    return widest


def _title_text(setup, words, rules):
    step = setup.step
    if step == steps.GAME:
        return words.TITLE_GAME
    if step == steps.PRESET:
        return _game_name(words, setup.game) + ": " + words.TITLE_PRESET
    if step == steps.RULES:
        return (words.TITLE_RULES, setting_values.preset_name(rules, setup.preset))
    if step == steps.EDIT:
        return setting_values.label(rules, setup.key)
    if step == steps.SEATS:
        return words.TITLE_SEATS
    if step == steps.SEAT:
        seat = len(setup.players) + 1
        if setup.mending:
            return words.TITLE_MEND
        if seat > 2 and setup.paired():
            # Partners sit opposite (core.facts.paired): seat 3 with seat 1, 4 with 2.
            return words.PARTNER_OF.format(seat, setup.players[seat - 3])
        return words.TITLE_SEAT.format(seat)
    if step == steps.NAME:
        if setup.mending is not None:
            return words.TITLE_MENDING.format(setup.mending)
        return words.TITLE_NEW_NAME.format(len(setup.players) + 1)
    if step == steps.DEALER:
        return words.TITLE_DEALER
    # The rule card: its band names the game and the preset agreed; where the settings give
    # the session a title of its own (a Bierlachs list by its limit, whatever the preset was
    # called), that title alone.
    from core import facts, games, presets

    settings = presets.defaults(setup.game, setup.given)
    key, number = facts.title(setup.game, settings, len(setup.players))
    if key != games.row(setup.game)[3]:
        return words.GAMES.get(key, key).format(number)
    return (words.GAMES[key], setting_values.preset_name(rules, setup.preset))


def _game_name(words, game):
    """A game as the list of games names it: by its registry row's title key."""
    from core import games

    key = games.row(game)[3]
    return words.GAMES.get(key, key)


def _item_text(setup, words, rules, item):
    step = setup.step
    if step == steps.GAME:
        return _game_name(words, item)
    if step == steps.PRESET:
        return setting_values.preset_name(rules, item)
    if step == steps.RULES:
        if item is None:
            return (words.START_WITH, "")
        mark = "*" if item in setup.changed else ""  # changed from the preset
        value = setting_values.value_text(words, rules, item, setup.value(item), _tariff(setup))
        return (mark + setting_values.label(rules, item), value)
    if step == steps.EDIT:
        if setup.kind(setup.key) == "set":
            box = "[x] " if item in setup.picked else "[ ] "
            return box + setting_values.entry_text(rules, setup.key, item)
        return setting_values.value_text(words, rules, setup.key, item, _tariff(setup))
    if step == steps.SEATS:
        return words.PLAYERS_N.format(item)
    if step == steps.SEAT:
        if item is None:
            return words.NEW_NAME
        return words.MEND_NAME if item is steps.MEND else item
    return words.DEALER_NONE if item is None else item  # the dealer's step: a seated name


def _tariff(setup):
    """Schafkopf's tariff as agreed so far (None for the other games): it says whether the
    rates are money or points (setting_values.value_text)."""
    if setup.game != "schafkopf":
        return None
    return setup.value("tariff_preset")


def _title(fb, text, size):
    """`text`, or (what, preset): "what: preset" where it fits, else the preset alone, so a
    title never cuts the words that tell the presets apart. In portrait over two lines where
    it needs them."""
    room = fb.width - 2 * _PAD
    most = 2 if _narrow(fb) else 1
    if isinstance(text, tuple):
        whole = text[0] + ": " + text[1]
        if most == 1:
            fits = ty.width(whole, size) <= room
        else:
            fits = len(ty.lines(whole, size, room, most + 1)) <= most
        text = whole if fits else text[1]
    lines = ty.lines(text, size, room, most)
    band = len(lines) * ty.height(size) + 2 * _PAD
    fb.fill_rect(0, 0, fb.width, band, ty.BLACK)
    for i in range(len(lines)):
        ty.draw(fb, lines[i], _PAD, _PAD + i * ty.height(size), size, ty.WHITE)
    return band + 2


def _narrow(fb):
    """Portrait: less across than down."""
    return fb.width < fb.height


def _foot(fb, setup, words, size):
    """The hint on the last line; a refusal in its place, inverted so it is seen, over as
    many as three lines (the core's reasons are sentences)."""
    band = ty.height(size) + 2 * _PAD
    problem = setup.problem
    field = getattr(setup, "problem_field", None)
    if problem is not None and field == "date":
        problem = words.NO_DATE  # the one the players can mend: set the clock
    elif problem is not None and field == "storage":
        problem = words.STORAGE_FULL  # the journal's, in the screen's language
    elif problem is not None and field == "not_stored":
        problem = words.NOT_STORED
    if problem is None and setup.step == steps.NAME and setup.picker.problem is not None:
        problem = _NAME_PROBLEMS[setup.picker.problem](words)
    if problem is None:
        hints = ty.lines(_hint(setup, words), size, fb.width - 2 * _PAD, 3 if _narrow(fb) else 1)
        y = fb.height - band - (len(hints) - 1) * ty.height(size)
        fb.hline(0, y, fb.width, ty.BLACK)
        for i in range(len(hints)):
            ty.draw(fb, hints[i], _PAD, y + _PAD + i * ty.height(size), size)
        return y - 2
    lines = ty.lines(words.REFUSED.format(problem), size, fb.width - 2 * _PAD, 3)
    height = len(lines) * ty.height(size) + 2 * _PAD
    y = fb.height - height
    fb.fill_rect(0, y, fb.width, height, ty.BLACK)
    for i in range(len(lines)):
        ty.draw(fb, lines[i], _PAD, y + _PAD + i * ty.height(size), size, ty.WHITE)
    return y - 2


_NAME_PROBLEMS = {
    "empty": lambda words: words.NAME_EMPTY,
    "taken": lambda words: words.NAME_TAKEN,
    "bad": lambda words: words.NAME_BAD,
    "long": lambda words: words.NAME_LONG,
}


def _hint(setup, words):
    step = setup.step
    if step == steps.EDIT:
        return words.HINT_SET if setup.kind(setup.key) == "set" else words.HINT_EDIT
    if step == steps.NAME:
        return words.HINT_PICKER
    if step == steps.CARD:
        return words.HINT_CARD
    return words.HINT_LIST


def _picker(fb, picker, words, top, bottom, sizes):
    """The name so far with a cursor, then the names that complete it, or the ring of groups
    around the mark, or the open group's letters, the marked one inverted."""
    from app.picker import DELETE_AT, DONE_AT

    large = sizes[ty.LARGE]
    x = ty.draw(fb, picker.text, _PAD, top + _PAD, large) + _PAD
    fb.fill_rect(x + 1, top + _PAD + ty.height(large) - 3, ty.width("M", large) - 2, 3, ty.BLACK)
    y = top + 2 * _PAD + ty.height(large) + 4
    fb.hline(0, y - 3, fb.width, ty.BLACK)
    if picker.offer is not None:
        # Names that complete the text, the way back to the letters last.
        rows = picker.offer + [words.MORE_LETTERS]
        setting_list.draw(fb, rows, picker.pick, y, bottom, sizes[ty.BODY])
        return
    if picker.group is not None:
        labels = _labels(picker.letters(), words)
        size = sizes[ty.LARGE]  # HUGE has figures only
        high = ty.height(size) + 4 * _PAD
        # Each cell as wide as the widest capital (a word for the space: wider), so every
        # letter fits with room around it.
        cells = [max(ty.width("W", size), ty.width(label, size)) + 4 * _PAD for label in labels]
        cx = (fb.width - sum(cells)) // 2
        for i in range(len(labels)):
            colour = ty.BLACK
            if i == picker.letter:
                fb.fill_rect(cx, y, cells[i], high, ty.BLACK)
                colour = ty.WHITE
            else:
                fb.rect(cx, y, cells[i], high, ty.BLACK)
            # Centred in its cell: the letters are of different widths.
            lx = cx + (cells[i] - ty.width(labels[i], size)) // 2
            ty.draw(fb, labels[i], lx, y + 2 * _PAD, size, colour)
            cx += cells[i]
        return
    # The whole ring in reading order, wrapped over lines, the marked place inverted: the
    # player sees where DONE and DELETE are and how far each group is.
    size = sizes[ty.BODY] if ty.big(fb) else sizes[ty.SMALL]
    inner = _PAD + 2  # the glyphs clear of the box on every side
    height = ty.height(size) + 2 * inner
    x = _PAD
    for place in range(-1, DONE_AT + 1):
        if place == DELETE_AT:
            labels = [words.DELETE]
        elif place == DONE_AT:
            labels = [words.DONE]
        else:
            labels = _labels(picker.letters_of(place), words)
        # Letters a little apart, so narrow pairs (VW, XY) do not run together; a group with
        # a word in it (the space) is spaced like words.
        gap = 2 if max(len(label) for label in labels) == 1 else ty.width(" ", size)
        wide = sum(ty.width(label, size) for label in labels) + gap * (len(labels) - 1)
        wide += 2 * inner
        if x + wide > fb.width:
            x = _PAD
            y += height + 4
        colour = ty.BLACK
        if place == picker.at:
            fb.fill_rect(x, y, wide, height, ty.BLACK)
            colour = ty.WHITE
        else:
            fb.rect(x, y, wide, height, ty.BLACK)
        lx = x + inner
        for label in labels:
            lx += ty.draw(fb, label, lx, y + inner, size, colour) + gap
        x += wide + 4


def _labels(letters, words):
    """A group's characters as the picker shows them: the space by its name."""
    return [words.SPACE if letter == " " else letter for letter in letters]


def rule_card(fb, setup, words, rules, top, bottom, sizes):
    """What was agreed, a page at a time: on the first the players in seat order, the first
    dealer and the date, then the settings that matter (rulecard.lines, those changed from
    the preset first and marked "*"), each broken between words where it is too long for a
    line. Returns how many settings this page shows when more follow (NEXT turns to them,
    the last line says how many), 0 on the card's last page."""
    from app import rulecard

    size = sizes[ty.BODY] if ty.big(fb) else sizes[ty.SMALL]
    room = fb.width - 2 * _PAD
    # Lines close together on the small panel, so the settings that matter fit.
    pitch = ty.height(size) + (2 if ty.big(fb) else 0)
    rows = rulecard.lines(setup.game, setup.given, words, rules, setup.changed)
    first = setup.cursor if setup.cursor < len(rows) else 0
    y = top + 1
    if not first:
        players = setup.players
        if setup.paired():
            # Who partners whom (core.facts.paired): seats 1 and 3, 2 and 4, in that order.
            line = words.CARD_PAIRS.format(players[0], players[2], players[1], players[3])
        else:
            line = ", ".join(players)
        y = _wrapped(fb, line, y, size, room, pitch)
        # The first dealer by name, and the date: on one line where they fit, else on two.
        dealer = words.CARD_DEALER.format(players[setup.dealer])
        date = words.CARD_DATE + " " + (setup.date or words.CARD_NO_DATE)
        head = dealer + " · " + date
        y = _wrapped(
            fb, [head] if ty.width(head, size) <= room else [dealer, date], y, size, room, pitch
        )
        fb.hline(0, y, fb.width, ty.BLACK)
        y += 3
    for i in range(first, len(rows)):
        parts = ty.lines(setting_list.broken(rows[i], size, room), size, room, 9)
        more = len(rows) - i
        need = len(parts) * pitch
        if i > first and (y + need > bottom or (more > 1 and y + need + pitch > bottom)):
            ty.draw(fb, words.CARD_MORE.format(more), _PAD, y, size)
            return i - first
        y = _wrapped(fb, parts, y, size, room, pitch)
    return 0


def _wrapped(fb, text, y, size, room, pitch):
    """`text` (or its lines already broken) over as many lines as it needs, broken between
    words (type.lines); returns the next row."""
    for line in text if isinstance(text, list) else ty.lines(text, size, room, 9):
        ty.draw(fb, line, _PAD, y, size)
        y += pitch
    return y
