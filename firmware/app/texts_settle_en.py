"""English texts of the settle-up screen (German card terms stay German)."""

TITLE = "Settle up"
TITLE_ENDED = "Settled: session ended"
HINT = "OK: end session, hold: play on"
HINT_ENDED = "OK: done"
ENDING = "Ending the session..."
PAYS = "{payer} pays {payee} {amount}"
PAYS_POT = "{payer} pays {amount} into {pot}"
POT_PAYS = "{pot} pays {payee} {amount}"
POT_INTO = {"schafkopf": "the Stock", "skat": "the Pinke"}
POT_FROM = {"schafkopf": "The Stock", "skat": "The Pinke"}
OWES = {
    "mass": ("{who} owes a Maß", "{who} owes {n} Maß"),
    "round": ("{who} buys the round", "{who} buys {n} rounds"),
    "beer": ("{who}: a beer", "{who}: {n} beers"),
    "bummerl": ("{who}: a Bummerl", "{who}: {n} Bummerl"),
}
NOTHING = "No session to settle"
ALL_SQUARE = "Nobody owes anything"
BUMMERL_N = "{} Bummerl"
DECIMAL = "."
EURO = "€"
