"""Helpers shared by the session tests (a module of its own: importing one test module from
another would load all its tables into MicroPython's 112 KB heap)."""

import gc

from checks import equal, raises
from core import sheet
from core.session import Session

NAMES = ["Anna", "Bert", "Cilli", "Done", "Erna"]


def new(game, given, players=4, dealer=0):
    gc.collect()
    return Session(game, given, NAMES[:players], dealer)


def play(game, given, players, dealer, hands):
    session = new(game, given, players, dealer)
    for hand in hands:
        session.add(hand)
    return session


def replayed(session, item=2):
    """One item of every hand replayed from the start: 2 deltas, 4 events."""
    out = []
    session.replay(lambda *got: out.append(got[item]))
    return out


def snapshot(session):
    return list(session.hands), sheet.copy_state(session.state), session.corrections, session.ended


def refused(session, field, fn, *args):
    """fn(*args) raises an InputError naming `field`, and the session is as it was."""
    before = snapshot(session)
    err = raises(fn, *args, field=field)
    equal(snapshot(session), before, field + ": nothing changed")
    return err


def standings(session, rows, dealer, status, label):
    """Deltas per hand, scores (their sums), dealer and status."""
    equal(replayed(session), rows, label)
    scores = [sum(row[seat] for row in rows) for seat in range(len(session.players))]
    equal(session.state["scores"], scores, label)
    equal(session.replay(), session.state, label)
    equal((session.state["dealer"], session.status()), (dealer, status), label)


def race(session, over, winners, losers, label):
    state = session.state
    equal((state["over"], state["winners"], state["losers"]), (over, winners, losers), label)
