"""The settle-up screen without an open session: it says so, and any button leaves."""

from app import frame
from checks import equal
from screen_rig import build, press, top_module


def test_settle_up_without_a_session_says_so_and_leaves():
    app, device, journal, root = build(session=False)
    app.act(frame.push("app.settle"))
    app.draw()
    press(app, "OK")
    equal(top_module(app), "app.table")
