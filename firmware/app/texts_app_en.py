"""English texts shared by the app's screens (German card terms stay German)."""

MENU = "Menu"
MENU_HINT = "PREV/NEXT choose  OK open  long OK back"
ANY_KEY = "Any button: back to the table"
