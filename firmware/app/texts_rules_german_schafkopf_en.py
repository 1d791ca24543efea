"""English words for the settings of German Schafkopf (SPEC §4.6): each setting's label, the words
for its values, and the names of its house-rule presets (core.presets). One text per row,
"what<TAB>words", looked up by app.setting_values; a row per text costs the heap one string."""

ROWS = (
    "@9\tSheep's head, 9 strokes",
    "@12\tSheep's head, 12 strokes",
    "target_strokes\tStrokes to lose",
    "schneider_at\tSchneider at",
    "tie_60_60\t60:60",
    "tie_60_60=defenders_win\tdefenders win",
    "tie_60_60=replay\treplayed",
    "forced_min_trumps\tForced game trumps",
    "tally_per\tStrokes per",
    "tally_per=team\tteam",
    "tally_per=player\tplayer",
    "solo_strokes\tSolo strokes",
)
