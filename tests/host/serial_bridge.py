"""A serial line between the simulator's port and a host tool: two pseudo-terminals and a thread
that passes bytes both ways at a UART's rate (115200 baud, 8N1: 11,520 bytes a second) and can
damage them on the way: flip bits, drop bytes, add REPL noise or Ctrl-C, or pull the cable
after a number of bytes.

    bridge = Bridge(device_path, to_host=Faults(flip_every=3000), baud=115200)
    serial.Serial(bridge.host_path) ...
    bridge.close()
"""

import os
import random
import select
import threading
import time
import tty

NOISE = (
    b'\r\nTraceback (most recent call last):\r\n  File "main.py", line 31\r\nOSError: 5\r\n',
    b"\r\nMicroPython v1.29.0 on 2026-01-01; ESP32 module with ESP32\r\n>>> ",
    b"ets Jun  8 2016 00:22:57\r\n\r\nrst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n",
)


class Faults:
    """Damage to one direction, by position in the stream (deterministic for a seed): every
    `flip_every` bytes one bit flipped, every `drop_every` one byte dropped, every
    `noise_every` a boot message or traceback put in, every `ctrl_c_every` a 0x03 put in,
    every `dup_every` a byte sent twice, every `garbage_every` 1 to 40 random bytes put in,
    every `stall_every` the line held still for `stall_s` seconds. With `jitter` the distance
    to the next fault of a kind is drawn between half and one and a half of its `every`."""

    def __init__(
        self,
        flip_every=0,
        drop_every=0,
        noise_every=0,
        ctrl_c_every=0,
        seed=1,
        dup_every=0,
        garbage_every=0,
        stall_every=0,
        stall_s=2.0,
        jitter=False,
    ):
        self.every = (
            flip_every,
            drop_every,
            noise_every,
            ctrl_c_every,
            dup_every,
            garbage_every,
            stall_every,
        )
        self.next = [self._first(n) for n in self.every]
        self.random = random.Random(seed)
        self.jitter = jitter
        self.stall_s = stall_s
        self.stall_until = 0.0  # the line gives nothing on before this time (monotonic)
        self.position = 0
        self.done = [0] * len(self.every)  # how many of each were made

    @staticmethod
    def _first(every):
        return every // 2 if every else -1

    def apply(self, data):
        out = bytearray()
        for byte in data:
            here = self.position
            self.position += 1
            keep = True
            for kind in range(len(self.every)):
                if self.next[kind] != here:
                    continue
                step = self.every[kind]
                if self.jitter:
                    step = self.random.randint(max(step // 2, 1), step + step // 2)
                self.next[kind] += step
                self.done[kind] += 1
                if kind == 0:
                    byte ^= 1 << self.random.randrange(8)
                elif kind == 1:
                    keep = False
                elif kind == 2:
                    out.extend(self.random.choice(NOISE))
                elif kind == 3:
                    out.append(0x03)
                elif kind == 4:
                    out.append(byte)
                elif kind == 5:
                    out.extend(self.random.randbytes(self.random.randint(1, 40)))
                elif time.monotonic() >= self.stall_until:  # one stall at a time
                    self.stall_until = time.monotonic() + self.stall_s
            if keep:
                out.append(byte)
        return bytes(out)


class _Direction:
    def __init__(self, source, sink, faults, rate):
        self.source = source
        self.sink = sink
        self.faults = faults
        self.rate = rate  # bytes a second; 0: as fast as the pseudo-terminal takes them
        self.queue = bytearray()
        self.sent = 0  # in the present run
        self.total = 0  # bytes passed on in all
        self.busy_since = None  # when the line began its present run of sending

    def take(self):
        try:
            data = os.read(self.source, 65536)
        except OSError:
            return False
        if data and self.faults is not None:
            data = self.faults.apply(data)
        self.queue.extend(data)
        return True

    def give(self, now):
        if self.faults is not None and self.faults.stall_until > now:
            self.busy_since = None  # the rate starts again after the stall
            return
        if not self.queue:
            self.busy_since = None
            return
        if self.busy_since is None:
            self.busy_since = now
            self.sent = 0
        count = len(self.queue)
        if self.rate:
            count = min(count, int((now - self.busy_since) * self.rate) - self.sent)
        if count <= 0:
            return
        try:
            written = os.write(self.sink, bytes(self.queue[:count]))
        except BlockingIOError:
            return
        except OSError:
            self.queue.clear()
            return
        del self.queue[:written]
        self.sent += written
        self.total += written


class Bridge:
    def __init__(self, device_path, to_host=None, to_device=None, baud=115200, cut_after=0):
        rate = baud // 10 if baud else 0  # 8 data bits, a start and a stop bit
        self.device = os.open(device_path, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)
        tty.setraw(self.device)
        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)
        os.set_blocking(self.master, False)
        self.host_path = os.ttyname(self.slave)
        self._fds = (self.master, self.slave, self.device)
        self.up = _Direction(self.device, self.master, to_host, rate)
        self.down = _Direction(self.master, self.device, to_device, rate)
        self.cut_after = cut_after  # pull the cable once this many bytes reached the host
        self.cut = False
        self._stop = False
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self):
        while not self._stop:
            ready, _, _ = select.select([self.device, self.master], [], [], 0.001)
            if self.device in ready:
                self.up.take()
            if self.master in ready:
                self.down.take()
            now = time.monotonic()
            self.up.give(now)
            self.down.give(now)
            if self.cut_after and self.up.total >= self.cut_after:
                self.cut = True
                self._close_fds()
                return

    def close(self):
        self._stop = True
        self._thread.join()
        self._close_fds()

    def _close_fds(self):
        fds, self._fds = self._fds, ()
        for fd in fds:
            try:
                os.close(fd)
            except OSError:
                pass
