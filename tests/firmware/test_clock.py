"""The date from an RTC when it has been set, "unknown" otherwise: never an invented date."""

from checks import equal, raises
from hal.clock import WallClock


class RTC:
    """machine.RTC's datetime(): (year, month, day, weekday, hours, minutes, seconds, subsec)."""

    def __init__(self, now):
        self.now = now

    def datetime(self, *value):
        if value:
            self.now = value[0]
        return self.now


def test_no_rtc_means_unknown():
    clock = WallClock()
    equal(clock.date(), None)
    equal(clock.text(), "unknown")
    raises(clock.set_date, "2026-12-01", field="date")


def test_unset_rtc_means_unknown():
    rtc = RTC((2000, 1, 1, 5, 0, 3, 12, 0))  # where the ESP32's RTC starts after power-up
    clock = WallClock(rtc)
    equal(clock.date(), None)
    equal(clock.text(), "unknown")


def test_set_rtc_gives_the_date():
    rtc = RTC((2000, 1, 1, 5, 0, 0, 0, 0))
    clock = WallClock(rtc)
    clock.set_date("2026-12-01", 20, 15)
    equal(rtc.now, (2026, 12, 1, 0, 20, 15, 0, 0))
    equal(clock.date(), "2026-12-01")
    rtc.now = (2027, 2, 9, 1, 23, 59, 59, 0)
    equal(clock.text(), "2027-02-09")


def test_bad_dates_change_nothing():
    rtc = RTC((2026, 11, 30, 0, 12, 0, 0, 0))
    clock = WallClock(rtc)
    for bad in ("2026-13-01", "2026-02-30", "1999-12-31", "2026/12/01", "26-12-01", 20261201):
        raises(clock.set_date, bad, field="date")
    raises(clock.set_date, "2026-12-01", 24, field="time")
    equal(rtc.now, (2026, 11, 30, 0, 12, 0, 0, 0))


def test_on_the_esp32_stand_in():
    # The port's RTC after power-up reads 2000-01-01: no date; set_date (the host's, at a
    # sync) gives one that a deep sleep keeps and a power cut loses.
    from hal import sim_esp32 as machine

    machine.power_on()
    clock = WallClock(machine.RTC())
    equal(clock.date(), None)
    clock.set_date("2026-11-30", 20, 15)
    machine.boot_again(machine.DEEPSLEEP_RESET)
    equal(clock.date(), "2026-11-30")
    machine.power_on()
    equal(clock.date(), None)
