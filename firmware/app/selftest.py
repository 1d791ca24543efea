"""The hardware self-test screen: every button of the profile asked for in turn (BACK too),
the battery and the clock; OK once all were pressed goes back to the table."""

from hal import buttons, power

from app import frame


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


class SelfTest(frame.Screen):
    full = True

    def __init__(self, app):
        self.asks = asks(app.device.buttons.profile)
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
            self.asks,
            self.answered,
            self.wrong,
            mv,
            power.percent(mv),
            battery.check(),
            app.device.clock.text(),
        )


def make(app, saved):
    return SelfTest(app)
