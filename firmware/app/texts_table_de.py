"""Deutsche Texte des Tischbildschirms."""

# Titles by the key the game gives for its settings (core.facts.title).
GAMES = {
    "schafkopf": "Schafkopf",
    "bierkopf": "Bierkopf",
    "german_schafkopf": "Deutscher Schafkopf",
    "skat": "Skat",
    "bauernschnapsen": "Bauernschnapsen",
    "talonschnapsen": "Talonschnapsen",
    "skat_bierlachs": "Bierlachs {}",
    "skat_tournee": "Skat Tournee",
    "skat_raeuberskat": "Räuberskat",
}
HAND = "Spiel {}"
NO_SESSION = "Keine Runde"
NO_SESSION_HINT = "OK: Menü, um eine zu beginnen"
POT = "Stock {}"
CARRY = "Übertrag {}"
DECIDED = "Entschieden: abrechnen"
SPECIAL = {"hadschader": "Hadschader", "minas": "Minas", "kombi": "Kombi"}
COUNTS = {
    "bock_deals": "Bock {}",
    "kreuzbock_deals": "Kreuzbock {}",
    "last_round_deals": "Letzte Runde {}",
    "bierlachs_limit": "Grenze {}",
    "deals_left": "noch {} Spiele",
}
TO_GO = "noch {}"
BUMMERL = "Bummerl {}"
OVER = "entschieden"  # the title's right, in place of the hand's number, once decided
SITS_OUT = "setzt aus"
DEALS = "{} gibt"
# A tournament table's game, in the foot while it is played (docs/tournament.md)
TABLE_GAME = "Serie {0} · Tisch {1} · Spiel {3} von {2}"
TABLE_DONE = "Serie {} · Tisch {} · alle {} Spiele gespielt"
