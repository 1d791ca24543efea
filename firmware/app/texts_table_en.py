"""English texts of the table screen (German card terms stay German)."""

# Titles by the key the game gives for its settings (core.facts.title).
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
HAND = "hand {}"
NO_SESSION = "No session"
NO_SESSION_HINT = "OK: menu, to start one"
POT = "Pot {}"
CARRY = "Carried {}"
DECIDED = "Decided: settle up"
SPECIAL = {"hadschader": "Hadschader", "minas": "Minas", "kombi": "Kombi"}
# Status rows that are one number: their text with the number in it.
COUNTS = {
    "bock_deals": "Bock {}",
    "kreuzbock_deals": "Kreuzbock {}",
    "last_round_deals": "Last round {}",
    "bierlachs_limit": "Limit {}",
    "deals_left": "{} deals left",
}
TO_GO = "{} to go"
BUMMERL = "Bummerl {}"
OVER = "decided"  # the title's right, in place of the hand's number, once decided
SITS_OUT = "sits out"
DEALS = "{} deals"
# A tournament table's game, in the foot while it is played (docs/tournament.md)
TABLE_GAME = "Series {0} · Table {1} · game {3} of {2}"
TABLE_DONE = "Series {} · Table {} · all {} games played"
