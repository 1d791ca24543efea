"""The journal on a real filesystem (the unix port's): restart, damage, end, prune, history."""

import os
import time

from app.journal import Journal
from checks import equal, raises
from core import heap
from core.log import frames as logformat
from core.session import Session

HEADER_V1 = logformat.MAGIC + b"\x01"
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


def test_the_restore_takes_the_chunks_reserved_at_boot():
    # The platform reserves the hands' chunks before the screens (Journal.reserve): the
    # restore's store takes them in the order they were made, the ones left over are let go,
    # and the evening is the same as one restored without them.
    root = fresh_root()
    try:
        from core.log import follow

        hands = [HANDS[i % len(HANDS)] for i in range(60)]
        before = evening(root, hands)
        plain = Journal(root)
        want = list(plain.restore().hands)
        journal = Journal(root)
        journal.reserve()
        spare = journal.spare
        path = root + "/" + before.current + ".log"
        with open(path, "rb") as handle:
            at = follow.records_at(handle.read(16))
        equal(follow.hands_bytes(path), (os.stat(path)[6] - at) * 4 // 5)
        equal(len(spare), follow.hands_bytes(path) // 256)
        follow = None
        heap.unload("core.log.follow")
        equal(len(spare) > 0, True)
        first = spare[0]
        session = journal.restore()
        equal(list(session.hands), want)
        equal(session.hands.chunks[0] is first, True)
        equal((journal.spare, session.hands.spare), (None, None))
        nothing = Journal(root + "-none")
        nothing.reserve()  # no session open: nothing made
        equal(nothing.spare, None)
    finally:
        remove_tree(root[: -len("/sessions")])


def test_a_reserve_the_heap_cannot_give_changes_nothing():
    # A log far larger than the heap (its records followed by 300 KB of stray bytes): the
    # reservation gives up, and the restore reads the log as it does without one.
    root = fresh_root()
    try:
        before = evening(root)
        with open(root + "/" + before.current + ".log", "ab") as handle:
            block = bytes(4096)
            for _ in range(75):
                handle.write(block)
        block = None
        plain = Journal(root)
        want = (list(plain.restore().hands), plain.problems)
        plain = None
        journal = Journal(root)
        journal.reserve()
        equal(journal.spare, None)
        session = journal.restore()
        equal((list(session.hands), journal.problems), want)
        equal(len(want[0]), len(HANDS))
    finally:
        remove_tree(root[: -len("/sessions")])


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
        size = len(logformat.frame(logformat.HAND, HANDS[3], 4, 0))
        third = len(logformat.frame(logformat.HAND, HANDS[2], 3, 0))

        def flip(data):
            data[len(data) - size - 6] ^= 0x04  # inside the third hand's record
            return data

        damage(root, journal.current, flip)
        again = Journal(root)
        session = again.restore()
        at = again.problems[0][0]
        want = [
            (at, "checksum mismatch: {} bytes skipped".format(third)),
            (at + third, "record 3 lost before this one"),
        ]
        equal(again.problems, want, "the damaged bytes and the record lost")
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
        equal(
            again.problems,
            [
                (
                    8,
                    "checksum mismatch: {} bytes skipped".format(
                        len(logformat.frame(logformat.START, journal.session.start_record(), 0, 1))
                    ),
                )
            ],
        )
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


def test_device_and_session_identity_survive_restarts_and_prunes():
    root = fresh_root()
    try:
        journal = evening(root, HANDS[:1])
        device = journal.device
        equal((len(device), int(device, 16) >= 0), (16, True), "a random id, in hex")
        refused = raises(journal.start, Session("schafkopf", {}, PLAYERS), field="session")
        equal(refused.message, "a session is still open; end it first")
        raises(Journal(root).start, Session("schafkopf", {}, PLAYERS), field="session")
        journal.end()
        first = journal.sessions()[0]
        journal.mark_synced(first)
        journal.prune(first)
        again = Journal(root)
        equal(again.device, device, "the device keeps its id")
        again.start(Session("schafkopf", {}, PLAYERS))
        equal((again.current, again.session.number), ("000002", 2), "never the pruned id")
        session = Journal(root).restore()
        equal((session.device, session.number), (device, 2), "both in the start record")
        other = fresh_root()
        try:
            equal(Journal(other).device == device, False, "another device, another id")
        finally:
            remove_tree(other[: other.rindex("/")])
    finally:
        remove_tree(root[: root.rindex("/")])


def test_corrections_return_what_changed_and_survive_a_restart():
    root = fresh_root()
    try:
        journal = evening(root)
        before = list(journal.session.state["scores"])
        first, deltas = journal.edit(1, HANDS[0])
        after = journal.session.state["scores"]
        equal(first, 1, "hands from the edited one on")
        equal([after[s] - before[s] for s in range(4)], deltas, "totals moved by deltas")
        equal(journal.delete(0)[0], 0, "delete")
        equal(journal.undo()[0], 2, "undo: the last hand")
        equal(Journal(root).restore().state, journal.session.state, "restored")
    finally:
        remove_tree(root[: root.rindex("/")])


def test_a_version_1_log_is_restored_and_goes_on_in_its_format():
    root = fresh_root()
    try:
        journal = Journal(root)
        session = Session("schafkopf", {}, PLAYERS, 0, "2026-11-27")
        start = session.start_record()
        start["venue"] = "Gasthof Post"  # a field this version does not know
        data = HEADER_V1 + logformat.frame(logformat.START, start)
        data += logformat.frame(logformat.START, start) + logformat.frame(logformat.HAND, HANDS[0])
        with open(root + "/000001.log", "wb") as handle:
            handle.write(data)
        with open(root + "/current", "wb") as handle:
            handle.write(b"000001")
        session = journal.restore()
        equal((journal.problems, journal.version, len(session.hands)), ([], 1, 1))
        journal.add(HANDS[1])
        again = Journal(root)
        equal((len(again.restore().hands), again.problems), (2, []), "appended as version 1")
    finally:
        remove_tree(root[: root.rindex("/")])


def test_a_start_with_hands_writes_all_of_them_or_nothing():
    # A tournament table taken over from a swapped device (docs/tournament.md) starts with the
    # other's hands in the new log: a bad hand among them stores nothing; else all of them, in
    # the one file the start writes whole, as a restart reads them; the count goes on.
    root = fresh_root()
    try:
        journal = Journal(root)
        session = Session("skat", {}, ["Resi", "Sepp", "Vroni"], 0, "2026-12-05")
        session.table = ["Preisskat", 1, 2, 3]
        grand = {"game": "grand", "declarer": 0, "bid": 24, "matadors": 1, "result": "won"}
        raises(journal.start, session, [grand, {"game": "grand"}], field="declarer")
        equal((journal.session, journal.sessions()), (None, []))
        session = Session("skat", {}, ["Resi", "Sepp", "Vroni"], 0, "2026-12-05")
        session.table = ["Preisskat", 1, 2, 3]
        journal.start(session, [grand, dict(grand, declarer=1)])
        journal.add(dict(grand, declarer=2))  # the series' last game
        raises(journal.add, grand, field="hand")
        again = Journal(root).restore()
        equal((len(again.hands), again.table), (3, ["Preisskat", 1, 2, 3]))
        equal(list(again.state["scores"]), list(session.state["scores"]))
    finally:
        remove_tree(root[: root.rindex("/")])


def test_a_version_2_log_is_restored_and_goes_on_in_its_format():
    # As the firmware before version 3 wrote it: a device re-flashed in the middle of an
    # evening carries on with it, in its format, torn last record and all.
    root = fresh_root()
    try:
        journal = Journal(root)
        session = Session("schafkopf", {}, PLAYERS, 0, "2026-11-27")
        session.device, session.number = journal.device, 1
        tag = logformat.session_tag(journal.device, 1)
        first = logformat.frame(logformat.START, session.start_record(), 0, tag, 2)
        data = logformat.MAGIC + b"\x02" + first + logformat.pad(0, tag, "0" * 16, 2) + first
        for seq in (1, 2):
            data += logformat.frame(logformat.HAND, HANDS[seq - 1], seq, tag, 2)
        torn = logformat.frame(logformat.HAND, HANDS[2], 3, tag, 2)
        with open(root + "/000001.log", "wb") as handle:
            handle.write(data + torn[:-3])  # the power went as hand 3 was written
        with open(root + "/current", "wb") as handle:
            handle.write(b"000001")
        session = journal.restore()
        equal((journal.version, journal.seq, len(session.hands)), (2, 2, 2))
        torn_at = (
            len(data),
            "incomplete record (torn write): {} bytes skipped".format(len(torn) - 3),
        )
        equal(journal.problems, [torn_at])
        journal.add(HANDS[3])
        with open(root + "/000001.log", "rb") as handle:
            written = handle.read()
        appended = logformat.frame(logformat.HAND, HANDS[3], 3, tag, 2)
        equal(written[-len(appended) :], appended, "appended as version 2, numbered on")
        again = Journal(root)
        equal(len(again.restore().hands), 3, "read back after another restart")
        # The torn bytes, now with a record behind them, fail their checksum: nothing else.
        equal([offset for offset, _ in again.problems], [len(data)], again.problems)
    finally:
        remove_tree(root[: root.rindex("/")])
