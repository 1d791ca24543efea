"""Deutsche Wörter für die Einstellungen von Bierkopf (SPEC §3.6): die Namen der
Einstellungen, die Wörter für ihre Werte und die Namen der Hausregeln (core.presets). Eine
Zeile je Text, "<NL>was<TAB>Wörter", in wenigen Zeichenketten (die kosten den Heap weit
weniger als eine je Zeile), gelesen von app.setting_values."""

ROWS = (
    "\n@21\tBis 21, je eine Maß"
    "\n@21_round\tBis 21, Verlierer zahlen Runde"
    "\n@bolln\tBolln zählen, je ein Bier"
    "\npack\tBlatt"
    "\ntarget\tZiel"
    "\nschneider_free_at\tSchneiderfrei ab"
    "\nschwarz_by\tSchwarz nach"
    "\ntie_carry\t60:60"
    "\ntie_carry=carry_1\t1 Punkt Übertrag"
    "\ntie_carry=carry_accumulate\tÜbertrag, summiert"
    "\ntie_carry=replay_no_carry\tneu spielen"
    "\ncarry_doubled\tÜbertrag doppelt"
    "\ndoubling\tDoppeln"
    "\ndoubling=off\taus"
    "\ndoubling=forehand_side_only\tVorhand-Seite"
    "\ndoubling=either_side_once\teinmal, jede Seite"
    "\ndoubling=escalate\tohne Ende"
    "\nstake\tEinsatz"
    "\nstake=beer_per_losing_player\tje Verlierer eine Maß"
    "\nstake=round\tVerlierer zahlen Runde",
    "\nstake=bolln_count\tBolln"
    "\nbeer_per_bolln\tBier je Bolln"
    "\nschwarz_by=tricks\talle Stiche"
    "\nschwarz_by=zero_points\tkein Auge"
    "\ndoubling=escalate\tohne Ende",
)
