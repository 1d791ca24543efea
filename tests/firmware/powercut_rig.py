"""The RAM disk, its mounting and the restore the power-cut tests share (a module of its own:
importing one test module from another would load all its tables into the heap)."""

import gc

import vfs

from app.journal import Journal
from ramdisk import RAMDisk

# A Schafkopf evening with a Stock and Bock rounds, so restored standings depend on the pot and
# on Bock deals that corrections move about (SPEC §2.10).
GAME = "schafkopf"
SETTINGS = {"stock_sweetener": 10, "bock_triggers": ["thrown_in", "lost_solo"]}
PLAYERS = ["Anna", "Bert", "Carl", "Dora"]
RUFER = {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 3}

MOUNT = "/pc"


def mount(disk):
    fs = vfs.VfsLfs2(disk)
    vfs.mount(fs, MOUNT)


def unmount():
    try:
        vfs.umount(MOUNT)
    except OSError:
        pass


# One disk for every trial, allocated first: the heap is only 112 KB and must not fragment.
DISK = RAMDisk(48, 256)


def fresh_disk():
    """The disk, erased and newly formatted."""
    disk = DISK
    disk.wipe()
    vfs.VfsLfs2.mkfs(disk)
    disk.writes = 0
    return disk


def restored(disk):
    gc.collect()  # anything left open before the cut is finalised while the disk is dead
    disk.power_on()
    mount(disk)
    try:
        journal = Journal(MOUNT + "/sessions")
        session = journal.restore()
        ids = journal.sessions()
        problems = journal.problems
        if session is None and ids:
            # The evening had ended (or its end was being written): read the stored file.
            session, problems = journal.load(ids[-1])
        return session, problems
    finally:
        unmount()
