"""Deutsche Texte, die alle Bildschirme der App teilen."""

MENU = "Menü"
MENU_HINT = "PREV/NEXT wählen  OK öffnen  lang OK zurück"
NO_SESSION = "Keine Runde"
NO_SESSION_HINT = "OK: Menü, um eine zu beginnen"
