"""The serial sync's screen in the device's languages: the real server fed the host's frames,
its screen drawn through the app's frame in German and in English, and the texts it drew
recorded on their way to the panel."""

import gc
import sys

from app import frame
from app import type as ty
from screen_rig import build
from sync import wire as sf
from sync.server import SerialSync

DRAWN = []
_DRAW = ty.draw


def _recording(fb, text, x, y, size, color=ty.BLACK):
    DRAWN.append(text)
    return _DRAW(fb, text, x, y, size, color)


class Clock:
    def __init__(self):
        self.ms = 0

    def ticks_ms(self):
        return self.ms

    def ticks_diff(self, a, b):
        return a - b


class Port:
    def __init__(self):
        self.inbox = bytearray()

    def read(self, count):
        data = bytes(self.inbox[:count])
        self.inbox[0:count] = b""
        return data

    def write(self, data):
        pass


def _shown(app, sync, port, clock, frames=(), wait_ms=10):
    """What the sync screen draws after the host's `frames` and `wait_ms` of the loop."""
    for data in frames:
        port.inbox.extend(data)
    clock.ms += wait_ms
    sync.poll(clock.ms)
    del DRAWN[:]
    app.draw()
    return list(DRAWN)


def _run(lang):
    gc.collect()
    app, device, journal, root = build(session=False)
    app.lang = lang
    port = Port()
    clock = Clock()
    sync = SerialSync(port, journal, clock, root + "/sync/config", root)
    app.sync = sync
    app.act(frame.push("app.sync_view", "live"))
    seen = [_shown(app, sync, port, clock)]
    seen.append(_shown(app, sync, port, clock, [sf.hello(1)]))
    names = sf.message(sf.NAMES, {"nonce": 2, "names": ["Anna", "Zenzi"]})
    bye = sf.message(sf.BYE, {"sessions": 1, "bytes": 0})
    seen.append(_shown(app, sync, port, clock, [names, bye]))
    # The names are in the roster; the code that took them is let go until the next sync.
    left = [name for name in ("sync.roster", "core.names", "core.shown") if name in sys.modules]
    if left:
        raise AssertionError("left loaded: {}".format(left))
    seen.append(_shown(app, sync, port, clock, [sf.hello(3), bye]))
    seen.append(_shown(app, sync, port, clock, [sf.hello(4)]))
    seen.append(_shown(app, sync, port, clock, (), 16000))  # the host went away
    refusal = sf.message(sf.BYE, {"error": "session 1 was not stored"})
    seen.append(_shown(app, sync, port, clock, [sf.hello(5), refusal]))
    return seen


def test_the_sync_screen_speaks_german():
    ty.draw = _recording
    try:
        seen = _run("de")
    finally:
        ty.draw = _DRAW
    back = "Eine Taste: zurück"
    expected = [
        ["ABGLEICH", "Warte auf den Laptop", back],
        ["ABGLEICH", "Laptop verbunden", "0 von 0 Bytes", back],
        ["ABGLEICH", "Fertig", "1 Abend, 0 Bytes, 2 Namen", back],
        ["ABGLEICH", "Fertig", "1 Abend, 0 Bytes", back],
        ["ABGLEICH", "Laptop verbunden", "0 von 0 Bytes", back],
        ["ABGLEICH", "Nicht fertig", "der Laptop ist weg", back],
        ["ABGLEICH", "Nicht fertig", "session 1 was not stored", back],
    ]
    for i in range(len(expected)):
        if seen[i] != expected[i]:
            raise AssertionError("{}: {} != {}".format(i, seen[i], expected[i]))


def test_the_sync_screen_in_english_and_both_catalogues_alike():
    ty.draw = _recording
    try:
        seen = _run("en")
    finally:
        ty.draw = _DRAW
    if seen[0] != ["SYNC", "Waiting for the laptop", "Any button: back"]:
        raise AssertionError(str(seen[0]))
    if seen[2][2] != "1 session, 0 bytes, 2 names" or seen[5][2] != "the laptop went away":
        raise AssertionError(str(seen))
    from app import texts_wifi_sync_de, texts_wifi_sync_en

    de = sorted(k for k in dir(texts_wifi_sync_de) if not k.startswith("_"))
    en = sorted(k for k in dir(texts_wifi_sync_en) if not k.startswith("_"))
    if de != en:
        raise AssertionError("{} != {}".format(de, en))
