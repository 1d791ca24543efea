"""A block device in RAM for LittleFS that can "lose power" at a chosen block write."""


class PowerCutError(Exception):
    pass


CLEAN = 0
HALF = 1
ERASED = 2

# The blocks that may be written between the cut and power_on(): the finalizers of the files the
# firmware left open close them on the dead disk (at most 2 blocks in test_powercut's 417 cuts).
# Their contents at the cut are kept here, not a copy of the whole disk: flash costs the device
# no heap, so its stand-in takes as little as it can.
KEPT_BLOCKS = 4


class RAMDisk:
    """vfs.VfsLfs2 block device (extended interface). Every program and erase counts as a
    write; with `cut_at` = N the N-th write raises PowerCutError instead of completing. How
    the cut leaves the bytes being written, by `torn`:
      CLEAN   untouched;
      HALF    the first half written (a program cut midway; an erase cut midway leaves the
              first half of the block erased);
      ERASED  0xFF over the whole range (erased flash: the page was erased, nothing programmed).

    What the flash held at the cut comes back with `power_on()`. Until then the disk still
    works, so whatever the firmware left behind (an unclosed file's finalizer) can finish
    quietly without changing what was stored: the first write to a block after the cut keeps
    the block's contents (KEPT_BLOCKS of them at most), power_on() puts them back."""

    def __init__(self, blocks, size=512):
        self.size = size
        self.data = bytearray(blocks * size)
        self.view = memoryview(self.data)  # a read slices this, not a copy of the bytes
        self.kept = bytearray(KEPT_BLOCKS * size)
        self.kept_at = [-1] * KEPT_BLOCKS  # the block each slot of `kept` holds, or -1
        self.blank = b"\xff" * size
        self.dead = False
        self.overrun = False
        self.wipe()

    def wipe(self):
        """Erase every block and reset the counters, reusing the same memory."""
        for start in range(0, len(self.data), self.size):
            self.data[start : start + self.size] = self.blank
        self.dead = False
        self.overrun = False
        self.power_on()

    def power_on(self):
        if self.overrun:
            raise ValueError("more than {} blocks written after the cut".format(KEPT_BLOCKS))
        size = self.size
        for slot in range(KEPT_BLOCKS):
            block = self.kept_at[slot]
            if block >= 0 and self.dead:
                self.data[block * size : (block + 1) * size] = self.kept[
                    slot * size : (slot + 1) * size
                ]
            self.kept_at[slot] = -1
        self.writes = 0
        self.cut_at = 0
        self.torn = CLEAN
        self.dead = False

    def _keep(self, block):
        """Before the first write to `block` after the cut: keep what it held at the cut. Runs
        in finalizers, with the heap locked: no slices, no new objects."""
        slot = 0
        while slot < KEPT_BLOCKS:
            if self.kept_at[slot] == block:
                return
            if self.kept_at[slot] < 0:
                break
            slot += 1
        if slot == KEPT_BLOCKS:
            self.overrun = True  # said by power_on(), where raising can allocate
            return
        self.kept_at[slot] = block
        data = self.data
        kept = self.kept
        at = slot * self.size
        start = block * self.size
        for i in range(self.size):
            kept[at + i] = data[start + i]

    def _cut(self, block, buf, offset):
        """True if this write is the one the power fails on (after a torn half, if asked)."""
        if self.dead:
            self._keep(block)
            return False
        self.writes += 1
        if not self.cut_at or self.writes < self.cut_at:
            return False
        start = block * self.size + offset
        if buf is None:  # an erase
            if self.torn == HALF:
                half = self.size // 2
                self.data[start : start + half] = self.blank[:half]
            elif self.torn == ERASED:
                self.data[start : start + self.size] = self.blank
        elif self.torn == HALF:
            half = len(buf) // 2
            self.data[start : start + half] = buf[:half]
        elif self.torn == ERASED:
            self.data[start : start + len(buf)] = self.blank[: len(buf)]
        self.dead = True
        return True

    def readblocks(self, block, buf, offset=0):
        start = block * self.size + offset
        if self.dead:
            # After the cut only finalizers run, with the heap locked: copy without a slice.
            data = self.data
            for i in range(len(buf)):
                buf[i] = data[start + i]
            return
        buf[:] = self.view[start : start + len(buf)]

    def writeblocks(self, block, buf, offset=None):
        offset = offset or 0
        if self._cut(block, buf, offset):
            raise PowerCutError()
        start = block * self.size + offset
        if self.dead:
            data = self.data
            for i in range(len(buf)):
                data[start + i] = buf[i]
            return
        self.data[start : start + len(buf)] = buf

    def ioctl(self, op, arg):
        if op == 4:  # block count
            return len(self.data) // self.size
        if op == 5:  # block size
            return self.size
        if op == 6:  # erase
            if self._cut(arg, None, 0):
                raise PowerCutError()
            start = arg * self.size
            for i in range(start, start + self.size):
                self.data[i] = 0xFF
            return 0
        return 0
