"""The hardware self-test screen: every button of the profile asked for in turn (BACK too),
the battery and the clock; OK once all were pressed goes back to the table."""

from app import frame
from core import heap
from hal import buttons, power


def asks(profile):
    """The events the self-test asks for, in order: every button of the profile, and BACK
    (a button of its own, or a long OK)."""
    events = []
    if profile.encoder:
        events += [buttons.PREV, buttons.NEXT]
    for name in profile.inputs:
        event = profile.event(name, buttons.SHORT)[0]
        if event not in events:
            events.append(event)
    if buttons.BACK not in events:
        events.append(buttons.BACK)
    return events


def held_for_back(profile):
    """The input held for BACK where the profile has no BACK button of its own (OK in the
    three-button profile, the encoder's push), else None: the self-test says to hold it."""
    for (source, kind), (event, _) in profile.remap.items():
        if event == buttons.BACK and kind == buttons.LONG:
            return source.upper()
    return None


class SelfTest(frame.Screen):
    full = True

    def __init__(self, app):
        profile = app.device.buttons.profile
        self.asks = asks(profile)
        self.held = held_for_back(profile)
        self.answered = 0
        self.wrong = None

    def handle(self, app, event, kind):
        if self.answered >= len(self.asks):
            if event == buttons.OK and kind == buttons.SHORT:
                return frame.POP
            return frame.STAY
        # A long OK is BACK in the three-button profile; a long press of anything else
        # answers for its own button.
        if event == self.asks[self.answered]:
            self.answered += 1
            self.wrong = None
        else:
            self.wrong = event
        return frame.REDRAW

    def draw(self, app, fb):
        from app import screens

        battery = app.device.battery
        mv = battery.millivolts()
        screens.self_test(
            fb,
            app.texts("table").SELF_TEST,
            self.asks,
            self.answered,
            self.wrong,
            mv,
            power.percent(mv),
            battery.check(),
            app.device.clock.text(),
            self.held,
        )

    def close(self, app):
        heap.unload("app.screens")  # its drawing


def make(app, saved):
    return SelfTest(app)
