"""The device's settings read whole on both panels, both ways round, in every language: each
setting's name and every value it takes, nothing cut."""

import gc

from app import rotation
from app import type as ty
from checks import equal
from readout_panel import panel


def test_the_settings_are_read_whole_in_both_languages():
    # Each setting's name and every value it takes, as the settings screen draws them (its
    # type sizes): on both panels, both ways round, in every language, nothing cut.
    from app import device_settings, setting_list, settings_screen

    for width, height in ((400, 300), (300, 400), (296, 128), (128, 296)):
        fb = panel(max(width, height), min(width, height))  # one buffer a panel, as on a board
        if width < height:
            rotation.set_rotation(fb, 90)  # portrait, on the panel's own buffer
        sizes = ty.sizes_for(fb)
        big = sizes[ty.LARGE] if ty.big(fb) else sizes[ty.BODY]
        if width < height and not ty.big(fb):
            big = sizes[ty.SMALL]
        for lang in device_settings.LANGS:
            words = __import__("app.texts_settings_screen_" + lang, None, None, ("LABELS",))
            for key, _, _ in device_settings.FIELDS:
                for value in device_settings.allowed(key):
                    fb.fill(ty.WHITE)
                    fb.readout = []
                    text = settings_screen.value_text(words, key, value)
                    setting_list.draw(fb, [(words.LABELS[key], text)], 0, 20, height - 20, big)
                    said = " ".join(row[0] for row in fb.readout)
                    equal(words.LABELS[key] in said and text in said, True, (lang, width, said))
        fb = None
        ty.release()
        gc.collect()
