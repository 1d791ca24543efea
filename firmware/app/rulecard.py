"""The rule card's lines: what a table agreed, in the players' words. The settings a game's
players always talk about come first; every other setting only where it differs from the
game's default (SPEC §2.12, §3.6, §4.6, §5.11, §6.8 give the defaults), so the card says
what is special at this table and nothing the players take for granted.

The session itself stores the complete settings in its start record (core.session
start_record, written by the journal), so what the card showed is what the log holds."""

from app import setting_values
from core import games, presets

# The settings each game's card always shows, in this order (data, not words: the words come
# from the catalogue).
ALWAYS = {
    "schafkopf": ("tariff_preset", "doubling_allowed", "stock_sweetener", "bock_triggers"),
    "bierkopf": ("target", "stake", "tie_carry", "doubling"),
    "german_schafkopf": ("target_strokes", "tally_per", "tie_60_60"),
    "skat": ("scoring_system", "kontra", "on_all_pass"),
    "bauernschnapsen": ("counting", "schneider_bummerl", "retourschneider_bummerl"),
}

# Settings a card shows whenever another has a value: (game, "key=value", (keys, ...)). A
# Bierlachs list's target is what the evening is about, even at its default of 501; the unit
# is the whole tariff of the official one.
WHEN = (
    ("skat", "scoring_system=bierlachs", ("bierlachs_target", "bierlachs_plus_date")),
    ("schafkopf", "tariff_preset=official", ("unit",)),
)


def lines(game, given, words, rules, changed=()):
    """["label: value", ...] for the card of `game` under the settings `given` (those that
    differ from the defaults, as a preset and the changes give them); the keys in `changed`
    (changed from the preset) are always shown, marked "*" as on the rules list, so the table
    sees what it agrees to beyond the preset. `words`: the screen's catalogue; `rules`: the
    game's settings words (setting_values.rule_words)."""
    defaults = presets.defaults(game)
    out = []
    always = ALWAYS[game]
    for row in WHEN:
        key, _, value = row[1].partition("=")
        if row[0] == game and _value(given, defaults, key) == value:
            always += row[2]
    tariff = _value(given, defaults, "tariff_preset") if game == "schafkopf" else None
    for key in always:
        out.append(_line(words, rules, key, _value(given, defaults, key), tariff, changed))
    # The rest in the order of the game's table (a dict's order is not kept on MicroPython).
    for row in games.options(game):
        key = row[: row.find(" ")]
        if key in always or key not in given:
            continue
        value = _value(given, defaults, key)
        if value != defaults[key] or key in changed:
            out.append(_line(words, rules, key, value, tariff, changed))
    return out


def _value(given, defaults, key):
    if key not in given:
        return defaults[key]
    value = given[key]
    if isinstance(value, list):
        return tuple(sorted(value))
    return value


def _line(words, rules, key, value, tariff, changed):
    if not value and (key.endswith("_sweetener") or key == "cents_per_bummerl"):
        text = words.OFF  # no Stock, no money for a Bummerl
    else:
        text = setting_values.value_text(words, rules, key, value, tariff)
    mark = "*" if key in changed else ""
    return mark + setting_values.label(rules, key) + ": " + text
