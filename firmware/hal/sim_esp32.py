"""The ESP32 port's `machine` and `esp32` modules as the simulator and the tests meet them: this
module stands in for `machine`, its `esp32` class for `esp32`, and it refuses what MicroPython
v1.29's ports/esp32 refuses, each rule naming the file and function it mirrors.

Levels of the input pins come from outside (connect(gpio, read)); light sleep waits through a
hook (set_sleeper) that the simulator points at its keyboard or script; deep sleep and reset
end in the hooks set by set_ends, then raise DeepSleepError and ResetError. power_on() starts
over as a cold boot does: the RTC at 2000-01-01, its memory empty, no wake sources.
"""

from micropython import const

# modmachine.h: MACHINE_WAKE_SLEEP, MACHINE_WAKE_DEEPSLEEP.
SLEEP = 2
DEEPSLEEP = 4
# modmachine.c: reset_reason_t.
PWRON_RESET = 1
HARD_RESET = 2
WDT_RESET = 3
DEEPSLEEP_RESET = 4
SOFT_RESET = 5
# modmachine.c exports ESP-IDF's esp_sleep_wakeup_cause_t; GPIO (7) has no name in the module.
EXT0_WAKE = 2
EXT1_WAKE = 3
TIMER_WAKE = 4
GPIO_WAKE = 7
# modesp32.h RTC_VALID_EXT_PINS (classic ESP32): the only pins ext0/ext1/Pin.irq(wake=) take.
RTC_PINS = (0, 2, 4, 12, 13, 14, 15, 25, 26, 27, 32, 33, 34, 35, 36, 37, 38, 39)
# machine_pin.c machine_pin_obj_table (ESP32): the GPIOs that exist; 34 and up are inputs only
# (GPIO_FIRST_NON_OUTPUT).
_NO_GPIO = (20, 24, 28, 29, 30, 31)
_FIRST_INPUT_ONLY = const(34)
UART0_RX = 3  # the REPL's UART (ports/esp32/uart.c, MICROPY_HW_UART_REPL 0) receives on GPIO 3
RTC_MEMORY_MAX = 2048  # mpconfigport.h MICROPY_HW_RTC_USER_MEM_MAX
_LOG = const(64)  # entries kept: a whole evening's light sleeps would fill the simulator's heap


# What a simulator run does not use is in hal/sim_esp32_more.py, loaded on first use through
# this module's __getattr__ (PEP 562; py/objmodule.c module_attr calls it on the port): the SPI
# bus and the ADC, which the simulator's panel and battery do without, and the exceptions that
# deep sleep and reset raise. On the board they are the port's C code, taking no heap; here
# they held about 1 KB of every run's heap.
def __getattr__(name):
    if name == "__set_name__":
        # A class that holds this module (a test's `machine = machine`) asks it for
        # __set_name__ as it is made (py/objtype.c), through here on the unix port: the port's
        # C module has no such hook, so a class holding it is made as if none were found.
        return _no_set_name
    if name not in ("SPI", "ADC", "DeepSleepError", "ResetError"):
        # As the port's module answers a name it lacks (machine.unique_id on the unix port's
        # stand-in): no load for it.
        raise AttributeError(name)
    from hal import sim_esp32_more as more

    more.board, more.Pin, more._id = board, Pin, _id
    return getattr(more, name)


def _no_set_name(owner, name):
    return None


class _Board:
    """The chip's state; power_on() resets it in place, so references to it stay good."""

    def __init__(self):
        self.inputs = {}  # gpio -> callable giving its level
        self.outputs = {}  # gpio -> level driven
        self.pulls = {}  # gpio -> pull set
        self.claimed = {}  # gpio -> "SPI2 MISO" etc.
        self.log = None
        self.sleeper = None
        self.on_deepsleep = None
        self.on_reset = None
        self.rtc_now = None
        self.rtc_memory = b""
        self.reset(True)

    def reset(self, log):
        for table in (self.inputs, self.outputs, self.pulls, self.claimed):
            table.clear()
        # The last _LOG entries driven and called, (what, gpio or args); None: not kept.
        self.log = [] if log else None
        self.spi_bytes = 0  # written on any SPI bus
        self.cause = PWRON_RESET
        self.woke = 0
        self.ext0 = -1
        self.ext0_level = 0
        self.ext0_types = 0
        self.ext1 = ()
        self.gpio = ()
        self.gpio_level = 0
        self.rtc_muxed = -1  # the ext0 pin after a light sleep, until it is set up again
        self.interrupt_char = 3


board = _Board()


def power_on(log=True):
    """A cold boot: everything forgotten, the RTC back at 2000-01-01 (machine_rtc.c: the time
    is gettimeofday() on the port's 2000 epoch, zero at power-up) and its memory empty
    (machine_rtc.c keeps it RTC_NOINIT_ATTR: over resets and deep sleep, not power loss)."""
    board.reset(log)
    board.rtc_now = (2000, 1, 1, 5, 0, 0, 0, 0)
    board.rtc_memory = b""


def boot_again(cause):
    """A reset or a wake from deep sleep: RTC time and memory kept, the rest as at power-on
    (the port starts with machine_rtc_config as machine_rtc.c sets it)."""
    board.reset(board.log is not None)
    board.cause = cause


def _note(entry):
    log = board.log
    if log is not None:
        log.append(entry)
        if len(log) > _LOG:
            del log[0]


def connect(gpio, read):
    """Wire an input: read() gives the level at `gpio` (a button, the panel's BUSY)."""
    board.inputs[gpio] = read


def set_sleeper(wait):
    """wait(ms, line) sleeps up to `ms`, returning early when an input may have changed; with
    `line` True, data arriving on the serial line ends it too (the RX pin armed for wake)."""
    board.sleeper = wait


def set_ends(deepsleep=None, reset=None):
    board.on_deepsleep = deepsleep
    board.on_reset = reset


def _id(pin):
    # machine_pin.c machine_pin_find: a Pin or a GPIO number, else "invalid pin".
    gpio = pin.gpio if isinstance(pin, Pin) else pin
    if not isinstance(gpio, int) or not 0 <= gpio <= 39 or gpio in _NO_GPIO:
        raise ValueError("invalid pin")
    return gpio


class Pin:
    IN = 1  # GPIO_MODE_INPUT
    OUT = 3  # GPIO_MODE_INPUT_OUTPUT
    OPEN_DRAIN = 7
    PULL_UP = 2  # machine_pin.c GPIO_PULL_UP
    PULL_DOWN = 1
    IRQ_RISING = 1
    IRQ_FALLING = 2
    WAKE_LOW = 4  # GPIO_INTR_LOW_LEVEL
    WAKE_HIGH = 5

    def __init__(self, gpio, mode=None, pull=-1, value=None, hold=None):
        self.gpio = _id(gpio)
        self.mode = None
        self.handler = None
        if mode is not None or pull != -1 or value is not None or hold is not None:
            self.init(mode, pull, value=value, hold=hold)

    def init(self, mode=None, pull=-1, value=None, hold=None):
        gpio = self.gpio
        if mode is not None:
            # machine_pin_obj_init_helper: a mode takes the pin back from the RTC mux
            # (rtc_gpio_deinit), and refuses outputs from GPIO_FIRST_NON_OUTPUT on.
            if board.rtc_muxed == gpio:
                board.rtc_muxed = -1
            if gpio >= _FIRST_INPUT_ONLY and mode & 2:
                raise ValueError("pin can only be input")
            self.mode = mode
        if value is not None:
            self._drive(1 if value else 0)
        if pull != -1:
            board.pulls[gpio] = pull
        if hold is not None and gpio < _FIRST_INPUT_ONLY:  # GPIO_IS_VALID_OUTPUT_GPIO
            _note(("hold" if hold else "release", gpio))

    def _drive(self, level):
        board.outputs[self.gpio] = level
        _note((level, self.gpio))

    def __call__(self, *value):
        if value:
            self._drive(1 if value[0] else 0)
            return None
        return self.value()

    def value(self, *value):
        if value:
            return self(value[0])
        if self.mode == Pin.OUT and self.gpio in board.outputs:
            return board.outputs[self.gpio]
        return _level(self.gpio)

    @property
    def pull(self):
        return board.pulls.get(self.gpio)

    def irq(self, handler=None, trigger=3, wake=None):
        """machine_pin.c machine_pin_irq: a level trigger with `wake` makes this pin the one
        ext0 wake pin (an RTC GPIO only; a second pin gets "no resources")."""
        if trigger in (Pin.WAKE_LOW, Pin.WAKE_HIGH) and wake is not None:
            if not isinstance(wake, int) or not 2 <= wake <= 7:
                raise ValueError("bad wake value")
            if self.gpio not in RTC_PINS:
                raise ValueError("invalid pin for wake")
            if board.ext0 not in (-1, self.gpio):
                raise ValueError("no resources")
            board.ext0 = self.gpio
            board.ext0_level = 0 if trigger == Pin.WAKE_LOW else 1
            board.ext0_types = wake
            return
        if board.ext0 == self.gpio:
            board.ext0 = -1
        self.handler = handler


def _level(gpio):
    """An input's level: what is wired to it, else its pull."""
    if board.rtc_muxed == gpio:
        return 0  # MicroPython issue #3835: the ext0 pin reads 0 until set up again
    read = board.inputs.get(gpio)
    if read is not None:
        return read()
    if gpio == UART0_RX and gpio not in board.pulls:
        return 1  # the UART's RX pad comes up with its pull-up on (ESP32 TRM, IO_MUX)
    return 1 if board.pulls.get(gpio) == Pin.PULL_UP else 0


class _Esp32:
    """modesp32.c's wake functions."""

    WAKEUP_ALL_LOW = False
    WAKEUP_ANY_HIGH = True

    def wake_on_ext0(self, pin=0, level=None):
        """modesp32.c esp32_wake_on_ext0: one RTC GPIO (None clears it); it wakes light and
        deep sleep both (ext0_wake_types = SLEEP | DEEPSLEEP)."""
        if pin is None:
            board.ext0 = -1
        else:
            gpio = _id(pin)
            if gpio not in RTC_PINS:
                raise ValueError("invalid pin")
            board.ext0 = gpio
        if level is not None:
            board.ext0_level = 1 if level else 0
        board.ext0_types = SLEEP | DEEPSLEEP

    def wake_on_ext1(self, pins=None, level=None):
        """modesp32.c esp32_wake_on_ext1: RTC GPIOs only."""
        if pins is not None:
            gpios = tuple(_id(p) for p in pins)
            for gpio in gpios:
                if gpio not in RTC_PINS:
                    raise ValueError("invalid pin")
            board.ext1 = gpios
        if level is not None:
            board.ext1_level = level

    def wake_on_gpio(self, pins=None, level=None):
        """modesp32.c esp32_wake_on_gpio: any pins (checked when sleeping), all at one level;
        pins=None keeps the ones set, an empty list clears them."""
        if pins is not None:
            board.gpio = tuple(_id(p) for p in pins)
        if level is not None:
            board.gpio_level = 1 if level else 0


esp32 = _Esp32()


def _woken_by():
    """The wake source whose level holds now, for a light sleep (0: none)."""
    if board.ext0 != -1 and board.ext0_types & SLEEP:
        if _level(board.ext0) == board.ext0_level:
            return EXT0_WAKE
    for gpio in board.gpio:
        if _level(gpio) == board.gpio_level:
            return GPIO_WAKE
    return 0


def lightsleep(ms=None):
    """modmachine.c machine_sleep_helper(MACHINE_WAKE_SLEEP): the armed sources, or the timer,
    end it. The UART is stopped while the chip sleeps and the port arms no UART wake
    (esp_sleep_enable_uart_wakeup is never called), so bytes that arrive are lost; the RX
    line wakes the chip only through wake_on_gpio on GPIO 3 at level 0 (its start bit). The
    ext0 pin comes back on the RTC mux (esp_sleep_enable_ext0_wakeup) and reads 0 until a
    Pin.init(mode) takes it back (MicroPython issue #3835)."""
    line = UART0_RX in board.gpio and board.gpio_level == 0
    _note(("lightsleep", ms))
    woke = _woken_by()
    if not woke:
        if board.sleeper is None:
            raise RuntimeError("no sleeper set: nothing could wake this light sleep")
        board.woke = 0
        if board.sleeper(ms, line):
            woke = GPIO_WAKE  # the line's start bit
        woke = woke or _woken_by() or TIMER_WAKE
    board.woke = woke
    if board.ext0 != -1 and board.ext0_types & SLEEP:
        board.rtc_muxed = board.ext0


def deepsleep(ms=None):
    """modmachine.c machine_sleep_helper(MACHINE_WAKE_DEEPSLEEP): with GPIO wake pins set the
    classic ESP32 refuses (it has no SOC_GPIO_SUPPORT_DEEPSLEEP_WAKEUP); then the chip sleeps
    and boots again on a wake, which here ends in the deep-sleep hook."""
    if board.gpio:
        raise ValueError("DEEPSLEEP with gpio pins not supported on this chip")
    _note(("deepsleep", ms))
    armed = board.ext0 if board.ext0_types & DEEPSLEEP else -1
    if board.on_deepsleep is not None:
        board.on_deepsleep(armed)
    raise __getattr__("DeepSleepError")(armed)


def reset():
    _note(("reset", None))
    if board.on_reset is not None:
        board.on_reset()
    raise __getattr__("ResetError")()


def reset_cause():
    return board.cause


def wake_reason():
    return board.woke


class RTC:
    def datetime(self, value=None):
        """machine_rtc.c machine_rtc_datetime: 8 fields in, 8 out."""
        if value is None:
            return board.rtc_now
        if len(value) != 8:
            raise ValueError("requested length 8 but object has length {}".format(len(value)))
        board.rtc_now = tuple(value)
        return None

    def memory(self, data=None):
        """machine_rtc.c machine_rtc_memory: at most MICROPY_HW_RTC_USER_MEM_MAX bytes."""
        if data is None:
            return board.rtc_memory
        if len(data) > RTC_MEMORY_MAX:
            raise ValueError("buffer too long")
        board.rtc_memory = bytes(data)
        return None


def kbd_intr(char):
    """micropython.kbd_intr: the byte that raises KeyboardInterrupt (-1: none). While main.py
    runs it is Ctrl-C (shared/runtime/pyexec.c sets it before running a file)."""
    board.interrupt_char = char


def uart_received(data):
    """What the REPL UART's interrupt handler (ports/esp32/uart.c uart_irq_handler) passes
    on: the interrupt character is not stored but raises KeyboardInterrupt; in light sleep
    nothing arrives at all (the caller drops it)."""
    char = board.interrupt_char
    if char >= 0 and char in data:
        raise KeyboardInterrupt()
    return data


# Loading this module leaves small blocks of garbage among the code before it; collected now,
# the modules loaded next fill them (the simulator's heap figures count the firmware alone).
__import__("gc").collect()
