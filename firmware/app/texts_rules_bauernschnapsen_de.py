"""Deutsche Wörter für die Einstellungen von Bauernschnapsen (SPEC §6.8): die Namen der
Einstellungen, die Wörter für ihre Werte und die Namen der Hausregeln (core.presets). Eine
Zeile je Text, "was<TAB>Wörter", gelesen von app.setting_values."""

ROWS = (
    "@24\tBauernschnapsen bis 24",
    "@down_24\tVon 24 abwärts",
    "@24_50ct\tBis 24, 50 ct je Bummerl",
    "counting\tZählen",
    "counting=up_to_24\tbis 24",
    "counting=down_from_24\tvon 24 abwärts",
    "target\tZiel",
    "contracts_enabled\tGespielt wird",
    "ringerl_enabled\tRingerl",
    "gang_vs_zehnergang\tGang gegen Zehnergang",
    "max_flecks\tHöchstens Flecken",
    "schneider_bummerl\tSchneider-Bummerl",
    "retourschneider_bummerl\tRetourschneider",
    "talon_bummerl_rule\tZu dritt: Bummerl",
    "cents_per_bummerl\tGeld je Bummerl",
    "partner_may_bid\tPartner darf bieten",
    "melds_count_for_33\tMelden zählt zu 33",
)
