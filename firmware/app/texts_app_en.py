"""English texts shared by the app's screens (German card terms stay German)."""

MENU = "Menu"
MENU_HINT = "PREV/NEXT choose  OK open  long OK back"
ANY_KEY = "Any button: back to the table"
BATTERY_LOW = "Battery low"
BATTERY_LOW_NOTE = "{} %: enough for this evening. Charge it afterwards."
BATTERY_EMPTY = "Battery empty"
BATTERY_EMPTY_NOTE = "The session is saved. Charge the device, then press OK."
