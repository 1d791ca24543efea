"""The settings screen's refusals in the device's language: a profile needing a button the
device has not (not offered by the screen, so reached here by setting the screen's values
as if it were), a value the settings do not offer, and a file that cannot be stored. Each
changes nothing: the setting in force and the one stored stay as they were.

Here, at the app's heap (tests/host/test_app_device.py), not the firmware tests' 160 KB: from
.mpy the German rows (app/texts_refusals_de.py, about 16 KB) do not fit beside the settings
screen there, and the refusal is said as raised; frozen, the rows stay in flash."""

import os

from app import frame
from app.device_settings import DeviceSettings
from checks import equal, raises
from screen_rig import build, press


def _choose(app, key, value):
    """OK on `value` of `key` on the settings screen, as if the screen offered it."""
    screen = app.top()
    screen.editing = key
    screen.values = [value]
    screen.value_at = 0
    press(app, "OK")
    return screen.problem


def _settings(lang):
    app, device, journal, root = build(session=False)  # three buttons: no BACK
    app.lang = lang
    app.act(frame.push("app.settings_screen"))
    app.draw()
    return app, device, root


def test_a_profile_needing_a_missing_button_is_refused_in_the_devices_words():
    for lang, said in (
        ("de", "Tasten: braucht eine Taste, die dieses Gerät nicht hat"),
        ("en", "Buttons: needs a button this device has not"),
    ):
        app, device, root = _settings(lang)
        equal(_choose(app, "profile", "four"), said, lang)
        equal(device.buttons.profile.name, "three", "the buttons as they were")
        equal(DeviceSettings(root).get("profile"), "three", "nothing stored")
        app.draw()  # the foot says it: "Geht nicht: Tasten: ..."


def test_a_value_not_offered_is_refused_in_german():
    app, device, root = _settings("de")
    before = app.policy.partials_per_full
    said = _choose(app, "partials", 7)  # put in force first, then refused by the store
    equal(said, "Teilbilder: muss einer der angebotenen Werte sein")
    equal(app.policy.partials_per_full, before, "the stored value back in force")
    equal(DeviceSettings(root).get("partials"), 5)
    # Not a key of the screen's, so said as the setting is named: only its words are German.
    err = raises(DeviceSettings(root).set, "colour", "red", field="device.colour")
    from app import refusal

    equal(refusal.said(app, str(err)), "device.colour: unbekannte Geräteeinstellung")


def test_a_setting_that_cannot_be_stored_is_said_and_not_kept():
    app, device, root = _settings("de")
    os.mkdir(root + "/device.cfg.tmp")  # where the file is written first: it cannot be
    before = app.policy.partials_per_full
    equal(_choose(app, "partials", 8), "konnte auf dem Gerät nicht gespeichert werden")
    equal(app.policy.partials_per_full, before, "the stored value stays in force")
    equal(DeviceSettings(root).get("partials"), 5)
    app.draw()
