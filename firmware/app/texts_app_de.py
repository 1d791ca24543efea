"""Deutsche Texte, die alle Bildschirme der App teilen."""

MENU = "Menü"
MENU_HINT = "PREV/NEXT wählen  OK öffnen  lang OK zurück"
ANY_KEY = "Beliebige Taste: zurück zum Tisch"
BATTERY_LOW = "Akku schwach"
BATTERY_LOW_NOTE = "{} %: reicht für heute Abend. Danach laden."
BATTERY_EMPTY = "Akku leer"
BATTERY_EMPTY_NOTE = "Die Runde ist gespeichert. Gerät laden, dann OK drücken."
