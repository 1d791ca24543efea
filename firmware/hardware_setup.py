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

Why these pins: the flash uses GPIO 6-11; GPIO 0, 2, 12 and 15 are strapping pins left free
(12 would set the flash voltage wrongly if pulled at boot; 5, also a strap, idles high as CS
does, which is the strap's default); BTN_OK is on an RTC GPIO because only those wake the
ESP32 from deep sleep; BAT_SENSE is on ADC1, which keeps working while Wi-Fi is on (ADC2 does
not); GPIO 19 stays free because hardware SPI 2 claims it as MISO.
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

    def __init__(self, display, buttons, battery, idle, sleeper, clock, panel_power):
        self.display = display
        self.buttons = buttons
        self.battery = battery
        self.idle = idle
        self.sleeper = sleeper
        self.clock = clock
        self.panel_power = panel_power

    def power_down(self):
        """Before deep sleep: panel to deep sleep, then its supply off. The image stays on
        the glass without power. GPIO 21 is not held in deep sleep; the 100 kOhm pull-up on
        the MOSFET's gate keeps the switch off while the pin floats."""
        self.display.sleep()
        self.panel_power(1)


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

    import machine  # only here: the tests import this module on hosts without `machine`
    from hal import buttons, power, ssd168x
    from hal.clock import WallClock

    pin = machine.Pin
    panel_power = pin(EPD_POWER, pin.OUT, value=0)  # panel on
    spi = machine.SPI(2, baudrate=SPI_BAUD, sck=pin(EPD_SCK), mosi=pin(EPD_MOSI))
    cs = pin(EPD_CS, pin.OUT, value=1)
    dc = pin(EPD_DC, pin.OUT, value=0)
    rst = pin(EPD_RST, pin.OUT, value=1)
    spec = ssd168x.PANELS[panel]
    display = ssd168x.EPD(spec, buf, spi, cs, dc, rst, pin(EPD_BUSY, pin.IN), time, rotation)
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
    sleeper = power.MachineSleep(machine, button_pins, ok_pin, (cs, dc, rst, panel_power))
    idle = power.IdlePolicy(time)
    gc.collect()
    return Device(display, keys, battery, idle, sleeper, WallClock(machine.RTC()), panel_power)
