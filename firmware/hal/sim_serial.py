"""The simulator's USB serial port: the device end of a pseudo-terminal the launcher opens
(host_tools/sim.py --serial prints the other end's path for the host tool). Reads never block,
as the board's UART driver hands over only what has arrived."""

import select


class SimSerial:
    def __init__(self, fd):
        self.file = open(fd, "r+b", buffering=0)
        self.poller = select.poll()
        self.poller.register(self.file, select.POLLIN)

    def read(self, count):
        """The bytes waiting, at most `count`; b"" if none."""
        out = b""
        while len(out) < count:
            ready = self.poller.poll(0)
            if not ready or not ready[0][1] & select.POLLIN:
                break
            byte = self.file.read(1)
            if not byte:
                break
            out += byte
        return out

    def write(self, data):
        self.file.write(data)

    def fileno(self):
        return self.file.fileno()
