"""The journal on a real filesystem (the unix port's): restart, damage, end, prune, history."""

import os
import time

from app.journal import Journal
from checks import equal, raises
from core import logformat
from core.session import Session

PLAYERS = ["Hans", "Sepp", "Resi", "Vroni"]
HANDS = (
    {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 3},
    {"contract": "solo", "declarer": 1, "result": "lost_schneider"},
    {"contract": "wenz", "declarer": 3, "result": "won", "runners": 2},
    {"contract": "rufer", "declarer": 2, "partner": 1, "result": "won_schneider"},
)


def fresh_root():
    root = "/tmp/schreiber-journal-{}".format(time.ticks_us())
    os.mkdir(root)
    return root + "/sessions"


def remove_tree(path):
    for name in os.listdir(path):
        child = path + "/" + name
        if os.stat(child)[0] & 0x4000:
            remove_tree(child)
        else:
            os.remove(child)
    os.rmdir(path)


def evening(root, hands=HANDS):
    journal = Journal(root)
    journal.start(Session("schafkopf", {}, PLAYERS, 0, "2026-11-27"))
    for hand in hands:
        journal.add(hand)
    return journal


def test_restart_comes_back_to_the_same_session():
    root = fresh_root()
    try:
        before = evening(root)
        before.undo()
        before.edit(0, HANDS[3])
        again = Journal(root)
        session = again.restore()
        equal(again.problems, [])
        equal(session.state, before.session.state, "standings and everything pending")
        equal(list(session.hands), list(before.session.hands), "hands")
        equal(session.corrections, 2, "corrections kept")
        again.add(HANDS[0])  # and the evening goes on where it stopped
        equal(len(Journal(root).restore().hands), 4)
    finally:
        remove_tree(root[: root.rindex("/")])


def damage(root, ident, change):
    path = root + "/" + ident + ".log"
    with open(path, "rb") as handle:
        data = bytearray(handle.read())
    with open(path, "wb") as handle:
        handle.write(change(data))


def test_a_flipped_bit_is_reported_and_only_that_hand_is_lost():
    root = fresh_root()
    try:
        journal = evening(root)
        size = len(logformat.frame(logformat.HAND, HANDS[3]))

        def flip(data):
            data[len(data) - size - 6] ^= 0x04  # inside the third hand's record
            return data

        damage(root, journal.current, flip)
        again = Journal(root)
        session = again.restore()
        equal(len(again.problems), 1, "one problem")
        equal("checksum" in again.problems[0][1], True, again.problems[0][1])
        equal(len(session.hands), 3, "the other hands are kept")
    finally:
        remove_tree(root[: root.rindex("/")])


def test_a_damaged_session_start_is_covered_by_its_copy():
    root = fresh_root()
    try:
        journal = evening(root)

        def flip(data):
            data[len(logformat.HEADER) + 20] ^= 0x01  # inside the first copy of the start
            return data

        damage(root, journal.current, flip)
        again = Journal(root)
        session = again.restore()
        equal(len(again.problems), 1, "the damaged copy is reported")
        equal((len(session.hands), session.date), (4, "2026-11-27"), "and nothing is lost")
    finally:
        remove_tree(root[: root.rindex("/")])


def test_a_torn_last_record_is_reported():
    root = fresh_root()
    try:
        journal = evening(root)
        damage(root, journal.current, lambda data: data[:-5])
        again = Journal(root)
        session = again.restore()
        equal(len(session.hands), 3, "the hands before it are kept")
        equal("incomplete" in again.problems[0][1], True, again.problems)
    finally:
        remove_tree(root[: root.rindex("/")])


def test_ended_sessions_are_kept_and_only_synced_ones_can_be_deleted():
    root = fresh_root()
    try:
        journal = evening(root)
        first = journal.current
        journal.end()
        equal(Journal(root).restore(), None, "no open session after the end")
        session, problems = journal.load(first)
        equal((session.ended, len(session.hands), problems), (True, 4, []))
        journal = evening(root, HANDS[:1])
        raises(journal.prune, journal.current, field="session")  # the open one
        raises(journal.prune, first, field="session")  # not synced yet
        journal.mark_synced(first)
        journal.prune(first)
        equal(journal.sessions(), [journal.current], "only the open session is left")
    finally:
        remove_tree(root[: root.rindex("/")])


def test_restore_reads_only_the_open_session():
    # A long history whose every closed file is garbage still restores: boot never reads it,
    # so boot time does not grow with the number of stored evenings.
    root = fresh_root()
    try:
        for _ in range(30):
            evening(root, HANDS[:2]).end()
        journal = Journal(root)
        for ident in journal.sessions():
            damage(root, ident, lambda data: b"x" * 50)
        evening(root)
        again = Journal(root)
        session = again.restore()
        equal((len(session.hands), again.problems), (4, []))
        equal(len(again.sessions()), 31)
    finally:
        remove_tree(root[: root.rindex("/")])
