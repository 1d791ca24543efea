"""The hardware-setup module builds every object from its own pin numbers, on the strict ESP32
stand-in (hal/sim_esp32.py) as `machine` and `esp32`: each profile boots, sleeps and wakes as
the port lets it; the panel is powered down without back-powering it; an error nothing caught
resets, then shows itself and sleeps; OK held at reset gives the REPL."""

import sys

from hal_fakes import fails

from checks import equal
from hal import sim_esp32 as machine

PROFILE_GPIOS = (
    ("2.9", "three", 4736, (32, 25, 33)),
    ("4.2", "four", 15000, (32, 25, 33, 26)),
    ("4.2", "edges", 15000, (32, 25, 33, 27, 14, 13, 22)),
    ("2.9", "rotary", 4736, (33,)),
)


def hardware_setup():
    sys.modules["machine"] = machine
    sys.modules["esp32"] = machine.esp32
    import hardware_setup

    return hardware_setup


def build(panel, profile, rotation=0):
    machine.power_on()
    machine.connect(4, lambda: 0)  # the panel's BUSY: idle
    hw = hardware_setup()
    return hw, hw.build(panel, rotation, profile)


def test_builds_sleeps_and_wakes_each_profile():
    for panel, profile, size, button_gpios in PROFILE_GPIOS:
        hw, device = build(panel, profile)
        equal(len(device.display.buf), size, panel)
        equal(device.display.panel.name[:7], "SSD1680" if panel == "2.9" else "SSD1683")
        equal([p.gpio for p in device.buttons.pins], list(button_gpios), profile)
        for p in device.buttons.pins:
            equal(p.pull, machine.Pin.PULL_UP)
        equal(device.buttons.encoder is not None, profile == "rotary")
        equal(device.battery.millivolts(), 3800)
        equal(device.clock.text(), "unknown")  # the RTC from power-on: never set
        equal(machine.board.outputs[hw.EPD_POWER], 0)  # panel switched on
        equal(machine.board.claimed.get(19), None)  # no MISO: GPIO 19 stays free
        held = [p.gpio for p in device.sleeper.held]
        equal(held, [hw.EPD_CS, hw.EPD_DC, hw.EPD_RST, hw.EPD_POWER])
        # Light sleep: every button and the serial line's RX wake it; OK not on ext0.
        machine.set_sleeper(lambda ms, line: False)
        equal(device.sleeper.light_sleep(1000), False)
        equal(machine.board.gpio, tuple(button_gpios) + (hw.UART_RX,), profile)
        equal(machine.board.ext0, -1)
        for p in device.buttons.pins:
            equal(p(), 1, "GPIO {} after light sleep".format(p.gpio))
        if profile == "rotary":
            # The phases interrupt into the decoder; they wake nothing.
            for gpio in (hw.BTN_PREV, hw.BTN_NEXT):
                equal(gpio in machine.board.gpio, False)
        device.power_down()
        fails(machine.DeepSleepError, device.sleeper.deep_sleep)
        equal(machine.board.ext0, hw.BTN_OK)
        device.display = None
        device = None


def test_panel_pins_go_low_before_its_supply_is_cut():
    hw, device = build("4.2", "three", 180)
    display = device.display
    display.fill(1)
    display.text("Schreiber", 8, 8, 0)
    display.show(full=True)
    # Both RAMs (2 x 15,000 bytes) plus the commands and their arguments.
    equal(30000 < display._spi.written < 30100, True)
    equal(machine.board.claimed[hw.EPD_SCK], "SPI2 SCK")
    equal(machine.board.claimed[hw.EPD_MOSI], "SPI2 MOSI")
    del machine.board.log[:]
    device.power_down()
    log = machine.board.log
    cut = log.index((1, hw.EPD_POWER))
    for gpio in (hw.EPD_CS, hw.EPD_DC, hw.EPD_RST):
        equal(log.index((0, gpio)) < cut, True, "GPIO {} low before the cut".format(gpio))
    equal(machine.board.outputs[hw.EPD_CS], 0)


def test_ok_held_at_reset_gives_the_repl():
    hw = hardware_setup()
    machine.power_on()
    equal(hw.repl_wanted(machine), False)
    machine.connect(hw.BTN_OK, lambda: 0)
    equal(hw.repl_wanted(machine), True)


def test_an_error_resets_then_shows_itself_and_sleeps():
    hw = hardware_setup()
    machine.power_on()
    machine.connect(4, lambda: 0)
    for count in range(1, hw.RESETS_BEFORE_SCREEN):
        fails(machine.ResetError, hw.failed, machine, "MemoryError: memory allocation failed")
        equal(machine.board.rtc_memory[:2], b"F" + bytes((count,)))
        equal(machine.board.outputs[hw.EPD_RST], 0)
        equal(machine.board.outputs[hw.EPD_POWER], 1)
        machine.boot_again(machine.HARD_RESET)
        machine.connect(4, lambda: 0)
    written = machine.board.spi_bytes
    exc = fails(machine.DeepSleepError, hw.failed, machine, "OSError: 5")
    equal(machine.board.spi_bytes - written > 2 * 15000, True)  # the error screen, in full
    equal(exc.args[0], hw.BTN_OK)  # OK wakes it to try again
    equal(machine.board.rtc_memory, b"F" + bytes((hw.RESETS_BEFORE_SCREEN,)) + b"OSError: 5")
    equal(machine.board.outputs[hw.EPD_POWER], 1)
    equal(machine.board.outputs[hw.EPD_CS], 0)
    # The app up again clears the count.
    machine.boot_again(machine.DEEPSLEEP_RESET)
    machine.connect(4, lambda: 0)
    device = hw.build("2.9", 0, "three")
    device.started()
    equal(machine.RTC().memory(), b"")


def test_the_panels_sizes_are_the_drivers_and_written_once():
    import hardware_setup as hw

    from hal import sim_setup, ssd168x

    for panel, spec in ssd168x.PANELS.items():
        equal(hw.PANEL_PIXELS[panel], (spec.width, spec.height), panel)
    equal(hasattr(sim_setup, "PANEL_PIXELS"), False)  # the simulator reads hardware_setup's
