"""The board's USB serial port (the UART the REPL uses) as the sync protocol's byte pipe: reads
never block. The app turns Ctrl-C off (app/platform.py) so that a 0x03 in the stream does not
stop it."""

import select
import sys


class USBSerial:
    def __init__(self):
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
