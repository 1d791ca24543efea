"""Hand entry: the screen the frame opens (make). The wizard itself, loaded with the screen and
let go with it, is app.wizard: it asks, one question at a time, what the core's `choices` asks
(docs/entry-choices.md), fills in the usual answers and ends on a confirm screen with each
seat's change (docs/app.md). The names of the values, which the history shows too, are
app.answers."""


def make(app, saved):
    """The wizard itself is app.wizard, loaded with it."""
    import sys

    if "app.wizard" not in sys.modules:
        # Its code needs room in one piece: the fonts' blocks go first (the drawing loads
        # them again).
        import gc

        from app import type as ty

        ty.release()
        gc.collect()
    from app import wizard

    return wizard.make(app, saved)
