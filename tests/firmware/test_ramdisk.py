"""The power-cut tests' RAM disk (ramdisk.py): what the flash held at the cut comes back at
power-on, whatever was written after it, and the disk takes the heap of its blocks and of the
few it keeps at a cut, not a second copy of the whole disk (the flash costs the device none)."""

import gc

from checks import equal
from ramdisk import CLEAN, KEPT_BLOCKS, PowerCutError, RAMDisk

BLOCKS = 24
SIZE = 256


def refused(error, fn, *args):
    try:
        fn(*args)
    except error:
        return
    raise AssertionError("no {} from {}{}".format(error.__name__, fn.__name__, args))


def cut_disk():
    """A disk with block 1 written, the power cut at the next write (to block 2)."""
    disk = RAMDisk(BLOCKS, SIZE)
    disk.writeblocks(1, b"\x01" * SIZE)
    disk.cut_at = disk.writes + 1
    disk.torn = CLEAN
    refused(PowerCutError, disk.writeblocks, 2, b"\x02" * SIZE)
    equal(disk.dead, True)
    return disk


def test_what_is_written_after_the_cut_is_gone_at_power_on():
    disk = cut_disk()
    # A finalizer closing a file after the cut: the dead disk still takes writes and erases.
    disk.writeblocks(1, b"\x07" * 16, 8)
    disk.ioctl(6, 3)
    disk.writeblocks(3, b"\x03" * SIZE, 0)
    got = bytearray(16)
    disk.readblocks(1, got, 8)
    equal(bytes(got), b"\x07" * 16)  # read back as written until the power comes on
    disk.power_on()
    for block, byte in ((1, 1), (2, 0xFF), (3, 0xFF)):
        disk.readblocks(block, got, 0)
        equal(bytes(got), bytes((byte,)) * 16, "block {}".format(block))


def test_more_blocks_written_after_the_cut_than_kept_is_said():
    disk = cut_disk()
    for block in range(KEPT_BLOCKS + 1):
        disk.ioctl(6, 4 + block)
    refused(ValueError, disk.power_on)


def test_the_disk_takes_its_blocks_not_a_copy_of_them():
    gc.collect()
    free = gc.mem_free()
    disk = RAMDisk(BLOCKS, SIZE)
    gc.collect()
    taken = free - gc.mem_free()
    most = (BLOCKS + KEPT_BLOCKS + 1) * SIZE + 1024  # its blocks, those kept, one blank
    if taken > most:
        raise AssertionError("the disk takes {} bytes, more than {}".format(taken, most))
    disk.wipe()
