"""The device's own settings, apart from any game's rules: the language of the screens, the
panel's rotation, how many partial refreshes come between full ones, the idle time before deep
sleep, and the button profile. Kept in `<root>/device.cfg`, one "key=value" a line, replaced
whole (written under another name, then renamed) so a power cut leaves the old file or the new;
the language in `<root>/lang` ("de", "en", ..., the file the app reads at boot, docs/app.md).

A line that is unknown or out of range is skipped on reading and the setting keeps its default:
a damaged file never stops the device from starting."""

import os

from core.errors import InputError

# The languages there are words for (words/<lang>.txt), the fallback first: the line is
# written by scripts/make_words.py.
LANGS = ("en", "de")  # words: languages

# (key, default, allowed values): the values in the order the settings screen offers them.
FIELDS = (
    ("lang", "en", LANGS),  # English until set, as the app starts (words/<lang>.txt)
    # Degrees from the way the device was built (app.rotation): 90 and 270 are portrait.
    ("rotation", 0, (0, 90, 180, 270)),
    # Partial refreshes between full ones (app.refresh; 5 is the panel makers' advice).
    ("partials", 5, (0, 1, 2, 3, 4, 5, 6, 8, 10)),
    # Minutes without a press before deep sleep (hal.power.IdlePolicy takes 1 to 240).
    ("sleep", 15, (2, 5, 10, 15, 30, 60, 120)),
    ("profile", "three", ("three", "four", "rotary", "edges")),
)


def allowed(key):
    for row in FIELDS:
        if row[0] == key:
            return row[2]
    raise InputError("device." + key, "unknown device setting")


def defaults():
    out = {}
    for key, default, _ in FIELDS:
        out[key] = default
    return out


def language(root):
    """The screens' language, all the boot asks of this module (app.platform)."""
    return DeviceSettings(root).get("lang")


class DeviceSettings:
    def __init__(self, root):
        self.path = root + "/device.cfg"
        self.lang_path = root + "/lang"
        self.values = defaults()
        self.skipped = 0
        self.load()

    def load(self):
        self.values = defaults()
        self.skipped = 0
        try:
            with open(self.path) as handle:
                text = handle.read()
        except (OSError, UnicodeError):
            text = ""
        for line in text.split("\n"):
            if not line.strip():
                continue
            key, _, raw = line.partition("=")
            try:
                options = allowed(key) if key != "lang" else ()
            except InputError:
                self.skipped += 1
                continue
            value = _parse(raw, options)
            if value is None:
                self.skipped += 1
            else:
                self.values[key] = value
        self._load_lang()

    def _load_lang(self):
        try:
            with open(self.lang_path) as handle:
                lang = _parse(handle.read(), allowed("lang"))
        except (OSError, UnicodeError):
            return
        if lang is not None:
            self.values["lang"] = lang

    def get(self, key):
        return self.values[key]

    def set(self, key, value):
        """Change one setting and store the whole file; a value not offered is refused
        naming the setting, and nothing is changed."""
        if value not in allowed(key):
            raise InputError("device." + key, "must be one of the offered values")
        kept = dict(self.values)
        kept[key] = value
        if key == "lang":
            _replace(self.lang_path, value)
        else:
            lines = []
            for name, _, _ in FIELDS:  # in the table's order, never the dict's
                if name != "lang":
                    lines.append("{}={}".format(name, kept[name]))
            _replace(self.path, "\n".join(lines) + "\n")
        self.values = kept


def _replace(path, text):
    """Write a file whole under another name, then rename it over the old (atomic)."""
    with open(path + ".tmp", "w") as handle:
        handle.write(text)
    os.rename(path + ".tmp", path)


def _parse(raw, options):
    for option in options:
        if str(option) == raw.strip():
            return option
    return None
