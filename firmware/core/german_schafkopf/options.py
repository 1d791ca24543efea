"""Settings of German Schafkopf (SPEC §4.6), loaded only while settings are made (core.games)."""

# One text row per setting (core.settings): key, kind, default, domain.
OPTIONS = (
    "target_strokes choice 9 9,12",
    "schneider_at int 90 90,91",
    "tie_60_60 choice defenders_win defenders_win,replay",
    "forced_min_trumps int 5 5,5",
    "tally_per choice team team,player",
    "solo_strokes choice chooser chooser",
)
