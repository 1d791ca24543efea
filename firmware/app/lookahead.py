"""The wizard's look ahead (app.wizard): the hand as it ends if the answer under the cursor is
taken (the usual answers after it filled in), scored once, for the last answer's screen. A
module of its own beside the wizard, loaded and let go with it."""

from app.answers import MORE
from core.errors import InputError


def look(screen, app):
    """The hand the answer under the cursor ends into screen.preview: (answer, (record,
    deltas, events), said, answers), or None where questions would follow. The screen is
    left as it was."""
    if screen.every:
        return  # the confirm screen comes before saving: nothing shown ahead
    item = screen.items[screen.cursor]
    if item == MORE:
        return  # the answer looked at last stays on screen
    screen.seen = item
    screen.preview = None  # its room first: the look ahead below scores a hand again
    kept = (list(screen.answers), dict(screen.hints), screen.question, screen.items, screen.second)
    kept += (screen.cursor, screen.opened, screen.want, screen.wrong, screen.unsure, screen.before)
    screen.looking = True
    screen.starved = False
    ended = None
    try:
        screen._take(item)
        screen._ask(app)
        if screen.confirm is not None:
            ended = (item, screen.confirm, screen.said, screen.answers)
    except InputError:
        pass  # an impossible hand: said when it is taken with OK
    except MemoryError:
        ended = None  # no room to look ahead: OK shows the confirm screen instead
        screen.starved = True
    finally:
        screen.looking = False
    screen.answers, screen.hints, screen.question, screen.items, screen.second = kept[:5]
    screen.cursor, screen.opened, screen.want, screen.wrong, screen.unsure, screen.before = kept[
        5:
    ]
    screen._drop_to(len(screen.answers))
    screen.confirm = None
    screen.said = None
    screen.preview = ended
