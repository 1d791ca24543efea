"""English words for the settings of German Schafkopf (SPEC §4.6): each setting's label, the words
for its values, and the names of its house-rule presets (core.presets). Lines
"<NL>what<TAB>words" in a few strings, looked up by app.setting_values: a string of many lines
costs the heap far less than a string per line."""

ROWS = (
    "\n@9\tSheep's head, 9 strokes"
    "\n@12\tSheep's head, 12 strokes"
    "\ntarget_strokes\tStrokes to win"
    "\nschneider_at\tSchneider at"
    "\ntie_60_60\t60:60"
    "\ntie_60_60=defenders_win\tdefenders win"
    "\ntie_60_60=replay\treplayed"
    "\nforced_min_trumps\tForced game trumps"
    "\ntally_per\tStrokes per"
    "\ntally_per=team\tteam"
    "\ntally_per=player\tplayer"
    "\nsolo_strokes\tSolo strokes"
    "\nsolo_strokes=chooser\tas the chooser",
)
