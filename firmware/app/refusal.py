"""What a screen shows for a refusal of the core (core.errors.InputError, raised in English as
"field: message"): the same in the device's language, looked up in app/texts_refusals_<lang>.py
by core.refusals only now, and both let go again before the screen draws it. The field is named
as the entry asks for it ("Player", not the core's "declarer"), in English too; a seat is said
by its player's name, as the table shows it, not as the core counts it."""

from core import heap


def said(app, text, names=None):
    """`text`, a refusal as raised, in `app.lang` (as raised where the rows do not know it),
    each seat said by its name in `names`: the names of the session being set up where given,
    else the session's."""
    field, colon, message = text.partition(": ")
    if not colon:
        return text
    if names is None and app.session is not None:
        names = [player[1] for player in app.session.players]
    name = "app.texts_refusals_" + app.lang
    try:
        rows = heap.load(name).ROWS
        return heap.call("core.refusals", "said", field, message, rows, names)
    except MemoryError:
        # No room for the rows (loaded from .mpy, not frozen, the German rows take about
        # 15 KB): the refusal is said as the core raised it.
        return text
    finally:
        heap.unload(name)
