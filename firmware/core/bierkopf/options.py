"""Settings of Bierkopf (SPEC §3.6), loaded only while settings are made (core.games)."""

# One text row per setting (core.settings): key, kind, default, domain.
OPTIONS = (
    "pack choice 20 20,24",
    "target int 21 1,999",
    "schneider_free_at int 30 30,31",
    "schwarz_by choice tricks tricks,zero_points",
    "tie_carry choice carry_accumulate carry_1,carry_accumulate,replay_no_carry",
    "carry_doubled bool 0 -",
    "doubling choice either_side_once off,forehand_side_only,either_side_once,escalate",
    "stake choice beer_per_losing_player beer_per_losing_player,round,bolln_count",
    "beer_per_bolln int 1 1,10",
)
