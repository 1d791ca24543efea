"""English words for the settings of Bauernschnapsen (SPEC §6.8): each setting's label, the words
for its values, and the names of its house-rule presets (core.presets). One text per row,
"what<TAB>words", looked up by app.setting_values; a row per text costs the heap one string."""

ROWS = (
    "@24\tBauernschnapsen up to 24",
    "@down_24\tDown from 24",
    "@24_50ct\tUp to 24, 50 ct a Bummerl",
    "counting\tCounting",
    "counting=up_to_24\tup to 24",
    "counting=down_from_24\tdown from 24",
    "target\tTarget",
    "contracts_enabled\tGames played",
    "ringerl_enabled\tRingerl",
    "gang_vs_zehnergang\tGang vs Zehnergang",
    "max_flecks\tFlecken at most",
    "schneider_bummerl\tSchneider Bummerl",
    "retourschneider_bummerl\tRetourschneider",
    "talon_bummerl_rule\t3 players: Bummerl",
    "cents_per_bummerl\tMoney per Bummerl",
    "partner_may_bid\tPartner may bid",
    "melds_count_for_33\tMelds count to 33",
)
