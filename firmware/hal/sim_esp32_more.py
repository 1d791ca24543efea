"""The parts of the ESP32 stand-in (hal/sim_esp32.py) that a simulator run does not use, loaded
when first asked for as attributes of hal.sim_esp32 (its __getattr__): the SPI bus and the ADC,
which the simulated panel and battery do without, and what deep sleep and reset raise. As
strict as the rest, each rule naming the MicroPython v1.29 ports/esp32 file it mirrors."""

# The chip's state and pins, given by hal.sim_esp32 as it loads this module: imported from it
# here, the two modules would import each other.
board = Pin = _id = None

# machine_hw_spi.c: the default pins of SPI(1) and SPI(2) (MICROPY_HW_SPIn_SCK/MOSI/MISO) when
# none are given, by bus - 1. A tuple, not a dict: frozen, it stays off the heap.
_SPI_DEFAULTS = ((14, 13, 12), (18, 23, 19))


class DeepSleepError(Exception):
    """machine.deepsleep() does not return (the board boots again): here it raises."""


class ResetError(Exception):
    """machine.reset() does not return either."""


class SPI:
    """machine_hw_spi.c: a pin not given is the bus's default (SPI 2's MISO is GPIO 19); None
    leaves it unused."""

    def __init__(self, bus, baudrate=500000, sck=0, mosi=0, miso=0):
        if bus not in (1, 2):
            raise ValueError("SPI({}) doesn't exist".format(bus))
        names = ("SCK", "MOSI", "MISO")
        for i, pin in enumerate((sck, mosi, miso)):
            if pin is None:
                continue
            gpio = _SPI_DEFAULTS[bus - 1][i] if pin == 0 and not isinstance(pin, Pin) else _id(pin)
            board.claimed[gpio] = "SPI{} {}".format(bus, names[i])
        self.written = 0
        self.device = None  # what the bytes go to (a simulated panel), if anything

    def write(self, data):
        self.written += len(data)
        board.spi_bytes += len(data)
        if self.device is not None:
            self.device.write(data)


class ADC:
    ATTN_11DB = 3

    def __init__(self, pin, atten=None):
        self.gpio = _id(pin)
        if not 32 <= self.gpio <= 39:
            raise ValueError("invalid pin")  # ADC1 only here: ADC2 stops while Wi-Fi is on
        self.uv = 1900000

    def read_uv(self):
        return self.uv
