"""English texts shared by the app's screens (German card terms stay German)."""

MENU = "Menu"
MENU_HINT = "PREV/NEXT choose  OK open  long OK back"
NO_SESSION = "No session"
NO_SESSION_HINT = "OK: menu, to start one"
