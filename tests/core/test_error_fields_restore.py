"""A restore names what is wrong with the log it loads, by field and text, and loads nothing
of the refused record."""

from checks import equal, raises
from core.log import kinds as logkinds
from core.session import Session


def refused(fn, args, field, text):
    err = raises(fn, *args, field=field)
    equal(str(err), field + ": " + text, field)


def test_a_restore_names_what_is_wrong_with_the_log():
    session = Session("bierkopf", {}, ["A", "B", "C", "D"], 0, "2026-12-01")
    refused(session.load, (logkinds.UNDO, None), "undo", "there is no hand to take back")
    refused(session.load, (logkinds.START, session.start_record()), "log",
            "a session start in the middle of a session")  # fmt: skip
    equal((len(session.hands), session.corrections), (0, 0), "nothing loaded")
    session.load(logkinds.END, None)
    refused(session.load, (logkinds.HAND, {"points": [61, 59]}), "session",
            "this session has ended")  # fmt: skip
    equal(len(session.hands), 0, "no hand after the end")
