"""What a screen shows for a refusal of the core (core.errors.InputError, raised in English as
"field: message"): the same in the device's language, looked up in app/texts_refusals_<lang>.py
by core.refusals only now, and both let go again before the screen draws it."""

from core import heap


def said(app, text):
    """`text`, a refusal as raised, in `app.lang`; as raised where the language has no rows
    (English) or the rows do not know it."""
    field, colon, message = text.partition(": ")
    name = "app.texts_refusals_" + app.lang
    if not colon:
        return text
    try:
        rows = heap.load(name).ROWS
        return heap.call("core.refusals", "said", field, message, rows)
    except (ImportError, MemoryError):
        # No rows for the language, or no room for them (loaded from .mpy, not frozen, the
        # German rows take about 15 KB): the refusal is said as the core raised it.
        return text
    finally:
        heap.unload(name)
