"""The device settings chosen on the settings screen are in force again after a restart (a file
of its own: the restart loads the screens afresh, which with the settings tests before it
would take the file near its heap cap)."""

from app import frame
from checks import equal
from screen_rig import build, power_off, press, simulated_panel


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
