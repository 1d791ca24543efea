"""The hand-entry wizard's save step (app.wizard): the hand written to the journal, its answers
counted for the next hand's lists (app.tally), what the table's OK offers next, and a write the
flash refused said in the players' words."""

import gc

from app import frame
from app import type as ty
from app.answers import AUTO, PAIRED, SKIP, label
from app.journal import StorageFullError
from app.wizard_order import start
from core import heap
from core.errors import InputError


def commit(screen, app):
    """Save the hand on `screen` (app.wizard.Entry): a new one added to the journal, a
    correction put in place of its hand; the answers counted for the next hand's lists, and
    the next hand's first answer offered on the table. A write the flash refuses changes
    nothing and says so."""
    record = screen.confirm[0]
    # The write needs the flash's buffers, room in one piece: the fonts' glyph data are the
    # largest blocks on the heap, and the next drawing loads them again.
    ty.release()
    gc.collect()
    if screen.index is not None:
        app.busy()  # a correction scores every later hand again: it takes a while
    try:
        if screen.index is None:
            app.journal.add(record)
        else:
            first, deltas = app.journal.edit(screen.index, record)
    except InputError as err:
        return frame.replace("app.notice", {"t": heap.call("app.refusal", "said", app, str(err))})
    except (StorageFullError, OSError) as err:
        # The flash refused the write: nothing was stored (app.journal), and the players are
        # told so in the words the new-session screen says it with, not left at a crash.
        return frame.replace("app.notice", _not_stored(app, err))
    # A new hand is counted; a correction's answers were counted when it was entered.
    for i in range(len(screen.answers) if screen.index is None else 0):
        answer = screen.answers[i]
        if answer[2] != AUTO and answer[1] != SKIP:
            screen.tally.count(answer[0], answer[1])
    if screen.index is None and PAIRED in [answer[2] for answer in screen.answers]:
        from app import wizard_pairs

        wizard_pairs.count(screen.tally, screen.answers)
    screen.tally.save()
    if screen.index is None:
        # The next hand's first answer, as its cursor would start: the table says it at
        # its foot and its OK takes it (app.table). Kept with the session, gone with it.
        app.session.offer = None
    if screen.index is None and screen.first:
        field, values, items, skip, here = screen.first
        value = start(screen.tally, field, values, items)
        if value == here:  # looked at: it leaves the hand open (another one may not)
            said = label(app.texts("entry"), app.session.players, field, value, skip)
            app.session.offer = (value, said, app.lang)
    if screen.index is not None:
        from app.changes import changed_note

        return frame.replace("app.notice", changed_note(app, screen.index, deltas))
    return frame.HOME


def _not_stored(app, err):
    """The notice for a hand the flash would not take: the memory full (sync, then delete old
    sessions), or another write that failed (its errno says nothing to the players)."""
    name = "app.texts_newsession_" + app.lang
    try:
        texts = heap.load(name)
        said = texts.STORAGE_FULL if isinstance(err, StorageFullError) else texts.NOT_STORED
    finally:
        heap.unload(name)
    title, _, rest = said.partition(": ")
    return {"t": title, "l": [rest] if rest else []}
