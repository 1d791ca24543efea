"""Deutsche Wörter für die Einstellungen von Deutschem Schafkopf (SPEC §4.6): die Namen der
Einstellungen, die Wörter für ihre Werte und die Namen der Hausregeln (core.presets). Eine
Zeile je Text, "was<TAB>Wörter", gelesen von app.setting_values."""

ROWS = (
    "@9\tSchafkopf, 9 Striche",
    "@12\tSchafkopf, 12 Striche",
    "target_strokes\tStriche bis verloren",
    "schneider_at\tSchneider ab",
    "tie_60_60\t60:60",
    "tie_60_60=defenders_win\tGegner gewinnen",
    "tie_60_60=replay\tneu spielen",
    "forced_min_trumps\tPflichtspiel Trümpfe",
    "tally_per\tStriche je",
    "tally_per=team\tPartei",
    "tally_per=player\tSpieler",
    "solo_strokes\tSolo-Striche",
)
