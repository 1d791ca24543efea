"""The simulator's USB serial port: the device end of a pseudo-terminal the launcher opens
(host_tools/sim.py --serial prints the other end's path for the host tool). As with the board's
UART, reads never block, and a write never waits long: bytes nobody takes are lost on the line
(the launcher opens the descriptor non-blocking).

What comes in waits in a ring as small as the ESP32 port's: MicroPython v1.29's
ports/esp32/mphalport.c keeps stdin in `stdin_ringbuf_array[260]`, and uart.c's receive
interrupt puts each byte with `ringbuf_put`, which drops it while the ring is full (py/ringbuf.h
keeps one slot free: 259 bytes held). The app reads the ring only when its loop polls, so what
arrives while it does not (a panel refresh, up to 3 s) beyond those 259 bytes is lost here as
on the board."""

import select

from micropython import const

from hal.sim_esp32 import kbd_intr, uart_received

_WRITE_WAIT_MS = const(20)  # one wait for room in the line's buffer
_WRITE_TRIES = const(10)  # waits before the rest of a write is given up: nobody is reading
RING = const(260)  # ports/esp32/mphalport.c: stdin_ringbuf_array[260]


def into_ring(ring, data):
    """Put `data` into `ring` (a bytearray) as the port's receive interrupt does: RING - 1
    bytes held, the rest dropped; returns how many were dropped."""
    room = max(RING - 1 - len(ring), 0)
    ring.extend(data[:room])
    return max(len(data) - room, 0)


class _Micropython:
    """The micropython module with its kbd_intr going to the board's UART (hal/sim_esp32).
    Here, not in the ESP32 stand-in: only a run with a serial line needs it, and every run
    holds the stand-in's objects in its heap."""

    def __getattr__(self, name):
        return getattr(self.real, name)

    def kbd_intr(self, char):
        kbd_intr(char)


def install_micropython():
    """Make `import micropython` give the module whose kbd_intr reaches uart_received."""
    import sys

    import micropython

    proxy = _Micropython()
    proxy.real = getattr(micropython, "real", micropython)
    sys.modules["micropython"] = proxy


class SimSerial:
    def __init__(self, fd):
        self.file = open(fd, "r+b", buffering=0)
        self.poller = select.poll()
        self.poller.register(self.file, select.POLLIN)
        self.writable = select.poll()
        self.writable.register(self.file, select.POLLOUT)
        self.ring = bytearray()  # what came and was not read yet
        self.dropped = 0  # bytes lost to a full ring
        self.lost = 0  # bytes given up because no one read them

    def read(self, count):
        """The bytes waiting, at most `count`; b"" if none. Everything that arrived on the
        line since the last read goes through the ring first."""
        while True:
            ready = self.poller.poll(0)
            if not ready or not ready[0][1] & select.POLLIN:
                break
            data = self.file.read(RING)
            if not data:
                break
            # a Ctrl-C raises at once, unless the app turned it off (uart_received)
            self.dropped += into_ring(self.ring, uart_received(data))
        out = bytes(self.ring[:count])
        self.ring[0:count] = b""
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
