"""The rule card's lines: what a table agreed, in the players' words. The settings a game's
players always talk about come first; every other setting only where it differs from the
game's default (SPEC §2.12, §3.6, §4.6, §5.11, §6.8 give the defaults), so the card says
what is special at this table and nothing the players take for granted.

The session itself stores the complete settings in its start record (core.session
start_record, written by the journal), so what the card showed is what the log holds."""

from app import setting_values
from core import facts, games, heap, presets


def lines(game, given, words, rules, changed=()):
    """["label: value", ...] for the card of `game` under the settings `given` (those that
    differ from the defaults, as a preset and the changes give them); the keys in `changed`
    (changed from the preset) are always shown, marked "*" as on the rules list, so the table
    sees what it agrees to beyond the preset; they come first. `words`: the screen's
    catalogue; `rules`: the game's settings words (setting_values.rule_words)."""
    # core.needs is needed again only at the next drawing: the screen has the room.
    return heap.scoped("core.needs", _lines, game, given, words, rules, changed)


def _lines(game, given, words, rules, changed):
    from core import needs

    defaults = presets.defaults(game)
    out = []
    # What the game's card always shows, and what a setting's value brings with it
    # (core.facts.card: data, not words; the words come from the catalogue). A setting
    # without effect under the others (core.needs) is left off, changed or not.
    settings = dict((key, _value(given, defaults, key)) for key in defaults)
    always = facts.card(game, settings)
    tariff = _value(given, defaults, "tariff_preset") if game == "schafkopf" else None
    for key in always:
        if needs.applies(game, settings, key):
            out.append(_line(words, rules, key, settings[key], tariff, changed))
    # The rest in the order of the game's table (a dict's order is not kept on MicroPython).
    for row in games.options(game):
        key = row[: row.find(" ")]
        if key in always or key not in given or not needs.applies(game, settings, key):
            continue
        value = _value(given, defaults, key)
        if value != defaults[key] or key in changed:
            out.append(_line(words, rules, key, value, tariff, changed))
    # What the table changed from the preset first: on a card of more than one page it is
    # on the first, not behind NEXT.
    return [row for row in out if row[0] == "*"] + [row for row in out if row[0] != "*"]


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
