"""Deutsche Texte der Geräte-Einstellungen."""

TITLE = "Einstellungen"
HINT = "OK ändern, lang: zurück"
HINT_VALUE = "OK nehmen, lang: zurück"
REFUSED = "Geht nicht: {}"
LABELS = {
    "lang": "Sprache",
    "rotation": "Drehung",
    "partials": "Schnelle Bilder",
    "sleep": "Schlafen nach",
    "profile": "Tasten",
}
LANGS = {"de": "Deutsch", "en": "English"}
PROFILES = {
    "three": "3 Tasten",
    "four": "4 Tasten",
    "rotary": "Drehknopf",
    "edges": "Platztasten",
}
UNITS = {"rotation": "{} Grad", "partials": "{}", "sleep": "{} min"}
