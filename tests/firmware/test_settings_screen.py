"""The settings screen in the app's frame: each device setting in force at once (the refresh
policy, the idle time, the language, the buttons' profile) and kept on
flash; a profile the buttons cannot serve is not offered, nor taken. The rotation:
test_settings_rotation; after a restart: test_settings_restart (files of their own, each well
below its heap cap)."""

import sys

from app import frame
from app.device_settings import DeviceSettings
from checks import equal
from hal import buttons
from screen_rig import build, press


def test_each_device_setting_is_in_force_at_once_and_kept():
    app, device, journal, root = build(session=False)
    app.act(frame.push("app.settings_screen"))
    app.draw()
    # The rows: language, rotation, quick refreshes, sleep, buttons (app.device_settings).
    # Its list is drawn without the new-session wizard's code (app.setting_list): the wizard,
    # its drawing and the presets took over 15 KB beside it, loaded from .mpy.
    loaded = [
        name for name in ("app.setup", "app.setup_draw", "core.presets") if name in sys.modules
    ]
    equal(loaded, [])
    press(app, "OK", "NEXT", "OK")  # English -> Deutsch
    equal(app.lang, "de")
    press(app, "NEXT", "NEXT", "OK", "NEXT", "NEXT", "OK")  # quick refreshes 5 -> 8
    equal(app.policy.partials_per_full, 8)
    press(app, "NEXT", "OK", "NEXT", "OK")  # sleep 15 -> 30 minutes
    equal(device.idle.timeout_ms, 30 * 60000)
    stored = DeviceSettings(root)
    equal([stored.get(key) for key in ("lang", "partials", "sleep")], ["de", 8, 30])


def test_a_profile_the_buttons_cannot_serve_is_not_offered_and_one_they_can_is_used():
    app, device, journal, root = build(profile=buttons.profile_named("edges"), session=False)
    app.act(frame.push("app.settings_screen"))
    app.draw()
    from app import settings_apply, settings_screen

    equal(settings_screen.offered(app, "profile"), ["three", "edges"])  # no BACK, no knob
    press(app, "PREV", "OK")  # the buttons row; its values: three, edges
    equal(app.top().values, ["three", "edges"])
    press(app, "PREV", "OK")  # three
    equal(device.buttons.profile.name, "three")
    equal(len(device.buttons.keys), 3)
    equal(DeviceSettings(root).get("profile"), "three")
    # A long OK is BACK now, as the three-button profile says.
    equal(device.buttons.profile.event("ok", buttons.LONG), (buttons.BACK, buttons.SHORT))
    refused = None
    try:
        settings_apply.use_profile(device.buttons, "four")
    except ValueError as err:
        refused = str(err)
    equal(refused, "device.profile: needs a button this device has not")
    equal(device.buttons.profile.name, "three")


def test_a_settings_values_open_with_the_current_one_in_the_middle():
    # Sleep after 15 minutes, the fourth of seven values: on the 2.9" panel's four rows the
    # list opens with values on both sides of it, not with it at the foot of the first page.
    app, device, journal, root = build(session=False)
    app.act(frame.push("app.settings_screen"))
    app.draw()
    press(app, "NEXT", "NEXT", "NEXT")  # language, rotation, quick refreshes, sleep
    display = device.display
    display.readout = []
    press(app, "OK")
    said = [row[0] for row in display.readout]
    display.readout = None
    at = said.index("15 min")
    equal(0 < at < len(said) - 2, True, said)  # a value above it, more than one below
    equal(said[at + 1], "30 min", said)
