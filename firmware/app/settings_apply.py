"""Device settings put in force: at once when changed on the settings screen, and at boot from
what is stored (app/device_settings.py). A module of its own so that the boot can load it
without the settings screen's drawing (app.setup_draw and what that brings), and let it go."""

from app import device_settings
from core.errors import InputError


def apply(app, key, value):
    """Put a setting in force at once."""
    device = app.device
    if key == "lang":
        app.lang = value
    elif key == "partials":
        app.policy.partials_per_full = value
    elif key == "sleep":
        device.idle.timeout_ms = value * 60000
    elif key == "rotation":
        from app import rotation

        rotation.set_rotation(device.display, value)
        app.policy.force_full()
    elif key == "profile":
        use_profile(device.buttons, value)


def use_profile(keys, name):
    """Make `keys` (hal.buttons.Buttons) read its buttons by another profile, in place, from
    the buttons it was built with (a profile needing a button it lacks is refused)."""
    from hal import buttons

    profile = buttons.profile_named(name)
    if getattr(keys, "wired", None) is None:
        keys.wired = keys.profile.inputs
        keys.wired_pins = keys.pins
    pins = []
    for source in profile.inputs:
        if source not in keys.wired:
            # Said in the device's words (words/<lang>.txt [refusals]), which have no names
            # for the wired inputs: the profile is what the player chose, and is named.
            raise InputError("device.profile", "needs a button this device has not")
        pins.append(keys.wired_pins[keys.wired.index(source)])
    fresh = buttons.Buttons(
        profile,
        pins,
        _Diff(keys.diff),
        keys.encoder,
        keys.active_low,
        keys.debounce_ms,
        keys.long_ms,
        keys.double_ms,
    )
    keys.profile = profile
    keys.pins = pins
    keys.keys = fresh.keys
    keys.queue = []


class _Diff:
    """What Buttons needs of a clock to be built: ticks_diff."""

    def __init__(self, diff):
        self.ticks_diff = diff


def apply_stored(app):
    """Put every stored setting in force (at boot, once the device is built). A setting at its
    default is left as the device was built (the board's hardware_setup, the simulator's
    options): the default means "as built", not a change to make."""
    stored = device_settings.DeviceSettings(app.root)
    for key, default, _values in device_settings.FIELDS:
        value = stored.get(key)
        if value == default:
            continue
        try:
            apply(app, key, value)
        except InputError:
            pass  # a profile this build cannot take: the build's own stays
    return stored
