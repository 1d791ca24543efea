"""Battery voltage through the divider, its warnings, and the idle and sleep decisions."""

from hal import power
from hal_fakes import Clock

from checks import equal, raises


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


class Machine:
    """Records what MachineSleep asks of the machine module."""

    SLEEP = 2
    DEEPSLEEP = 4
    DEEPSLEEP_RESET = 4

    class Pin:
        WAKE_LOW = 4

        def __init__(self, name, machine=None):
            self.name = name
            self.machine = machine
            self.wake = None

        def irq(self, trigger, wake):
            self.wake = (trigger, wake)

        def init(self, hold):
            self.machine.calls.append(("hold" if hold else "release", self.name))

    def __init__(self):
        self.calls = []
        self.cause = 1

    def lightsleep(self, ms):
        self.calls.append(("light", ms))

    def deepsleep(self):
        self.calls.append(("deep",))

    def reset_cause(self):
        return self.cause


def test_machine_sleep_wake_sources():
    machine = Machine()
    pins = [Machine.Pin(name) for name in ("prev", "next", "ok")]
    rst = Machine.Pin("rst", machine)
    sleeper = power.MachineSleep(machine, pins, pins[2], (rst,))
    equal([pin.wake for pin in pins], [(4, 2), (4, 2), (4, 6)])
    sleeper.light_sleep(900)
    sleeper.deep_sleep()
    # The panel's RST is held through light sleep and let go after it.
    want = [("hold", "rst"), ("light", 900), ("release", "rst"), ("deep",)]
    equal(machine.calls, want)
    equal(sleeper.woke_from_deep_sleep(), False)
    machine.cause = Machine.DEEPSLEEP_RESET
    equal(sleeper.woke_from_deep_sleep(), True)
