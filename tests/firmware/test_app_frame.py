"""The app's frame: the screen stack's actions, the stack kept on flash over a restart,
modules let go with their screens, text catalogues per language, the menu's table."""

import os
import sys
import time

import app_test_screens
from app_test_screens import Device, Journal

from app import frame, menu
from app.frame import Frame
from app.refresh import RefreshPolicy
from checks import equal
from core import heap

SCREEN = "app_test_screens"


def fresh_root():
    root = "/tmp/schreiber-frame-{}".format(time.ticks_us())
    os.mkdir(root)
    return root


def build(root=None, lang="en"):
    device = Device()
    app = Frame(device, Journal(), RefreshPolicy(device.display), root or fresh_root(), lang)
    frame._BOTTOM = "app_test_table"  # the real table screen needs a session
    return app, device


def labels(app):
    return [screen.label for name, screen in app.stack]


def test_push_redraw_pop_and_resume_with_a_result():
    app, device = build()
    app.start()
    equal(labels(app), ["table"])
    device.next = [frame.push(SCREEN, 3), frame.REDRAW, frame.STAY, frame.pop("done")]
    equal(app.handle("OK", "short"), True)
    equal(labels(app), ["table", "counter"])
    equal(app.top().count, 3)
    equal(app.handle("NEXT", "short"), True)
    equal(app.top().count, 4)
    equal(app.handle("NEXT", "short"), False)  # nothing changed: nothing to draw
    equal(app.handle("BACK", "short"), True)
    equal(labels(app), ["table"])
    equal(device.resumed, [("table", "done")])


def test_the_resting_screen_is_never_popped():
    app, device = build()
    app.start()
    device.next = [frame.POP, frame.HOME]
    equal(app.handle("BACK", "short"), False)
    equal(app.handle("BACK", "short"), True)
    equal(labels(app), ["table"])


def test_replace_and_home():
    app, device = build()
    app.start()
    device.next = [frame.push(SCREEN, 1), frame.replace(SCREEN, 7), frame.push(SCREEN, 2)]
    device.next.append(frame.HOME)
    for _ in range(3):
        app.handle("OK", "short")
    equal([s.count for n, s in app.stack], [0, 7, 2])
    app.handle("OK", "short")
    equal(labels(app), ["table"])


def test_the_stack_comes_back_after_a_restart():
    root = fresh_root()
    app, device = build(root)
    app.start()
    device.next = [frame.push(SCREEN, 5), frame.REDRAW]
    app.handle("OK", "short")
    app.handle("OK", "short")
    app.save()
    again, _ = build(root)
    again.start()
    equal(labels(again), ["table", "counter"])
    equal(again.top().count, 6)


def test_a_screen_that_cannot_come_back_is_dropped_with_those_above():
    root = fresh_root()
    with open(root + "/screen", "w") as handle:
        handle.write('[["app_test_table", 2], ["app_test_screens", "broken"], ["x", null]]')
    app, _ = build(root)
    app.start()
    equal(labels(app), ["table"])
    equal(app.top().count, 2)
    for damaged in ("not json", '{"a": 1}', "[[1, 2]]", '[["app_test_screens", 1]]'):
        with open(root + "/screen", "w") as handle:
            handle.write(damaged)
        app, _ = build(root)
        app.start()
        equal(app.stack[0][1].label, "table")  # the resting screen is always at the bottom


def test_first_start_shows_the_default_stack_and_keeps_it():
    root = fresh_root()
    app, _ = build(root)
    app.start(("app_test_table", SCREEN))
    equal(labels(app), ["table", "counter"])
    with open(root + "/screen") as handle:
        equal(handle.read(), '[["app_test_table", 0], ["app_test_screens", 0]]')


def test_a_screens_module_is_let_go_with_its_last_screen():
    app, device = build()
    app.start()
    device.next = [frame.push(SCREEN), frame.push(SCREEN), frame.POP, frame.POP]
    app.handle("OK", "short")
    app.handle("OK", "short")
    app.handle("BACK", "short")
    equal(SCREEN in sys.modules, True)  # one screen of it is still open
    app.handle("BACK", "short")
    equal(SCREEN in sys.modules, False)
    sys.modules[SCREEN] = app_test_screens  # the helpers above still use it


def test_texts_in_the_language_in_use_and_english_as_fallback():
    app, _ = build(lang="de")
    equal(app.texts("app").MENU, "Menü")
    app.lang = "en"
    equal(app.texts("app").MENU, "Menu")
    app.lang = "xx"  # a language without catalogues shows the English ones
    equal(app.texts("app").MENU, "Menu")


def test_busy_shows_at_once_in_one_partial_refresh():
    app, device = build()
    app.start()
    app.draw()
    app.policy.action_done()
    app.busy()
    equal(device.display.shown, ["full", "partial"])
    display = device.display
    equal(display.pixel(display.width - 4, display.height - 4), 0)  # the black corner mark


def test_menu_offers_entries_by_the_session():
    class Hands:
        def __init__(self, n):
            self.n = n

        def __len__(self):
            return self.n

    class Session:
        table = None  # not a tournament table (core.session.Session.table)

        def __init__(self, hands, over):
            self.hands = Hands(hands)
            self.state = {"over": over}

    app, _ = build()
    cases = (
        (None, (True, True, False, False, False)),
        (Session(0, False), (True, False, True, False, True)),
        (Session(2, True), (True, False, False, True, True)),
    )
    for session, wanted in cases:
        app.journal.session = session
        whens = (menu.ALWAYS, menu.NO_SESSION, menu.PLAYING, menu.HANDS, menu.OPEN)
        equal(tuple(menu.offered(app, when) for when in whens), wanted)
    app.journal.session = None


def test_every_menu_entry_has_a_screen_module_and_a_label_in_every_language():
    # Each screen's module, its helpers and the catalogues are let go once checked, as the
    # device lets go of a screen when it closes: kept, they filled the heap the tests after
    # this one build their panels in.
    heap.scoped("app.", _menu_entries_checked)


def _menu_entries_checked():
    from app.device_settings import LANGS

    for module, _arg, when in menu.ENTRIES:
        equal(hasattr(heap.load(module), "make"), True)
        equal(when in (menu.ALWAYS, menu.NO_SESSION, menu.PLAYING, menu.HANDS, menu.OPEN), True)
        for lang in LANGS:
            labels = heap.load("app.texts_app_" + lang).LABELS
            equal(bool(labels.get(module[4:])), True)
