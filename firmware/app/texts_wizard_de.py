"""Deutsche Texte der Spieleingabe über die Fragen hinaus: die Liste der Antworten in der
Bestätigung und was ein Spiel auslöst."""

CHANGE = "Welche Antwort ändern?"
CHANGE_HINT = "OK: ändern  lang OK: Stände"
SAVE = "= Spiel speichern"
# Was ein Spiel außer den Ständen auslöst (die Ereignisse des Kerns, docs/status-keys.md).
EVENTS = {
    "pot": "Stock {}",
    "carry": "Übertrag {}",
    "bock_round": "Bock +{}",
    "kreuzbock_round": "Kreuzbock +{}",
    "last_round": "Letzte Runde",
    "special_round": "Sonderrunde",
    "durchmarsch": "Durchmarsch {}",
    "ramsch_loser": "{} zahlt",
    "ramsch_winner": "{} gewinnt",
    "overbid": "Überreizt",
    "pinke": "Pinke",
    "jackpot": "Jackpot",
    "passed": "Eingepasst",
    "replay": "Neu gegeben",
    "redeal": "Neu gegeben",
    "jungfrau": "Jungfrau",
    "bummerl_game_won": "Bummerl",
    "decided": "Entschieden",
}
