"""The hardware-setup module builds every object from its own pin numbers: run here with a
stand-in `machine` module that records what the ESP32 would be asked to set up."""

import sys

from checks import equal


class Pin:
    IN = 1
    OUT = 3
    PULL_UP = 2
    WAKE_LOW = 4
    IRQ_FALLING = 2
    IRQ_RISING = 1
    made = {}

    def __init__(self, gpio, mode=None, pull=None, value=None):
        self.gpio = gpio
        self.mode = mode
        self.pull = pull
        self.level = 1 if value is None else value
        self.wake = None
        self.handler = None
        if mode is not None:
            Pin.made[gpio] = self

    def __call__(self, *value):
        if value:
            self.level = value[0]
            return None
        return 0 if self.gpio == 4 else self.level  # BUSY (GPIO 4) reads idle

    def init(self, hold):
        self.hold = hold

    def irq(self, handler=None, trigger=None, wake=None):
        self.wake = wake
        self.handler = handler


class SPI:
    def __init__(self, bus, baudrate, sck, mosi):
        self.bus = bus
        self.pins = (sck.gpio, mosi.gpio)
        self.written = 0

    def write(self, data):
        self.written += len(data)


class ADC:
    ATTN_11DB = 3

    def __init__(self, pin, atten):
        self.gpio = pin.gpio
        self.atten = atten

    def read_uv(self):
        return 1900000  # 1.9 V at the pin: 3.8 V at the cell through the 1:2 divider


class RTC:
    def datetime(self):
        return (2000, 1, 1, 5, 0, 0, 0, 0)


class Machine:
    Pin = Pin
    SPI = SPI
    ADC = ADC
    RTC = RTC
    SLEEP = 2
    DEEPSLEEP = 4


def build(panel, profile, rotation=0):
    sys.modules["machine"] = Machine
    Pin.made = {}
    import hardware_setup

    return hardware_setup, hardware_setup.build(panel, rotation, profile)


def test_builds_each_panel_and_profile():
    table = (
        ("2.9", "three", 4736, (32, 25, 33)),
        ("4.2", "four", 15000, (32, 25, 33, 26)),
        ("4.2", "edges", 15000, (32, 25, 33, 27, 14, 13, 22)),
        ("2.9", "rotary", 4736, (33,)),
    )
    for panel, profile, size, button_gpios in table:
        hw, device = build(panel, profile)
        equal(len(device.display.buf), size, panel)
        equal(device.display.panel.name[:7], "SSD1680" if panel == "2.9" else "SSD1683")
        equal([p.gpio for p in device.buttons.pins], list(button_gpios), profile)
        for gpio in button_gpios:
            equal(Pin.made[gpio].pull, Pin.PULL_UP)
        # OK alone wakes deep sleep; every button wakes light sleep.
        for p in device.buttons.pins:
            want = Machine.SLEEP | Machine.DEEPSLEEP if p.gpio == hw.BTN_OK else Machine.SLEEP
            equal(p.wake, want, "wake of GPIO {}".format(p.gpio))
        equal(device.buttons.encoder is not None, profile == "rotary")
        if profile == "rotary":
            # Both phases interrupt into the decoder; neither wakes the board.
            for gpio in (hw.BTN_PREV, hw.BTN_NEXT):
                equal(Pin.made[gpio].handler, device.buttons.encoder.update)
                equal(Pin.made[gpio].wake, None)
        equal(device.battery.millivolts(), 3800)
        equal(device.clock.text(), "unknown")  # an RTC never set gives no date
        equal(Pin.made[hw.EPD_POWER].level, 0)  # panel switched on
        held = [p.gpio for p in device.sleeper.held]
        equal(held, [hw.EPD_CS, hw.EPD_DC, hw.EPD_RST, hw.EPD_POWER])
        device.display = None
        device = None


def test_display_draws_through_the_pins_of_the_table():
    hw, device = build("4.2", "three", 180)
    display = device.display
    display.fill(1)
    display.text("Schreiber", 8, 8, 0)
    display.show(full=True)
    spi = display._spi
    equal(spi.pins, (hw.EPD_SCK, hw.EPD_MOSI))
    # Both RAMs (2 x 15,000 bytes) plus the commands and their arguments.
    equal(spi.written > 30000, True)
    equal(spi.written < 30100, True)
    device.power_down()
    equal(Pin.made[hw.EPD_POWER].level, 1)  # panel switched off for deep sleep
