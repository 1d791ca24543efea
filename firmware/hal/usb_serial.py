"""The board's USB serial port (the UART the REPL uses) as the sync protocol's byte pipe: reads
never block, and a 0x03 in the stream does not stop the app."""

import select
import sys


class USBSerial:
    def __init__(self):
        import micropython

        # Ctrl-C would raise KeyboardInterrupt in the app: a stray one from a terminal, or a
        # 0x03 inside a frame. The app serves the port for as long as it runs.
        micropython.kbd_intr(-1)
        self.stdin = sys.stdin.buffer
        self.stdout = sys.stdout.buffer  # bytes as they are: no newline translation
        self.poller = select.poll()
        self.poller.register(sys.stdin, select.POLLIN)

    def read(self, count):
        """The bytes waiting, at most `count`; b"" if none."""
        out = b""
        while len(out) < count:
            ready = self.poller.poll(0)
            if not ready or not ready[0][1] & select.POLLIN:
                break
            byte = self.stdin.read(1)
            if not byte:
                break
            out += byte
        return out

    def write(self, data):
        self.stdout.write(data)
