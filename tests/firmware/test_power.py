"""Battery voltage through the divider, its warnings, and the idle and sleep decisions."""

from hal_fakes import Clock, fails

from checks import equal, raises
from hal import power
from hal import sim_esp32 as machine


class ADC:
    """A machine.ADC stand-in: read_uv() gives the pin voltage of a cell at `cell_mv`
    through the divider, with a little alternating noise."""

    def __init__(self, r_top, r_bottom):
        self.r_top = r_top
        self.r_bottom = r_bottom
        self.cell_mv = 4000
        self.reads = 0

    def read_uv(self):
        self.reads += 1
        noise = 2000 if self.reads % 2 else -2000
        return self.cell_mv * 1000 * self.r_bottom // (self.r_top + self.r_bottom) + noise


def test_voltage_through_the_divider():
    for r_top, r_bottom in ((1000000, 1000000), (100000, 220000), (47000, 100000)):
        adc = ADC(r_top, r_bottom)
        battery = power.Battery(adc, r_top, r_bottom)
        for cell in (4200, 3850, 3600, 3300):
            adc.cell_mv = cell
            got = battery.millivolts()
            equal(abs(got - cell) <= 2, True, "{} mV read as {}".format(cell, got))
        equal(adc.reads, 4 * 8)  # averaged over 8 samples


def test_low_and_empty_with_hysteresis():
    adc = ADC(1000000, 1000000)
    battery = power.Battery(adc, 1000000, 1000000)
    # (cell mV, state after reading it)
    table = (
        (4100, power.OK),
        (3650, power.OK),
        (3590, power.LOW),  # below 3600: warn
        (3650, power.LOW),  # recovering under load is not enough to clear it
        (3710, power.OK),  # 100 mV above the threshold: cleared
        (3390, power.EMPTY),
        (3450, power.EMPTY),
        (3520, power.LOW),
        (3690, power.LOW),
        (3800, power.OK),
        (3300, power.EMPTY),
        (4000, power.OK),  # charged
    )
    for cell, want in table:
        adc.cell_mv = cell
        equal(battery.check(), want, "{} mV".format(cell))


def test_percent():
    table = ((4250, 100), (4200, 100), (3800, 50), (3775, 44), (3600, 10), (3400, 0), (3000, 0))
    for mv, want in table:
        equal(power.percent(mv), want, "{} mV".format(mv))
    last = 0
    for mv in range(3300, 4300, 10):
        equal(power.percent(mv) >= last, True)
        last = power.percent(mv)


def test_bad_battery_setup():
    adc = ADC(1, 1)
    raises(power.Battery, adc, 0, 100, field="r_top")
    raises(power.Battery, adc, 100, -5, field="r_bottom")
    raises(power.Battery, adc, 100, 100, 0, field="samples")
    raises(power.Battery, adc, 100, 100, 8, 3400, 3600, field="low_mv")


def test_idle_decisions():
    clock = Clock(1000)
    idle = power.IdlePolicy(clock, 15)
    equal(idle.decide(1000, False), power.LIGHT)
    equal(idle.light_sleep_ms(1000), 15 * 60000)
    equal(idle.decide(1000 + 20 * 60000, True), power.AWAKE)  # a press under way
    idle.activity(5000)
    equal(idle.decide(5000 + 15 * 60000 - 1, False), power.LIGHT)
    equal(idle.light_sleep_ms(5000 + 15 * 60000 - 1), 1)
    equal(idle.decide(5000 + 15 * 60000, False), power.DEEP)
    equal(idle.light_sleep_ms(5000 + 20 * 60000), 0)
    for bad in (0, 241, "15", None):
        raises(power.IdlePolicy, clock, bad, field="idle_minutes")


def board_with_buttons(levels):
    """The strict ESP32 stand-in with PREV, NEXT, OK at GPIO 32, 25, 33 (levels: gpio ->
    level, 1 released) and the UART's RX pin."""
    machine.power_on()
    for gpio in (32, 25, 33):
        machine.connect(gpio, lambda gpio=gpio: levels.get(gpio, 1))
    pin = machine.Pin
    pins = [pin(gpio, pin.IN, pin.PULL_UP) for gpio in (32, 25, 33)]
    return pins, pin(machine.UART0_RX)


def test_every_button_arms_light_sleep_and_ok_alone_deep_sleep():
    levels = {}
    pins, line = board_with_buttons(levels)
    rst = machine.Pin(16, machine.Pin.OUT, value=1)
    sleeper = power.MachineSleep(machine, machine.esp32, pins, pins[2], (rst,), line)
    machine.set_sleeper(lambda ms, armed: False)
    equal(sleeper.light_sleep(900), False)  # the timer
    equal(machine.board.gpio, (32, 25, 33, 3))
    equal(machine.board.ext0, -1)  # not armed through light sleep: OK would read 0 after
    equal(pins[2](), 1)
    want = [("hold", 16), ("lightsleep", 900), ("release", 16)]
    equal(machine.board.log[-3:], want)
    # Deep sleep: GPIO wake cleared (the classic ESP32 refuses it), OK on ext0.
    exc = fails(machine.DeepSleepError, sleeper.deep_sleep)
    equal(exc.args[0], 33)
    equal(machine.board.gpio, ())
    equal(sleeper.woke_from_deep_sleep(), False)
    machine.boot_again(machine.DEEPSLEEP_RESET)
    equal(sleeper.woke_from_deep_sleep(), True)


def test_light_sleep_says_when_the_serial_line_woke_it():
    levels = {}
    pins, line = board_with_buttons(levels)
    sleeper = power.MachineSleep(machine, machine.esp32, pins, pins[2], (), line)
    machine.set_sleeper(lambda ms, armed: armed)  # bytes arrive on the line
    equal(sleeper.light_sleep(60000), True)
    equal(machine.wake_reason(), machine.GPIO_WAKE)
    levels[25] = 0  # NEXT held when it woke: a press, not the line

    def press(ms, armed):
        return False

    machine.set_sleeper(press)
    equal(sleeper.light_sleep(60000), False)
    equal(machine.wake_reason(), machine.GPIO_WAKE)


def test_a_line_held_low_is_not_armed():
    levels = {}
    pins, line = board_with_buttons(levels)
    sleeper = power.MachineSleep(machine, machine.esp32, pins, pins[2], (), line)
    machine.set_sleeper(lambda ms, armed: False)
    machine.connect(machine.UART0_RX, lambda: 0)  # an adapter without power on RX
    equal(sleeper.light_sleep(60000), False)
    equal(machine.board.gpio, (32, 25, 33))  # the line left out: it would wake at once
    equal(machine.wake_reason(), machine.TIMER_WAKE)


def test_listening_after_the_line_woke_it():
    clock = Clock(0)
    idle = power.IdlePolicy(clock, 15)
    idle.activity(0)
    idle.listen(1000)
    equal(idle.decide(1000 + power.LISTEN_MS - 1, False), power.AWAKE)
    equal(idle.decide(1000 + power.LISTEN_MS, False), power.LIGHT)
    equal(idle.light_sleep_ms(1000 + power.LISTEN_MS), 15 * 60000 - 1000 - power.LISTEN_MS)
    idle.listen(15 * 60000 - 10)
    equal(idle.decide(15 * 60000 - 5, False), power.AWAKE)
    equal(idle.decide(15 * 60000 + power.LISTEN_MS, False), power.DEEP)
