"""English words for the settings of Bierkopf (SPEC §3.6): each setting's label, the words
for its values, and the names of its house-rule presets (core.presets). One text per row,
"what<TAB>words", looked up by app.setting_values; a row per text costs the heap one string."""

ROWS = (
    "@21\tTo 21, losers a Maß each",
    "@21_round\tTo 21, losers buy a round",
    "@bolln\tBolln counted, a beer each",
    "pack\tPack",
    "target\tTarget",
    "schneider_free_at\tSchneider-free at",
    "schwarz_by\tSchwarz by",
    "tie_carry\t60:60",
    "tie_carry=carry_1\t1 point carried",
    "tie_carry=carry_accumulate\tcarried, adding up",
    "tie_carry=replay_no_carry\treplayed",
    "carry_doubled\tCarry doubled",
    "doubling\tDoubling",
    "doubling=forehand_side_only\tforehand side",
    "doubling=either_side_once\tonce, either side",
    "stake\tStake",
    "stake=beer_per_losing_player\ta Maß each loser",
    "stake=round\tlosers buy a round",
    "stake=bolln_count\tBolln",
    "beer_per_bolln\tBeer per Bolln",
)
