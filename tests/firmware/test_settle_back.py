"""The settle-up screen's BACK: the evening goes on, nothing is ended."""

import gc

from app import frame
from app import type as ty
from checks import equal
from core.session import Session
from screen_rig import build, press, top_module


def test_back_from_settle_up_plays_on():
    # A Bierkopf evening: BACK does the same in every game, and its rules are the smallest
    # to load, so the test keeps its room under the firmware tests' heap.
    app, device, journal, root = build(session=False)
    # As a session starts on the device (app.newsession): the fonts let go first, so the rules
    # load into the room they leave, and the table loads them again.
    ty.release()
    gc.collect()
    journal.start(Session("bierkopf", {}, ["Sepp", "Resi", "Hans", "Vroni"]))
    journal.add({"result": "simple", "winner": 0})
    gc.collect()  # as the device's loop does after every action (app/platform.py)
    app.act(frame.push("app.settle"))
    app.draw()
    equal(top_module(app), "app.settle")
    press(app, "BACK")
    equal(top_module(app), "app.table")
    equal(journal.session.ended, False)
    equal(journal.current is not None, True)
    equal(len(journal.session.hands), 1)
