"""Deutsche Texte der Bildschirme für eine neue Runde und der Regelkarte; die Wörter für
die Einstellungen jedes Spiels stehen in app/texts_rules_<spiel>_de.py."""

TITLE_GAME = "Neue Runde: Spiel"
TITLE_PRESET = "Hausregeln"
TITLE_RULES = "Regeln"
TITLE_SEATS = "Spieler am Tisch"
TITLE_SEAT = "Platz {}"
TITLE_NEW_NAME = "Neuer Name, Platz {}"
TITLE_DEALER = "Wer gibt zuerst"
START_WITH = "Weiter mit diesen Regeln"
NEW_NAME = "+ neuer Name"
MEND_NAME = "Namen ändern, löschen"
TITLE_MEND = "Welchen Namen ändern?"
TITLE_MENDING = "{} ändern, leer: löschen"
MORE_LETTERS = "weitere Buchstaben"
DEALER_NONE = "– wählen –"
PARTNER_OF = "Platz {}, Partner von {}"
PLAYERS_N = "{} Spieler"
HINT_LIST = "OK wählen, lang: zurück"
HINT_EDIT = "OK nehmen, lang: zurück"
HINT_SET = "OK an/aus, lang: fertig"
HINT_PICKER = "OK nehmen, lang: zurück"
HINT_CARD = "OK gilt, lang: zurück"
DONE = "fertig"
DELETE = "löschen"
SPACE = "Leer"
REFUSED = "Geht nicht: {}"
NO_DATE = "braucht das heutige Datum, die Uhr ist nicht gestellt. Bitte andere wählen."
NAME_EMPTY = "erst einen Namen eingeben"
NAME_TAKEN = "den Namen gibt es schon"
NAME_BAD = "kein gültiger Name"
NAME_LONG = "höchstens 24 Zeichen"

YES = "ja"
NO = "nein"
OFF = "aus"
NONE = "keine"
CENTS = "{} ct"
EUROS = "{} €"
DECIMAL = ","

# The games by their title keys (core.facts.title), as the card names a session.
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
CARD_DEALER = "{} gibt zuerst"
CARD_PAIRS = "Paare: {} + {}, {} + {}"
CARD_DATE = "Datum"
CARD_NO_DATE = "unbekannt"
CARD_MORE = "+{} weitere"
