"""Deutsche Wörter für die Einstellungen von Bierkopf (SPEC §3.6): die Namen der
Einstellungen, die Wörter für ihre Werte und die Namen der Hausregeln (core.presets). Eine
Zeile je Text, "was<TAB>Wörter", gelesen von app.setting_values."""

ROWS = (
    "@21\tBis 21, je eine Maß",
    "@21_round\tBis 21, Verlierer zahlen Runde",
    "@bolln\tBolln zählen, je ein Bier",
    "pack\tBlatt",
    "target\tZiel",
    "schneider_free_at\tSchneiderfrei ab",
    "schwarz_by\tSchwarz nach",
    "tie_carry\t60:60",
    "tie_carry=carry_1\t1 Punkt Übertrag",
    "tie_carry=carry_accumulate\tÜbertrag, summiert",
    "tie_carry=replay_no_carry\tneu spielen",
    "carry_doubled\tÜbertrag doppelt",
    "doubling\tDoppeln",
    "doubling=off\taus",
    "doubling=forehand_side_only\tVorhand-Seite",
    "doubling=either_side_once\teinmal, jede Seite",
    "doubling=escalate\tohne Ende",
    "stake\tEinsatz",
    "stake=beer_per_losing_player\tje Verlierer eine Maß",
    "stake=round\tVerlierer zahlen Runde",
    "stake=bolln_count\tBolln",
    "beer_per_bolln\tBier je Bolln",
)
