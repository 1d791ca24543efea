"""The roster on flash: names kept most recent first, bad names refused with nothing changed,
a damaged or foreign line skipped, and a power cut at every block write of a save leaving
the old list or the new one (LittleFS in RAM, MicroPython only)."""

import gc
import os
import time

import vfs

from checks import equal, raises
from ramdisk import CLEAN, ERASED, HALF, RAMDisk
from sync.roster import MAX_NAMES, Roster

MOUNT = "/roster"


def fresh_root():
    root = "/tmp/schreiber-roster-{}".format(time.ticks_us())
    os.mkdir(root)
    return root


def test_names_are_kept_most_recent_first_and_survive_a_restart():
    root = fresh_root()
    roster = Roster(root)
    equal(roster.names, [])
    roster.add("Sepp")
    roster.add("Resi")
    roster.add("Jürgen")
    equal(roster.names, ["Jürgen", "Resi", "Sepp"])
    equal(Roster(root).names, ["Jürgen", "Resi", "Sepp"])
    with open(root + "/roster", "rb") as handle:
        equal(handle.read(), "Jürgen\nResi\nSepp\n".encode("utf-8"))  # the documented format


def test_seated_players_move_to_the_top_in_seat_order():
    root = fresh_root()
    roster = Roster(root)
    for name in ("Anna", "Bert", "Carl", "Dora", "Emil"):
        roster.add(name)
    roster.seated(["Bert", "Anna", "Xaver"])
    equal(roster.names, ["Bert", "Anna", "Xaver", "Emil", "Dora", "Carl"])
    equal(Roster(root).names, roster.names)


def test_bad_names_are_refused_and_change_nothing():
    root = fresh_root()
    roster = Roster(root)
    roster.add("Sepp")
    raises(roster.add, "", field="name")
    raises(roster.add, " Sepp2", field="name")
    raises(roster.add, "x" * 25, field="name")
    raises(roster.add, "Tab\there", field="name")
    err = raises(roster.add, "SEPP", field="name")  # the same player in other letters
    equal("already" in str(err), True)
    raises(roster.remove, "Nobody", field="name")
    equal(Roster(root).names, ["Sepp"])


def test_remove_and_the_limit():
    root = fresh_root()
    roster = Roster(root)
    for i in range(MAX_NAMES + 3):
        roster.add("P{}".format(i))
    equal(len(roster.names), MAX_NAMES)
    equal(roster.names[0], "P{}".format(MAX_NAMES + 2))  # the oldest fall off the end
    roster.remove("P10")
    equal("P10" in Roster(root).names, False)
    equal(len(Roster(root).names), MAX_NAMES - 1)


def test_pushed_names_follow_the_devices_own_bounded_and_without_doubles():
    root = fresh_root()
    roster = Roster(root)
    roster.add("Sepp")
    roster.add("Resi")
    offered = ["Anna", "SEPP", "", " Bad", "x" * 25, "Tab\there", 7, "Jürgen", "anna"]
    held, added = roster.take(offered)
    # A bad name is neither added nor held; one here already (in any case) is held, not added.
    equal(held, ["Anna", "SEPP", "Jürgen", "anna"])
    equal(added, 2)
    equal(Roster(root).names, ["Resi", "Sepp", "Anna", "Jürgen"])
    equal(roster.take(["Resi"]), (["Resi"], 0))
    # Full: what fits is taken, the rest is not held (the host keeps it marked).
    many = ["N{}".format(i) for i in range(MAX_NAMES)]
    held, added = roster.take(many)
    equal(added, MAX_NAMES - 4)
    equal(held, many[: MAX_NAMES - 4])
    equal(Roster(root).names[:4], ["Resi", "Sepp", "Anna", "Jürgen"])
    equal(len(Roster(root).names), MAX_NAMES)
    equal(roster.take(["Zenzi"]), ([], 0))
    from sync.files import ROSTER_MAX

    equal(ROSTER_MAX, MAX_NAMES)  # what a sync offers the host is what the roster keeps


def test_a_pushed_file_with_bad_lines_keeps_the_good_ones():
    root = fresh_root()
    with open(root + "/roster", "wb") as handle:
        handle.write("Vroni\r\n\nVroni\n bad\nMaß\n{}\n".format("y" * 30).encode("utf-8"))
    roster = Roster(root)
    equal(roster.names, ["Vroni", "Maß"])
    equal(roster.skipped, 3)
    with open(root + "/roster", "wb") as handle:
        handle.write(b"\xff\xfe not utf-8")
    roster = Roster(root)
    equal(roster.names, [])
    equal(roster.skipped, 1)


DISK = RAMDisk(24, 256)


def _mounted(disk):
    vfs.mount(vfs.VfsLfs2(disk), MOUNT)


def _unmount():
    try:
        vfs.umount(MOUNT)
    except OSError:
        pass


def _save_with_cut(cut, torn):
    """A roster of two names, then a third added with the power failing at write `cut`.
    Returns (names read back after power-on, whether the add was acknowledged)."""
    DISK.wipe()
    vfs.VfsLfs2.mkfs(DISK)
    _mounted(DISK)
    Roster(MOUNT).add("Anna")
    Roster(MOUNT).add("Bert")
    DISK.writes = 0
    DISK.cut_at = cut
    DISK.torn = torn
    done = False
    try:
        Roster(MOUNT).add("Carl")
        done = True
    except Exception:  # noqa: BLE001 - after the cut the write may fail any way it likes
        if not DISK.dead:
            raise
    _unmount()
    gc.collect()
    DISK.power_on()
    _mounted(DISK)
    try:
        return Roster(MOUNT).names, done, DISK.writes
    finally:
        _unmount()


def test_power_cut_at_every_block_write_of_a_save():
    _unmount()
    got, done, _ = _save_with_cut(0, CLEAN)
    equal((got, done), (["Carl", "Bert", "Anna"], True))
    DISK.wipe()
    vfs.VfsLfs2.mkfs(DISK)
    _mounted(DISK)
    Roster(MOUNT).add("Anna")
    Roster(MOUNT).add("Bert")
    DISK.writes = 0
    Roster(MOUNT).add("Carl")
    writes = DISK.writes
    _unmount()
    for torn in (CLEAN, HALF, ERASED):
        for cut in range(1, writes + 1):
            got, done, _ = _save_with_cut(cut, torn)
            old = ["Bert", "Anna"]
            new = ["Carl", "Bert", "Anna"]
            if done:
                equal(got, new, "cut {} acknowledged".format(cut))
            elif got != old and got != new:
                raise AssertionError("cut {} ({}): roster read back as {}".format(cut, torn, got))
