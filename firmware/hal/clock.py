"""The date, when the device knows it: from an RTC that has been set, otherwise None (shown as
"unknown"); the log never gets an invented date."""

from core.errors import InputError

# The ESP32's own RTC starts at 2000-01-01 after power comes back, and keeps counting through
# deep sleep; a year before this one means it was never set since the cell was connected.
EARLIEST_YEAR = 2025
UNKNOWN = "unknown"
_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


class WallClock:
    """`rtc`: a machine.RTC (datetime() gives (year, month, day, weekday, hours, minutes,
    seconds, subseconds)) or None where the build has none."""

    def __init__(self, rtc=None):
        self.rtc = rtc

    def date(self):
        """ "YYYY-MM-DD" as core.session wants it, or None when the date is not known."""
        if self.rtc is None:
            return None
        year, month, day = self.rtc.datetime()[:3]
        if year < EARLIEST_YEAR:
            return None
        return "{:04d}-{:02d}-{:02d}".format(year, month, day)

    def text(self):
        date = self.date()
        return UNKNOWN if date is None else date

    def set_date(self, date, hours=0, minutes=0):
        """Set the RTC from "YYYY-MM-DD" (sent by the host tool, or entered by hand)."""
        if self.rtc is None:
            raise InputError("date", "this device has no clock to set")
        ok = isinstance(date, str) and len(date) == 10 and date[4] == "-" and date[7] == "-"
        digits = date[:4] + date[5:7] + date[8:] if ok else ""
        ok = ok and digits.isdigit()
        if ok:
            year, month, day = int(date[:4]), int(date[5:7]), int(date[8:])
            ok = year >= EARLIEST_YEAR and 1 <= month <= 12 and 1 <= day <= _DAYS[month - 1]
        if not ok:
            raise InputError("date", "must be a date like 2026-11-30, from 2025 on")
        if not (0 <= hours < 24 and 0 <= minutes < 60):
            raise InputError("time", "hours 0-23 and minutes 0-59")
        self.rtc.datetime((year, month, day, 0, hours, minutes, 0, 0))
