"""The settle-up screen in the app's frame, on a drawn panel: settling ends the session in the
journal and stays until dismissed, also over a power cut (BACK, playing on: test_settle_back)."""

import gc

from app import frame
from app.frame import Frame
from app.journal import Journal
from checks import equal
from screen_rig import build, press, top_module


def test_settle_up_ends_the_session_and_stays_until_dismissed():
    app, device, journal, root = build()
    app.act(frame.push("app.settle"))
    app.draw()
    equal(top_module(app), "app.settle")
    ident = journal.current
    press(app, "OK")
    equal(journal.current, None)
    equal(journal.sessions(), [ident])
    equal(top_module(app), "app.settle")  # still shown
    # After a power cut on the ended screen it comes back as it was; the session's file
    # says the session ended: nothing is open after the restart.
    app.save()
    policy = app.policy
    app = journal = None
    from app import type as ty

    ty.release()  # a restart begins without the fonts, as the device does
    gc.collect()
    restarted = Journal(root + "/sessions")
    equal(restarted.restore(), None)
    again = Frame(device, restarted, policy, root, "en")
    again.start()
    equal(top_module(again), "app.settle")
    again.draw()
    press(again, "OK")  # dismissed
    equal(top_module(again), "app.table")
