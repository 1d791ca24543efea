"""English words for the settings of Bauernschnapsen (SPEC §6.8): each setting's label, the words
for its values, and the names of its house-rule presets (core.presets). Lines
"<NL>what<TAB>words" in a few strings, looked up by app.setting_values: a string of many lines
costs the heap far less than a string per line."""

ROWS = (
    "\n@24\tBauernschnapsen up to 24"
    "\n@down_24\tDown from 24"
    "\n@24_50ct\tUp to 24, 50 ct a Bummerl"
    "\ncounting\tCounting"
    "\ncounting=up_to_24\tup to 24"
    "\ncounting=down_from_24\tdown from 24"
    "\ntarget\tTarget"
    "\ncontracts_enabled\tGames played"
    "\nringerl_enabled\tRingerl"
    "\ngang_vs_zehnergang\tGang vs Zehnergang"
    "\nmax_flecks\tFlecken at most"
    "\nschneider_bummerl\tSchneider Bummerl"
    "\nretourschneider_bummerl\tRetourschneider"
    "\ntalon_bummerl_rule\t3 players: Bummerl"
    "\ncents_per_bummerl\tMoney per Bummerl"
    "\npartner_may_bid\tPartner may bid"
    "\nmelds_count_for_33\tMelds count to 33"
    "\ngang_vs_zehnergang=gang_wins\tGang"
    "\ngang_vs_zehnergang=zehnergang_wins\tZehnergang",
    "\ntalon_bummerl_rule=fewest_points\tfewest points"
    "\ntalon_bummerl_rule=everyone_below_24\tall below 24",
)
