"""English words for the settings of Bierkopf (SPEC §3.6): each setting's label, the words
for its values, and the names of its house-rule presets (core.presets). Lines
"<NL>what<TAB>words" in a few strings, looked up by app.setting_values: a string of many lines
costs the heap far less than a string per line."""

ROWS = (
    "\n@21\tTo 21, losers a Maß each"
    "\n@21_round\tTo 21, losers buy a round"
    "\n@bolln\tBolln counted, a beer each"
    "\npack\tPack"
    "\ntarget\tTarget"
    "\nschneider_free_at\tSchneider-free at"
    "\nschwarz_by\tSchwarz by"
    "\ntie_carry\t60:60"
    "\ntie_carry=carry_1\t1 point carried"
    "\ntie_carry=carry_accumulate\tcarried, adding up"
    "\ntie_carry=replay_no_carry\treplayed"
    "\ncarry_doubled\tCarry doubled"
    "\ndoubling\tDoubling"
    "\ndoubling=forehand_side_only\tforehand side"
    "\ndoubling=either_side_once\tonce, either side"
    "\nstake\tStake"
    "\nstake=beer_per_losing_player\ta Maß each loser"
    "\nstake=round\tlosers buy a round"
    "\nstake=bolln_count\tBolln"
    "\nbeer_per_bolln\tBeer per Bolln",
    "\nschwarz_by=tricks\tall tricks"
    "\nschwarz_by=zero_points\tno points"
    "\ndoubling=escalate\twithout end",
)
