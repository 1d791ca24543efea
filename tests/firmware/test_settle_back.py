"""The settle-up screen's BACK: the evening goes on, nothing is ended."""

from app import frame
from checks import equal
from screen_rig import build, press, top_module


def test_back_from_settle_up_plays_on():
    app, device, journal, root = build()
    app.act(frame.push("app.settle"))
    app.draw()
    equal(top_module(app), "app.settle")
    press(app, "BACK")
    equal(top_module(app), "app.table")
    equal(journal.session.ended, False)
    equal(journal.current is not None, True)
