"""The one hardware-setup module: the wiring, every pin number, and the objects built from them.

Reference build: ESP32-WROOM-32E (no PSRAM), Waveshare 2.9" V2 or 4.2" V2 e-paper, three to
seven buttons to ground (or a rotary encoder with push), one LiPo cell. hardware/README.md
holds the same wiring table; tests/host/test_wiring.py checks that the two agree.

| Signal     | GPIO | Connects to                                               |
|------------|------|-----------------------------------------------------------|
| EPD_SCK    | 18   | panel CLK (VSPI clock)                                    |
| EPD_MOSI   | 23   | panel DIN (VSPI data out)                                 |
| EPD_CS     | 5    | panel CS                                                  |
| EPD_DC     | 17   | panel DC                                                  |
| EPD_RST    | 16   | panel RST                                                 |
| EPD_BUSY   | 4    | panel BUSY (input)                                        |
| EPD_POWER  | 21   | gate of the panel's P-MOSFET high-side switch (low = on)  |
| BTN_PREV   | 32   | PREV button to GND (encoder A in the rotary profile)      |
| BTN_NEXT   | 25   | NEXT button to GND (encoder B in the rotary profile)      |
| BTN_OK     | 33   | OK button to GND (encoder push), 100 kOhm to 3V3; wakes deep sleep |
| BTN_BACK   | 26   | BACK button to GND (four-button profile)                  |
| BTN_SEAT1  | 27   | seat 1 button to GND (table-edge profile)                 |
| BTN_SEAT2  | 14   | seat 2 button to GND (table-edge profile)                 |
| BTN_SEAT3  | 13   | seat 3 button to GND (table-edge profile)                 |
| BTN_SEAT4  | 22   | seat 4 button to GND (table-edge profile)                 |
| BAT_SENSE  | 35   | midpoint of the 1 MOhm / 1 MOhm divider from the cell, 100 nF to GND |
| UART_RX    | 3    | TX of the USB-serial adapter (the REPL's UART 0); wakes light sleep |

Why these pins: the flash uses GPIO 6-11; GPIO 0, 2, 12 and 15 are strapping pins left free
(12 would set the flash voltage wrongly if pulled at boot; 5, also a strap, idles high as CS
does, which is the strap's default); BTN_OK is on an RTC GPIO because only those wake the
ESP32 from deep sleep; BAT_SENSE is on ADC1, which keeps working while Wi-Fi is on (ADC2 does
not); the panel is write-only, so SPI 2 is made without MISO and GPIO 19 stays free.
"""

import gc

# What this build has (settings an owner changes here, not in the app).
PANEL = "4.2"  # "2.9" (SSD1680, 296x128) or "4.2" (SSD1683, 400x300)
# How the panel sits in the case, in degrees: 180 turns the picture to face the other side of
# the table, 90 and 270 show it in portrait (hal/ssd168x.py). The settings screen's rotation
# counts from this (app/rotation.py).
ROTATION = 0
BUTTON_PROFILE = "three"  # "three", "four", "rotary" or "edges" (hal/buttons.py)

EPD_SCK = 18
EPD_MOSI = 23
EPD_CS = 5
EPD_DC = 17
EPD_RST = 16
EPD_BUSY = 4
EPD_POWER = 21
BTN_PREV = 32
BTN_NEXT = 25
BTN_OK = 33
BTN_BACK = 26
BTN_SEAT1 = 27
BTN_SEAT2 = 14
BTN_SEAT3 = 13
BTN_SEAT4 = 22
BAT_SENSE = 35
UART_RX = 3

WIRING = (
    ("EPD_SCK", EPD_SCK),
    ("EPD_MOSI", EPD_MOSI),
    ("EPD_CS", EPD_CS),
    ("EPD_DC", EPD_DC),
    ("EPD_RST", EPD_RST),
    ("EPD_BUSY", EPD_BUSY),
    ("EPD_POWER", EPD_POWER),
    ("BTN_PREV", BTN_PREV),
    ("BTN_NEXT", BTN_NEXT),
    ("BTN_OK", BTN_OK),
    ("BTN_BACK", BTN_BACK),
    ("BTN_SEAT1", BTN_SEAT1),
    ("BTN_SEAT2", BTN_SEAT2),
    ("BTN_SEAT3", BTN_SEAT3),
    ("BTN_SEAT4", BTN_SEAT4),
    ("BAT_SENSE", BAT_SENSE),
    ("UART_RX", UART_RX),
)

# Buttons per profile, in the profile's input order (hal/buttons.py).
PROFILE_PINS = {
    "three": (BTN_PREV, BTN_NEXT, BTN_OK),
    "four": (BTN_PREV, BTN_NEXT, BTN_OK, BTN_BACK),
    "rotary": (BTN_OK,),
    "edges": (BTN_PREV, BTN_NEXT, BTN_OK, BTN_SEAT1, BTN_SEAT2, BTN_SEAT3, BTN_SEAT4),
}

# Pixels per panel; the framebuffer is width x height / 8 bytes (4,736 and 15,000).
PANEL_PIXELS = {"2.9": (296, 128), "4.2": (400, 300)}
DIVIDER_TOP = 1000000  # ohms, cell to BAT_SENSE: 1M + 1M draws 2.1 uA from a full cell
DIVIDER_BOTTOM = 1000000  # ohms, BAT_SENSE to GND; 4.2 V reads as 2.1 V, inside 11 dB range
SPI_BAUD = 4000000  # 15,000 bytes in 30 ms, well inside the controllers' write clock limit


class Device:
    """What build() hands to the app: display, buttons, battery, idle policy, sleep, clock."""

    def __init__(self, display, buttons, battery, idle, sleeper, clock, panel_power, machine):
        self.display = display
        self.buttons = buttons
        self.battery = battery
        self.idle = idle
        self.sleeper = sleeper
        self.clock = clock
        self.panel_power = panel_power
        self.machine = machine

    def power_down(self):
        """Before deep sleep: panel to deep sleep, then its supply off (panel_off). The image
        stays on the glass without power."""
        self.display.sleep()
        panel_off(self.machine)

    def started(self):
        """The app is up: the boot-loop count starts again (failed()). The push's wait kept
        beside it (sync/auto.py) stays."""
        rtc = self.machine.RTC()
        if rtc.memory()[:1] == _FAILED:
            rtc.memory(b"")


def framebuffer(panel=PANEL):
    """The display's buffer, allocated before anything else can fragment the heap: the 4.2"
    panel needs one contiguous 15,000-byte block, which a fragmented heap may not have."""
    width, height = PANEL_PIXELS[panel]
    gc.collect()
    return bytearray(width * height // 8)


def build(panel=PANEL, rotation=ROTATION, profile=BUTTON_PROFILE):
    """Build every hardware object of the ESP32 build (only called on the device)."""
    buf = framebuffer(panel)
    import time

    import esp32
    import machine  # only here: the tests import this module on hosts without `machine`

    from hal import buttons, power
    from hal.clock import WallClock

    pin = machine.Pin
    display, panel_power, held = _panel(machine, buf, panel, rotation)
    chosen = buttons.profile_named(profile)
    button_pins = [pin(n, pin.IN, pin.PULL_UP) for n in PROFILE_PINS[profile]]
    encoder = None
    if chosen.encoder:
        phase_a = pin(BTN_PREV, pin.IN, pin.PULL_UP)
        phase_b = pin(BTN_NEXT, pin.IN, pin.PULL_UP)
        encoder = buttons.Quadrature(phase_a, phase_b)
        # Every edge of either phase counts at once; polling alone would miss fast turns.
        for phase in (phase_a, phase_b):
            phase.irq(handler=encoder.update, trigger=pin.IRQ_RISING | pin.IRQ_FALLING)
    keys = buttons.Buttons(chosen, button_pins, time, encoder)
    adc = machine.ADC(pin(BAT_SENSE), atten=machine.ADC.ATTN_11DB)
    battery = power.Battery(adc, DIVIDER_TOP, DIVIDER_BOTTOM)
    ok_pin = button_pins[PROFILE_PINS[profile].index(BTN_OK)]
    # pin(UART_RX) without a mode leaves the pin to the UART (machine_pin.c: no init).
    line = pin(UART_RX)
    sleeper = power.MachineSleep(machine, esp32, button_pins, ok_pin, held, line)
    idle = power.IdlePolicy(time)
    gc.collect()
    clock = WallClock(machine.RTC())
    return Device(display, keys, battery, idle, sleeper, clock, panel_power, machine)


def _panel(machine, buf, panel, rotation):
    """The panel's driver on SPI 2, its supply switched on; and the pins light sleep holds."""
    import time

    from hal import ssd168x

    pin = machine.Pin
    panel_power = pin(EPD_POWER, pin.OUT, value=0)  # panel on
    # miso=None: the panel sends nothing back, and SPI 2 would otherwise claim GPIO 19
    # (machine_hw_spi.c takes a bus's default pin for each one not given).
    spi = machine.SPI(2, baudrate=SPI_BAUD, sck=pin(EPD_SCK), mosi=pin(EPD_MOSI), miso=None)
    cs = pin(EPD_CS, pin.OUT, value=1)
    dc = pin(EPD_DC, pin.OUT, value=0)
    rst = pin(EPD_RST, pin.OUT, value=1)
    spec = ssd168x.PANELS[panel]
    display = ssd168x.EPD(spec, buf, spi, cs, dc, rst, pin(EPD_BUSY, pin.IN), time, rotation)
    return display, panel_power, (cs, dc, rst, panel_power)


def panel_off(machine):
    """The panel's supply off, its CS, DC and RST driven low first: a high output into an
    unpowered module feeds it through the controller's input protection diodes. GPIO 21 is
    not held in deep sleep; the 100 kOhm pull-up on the MOSFET's gate keeps the switch off
    while the pin floats."""
    pin = machine.Pin
    for gpio in (EPD_CS, EPD_DC, EPD_RST):
        pin(gpio, pin.OUT, value=0)
    pin(EPD_POWER, pin.OUT, value=1)


def repl_wanted(machine):
    """OK held down at reset: the board stays at the REPL instead of starting the app, so
    mpremote (scripts/deploy) reaches it again; the app turns Ctrl-C off."""
    pin = machine.Pin
    return pin(BTN_OK, pin.IN, pin.PULL_UP).value() == 0


RESETS_BEFORE_SCREEN = 3  # failed starts in a row that reset; the next shows the error
_FAILED = b"F"  # RTC memory: this byte, the count of failed starts, the last error's text


def failed(machine, text):
    """An error nothing caught: count it in the RTC memory (kept over resets and deep sleep,
    machine_rtc.c), power the panel down safely, and reset to start the app again, which
    restores the session from flash. After RESETS_BEFORE_SCREEN in a row, show the error
    and deep-sleep until OK is pressed, which tries again."""
    rtc = machine.RTC()
    memory = rtc.memory()
    count = memory[1] if len(memory) > 1 and memory[:1] == _FAILED else 0
    count = min(count + 1, 255)
    rtc.memory(_FAILED + bytes((count,)) + text.encode()[:200])
    if count < RESETS_BEFORE_SCREEN:
        panel_off(machine)
        machine.reset()
    try:
        _show_error(machine, text, count)
    except Exception:  # noqa: BLE001 - the panel may be what failed: sleep all the same
        pass
    panel_off(machine)
    import esp32

    esp32.wake_on_gpio(pins=())
    esp32.wake_on_ext0(pin=machine.Pin(BTN_OK, machine.Pin.IN), level=False)
    machine.deepsleep()


def _show_error(machine, text, count):
    """The error on the panel in the framebuffer's own font: what stopped, that the session
    is kept, and what to do."""
    from core import heap

    heap.unload_all("app.")  # the app's and the sync's code: the panel needs the room
    heap.unload_all("sync.")
    heap.unload("app")
    heap.unload("sync")
    display = _panel(machine, framebuffer(), PANEL, ROTATION)[0]
    display.fill(1)
    lines = ("Schreiber stopped ({}x):".format(count), text[:48], text[48:96])
    lines += ("The session is kept on flash.", "OK: start again.")
    y = 8
    for line in lines:
        display.text(line, 8, y, 0)
        y += 16
    display.show(full=True)
    display.wait_until_ready()
    display.sleep()
