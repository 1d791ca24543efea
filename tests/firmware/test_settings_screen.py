"""The settings screen in the app's frame: each device setting in force at once (the refresh
policy, the idle time, the language, the picture turned, the buttons' profile) and kept on
flash; a profile the buttons cannot serve is not offered, nor taken."""

from hal import buttons

from app import frame
from app.device_settings import DeviceSettings
from checks import equal
from screen_rig import build, power_off, press


def test_each_device_setting_is_in_force_at_once_and_kept():
    app, device, journal, root = build(session=False)
    app.act(frame.push("app.settings_screen"))
    app.draw()
    # The rows: language, rotation, quick refreshes, sleep, buttons (app.device_settings).
    press(app, "OK", "NEXT", "OK")  # English -> Deutsch
    equal(app.lang, "de")
    press(app, "NEXT", "NEXT", "OK", "NEXT", "NEXT", "OK")  # quick refreshes 5 -> 8
    equal(app.policy.partials_per_full, 8)
    press(app, "NEXT", "OK", "NEXT", "OK")  # sleep 15 -> 30 minutes
    equal(device.idle.timeout_ms, 30 * 60000)
    press(app, "PREV", "PREV", "OK", "NEXT", "OK")  # rotation 0 -> 180
    stored = DeviceSettings(root)
    equal(
        [stored.get(key) for key in ("lang", "rotation", "partials", "sleep")],
        ["de", 180, 8, 30],
    )
    # The picture goes to the panel turned: the top left pixel drawn is the bottom right shown.
    display = device.display
    display.fill(1)
    display.pixel(0, 0, 0)
    seen = []
    plain = display._unturned_show

    def record(full=False, window=None):
        seen.append(display.pixel(display.width - 1, display.height - 1))
        return plain(full=full, window=window)

    display._unturned_show = record
    from app import rotation

    rotation.set_rotation(display, 180)
    display.show(full=True)
    equal(seen, [0])
    equal(display.pixel(0, 0), 0)  # and the drawing itself is as it was


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
    app, device, journal, root = build(session=False)
    app.act(frame.push("app.settings_screen"))
    app.draw()
    press(app, "NEXT", "NEXT", "OK", "NEXT", "NEXT", "OK")  # quick refreshes 5 -> 8
    press(app, "NEXT", "OK", "NEXT", "OK")  # sleep 15 -> 30 minutes
    press(app, "PREV", "PREV", "OK", "NEXT", "OK")  # rotation 0 -> 180
    return root


def test_the_stored_settings_are_in_force_again_after_a_restart():
    root = settings_changed()
    power_off()  # a restart: the screens' modules and the fonts are loaded afresh
    # Power back: a new device and a new platform on the same flash.
    from app.platform import Platform
    from screen_rig import Device

    fresh = Device()
    fresh.storage = root
    platform = Platform(fresh, root)
    equal(platform.policy.partials_per_full, 8)
    equal(fresh.idle.timeout_ms, 30 * 60000)
    turned = getattr(fresh.display, "_unturned_show", None)
    equal(turned is not None and fresh.display.show is not turned, True)  # app.rotation
