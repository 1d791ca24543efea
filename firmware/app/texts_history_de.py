"""Deutsche Texte der Liste der Spiele."""

TITLE = "Spiele"
HINT = "OK: wählen  lang OK: zurück"
UNDO = "Letztes Spiel zurücknehmen"
HAND = "Spiel {}"
CORRECT = "Korrigieren"
DELETE = "Löschen"
UNDONE = "Spiel {} zurückgenommen"
DELETED = "Spiel {} gelöscht"
REDEAL = "neu gegeben"
OVERBID = "überreizt, Reizwert {}"
WITH = "mit {}"
# Ein Ramsch: wer alle Stiche hatte, wer zahlt, wer gewinnt.
RAMSCH = {
    "durchmarsch": "Durchmarsch",
    "ramsch_loser": "zahlt",
    "ramsch_winner": "gewinnt",
    "ramsch_lost": "verloren",
    "ramsch_won": "gewonnen",
}
