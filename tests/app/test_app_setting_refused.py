"""A setting the core refuses on the new-session screen is named as the rule card names it, in
the device's language ("Schwarz dazu: ..."), not by its key ("settings.schwarz_rate: ...").
At the app's heap (tests/host/test_app_device.py): the screens' rig, the rule words and the
refusal's rows together outgrow the firmware tests' 160 KB from .mpy."""

from setup_rig import DATE, ROSTER, to

from app import newsession, setting_values
from app.setup import Setup
from checks import equal
from screen_rig import build


def _refused(lang):
    app, device, journal, root = build(session=False)
    app.lang = lang
    screen = newsession.NewSession(app, None)
    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "schule")
    to(s, "schwarz_rate")
    to(s, 50)  # Schule plays 10/50: Schneider adds 10, so Schwarz 20 or 30, not 50
    equal(s.problem_field, "settings.schwarz_rate")
    screen.setup = s
    screen.draw(app, device.display)
    setting_values.let_go()
    return screen.said


def test_a_refused_setting_is_named_by_its_words_in_german():
    said = _refused("de")
    equal(said, "Schwarz dazu: Schwarz 50 muss 2 oder 3 mal Schneider 10 sein (§2.12)")


def test_a_refused_setting_is_named_by_its_words_in_english():
    said = _refused("en")
    equal(said.startswith("settings."), False, said)
    equal(said.endswith(": Schwarz 50 must be 2 or 3 times Schneider 10 (§2.12)"), True, said)
