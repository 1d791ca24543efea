"""The ESP32 stand-in (hal/sim_esp32.py) refuses what MicroPython v1.29's ports/esp32 refuses:
each case here is a call the port answers with an error, or a behaviour the board has that a
lenient stand-in would hide."""

from hal_fakes import fails

from checks import equal
from hal import sim_esp32 as machine

esp32 = machine.esp32


def message(exc):
    return exc.args[0] if exc.args else ""


def test_ext0_takes_one_pin_and_rtc_pins_only():
    machine.power_on()
    pin = machine.Pin
    ok = pin(33, pin.IN, pin.PULL_UP)
    ok.irq(trigger=pin.WAKE_LOW, wake=machine.SLEEP | machine.DEEPSLEEP)
    second = pin(25, pin.IN, pin.PULL_UP)
    exc = fails(ValueError, second.irq, None, pin.WAKE_LOW, machine.SLEEP)
    equal(message(exc), "no resources")  # machine_pin.c: ext0 is one pin
    machine.power_on()
    seat4 = pin(22, pin.IN, pin.PULL_UP)
    exc = fails(ValueError, seat4.irq, None, pin.WAKE_LOW, machine.SLEEP)
    equal(message(exc), "invalid pin for wake")  # GPIO 22 is no RTC GPIO
    equal(message(fails(ValueError, esp32.wake_on_ext0, seat4)), "invalid pin")
    equal(message(fails(ValueError, esp32.wake_on_ext1, [ok, seat4])), "invalid pin")
    equal(message(fails(ValueError, ok.irq, None, pin.WAKE_LOW, 9)), "bad wake value")


def test_no_gpio_wake_with_deep_sleep():
    machine.power_on()
    pin = machine.Pin
    esp32.wake_on_gpio(pins=[pin(22, pin.IN, pin.PULL_UP)], level=False)  # taken: any GPIO
    exc = fails(ValueError, machine.deepsleep)
    equal(message(exc), "DEEPSLEEP with gpio pins not supported on this chip")
    esp32.wake_on_gpio(pins=())
    esp32.wake_on_ext0(pin=pin(33, pin.IN), level=False)
    exc = fails(machine.DeepSleepError, machine.deepsleep)
    equal(exc.args[0], 33)  # asleep, OK armed


def test_pins_that_do_not_exist_or_only_read():
    machine.power_on()
    pin = machine.Pin
    for gpio in (20, 24, 40, -1):
        equal(message(fails(ValueError, pin, gpio)), "invalid pin")
    exc = fails(ValueError, pin, 35, pin.OUT)
    equal(message(exc), "pin can only be input")


def test_rtc_from_power_on_and_its_memory():
    machine.power_on()
    rtc = machine.RTC()
    equal(rtc.datetime()[:3], (2000, 1, 1))
    rtc.datetime((2026, 11, 30, 0, 20, 15, 0, 0))
    rtc.memory(b"kept")
    fails(ValueError, rtc.memory, bytes(2049))
    fails(ValueError, rtc.datetime, (2026, 11, 30))
    machine.boot_again(machine.DEEPSLEEP_RESET)
    equal(machine.RTC().memory(), b"kept")
    equal(machine.RTC().datetime()[:3], (2026, 11, 30))
    equal(machine.reset_cause(), machine.DEEPSLEEP_RESET)
    machine.power_on()
    equal(machine.RTC().memory(), b"")
    equal(machine.RTC().datetime()[:3], (2000, 1, 1))
    equal(machine.reset_cause(), machine.PWRON_RESET)


def test_light_sleep_hears_no_uart_and_wakes_on_rx_only_when_armed():
    machine.power_on()
    line = []  # bytes the host sends while the board sleeps

    def sleeper(ms, armed):
        if line:
            line.clear()  # lost: the UART does not run in light sleep
            return armed
        return False

    machine.set_sleeper(sleeper)
    pin = machine.Pin
    esp32.wake_on_gpio(pins=[pin(32, pin.IN, pin.PULL_UP)], level=False)
    line.append(b"HELLO")
    machine.lightsleep(1000)
    equal(machine.wake_reason(), machine.TIMER_WAKE)  # the line did not wake it
    equal(line, [])
    esp32.wake_on_gpio(pins=[pin(32), pin(machine.UART0_RX)], level=False)
    line.append(b"HELLO")
    machine.lightsleep(1000)
    equal(machine.wake_reason(), machine.GPIO_WAKE)
    equal(line, [])  # woken, but the bytes that woke it are gone


def test_ext0_pin_reads_pressed_after_light_sleep_until_set_up_again():
    machine.power_on()
    machine.set_sleeper(lambda ms, armed: False)
    pin = machine.Pin
    ok = pin(33, pin.IN, pin.PULL_UP)
    esp32.wake_on_ext0(pin=ok, level=False)
    machine.lightsleep(100)
    equal(ok(), 0)  # MicroPython issue #3835
    ok.init(pin.IN, pin.PULL_UP)
    equal(ok(), 1)


def test_spi_claims_its_default_miso_unless_told_none():
    machine.power_on()
    machine.SPI(2, baudrate=4000000, sck=machine.Pin(18), mosi=machine.Pin(23))
    equal(machine.board.claimed.get(19), "SPI2 MISO")
    machine.power_on()
    machine.SPI(2, baudrate=4000000, sck=machine.Pin(18), mosi=machine.Pin(23), miso=None)
    equal(19 in machine.board.claimed, False)


def test_kbd_intr():
    machine.power_on()
    equal(machine.uart_received(b"A"), b"A")
    fails(KeyboardInterrupt, machine.uart_received, b"\x03")  # Ctrl-C while main.py runs
    machine.kbd_intr(-1)
    equal(machine.uart_received(b"\x03"), b"\x03")  # data to the app


def test_what_a_run_does_not_use_loads_when_asked_for():
    # hal/sim_esp32_more.py: the SPI bus, the ADC and the exceptions deep sleep and reset
    # raise load on first use; a name neither has loads nothing.
    import sys

    from core import heap

    heap.unload("hal.sim_esp32_more")
    equal(getattr(machine, "unique_id", None), None)
    equal("hal.sim_esp32_more" in sys.modules, False)
    equal(machine.ADC(machine.Pin(35)).read_uv(), 1900000)
    equal("hal.sim_esp32_more" in sys.modules, True)
    equal(issubclass(machine.DeepSleepError, Exception), True)
