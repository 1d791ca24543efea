"""English texts of the hand-entry wizard beyond the questions: the confirm screen's list of
answers and what a hand starts or ends."""

CHANGE = "Change which answer?"
CHANGE_HINT = "OK: change it  long OK: totals"
SAVE = "= save the hand"
# What a hand starts or ends besides the scores (the core's event keys, docs/status-keys.md).
EVENTS = {
    "pot": "Pot {}",
    "carry": "Carried {}",
    "bock_round": "Bock +{}",
    "kreuzbock_round": "Kreuzbock +{}",
    "last_round": "Last round",
    "special_round": "Special round",
    "durchmarsch": "Durchmarsch {}",
    "ramsch_loser": "{} pays",
    "ramsch_winner": "{} wins",
    "overbid": "Overbid",
    "pinke": "Pinke",
    "jackpot": "Jackpot",
    "passed": "Passed",
    "replay": "Dealt again",
    "redeal": "Dealt again",
    "jungfrau": "Jungfrau",
    "bummerl_game_won": "Bummerl",
    "decided": "Game decided",
}
