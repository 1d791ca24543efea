"""The board's USB serial port (the UART the REPL uses) as the sync protocol's byte pipe: reads
never block. The app turns Ctrl-C off (app/platform.py) so that a 0x03 in the stream does not
stop it; mpremote's break, CR then Ctrl-C, is noted (repl_asked) and reading stops after it,
so its Ctrl-A that follows stays for the REPL should the app give way to it."""

import select
import sys

_CR = 0x0D
_CTRL_C = 0x03


class USBSerial:
    def __init__(self, stdin=None, stdout=None):
        self.stdin = stdin or sys.stdin.buffer
        self.stdout = stdout or sys.stdout.buffer  # bytes as they are: no newline translation
        self.poller = select.poll()
        self.poller.register(stdin or sys.stdin, select.POLLIN)
        self.last = 0  # the byte read before
        self.repl_asked = False

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
            if byte[0] == _CTRL_C and self.last == _CR:
                self.repl_asked = True  # mpremote's "\r\x03", then "\r\x01" for raw REPL
                self.last = 0
                break
            self.last = byte[0]
        return out

    def write(self, data):
        self.stdout.write(data)
