"""When the e-paper refreshes: at most once per user action, never when nothing visible
changed, partial refreshes of the changed rows with a full one every few to clear ghosting."""

import binascii
from array import array

from core.errors import InputError

# E-paper ghosts after repeated partial refreshes; the panel makers' application notes (Good
# Display, Waveshare) advise a full refresh after a handful of partial ones, five being the
# figure they usually give. A setting, because how much ghosting a table accepts is taste.
PARTIALS_PER_FULL = 5
_MAX_PARTIALS = 50
# Rows per checksum band: a multiple of 8, so a band is one contiguous run of the buffer both
# for row-major formats (MONO_HLSB/HMSB) and for page-major MONO_VLSB.
_BAND_ROWS = 8


class RefreshPolicy:
    """Wraps a display with `buf`, `width`, `height`, `needs_full` and show(full, window).

    Nothing of the old image is kept but one CRC-32 per band of 8 rows (38 numbers for the
    4.2" panel instead of a 15,000-byte copy), which is enough to find the changed rows. They
    are kept in an array of 32-bit words: in a list, most CRCs, being over the 31-bit small
    integers of a 32-bit port (py/mpconfig.h), would each be an object of their own."""

    def __init__(self, display, partials_per_full=PARTIALS_PER_FULL):
        if not isinstance(partials_per_full, int) or not 0 <= partials_per_full <= _MAX_PARTIALS:
            raise InputError(
                "partials_per_full", "must be a whole number from 0 to {}".format(_MAX_PARTIALS)
            )
        self.display = display
        self.partials_per_full = partials_per_full
        self._height = display.height  # the sums are per band of this many rows' picture
        self._bands = (display.height + _BAND_ROWS - 1) // _BAND_ROWS
        self._sums = array("I", bytes(4 * self._bands))
        self._known = False  # False: nothing is known of the glass, every band has changed
        self._partials = 0
        self._force_full = False
        self.full_refreshes = 0
        self.partial_refreshes = 0
        self.last_window = None  # (x, y, w, h) of the last partial refresh

    def force_full(self):
        """Make the next refresh a full one (a new screen, or the user asked for a clean one)."""
        self._force_full = True

    def action_done(self):
        """Call once after the app has drawn the outcome of one user action. Refreshes the
        panel at most once; returns "full", "partial" or None (nothing visible changed)."""
        display = self.display
        buf = display.buf
        if display.height != self._height:
            # A new picture shape (the device turned to or from portrait): nothing is known.
            self._height = display.height
            self._bands = (display.height + _BAND_ROWS - 1) // _BAND_ROWS
            self._sums = array("I", bytes(4 * self._bands))
            self._known = False
        # Bytes per band: 8 rows of whole bytes, or one page of a MONO_VLSB buffer (the 4.2"
        # panel in portrait, whose rows are 37.5 bytes), both len(buf) * 8 / height.
        step = len(buf) * _BAND_ROWS // display.height
        first = -1
        last = -1
        sums = self._sums
        known = self._known
        view = memoryview(buf)  # a band read where it lies: a slice of buf would copy it
        for band in range(self._bands):
            start = band * step
            end = min(start + step, len(buf))
            crc = binascii.crc32(view[start:end])
            if crc != sums[band] or not known:
                sums[band] = crc
                if first < 0:
                    first = band
                last = band
        self._known = True
        if first < 0:
            return None  # the glass keeps its image without power: nothing to do
        if display.needs_full or self._force_full or self._partials >= self.partials_per_full:
            display.show(full=True)
            self._partials = 0
            self._force_full = False
            self.full_refreshes += 1
            return "full"
        top = first * _BAND_ROWS
        bottom = min((last + 1) * _BAND_ROWS, display.height)
        self.last_window = (0, top, display.width, bottom - top)
        display.show(window=self.last_window)
        self._partials += 1
        self.partial_refreshes += 1
        return "partial"
