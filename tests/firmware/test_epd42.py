"""The SSD1683 4.2" 400x300 panel: command streams, refreshes, rotation, busy and sleep."""

import epd_checks

from hal.ssd168x import SSD1683_42

UPDATE_FULL = b"\x40\x00"  # 0x21: red RAM bypassed as 0 in the full waveform
UPDATE_PARTIAL = b"\x00\x00"  # 0x21: the partial waveform reads the red RAM


def test_init_sequence():
    epd_checks.check_init_sequence(SSD1683_42, UPDATE_FULL)


def test_full_refresh():
    epd_checks.check_full_refresh(SSD1683_42, UPDATE_FULL)


def test_partial_window():
    epd_checks.check_partial_window(SSD1683_42, UPDATE_PARTIAL)


def test_rotation():
    epd_checks.check_rotation(SSD1683_42)


def test_marks_where_the_turned_device_shows_them():
    epd_checks.check_marks(SSD1683_42)


def test_turning_a_live_panel():
    epd_checks.check_turning_a_live_panel(SSD1683_42)


def test_busy_timeout():
    epd_checks.check_busy_timeout(SSD1683_42)


def test_deep_sleep_and_wake():
    epd_checks.check_deep_sleep_and_wake(SSD1683_42)


def test_empty_window():
    epd_checks.check_empty_window(SSD1683_42)


def test_bad_setup():
    epd_checks.check_bad_setup(SSD1683_42)
