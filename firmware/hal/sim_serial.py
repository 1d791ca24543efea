"""The simulator's USB serial port: the device end of a pseudo-terminal the launcher opens
(host_tools/sim.py --serial prints the other end's path for the host tool). As with the board's
UART, reads never block, and a write never waits long: bytes nobody takes are lost on the line
(the launcher opens the descriptor non-blocking)."""

import select

from hal.sim_esp32 import uart_received

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


_WRITE_WAIT_MS = const(20)  # one wait for room in the line's buffer
_WRITE_TRIES = const(10)  # waits before the rest of a write is given up: nobody is reading


class SimSerial:
    def __init__(self, fd):
        self.file = open(fd, "r+b", buffering=0)
        self.poller = select.poll()
        self.poller.register(self.file, select.POLLIN)
        self.writable = select.poll()
        self.writable.register(self.file, select.POLLOUT)
        self.lost = 0  # bytes given up because no one read them

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
            out += uart_received(byte)  # a Ctrl-C, unless the app turned it off
        return out

    def write(self, data):
        view = memoryview(data)
        tries = 0
        while len(view):
            written = self.file.write(view)
            if written:
                view = view[written:]
                continue
            tries += 1
            if tries > _WRITE_TRIES:
                self.lost += len(view)
                return
            self.writable.poll(_WRITE_WAIT_MS)
