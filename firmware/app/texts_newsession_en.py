"""English texts of the new-session screens, and the rule card (German card terms stay
German); the words for each game's settings are in app/texts_rules_<game>_en.py."""

TITLE_GAME = "New session: game"
TITLE_PRESET = "House rules"
TITLE_RULES = "Rules"
TITLE_SEATS = "Players at the table"
TITLE_SEAT = "Seat {}"
TITLE_NEW_NAME = "New name, seat {}"
TITLE_DEALER = "First dealer"
START_WITH = "Go on with these rules"
NEW_NAME = "+ new name"
MEND_NAME = "mend or delete a name"
TITLE_MEND = "Mend which name?"
TITLE_MENDING = "{}: mend, empty: delete"
MORE_LETTERS = "more letters"
DEALER_NONE = "– choose –"
PARTNER_OF = "Seat {}, partner of {}"
PLAYERS_N = "{} players"
HINT_LIST = "OK: choose, hold: back"
HINT_EDIT = "OK: take, hold: back"
HINT_SET = "OK: on/off, hold: done"
HINT_PICKER = "OK: take, hold: back"
HINT_CARD = "OK: agreed, hold: back"
DONE = "done"
DELETE = "delete"
SPACE = "space"
REFUSED = "Not possible: {}"
NO_DATE = "this needs today's date, and the clock is not set. Choose another."
NAME_EMPTY = "type a name first"
NAME_TAKEN = "that name is taken"
NAME_BAD = "not a good name"
NAME_LONG = "24 letters at most"

YES = "yes"
NO = "no"
OFF = "off"
NONE = "none"
CENTS = "{} ct"
EUROS = "{} €"
DECIMAL = "."

# The games by their title keys (core.facts.title), as the card names a session.
GAMES = {
    "schafkopf": "Schafkopf",
    "bierkopf": "Bierkopf",
    "german_schafkopf": "German Schafkopf",
    "skat": "Skat",
    "bauernschnapsen": "Bauernschnapsen",
    "talonschnapsen": "Talonschnapsen",
    "skat_bierlachs": "Bierlachs {}",
    "skat_tournee": "Skat Tournee",
    "skat_raeuberskat": "Räuberskat",
}
CARD_DEALER = "{} deals first"
CARD_PAIRS = "Pairs: {} + {}, {} + {}"
CARD_DATE = "date"
CARD_NO_DATE = "unknown"
CARD_MORE = "+{} more"
