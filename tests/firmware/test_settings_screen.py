"""The settings screen in the app's frame: each device setting in force at once (the refresh
policy, the idle time, the language, the picture turned, the buttons' profile) and kept on
flash; a profile the buttons cannot serve is not offered, nor taken."""

from hal import buttons
from hal.sim_display import SimDisplay

from app import frame
from app.device_settings import DeviceSettings
from checks import equal
from screen_rig import build, power_off, press


def simulated_panel():
    """The simulator's 2.9" panel (hal/sim_display.py), which turns to portrait as the driver
    does, drawing nowhere."""
    return SimDisplay(bytearray(296 * 128 // 8), 296, 128)


def black_rows(display, first, last):
    """How many rows from `first` to `last` hold a black pixel."""
    rows = 0
    for y in range(first, last + 1):
        for x in range(display.width):
            if display.pixel(x, y) == 0:
                rows += 1
                break
    return rows


def test_each_device_setting_is_in_force_at_once_and_kept():
    app, device, journal, root = build(session=False, display=simulated_panel())
    app.act(frame.push("app.settings_screen"))
    app.draw()
    # The rows: language, rotation, quick refreshes, sleep, buttons (app.device_settings).
    press(app, "OK", "NEXT", "OK")  # English -> Deutsch
    equal(app.lang, "de")
    press(app, "NEXT", "NEXT", "OK", "NEXT", "NEXT", "OK")  # quick refreshes 5 -> 8
    equal(app.policy.partials_per_full, 8)
    press(app, "NEXT", "OK", "NEXT", "OK")  # sleep 15 -> 30 minutes
    equal(device.idle.timeout_ms, 30 * 60000)
    display = device.display
    press(app, "PREV", "PREV", "OK", "NEXT")  # rotation 0 -> 90
    full = display.full_refreshes
    press(app, "OK")
    stored = DeviceSettings(root)
    equal(
        [stored.get(key) for key in ("lang", "rotation", "partials", "sleep")],
        ["de", 90, 8, 30],
    )
    # The panel is portrait now, and the settings screen was drawn again in it, in full: its
    # foot is at the bottom of the 296 rows.
    equal((display.rotation, display.width, display.height), (90, 128, 296))
    equal(display.full_refreshes, full + 1)
    equal(black_rows(display, 270, 295) > 0, True)
    press(app, "OK", "NEXT")  # 90 -> 180: landscape again
    full = display.full_refreshes
    press(app, "OK")
    equal((display.rotation, display.width, display.height), (180, 296, 128))
    equal(display.full_refreshes, full + 1)


def test_a_profile_the_buttons_cannot_serve_is_not_offered_and_one_they_can_is_used():
    app, device, journal, root = build(profile=buttons.EDGES, session=False)
    app.act(frame.push("app.settings_screen"))
    app.draw()
    from app import settings_screen

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
        settings_screen.use_profile(device.buttons, "four")
    except ValueError as err:
        refused = str(err)
    equal(refused is not None and "back" in refused, True)
    equal(device.buttons.profile.name, "three")


def settings_changed():
    """Change three settings on the screen, then let the device go (a function of its own: once
    it returns, nothing of its frame, screens or fonts is referenced from the test's stack)."""
    app, device, journal, root = build(session=False, display=simulated_panel())
    app.act(frame.push("app.settings_screen"))
    app.draw()
    press(app, "NEXT", "NEXT", "OK", "NEXT", "NEXT", "OK")  # quick refreshes 5 -> 8
    press(app, "NEXT", "OK", "NEXT", "OK")  # sleep 15 -> 30 minutes
    press(app, "PREV", "PREV", "OK", "NEXT", "NEXT", "NEXT", "OK")  # rotation 0 -> 270
    return root


def test_the_stored_settings_are_in_force_again_after_a_restart():
    root = settings_changed()
    power_off()  # a restart: the screens' modules and the fonts are loaded afresh
    # Power back: a new device and a new platform on the same flash.
    from app.platform import Platform
    from screen_rig import Device

    fresh = Device(display=simulated_panel())
    fresh.storage = root
    platform = Platform(fresh, root)
    equal(platform.policy.partials_per_full, 8)
    equal(fresh.idle.timeout_ms, 30 * 60000)
    equal((fresh.display.rotation, fresh.display.width), (270, 128))  # portrait again
