"""English texts of the history."""

TITLE = "Hands"
HINT = "OK: choose  long OK: back"
UNDO = "Undo the last hand"
HAND = "Hand {}"
CORRECT = "Correct it"
DELETE = "Delete it"
UNDONE = "Hand {} taken back"
DELETED = "Hand {} deleted"
REDEAL = "dealt again"
OVERBID = "overbid at {}"
WITH = "with {}"
# A Ramsch by who took every trick, who pays, who wins (Schafkopf; Skat names the seats).
RAMSCH = {
    "durchmarsch": "Durchmarsch",
    "ramsch_loser": "pays",
    "ramsch_winner": "wins",
    "ramsch_lost": "lost",
    "ramsch_won": "won",
}
