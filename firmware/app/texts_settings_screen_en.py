"""English texts of the device's settings screen."""

TITLE = "Settings"
HINT = "OK: change, hold: back"
HINT_VALUE = "OK: take, hold: back"
REFUSED = "Not possible: {}"
LABELS = {
    "lang": "Language",
    "rotation": "Rotation",
    "partials": "Quick refreshes",
    "sleep": "Sleep after",
    "profile": "Buttons",
}
LANGS = {"de": "Deutsch", "en": "English"}
PROFILES = {
    "three": "3 buttons",
    "four": "4 buttons",
    "rotary": "rotary knob",
    "edges": "seat buttons",
}
UNITS = {"rotation": "{} degrees", "partials": "{} per full", "sleep": "{} min"}
