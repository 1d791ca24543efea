"""The wiring table in hardware/README.md, the one in the hardware-setup module's docstring and
the module's pin numbers say the same thing, and the pins suit the ESP32-WROOM-32E."""

from pathlib import Path

import hardware_setup as hw

ROOT = Path(__file__).resolve().parent.parent.parent

FLASH = set(range(6, 12))  # SPI flash of the WROOM module
STRAPPING_LEFT_FREE = {0, 2, 12, 15}
RTC_GPIO = {0, 2, 4, 12, 13, 14, 15, 25, 26, 27, 32, 33, 34, 35, 36, 37, 38, 39}
ADC1 = set(range(32, 40))
INPUT_ONLY = set(range(34, 40))  # no output driver and no pull-ups


def table_rows(text):
    """{signal: gpio} from the markdown table whose header starts with | Signal | GPIO |."""
    rows = {}
    inside = False
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.strip().startswith("| Signal") and cells[1] == "GPIO":
            inside = True
            continue
        if inside:
            if not line.strip().startswith("|"):
                break
            if set(cells[0]) <= {"-", ":"}:
                continue
            assert cells[0] not in rows, "signal listed twice: " + cells[0]
            rows[cells[0]] = int(cells[1])
    return rows


def test_readme_table_matches_the_module():
    readme = table_rows((ROOT / "hardware" / "README.md").read_text())
    assert readme == dict(hw.WIRING)


def test_module_docstring_table_matches_its_constants():
    assert table_rows(hw.__doc__) == dict(hw.WIRING)
    for signal, gpio in hw.WIRING:
        assert getattr(hw, signal) == gpio


def test_pins_suit_the_esp32():
    gpios = [gpio for _, gpio in hw.WIRING]
    assert len(gpios) == len(set(gpios)), "a GPIO used twice"
    assert not FLASH & set(gpios)
    assert not STRAPPING_LEFT_FREE & set(gpios)
    assert hw.BTN_OK in RTC_GPIO  # wakes deep sleep (ext0)
    assert hw.BAT_SENSE in ADC1
    outputs = {hw.EPD_SCK, hw.EPD_MOSI, hw.EPD_CS, hw.EPD_DC, hw.EPD_RST, hw.EPD_POWER}
    assert not outputs & INPUT_ONLY
    buttons = {gpio for signal, gpio in hw.WIRING if signal.startswith("BTN_")}
    assert not buttons & INPUT_ONLY  # they need the internal pull-ups
    assert 19 not in gpios  # hardware SPI 2's MISO


def test_profiles_use_wired_pins():
    wired = {gpio for _, gpio in hw.WIRING}
    for profile, pins in hw.PROFILE_PINS.items():
        assert set(pins) <= wired, profile
        assert hw.BTN_OK in pins, profile  # every profile can wake the device
    assert set(hw.PROFILE_PINS) == {"three", "four", "rotary", "edges"}


def test_framebuffer_sizes():
    assert len(hw.framebuffer("2.9")) == 4736
    assert len(hw.framebuffer("4.2")) == 15000
