"""Deutsche Wörter für die Einstellungen von Deutschem Schafkopf (SPEC §4.6): die Namen der
Einstellungen, die Wörter für ihre Werte und die Namen der Hausregeln (core.presets). Eine
Zeile je Text, "<NL>was<TAB>Wörter", in wenigen Zeichenketten (die kosten den Heap weit
weniger als eine je Zeile), gelesen von app.setting_values."""

ROWS = (
    "\n@9\tSchafkopf, 9 Striche"
    "\n@12\tSchafkopf, 12 Striche"
    "\ntarget_strokes\tStriche zum Sieg"
    "\nschneider_at\tSchneider ab"
    "\ntie_60_60\t60:60"
    "\ntie_60_60=defenders_win\tGegner gewinnen"
    "\ntie_60_60=replay\tneu spielen"
    "\nforced_min_trumps\tPflichtspiel Trümpfe"
    "\ntally_per\tStriche je"
    "\ntally_per=team\tPartei"
    "\ntally_per=player\tSpieler"
    "\nsolo_strokes\tSolo-Striche"
    "\nsolo_strokes=chooser\twie der Wähler",
)
