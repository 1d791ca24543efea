"""The simulated flash: a LittleFS filesystem in an image file on the host, so the sessions
survive restarts and power cuts of the simulator as they survive them on the device.

Every block write goes to the file at once (the unix port's files are unbuffered), so a
process killed mid-write leaves what a power cut leaves: the blocks written so far."""

import os

import vfs

BLOCK_SIZE = 4096  # the ESP32 port's LittleFS block (its flash erases 4 KB sectors)
BLOCKS = 256  # 1 MB, a little less than the ESP32 port's default filesystem partition
MOUNT = "/flash"
# An erase writes the block blank in pieces of this: the ESP32's flash erases in place, so a
# block-sized buffer here would be heap the board never needs, and on a fragmented heap the
# one allocation that fails.
_BLANK = b"\xff" * 256


class ImageFile:
    """vfs.VfsLfs2 block device (extended interface) on an image file of BLOCKS blocks."""

    def __init__(self, path, blocks=BLOCKS, size=BLOCK_SIZE):
        self.size = size
        self.blocks = blocks
        try:
            os.stat(path)
        except OSError:
            with open(path, "wb") as out:
                blank = b"\xff" * size
                for _ in range(blocks):
                    out.write(blank)
        self.file = open(path, "r+b")

    def readblocks(self, block, buf, offset=0):
        self.file.seek(block * self.size + offset)
        self.file.readinto(buf)

    def writeblocks(self, block, buf, offset=None):
        self.file.seek(block * self.size + (offset or 0))
        self.file.write(buf)
        self.file.flush()

    def ioctl(self, op, arg):
        if op == 4:  # block count
            return self.blocks
        if op == 5:  # block size
            return self.size
        if op == 6:  # erase: LittleFS programs only erased blocks, and rewrites them whole
            self.file.seek(arg * self.size)
            for _ in range(self.size // len(_BLANK)):
                self.file.write(_BLANK)
            self.file.flush()
            return 0
        return 0


def mount(path, where=MOUNT):
    """Mount the image at `where` (a new image is formatted first); returns the mount point."""
    device = ImageFile(path)
    try:
        vfs.mount(vfs.VfsLfs2(device), where)
    except OSError:
        vfs.VfsLfs2.mkfs(device)
        vfs.mount(vfs.VfsLfs2(device), where)
    return where
