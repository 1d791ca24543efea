"""Screens for the frame's tests: each draws its name and a counter, and answers a button with
the action a test asks for through the `next` list of the device."""

from rig_parts import Display  # noqa: F401 - the panel, in a module of its own

from app import frame


class Device:
    def __init__(self, display=None):
        self.display = display or Display()
        self.next = []  # actions the screens answer with, in turn
        self.resumed = []  # (screen label, result) of every resume()


class Journal:
    session = None


class Counter(frame.Screen):
    def __init__(self, label, count):
        self.label = label
        self.count = count

    def saved(self):
        return self.count

    def handle(self, app, event, kind):
        action = app.device.next.pop(0)
        if action == frame.REDRAW:
            self.count += 1
        return action

    def resume(self, app, result):
        app.device.resumed.append((self.label, result))
        return frame.REDRAW

    def draw(self, app, fb):
        fb.fill(1)
        fb.text("{} {}".format(self.label, self.count), 0, 0, 0)


def make(app, saved):
    if saved == "broken":
        raise ValueError("cannot come back")
    return Counter("counter", saved or 0)
