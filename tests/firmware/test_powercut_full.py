"""A full filesystem on LittleFS in RAM (MicroPython only): the hand that does not fit is
refused, everything acknowledged before it is restored, and logging goes on once there is room
(a file apart from test_powercut, for the heap each needs)."""

import os

from powercut_rig import (
    DISK,
    GAME,
    MOUNT,
    PLAYERS,
    RUFER,
    SETTINGS,
    fresh_disk,
    mount,
    restored,
    unmount,
)

from app.journal import Journal, StorageFullError
from core.session import Session


def fill(path, spare_blocks):
    block = bytearray(DISK.size)
    written = 0
    try:
        with open(path, "wb") as handle:
            while True:
                handle.write(block)
                written += 1
    except OSError:
        pass
    with open(path, "wb") as handle:
        for _ in range(written - spare_blocks):
            handle.write(block)


def test_full_filesystem_refuses_the_hand_and_keeps_the_rest():
    # A started session read back first, before the filler cuts up the heap: the first read of
    # a log loads the reader, and its names from .mpy may make MicroPython's next pool of
    # names, ~7 KB in one block at 64 bits (py/qstr.c, qstr_add; docs/measuring.md).
    disk = fresh_disk()
    mount(disk)
    try:
        Journal(MOUNT + "/sessions").start(Session(GAME, SETTINGS, PLAYERS))
    finally:
        unmount()
    session, problems = restored(disk)
    if problems or session is None or session.hands:
        raise AssertionError("the started session restored as {}: {}".format(session, problems))
    session = None
    disk = fresh_disk()
    mount(disk)
    try:
        journal = Journal(MOUNT + "/sessions")
        journal.start(Session(GAME, SETTINGS, PLAYERS))
        # Fill the disk with another file but for a few blocks, then log hands until the
        # journal reports it is full.
        fill(MOUNT + "/filler", spare_blocks=3)
        acknowledged = 0
        full = False
        for _ in range(400):
            try:
                journal.add(RUFER)
            except StorageFullError:
                full = True
                break
            acknowledged += 1
        if not full:
            raise AssertionError("the filesystem never filled up")
        if len(journal.session.hands) != acknowledged:
            raise AssertionError("the refused hand changed the session in memory")
        state = journal.session.state
    finally:
        unmount()
    # A restart forgets the evening it had in memory: the restore rebuilds it from the disk
    # alone, in a heap that does not hold the old one beside it.
    journal = None
    session, problems = restored(disk)
    if problems:
        raise AssertionError("problems after a full disk: {}".format(problems))
    if len(session.hands) != acknowledged or session.state != state:
        raise AssertionError(
            "restored {} hands, {} acknowledged".format(len(session.hands), acknowledged)
        )
    session = None  # another restart
    mount(disk)
    try:
        os.remove(MOUNT + "/filler")
        journal = Journal(MOUNT + "/sessions")
        journal.restore()
        journal.add(RUFER)  # room again: logging goes on where it stopped
        if len(journal.session.hands) != acknowledged + 1:
            raise AssertionError("could not log after making room")
    finally:
        unmount()
