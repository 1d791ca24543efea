"""The simulator's setup module, the counterpart of hardware_setup.py on the MicroPython unix
port: the same objects the app gets on the ESP32, built on the simulated backend.

The launcher (host_tools/sim.py, the README's run command) passes the options in the
environment:
  SCHREIBER_PANEL    "2.9" or "4.2" (default 4.2)
  SCHREIBER_PROFILE  button profile: three, four, rotary, edges (default three)
  SCHREIBER_ROTATION how the panel is built in, as hardware_setup.ROTATION: 0, 90, 180 or
                     270 degrees (default 0; 90 and 270 are portrait)
  SCHREIBER_FLASH    the LittleFS image file (default schreiber-flash.img)
  SCHREIBER_FRAMES   a folder to write a PNG of every frame to (default: none)
  SCHREIBER_SCRIPT   a button script to replay (default: the keyboard); "-": steps from
                     standard input as a test driver sends them (hal/sim_driven.Driven)
  SCHREIBER_DATE     the RTC's date, YYYY-MM-DD, or "unset" (default: the host's date)
  SCHREIBER_BATTERY  the cell's voltage in mV (default 3900)
  SCHREIBER_TTY      "1": redraw the frame in place, for an interactive terminal
  SCHREIBER_QUIET    "1": do not draw frames on the terminal, only a line per frame
  SCHREIBER_SERIAL_FD  the device end of the serial pseudo-terminal (default: no serial port)
  SCHREIBER_RTC      a file standing in for the ESP32's RTC memory, which keeps what deep
                     sleep must not lose: the script's time to wake at and the frames shown
  SCHREIBER_WOKE     "1": this boot is a wake from deep sleep (the launcher sets it)
"""

import gc
import os
import sys

DIVIDER = 1000000  # ohms, each half of the reference build's divider (hardware_setup.py)


def _option(name, default):
    value = os.getenv("SCHREIBER_" + name)
    return default if value is None or value == "" else value


class SimADC:
    """The battery pin's ADC: the cell's voltage through the 1:1 divider, in microvolts."""

    def __init__(self, cell_mv):
        self.cell_mv = cell_mv

    def read_uv(self):
        return self.cell_mv * 1000 * DIVIDER // (2 * DIVIDER)


# The inputs on the ESP32's deep-sleep wake pin (hardware_setup.py: BTN_OK, the encoder's
# push in the rotary profile).
WAKE_INPUTS = ("ok", "push")


def read_rtc_memory():
    """(script time to wake at, frames shown before the sleep, the firmware's RTC memory) kept
    over a deep sleep; (0, 0, b"") on a boot from power-on, where the RTC memory holds
    nothing."""
    path = _option("RTC", None)
    if path is None or _option("WOKE", "") != "1":
        return 0, 0, b""
    try:
        with open(path) as handle:
            words = handle.read().split()
        hexed = words[2].strip("-")  # "-": nothing kept
        memory = bytes(int(hexed[i : i + 2], 16) for i in range(0, len(hexed), 2))
        return int(words[0]), int(words[1]), memory
    except (OSError, ValueError, IndexError):
        return 0, 0, b""


class DeepSleepExit:
    """What ends the process at machine.deepsleep(): DEEP_SLEEP_STATUS, as the board's program
    ends, and the launcher boots it again when the wake button is pressed: a key in the
    terminal, or the script's next OK press. What the next boot needs (where the script goes
    on, the frame count, the RTC memory) goes into the RTC memory file first."""

    DEEP_SLEEP_STATUS = 75

    def __init__(self, source, display, machine, ok_gpio):
        self.source = source
        self.display = display
        self.machine = machine
        self.ok_gpio = ok_gpio

    def __call__(self, armed):
        wake = None
        if armed == self.ok_gpio and hasattr(self.source, "wake_at"):
            wake = self.source.wake_at(WAKE_INPUTS)
        path = _option("RTC", None)
        if path is not None:
            memory = "".join("{:02x}".format(b) for b in self.machine.board.rtc_memory)
            with open(path, "w") as handle:
                handle.write(
                    "{} {} {}".format(
                        -1 if wake is None else wake, self.display.shown, memory or "-"
                    )
                )
        print(
            "deep sleep: OK wakes the device" if armed == self.ok_gpio else "deep sleep: no wake"
        )
        sys.exit(self.DEEP_SLEEP_STATUS)


def _board(source, memory):
    """The strict ESP32 stand-in (hal/sim_esp32.py), booted from power-on or from deep sleep
    with the RTC memory kept, its light sleep waiting on the keyboard or script."""
    from hal import sim_esp32

    sim_esp32.power_on(log=False)  # nothing reads it back: no heap for it
    if _option("WOKE", "") == "1":
        sim_esp32.board.rtc_memory = memory
        sim_esp32.boot_again(sim_esp32.DEEPSLEEP_RESET)
    sim_esp32.set_sleeper(source.sleep_wait)
    return sim_esp32


class SimDevice:
    """The same fields as hardware_setup.Device, plus where the flash is mounted."""

    def __init__(self, display, buttons, battery, idle, sleeper, clock, source, storage):
        self.display = display
        self.buttons = buttons
        self.battery = battery
        self.idle = idle
        self.sleeper = sleeper
        self.clock = clock
        self.source = source  # the keyboard or script: the loop's time and its end
        self.storage = storage
        self.serial = None  # the USB serial port, when the launcher opened one

    def power_down(self):
        self.display.sleep()

    def started(self):
        """The app is up (hardware_setup.Device.started)."""


def build():
    # The wiring and the panels' sizes from their one truth, let go before the framebuffer.
    import hardware_setup as hw

    from core import heap

    pixels = hw.PANEL_PIXELS.get(_option("PANEL", "4.2"))
    pins = hw.PROFILE_PINS
    ok_gpio, line_gpio = hw.BTN_OK, hw.UART_RX
    hw = None
    heap.unload("hardware_setup")
    if pixels is None:
        from core.errors import InputError

        raise InputError("panel", "must be 2.9 or 4.2")
    width, height = pixels
    rotation = _option("ROTATION", "0")
    if rotation not in ("0", "90", "180", "270"):
        from core.errors import InputError

        raise InputError("rotation", "must be 0, 90, 180 or 270 degrees")
    rotation = int(rotation)
    # First, as on the device: the one large block, before anything fragments the heap.
    gc.collect()
    buf = bytearray(width * height // 8)

    from hal import buttons, power, sim_display, sim_flash
    from hal.clock import WallClock

    frames = _option("FRAMES", None)
    display = sim_display.SimDisplay(
        buf,
        width,
        height,
        sys.stdout,
        frames,
        home=_option("TTY", "") == "1",
        draw=_option("QUIET", "") != "1",
    )
    if rotation:
        display.set_rotation(rotation)
    profile = buttons.profile_named(_option("PROFILE", "three"))
    inputs = profile.inputs
    encoder = None
    if profile.encoder:
        inputs = ("prev", "next") + inputs  # the encoder's detents come as prev/next keys
    wake_at, shown, memory = read_rtc_memory()
    display.shown = shown  # the frames go on being numbered from before the sleep
    script = _option("SCRIPT", None)
    if script is None:
        from hal.sim_keyboard import Keyboard

        source = Keyboard(inputs)
    elif script == "-":
        from hal.sim_driven import Driven

        source = Driven(inputs, display, wake_at)
    else:
        from core.errors import InputError
        from hal.sim_script import Script

        try:
            with open(script) as handle:
                source = Script(inputs, handle.read(), wake_at)
        except (OSError, InputError) as err:
            # The launcher's mistake to report, not the device's: stop with status 2.
            print("schreiber run: {}: {}".format(script, err))
            sys.exit(2)
    gpios = pins[profile.name]
    pins = source.pins
    if profile.encoder:
        from hal.sim_encoder import KeyEncoder

        encoder = KeyEncoder(source.pins[0], source.pins[1])
        pins = pins[2:]
    machine = _board(source, memory)
    pin = machine.Pin
    button_pins = []
    for i, gpio in enumerate(gpios):
        machine.connect(gpio, pins[i])
        button_pins.append(pin(gpio, pin.IN, pin.PULL_UP))
    keys = buttons.Buttons(profile, button_pins, source, encoder)
    battery = power.Battery(SimADC(int(_option("BATTERY", "3900"))), DIVIDER, DIVIDER)
    date = _option("DATE", None)
    if date is None:
        now = __import__("time").localtime()
        date = "{:04d}-{:02d}-{:02d}".format(now[0], now[1], now[2])
    rtc = machine.RTC()
    if date != "unset":  # a clock set before: the RTC counts on through deep sleep
        rtc.datetime((int(date[:4]), int(date[5:7]), int(date[8:10]), 0, 12, 0, 0, 0))
    clock = WallClock(rtc)
    storage = sim_flash.mount(_option("FLASH", "schreiber-flash.img"))
    idle = power.IdlePolicy(source)
    ok_pin = button_pins[gpios.index(ok_gpio)]
    sleeper = power.MachineSleep(machine, machine.esp32, button_pins, ok_pin, (), pin(line_gpio))
    machine.set_ends(deepsleep=DeepSleepExit(source, display, machine, ok_gpio))
    device = SimDevice(display, keys, battery, idle, sleeper, clock, source, storage)
    serial = _option("SERIAL_FD", None)
    if serial is not None:
        from hal.sim_serial import SimSerial, install_micropython

        device.serial = SimSerial(int(serial))
        install_micropython()
        if hasattr(source, "wake_on"):
            source.wake_on(device.serial.file)
    gc.collect()
    return device
