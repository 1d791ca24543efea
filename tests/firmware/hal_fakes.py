"""Stand-ins for the hardware the hal talks to: a clock that only moves when told, and an
SSD168x controller on a recording SPI bus that keeps its two RAMs the way the datasheet's
addressing rules say (window, counters, data entry mode), so a test can read back what the
panel would show."""

from rig_parts import Clock, Pin  # noqa: F401 - the clock and pins, in a module of their own


def fails(error, fn, *args):
    """Call fn(*args) and require it to raise `error`; return the exception."""
    try:
        fn(*args)
    except error as exc:
        return exc
    raise AssertionError("no {} from {}".format(error.__name__, fn))


FULL_MS = 3000  # how long the fake keeps BUSY high for a full refresh
PARTIAL_MS = 400
RESET_MS = 2


class Controller:
    """An SSD168x as seen from its pins. `x_bytes` x `gates` bytes per RAM; a RAM byte's bit 7
    is the first source of its 8. Records the command stream as (command, data bytes)."""

    def __init__(self, clock, x_bytes, gates, stuck_busy=False):
        self.clock = clock
        self.x_bytes = x_bytes
        self.gates = gates
        self.bw = bytearray(x_bytes * gates)
        self.red = bytearray(x_bytes * gates)
        self.glass = bytearray(x_bytes * gates)  # what the panel shows
        self.reset(stuck_busy)

    def reset(self, stuck_busy=False):
        """Power-on state, reusing the RAM buffers (a new 15,000-byte block per test would
        fragment the port's heap)."""
        self.stuck_busy = stuck_busy
        self.record = True  # keep the whole command stream (False: long runs, little heap)
        for ram in (self.bw, self.red, self.glass):
            for i in range(len(ram)):
                ram[i] = 0
        self.stream = []  # [command, bytearray of its arguments, bytes of RAM data]
        self.problems = []  # protocol rules broken (commands while busy, data with CS high)
        self.refreshes = []  # the 0x22 option of each refresh started
        self.resets = 0
        self.asleep = False
        self.busy_until = 0
        self.cs_level = 1
        self.dc_level = 1
        self.rst_level = 1
        self.entry = 3
        self.x_range = (0, self.x_bytes - 1)
        self.y_range = (0, self.gates - 1)
        self.x = 0
        self.y = 0
        self.sequence = 0xFF

    # -- pins -------------------------------------------------------------------------------
    def cs(self, *value):
        if value:
            self.cs_level = value[0]
        return self.cs_level

    def dc(self, *value):
        if value:
            self.dc_level = value[0]
        return self.dc_level

    def rst(self, *value):
        if value:
            if self.rst_level == 0 and value[0] == 1:
                self.resets += 1
                self.asleep = False
                self.busy_until = self.clock.now + RESET_MS
            self.rst_level = value[0]
        return self.rst_level

    def busy(self):
        return 1 if self.stuck_busy or self.asleep or self.clock.now < self.busy_until else 0

    # -- SPI --------------------------------------------------------------------------------
    def write(self, data):
        if self.cs_level != 0:
            self.problems.append("SPI write with CS high")
        if self.dc_level == 0:
            for byte in data:
                self._command(byte)
        else:
            if not self.stream:
                self.problems.append("data before any command")
                return
            entry = self.stream[-1]
            command, args = entry[0], entry[1]
            if command in (0x24, 0x26):
                ram = self.bw if command == 0x24 else self.red
                for byte in data:
                    self._store(ram, byte)
                entry[2] += len(data)
                return
            args.extend(data)
            self._apply(command, args)

    def _command(self, byte):
        if self.busy():
            self.problems.append("command 0x{:02x} while BUSY".format(byte))
        entry = [byte, bytearray(), 0]
        if self.record:
            self.stream.append(entry)
        else:
            self.stream = [entry]  # only the command that data goes to
        if byte == 0x12:
            self.busy_until = self.clock.now + RESET_MS
        elif byte == 0x20:
            full = self.sequence == 0xF7
            self.busy_until = self.clock.now + (FULL_MS if full else PARTIAL_MS)
            self.refreshes.append(self.sequence)
            self.glass[:] = self.bw

    def _apply(self, command, args):
        if command == 0x11 and len(args) == 1:
            self.entry = args[0]
        elif command == 0x44 and len(args) == 2:
            self.x_range = (args[0], args[1])
        elif command == 0x45 and len(args) == 4:
            self.y_range = (args[0] | args[1] << 8, args[2] | args[3] << 8)
        elif command == 0x4E and len(args) == 1:
            self.x = args[0]
        elif command == 0x4F and len(args) == 2:
            self.y = args[0] | args[1] << 8
        elif command == 0x22 and len(args) == 1:
            self.sequence = args[0]
        elif command == 0x10 and len(args) == 1 and args[0] & 3:
            self.asleep = True

    def _store(self, ram, byte):
        if not (0 <= self.x < self.x_bytes and 0 <= self.y < self.gates):
            self.problems.append("RAM write outside the panel at {},{}".format(self.x, self.y))
            return
        ram[self.y * self.x_bytes + self.x] = byte
        # The counter moves along X (AM=0) or Y (AM=1), in the direction ID gives, and at
        # the window's end returns to its start and steps the other counter.
        x_step = 1 if self.entry & 1 else -1
        y_step = 1 if self.entry & 2 else -1
        if self.entry & 4:
            if self.y == self.y_range[1]:
                self.y = self.y_range[0]
                self.x += x_step
            else:
                self.y += y_step
        else:
            if self.x == self.x_range[1]:
                self.x = self.x_range[0]
                self.y += y_step
            else:
                self.x += x_step

    # -- reading back -----------------------------------------------------------------------
    def pixel(self, source, gate, ram=None):
        """1 (white) or 0 (black) at one source and gate of the glass (or of a RAM)."""
        ram = self.glass if ram is None else ram
        return (ram[gate * self.x_bytes + (source >> 3)] >> (7 - (source & 7))) & 1

    def commands(self):
        """The stream as (command, bytes) pairs; RAM writes give only their length."""
        out = []
        for command, args, written in self.stream:
            out.append((command, written if command in (0x24, 0x26) else bytes(args)))
        return out

    def clear_log(self):
        self.stream = []
        self.refreshes = []
