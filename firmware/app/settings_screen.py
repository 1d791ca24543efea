"""The device's settings screen: language, rotation, refreshes, sleep and button profile, each
stored on flash (app.device_settings) and applied at once. PREV/NEXT choose a setting, OK opens
its values with the cursor on the current one, OK takes a value, BACK leaves without a change."""

from app import device_settings, frame, setting_list
from app import type as ty
from app.settings_apply import apply
from core import heap
from core.errors import InputError

_HELPERS = (
    "app.device_settings",
    "app.settings_apply",
    "app.setting_list",
)


class SettingsScreen(frame.Screen):
    full = True

    def __init__(self, app):
        self.stored = device_settings.DeviceSettings(app.root)
        self.keys = [row[0] for row in device_settings.FIELDS]
        self.cursor = 0
        self.editing = None  # the key whose values are shown
        self.values = ()
        self.problem = None

    def close(self, app):
        # What it borrowed for the drawing and the applying: the boot applies stored settings
        # without them (app.settings_apply alone), and the table needs none of them.
        for name in _HELPERS:
            app.let_go(name)

    def current(self, app, key):
        """The value in force: the buttons' profile is the one they read by (the board's own
        until one is chosen here); the others as stored."""
        if key == "profile":
            return app.device.buttons.profile.name
        return self.stored.get(key)

    def handle(self, app, event, kind):
        self.problem = None
        if self.editing is None:
            if event == "BACK":
                return frame.POP
            count = len(self.keys)
            if event == "NEXT":
                self.cursor = (self.cursor + 1) % count
            elif event == "PREV":
                self.cursor = (self.cursor - 1) % count
            elif event == "OK":
                key = self.keys[self.cursor]
                self.editing = key
                self.values = offered(app, key)
                current = self.current(app, key)
                self.value_at = self.values.index(current) if current in self.values else 0
            return frame.REDRAW
        if event == "BACK":
            self.editing = None
        elif event == "NEXT":
            self.value_at = (self.value_at + 1) % len(self.values)
        elif event == "PREV":
            self.value_at = (self.value_at - 1) % len(self.values)
        elif event == "OK":
            key = self.editing
            value = self.values[self.value_at]
            try:
                apply(app, key, value)
                self.stored.set(key, value)
            except (InputError, OSError) as err:
                apply(app, key, self.stored.get(key))  # what is stored stays in force
                words = app.texts("settings_screen")
                if isinstance(err, OSError):  # the flash full or failing: its errno says nothing
                    self.problem = words.NOT_STORED
                else:  # the setting by the name this screen gives it, the message in its words
                    said = words.LABELS[key] + ": " + err.message
                    self.problem = heap.call("app.refusal", "said", app, said)
                return frame.REDRAW
            self.editing = None
        return frame.REDRAW

    def draw(self, app, fb):
        words = app.texts("settings_screen")
        sizes = ty.sizes_for(fb)
        size = sizes[ty.BODY]
        if self.editing is None:
            title = words.TITLE
            rows = []
            for key in self.keys:
                rows.append((words.LABELS[key], value_text(words, key, self.current(app, key))))
            cursor = self.cursor
            hint = words.HINT
        else:
            title = words.LABELS[self.editing]
            rows = [value_text(words, self.editing, value) for value in self.values]
            cursor = self.value_at
            hint = words.HINT_VALUE
        fb.fill(ty.WHITE)
        top = _band(fb, title, size)
        bottom = _foot(fb, hint, self.problem, words, sizes[ty.SMALL])
        big = sizes[ty.LARGE] if ty.big(fb) else size
        if _narrow(fb) and not ty.big(fb):
            big = sizes[ty.SMALL]  # the 2.9" panel in portrait: the labels fit across
        # A setting's values open round the current one, in the middle of the page as far as
        # the list allows (the new session's values alike, app.setup_draw), not at its foot.
        setting_list.draw(fb, rows, cursor, top, bottom, big, self.editing is not None)


def value_text(words, key, value):
    if key == "lang":
        return words.LANGS[value]
    if key == "profile":
        return words.PROFILES[value]
    return words.UNITS[key].format(value)


def offered(app, key):
    """The values of `key` this device can take: a button profile only when the device has
    every button (and the encoder) it needs."""
    values = device_settings.allowed(key)
    if key != "profile":
        return values
    from hal import buttons

    keys = app.device.buttons
    wired = getattr(keys, "wired", None) or keys.profile.inputs
    out = []
    for name in values:
        profile = buttons.profile_named(name)
        if profile.encoder and keys.encoder is None:
            continue
        if all(source in wired for source in profile.inputs):
            out.append(name)
    return out


def _narrow(fb):
    return fb.width < fb.height


def _band(fb, title, size):
    """The title band; in portrait over two lines where it needs them."""
    lines = ty.lines(title, size, fb.width - 6, 2 if _narrow(fb) else 1)
    band = len(lines) * ty.height(size) + 6
    fb.fill_rect(0, 0, fb.width, band, ty.BLACK)
    for i in range(len(lines)):
        ty.draw(fb, lines[i], 3, 3 + i * ty.height(size), size, ty.WHITE)
    return band + 2


def _foot(fb, hint, problem, words, size):
    """The hint, or why a value was refused (inverted); in portrait over as many as three
    lines."""
    text = hint if problem is None else words.REFUSED.format(problem)
    lines = ty.lines(text, size, fb.width - 6, 3 if _narrow(fb) else 1)
    band = len(lines) * ty.height(size) + 6
    y = fb.height - band
    colour = ty.BLACK
    if problem is None:
        fb.hline(0, y, fb.width, ty.BLACK)
    else:
        fb.fill_rect(0, y, fb.width, band, ty.BLACK)
        colour = ty.WHITE
    for i in range(len(lines)):
        ty.draw(fb, lines[i], 3, y + 3 + i * ty.height(size), size, colour)
    return y - 2


def make(app, saved):
    return SettingsScreen(app)
