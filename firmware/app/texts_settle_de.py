"""Deutsche Texte der Abrechnung."""

TITLE = "Abrechnung"
TITLE_ENDED = "Abgerechnet: Runde beendet"
HINT = "OK: beenden, lang: weiter"
HINT_ENDED = "OK: fertig"
ENDING = "Beende die Runde..."
PAYS = "{payer} zahlt {payee} {amount}"
PAYS_POT = "{payer} zahlt {amount} in {pot}"
POT_PAYS = "{pot} zahlt {payee} {amount}"
POT_INTO = {"schafkopf": "den Stock", "skat": "die Pinke"}
POT_FROM = {"schafkopf": "Der Stock", "skat": "Die Pinke"}
OWES = {
    "mass": ("{who} zahlt eine Maß", "{who} zahlt {n} Maß"),
    "round": ("{who} zahlt die Runde", "{who} zahlt {n} Runden"),
    "beer": ("{who}: ein Bier", "{who}: {n} Bier"),
    "bummerl": ("{who}: ein Bummerl", "{who}: {n} Bummerl"),
}
NOTHING = "Keine Runde abzurechnen"
ALL_SQUARE = "Niemand schuldet etwas"
BUMMERL_N = "{} Bummerl"
DECIMAL = ","
EURO = "€"
