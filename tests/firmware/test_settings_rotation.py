"""The rotation on the settings screen: the simulator's panel turned to portrait and back on its
one buffer, the screen drawn again in the new shape in a full refresh, the setting kept."""

from app import frame
from app.device_settings import DeviceSettings
from checks import equal
from screen_rig import build, press, simulated_panel


def black_rows(display, first, last):
    """How many rows from `first` to `last` hold a black pixel."""
    rows = 0
    for y in range(first, last + 1):
        for x in range(display.width):
            if display.pixel(x, y) == 0:
                rows += 1
                break
    return rows


def test_the_rotation_turns_the_panel_to_portrait_and_back_at_once():
    app, device, journal, root = build(session=False, display=simulated_panel())
    app.act(frame.push("app.settings_screen"))
    app.draw()
    display = device.display
    press(app, "NEXT", "OK", "NEXT")  # the rotation's values: 0 -> 90
    full = display.full_refreshes
    press(app, "OK")
    equal(DeviceSettings(root).get("rotation"), 90)
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
    equal(DeviceSettings(root).get("rotation"), 180)
