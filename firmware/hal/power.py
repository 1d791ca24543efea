"""Battery voltage and its warnings, and when to sleep: pure logic, with the machine's sleep
calls behind one small class (MachineSleep) so the decisions are tested without a board."""

from core.errors import InputError

# Battery states.
OK = "ok"
LOW = "low"  # warn on screen; an evening still fits
EMPTY = "empty"  # save and deep-sleep: below this the regulator can no longer hold 3.0 V

# Sleep decisions.
AWAKE = "awake"  # a press or a refresh is under way: keep polling
LIGHT = "light"  # waiting for input: light sleep until a button or the idle deadline
DEEP = "deep"  # idle too long: panel to sleep, then deep sleep until OK is pressed

# A single LiPo cell at rest: about 3.6 V with a tenth of its charge left and 3.4 V nearly
# empty (typical discharge curves of 1C-rated cells; the percentage is a guide, not a gauge).
LOW_MV = 3600
EMPTY_MV = 3400
_HYSTERESIS_MV = 100  # a warning clears only well above its threshold: no flicker under load
# (mV, %) points of a typical LiPo open-circuit curve; straight lines between them.
_CURVE = (
    (3400, 0),
    (3500, 3),
    (3600, 10),
    (3700, 25),
    (3750, 38),
    (3800, 50),
    (3900, 65),
    (4000, 78),
    (4100, 90),
    (4200, 100),
)

IDLE_MINUTES = 15
# After the serial line woke light sleep: awake this long for the host's next HELLO (it says
# HELLO every second, host_tools/sync/serial_client.py RETRY_MS), since the first one was lost.
LISTEN_MS = 3000
_IDLE_RANGE = (1, 240)


class Battery:
    """Cell voltage through a divider: r_top from the cell to the ADC pin, r_bottom from the
    pin to ground. `adc` is a machine.ADC (or anything with read_uv(), microvolts at the
    pin, calibrated on the ESP32 port)."""

    def __init__(self, adc, r_top, r_bottom, samples=8, low_mv=LOW_MV, empty_mv=EMPTY_MV):
        for name, value in (("r_top", r_top), ("r_bottom", r_bottom), ("samples", samples)):
            if not isinstance(value, int) or value <= 0:
                raise InputError(name, "must be a positive whole number")
        if not isinstance(low_mv, int) or not isinstance(empty_mv, int) or empty_mv >= low_mv:
            raise InputError("low_mv", "must be above the empty threshold")
        self.adc = adc
        self.r_top = r_top
        self.r_bottom = r_bottom
        self.samples = samples
        self.low_mv = low_mv
        self.empty_mv = empty_mv
        self.state = OK

    def millivolts(self):
        """The cell's voltage: the mean of `samples` readings, scaled back through the
        divider (integers only: uV at the pin x (top + bottom) / bottom / 1000)."""
        total = 0
        for _ in range(self.samples):
            total += self.adc.read_uv()
        pin_uv = total // self.samples
        return pin_uv * (self.r_top + self.r_bottom) // self.r_bottom // 1000

    def check(self):
        """Read the cell and return OK, LOW or EMPTY; a state clears only once the voltage
        is back a margin above its threshold."""
        mv = self.millivolts()
        if mv < self.empty_mv:
            new = EMPTY
        elif mv < self.low_mv:
            new = LOW
        else:
            new = OK
        if new == OK and self.state != OK and mv < self.low_mv + _HYSTERESIS_MV:
            new = LOW
        if new == LOW and self.state == EMPTY and mv < self.empty_mv + _HYSTERESIS_MV:
            new = EMPTY
        self.state = new
        return self.state


def percent(mv):
    """Rough charge left, 0..100, from the cell's voltage."""
    if mv <= _CURVE[0][0]:
        return 0
    for i in range(1, len(_CURVE)):
        high_mv, high_pc = _CURVE[i]
        if mv <= high_mv:
            low_mv, low_pc = _CURVE[i - 1]
            return low_pc + (mv - low_mv) * (high_pc - low_pc) // (high_mv - low_mv)
    return 100


class IdlePolicy:
    """When to sleep. The app calls activity(now) on every button event; decide(now, busy)
    says what the main loop does next (`busy`: a press or refresh is still under way)."""

    def __init__(self, clock, idle_minutes=IDLE_MINUTES):
        low, high = _IDLE_RANGE
        if not isinstance(idle_minutes, int) or not low <= idle_minutes <= high:
            raise InputError(
                "idle_minutes", "must be a whole number from {} to {}".format(low, high)
            )
        self.diff = clock.ticks_diff
        self.timeout_ms = idle_minutes * 60000
        self.last = clock.ticks_ms()
        self.listen_from = None

    def listen(self, now):
        """Stay awake LISTEN_MS from `now` (the line woke the device), without counting it
        as use: the idle deadline stays where it was."""
        self.listen_from = now

    def activity(self, now):
        self.last = now

    def idle_ms(self, now):
        return self.diff(now, self.last)

    def decide(self, now, busy):
        if busy:
            return AWAKE
        if self.listen_from is not None:
            if self.diff(now, self.listen_from) < LISTEN_MS:
                return AWAKE
            self.listen_from = None
        if self.idle_ms(now) >= self.timeout_ms:
            return DEEP
        return LIGHT

    def light_sleep_ms(self, now):
        """How long a light sleep may last: until the idle deadline (a button wakes it
        sooner), so the device goes into deep sleep on time without polling."""
        return max(self.timeout_ms - self.idle_ms(now), 0)


class MachineSleep:
    """The ESP32's sleep calls. `machine` and `esp32` are the modules, passed in so that this
    file imports on any port. `pins`: the button pins (pulled up, pressed = low); `deep_wake`:
    the one among them on an RTC GPIO that wakes deep sleep; `line`: the serial line's RX pin
    (GPIO 3), whose start bit wakes light sleep so a host's sync can begin. `held`: output
    pins whose level must survive light sleep: without a hold the ESP32 may let them go, and
    a panel RST pulled low resets the controller, losing the image its partial refresh
    compares against (reported by nano-gui's SSD1680 driver for ESP32 light sleep).

    Light sleep wakes on any button or the line through esp32.wake_on_gpio (one level for
    all, any GPIO: modesp32.c). Pin.irq(wake=) would make each pin the ext0 source, of which
    the chip has one: the second button gets "no resources" (machine_pin.c). Deep sleep
    wakes on the one ext0 pin (esp32.wake_on_ext0); the GPIO wake is cleared first, since
    the classic ESP32 refuses deep sleep with it set (modmachine.c machine_sleep_helper).
    ext0 is armed only then: armed through a light sleep it hands the pin to the RTC mux,
    where it reads 0 (pressed) after waking (MicroPython issue #3835)."""

    def __init__(self, machine, esp32, pins, deep_wake, held=(), line=None):
        self.machine = machine
        self.esp32 = esp32
        self.pins = pins
        self.deep_wake = deep_wake
        self.held = held
        self.line = line
        self.wake = list(pins) if line is None else list(pins) + [line]

    def light_sleep(self, ms):
        """Sleep up to `ms`; True when the serial line woke it (no button down, no timer):
        the host's first bytes are lost, so the loop listens a while for its next ones. A line
        held low (an adapter without power pulls RX down) is not armed: it would end every
        sleep at once."""
        machine = self.machine
        line = self.line
        wake = self.wake if line is None or line() else self.pins
        self.esp32.wake_on_gpio(pins=wake, level=False)
        for output in self.held:
            output.init(hold=True)
        machine.lightsleep(ms)
        for output in self.held:
            output.init(hold=False)
        if machine.wake_reason() == machine.TIMER_WAKE:
            return False
        for button in self.pins:
            if button() == 0:
                return False
        return True

    def deep_sleep(self):
        self.esp32.wake_on_gpio(pins=())
        self.esp32.wake_on_ext0(pin=self.deep_wake, level=False)
        self.machine.deepsleep()  # does not return: the device boots again on OK

    def woke_from_deep_sleep(self):
        return self.machine.reset_cause() == self.machine.DEEPSLEEP_RESET
