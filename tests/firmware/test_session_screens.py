"""The settle-up screen in the app's frame, on a drawn panel: settling ends the session in the
journal and stays until dismissed, also over a power cut (BACK, playing on: test_settle_back)."""

import gc
import sys

from app import frame
from app.frame import Frame
from app.journal import Journal
from checks import equal
from screen_rig import build, power_off, press, top_module


def settled_and_cut():
    """Settle up, see the session ended and the screen stay, then cut the power on it. A
    function of its own: once it returns, nothing of the evening's frame is left referenced
    from the test's stack, as nothing is after a real restart."""
    app, device, journal, root = build()
    app.act(frame.push("app.settle"))
    # The table, covered, is not drawn: its words were let go before the settle-up loaded.
    equal("app.texts_table_en" in sys.modules, False)
    gc.collect()  # as the device does after an action (app.platform)
    app.draw()
    equal(top_module(app), "app.settle")
    ident = journal.current
    press(app, "OK")
    equal(journal.current, None)
    equal(journal.sessions(), [ident])
    equal(top_module(app), "app.settle")  # still shown
    app.save()
    return device, app.policy, root


def test_settle_up_ends_the_session_and_stays_until_dismissed():
    device, policy, root = settled_and_cut()
    power_off()  # a restart: without the screens' modules, fonts and rules, as on the device
    # After the power cut on the ended screen it comes back as it was; the session's file
    # says the session ended: nothing is open after the restart.
    restarted = Journal(root + "/sessions")
    equal(restarted.restore(), None)
    again = Frame(device, restarted, policy, root, "en")
    gc.collect()  # as the device starts (app.platform)
    again.start()
    equal(top_module(again), "app.settle")
    again.draw()
    press(again, "OK")  # dismissed
    equal(top_module(again), "app.table")
