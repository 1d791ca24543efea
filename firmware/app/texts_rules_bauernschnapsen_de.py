"""Deutsche Wörter für die Einstellungen von Bauernschnapsen (SPEC §6.8): die Namen der
Einstellungen, die Wörter für ihre Werte und die Namen der Hausregeln (core.presets). Eine
Zeile je Text, "<NL>was<TAB>Wörter", in wenigen Zeichenketten (die kosten den Heap weit
weniger als eine je Zeile), gelesen von app.setting_values."""

ROWS = (
    "\n@24\tBauernschnapsen bis 24"
    "\n@down_24\tVon 24 abwärts"
    "\n@24_50ct\tBis 24, 50 ct je Bummerl"
    "\ncounting\tZählen"
    "\ncounting=up_to_24\tbis 24"
    "\ncounting=down_from_24\tvon 24 abwärts"
    "\ntarget\tZiel"
    "\ncontracts_enabled\tGespielt wird"
    "\nringerl_enabled\tRingerl"
    "\ngang_vs_zehnergang\tGang/Zehnergang"
    "\nmax_flecks\tHöchstens Flecken"
    "\nschneider_bummerl\tSchneider-Bummerl"
    "\nretourschneider_bummerl\tRetourschneider"
    "\ntalon_bummerl_rule\tBummerl zu dritt"
    "\ncents_per_bummerl\tGeld je Bummerl"
    "\npartner_may_bid\tPartner darf bieten"
    "\nmelds_count_for_33\tMelden zählt zu 33"
    "\ngang_vs_zehnergang=gang_wins\tGang"
    "\ngang_vs_zehnergang=zehnergang_wins\tZehnergang",
    "\ntalon_bummerl_rule=fewest_points\tder Letzte"
    "\ntalon_bummerl_rule=everyone_below_24\talle unter 24",
)
