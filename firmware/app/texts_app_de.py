"""Deutsche Texte, die alle Bildschirme der App teilen."""

MENU = "Menü"
MENU_HINT = "PREV/NEXT wählen  OK öffnen  lang OK zurück"
ANY_KEY = "Beliebige Taste: zurück zum Tisch"
