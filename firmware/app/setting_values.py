"""What a single setting may be changed to, from the core's settings schema (core.presets
fields), and how a setting and its value read on screen in the players' words: the words of
the game's settings come from its catalogue "rules_<game>" (app.frame.texts), loaded for
the game in hand only and let go again (rule_words, let_go)."""

import sys

from core import heap

# Whole numbers offered for an "int" setting, within its schema's range: every number up to
# twelve (multipliers, Laufende, Flecken, Bummerl), then the amounts tables agree on (cents,
# points, targets such as Bierlachs 301/401/501). The current value and the range's ends are
# always offered too, so a value set by the host is never lost by opening the setting.
_LADDER = (
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 20, 21, 24, 25, 30, 31, 40, 50, 60, 70,
    75, 80, 90, 91, 100, 120, 150, 200, 250, 300, 301, 400, 401, 500, 501, 600, 700, 800, 1000,
    2000, 5000, 10000, 100000,
)  # fmt: skip


def offered(kind, domain, current):
    """The values to step through for a setting of `kind` with `domain` (core.presets.fields),
    in order; for a "set", its entries (each switched on or off)."""
    if kind == "bool":
        return (False, True)
    if kind == "choice" or kind == "set":
        return domain
    lo, hi = domain
    values = [lo, hi]
    for number in _LADDER:
        if lo < number < hi:
            values.append(number)
    if isinstance(current, int) and lo <= current <= hi and current not in values:
        values.append(current)
    values.sort()
    if kind == "int?":
        return [None] + values
    return values


def rule_words(game, texts):
    """The words of `game`'s settings, as its ROWS, from `texts(area)` (the app's texts, in
    the language in use); () for a game without them. Any other game's are let go first."""
    head = "app.texts_rules_"
    for name in list(sys.modules):
        if name.startswith(head) and not name.startswith(head + game + "_"):
            heap.unload(name)
    try:
        # The area "rules_<game>" cut from the long name: a literal as short as "rules_" would
        # be one more interned string (docs/measuring.md).
        return texts((head + game)[10:]).ROWS
    except ImportError:
        return ()


def let_go():
    """Forget every loaded settings catalogue (leaving the new-session screen)."""
    heap.unload_all("app.texts_rules_")


def _find(rows, what):
    """The words for `what` in a catalogue's ROWS: a few strings of lines "<NL>what<TAB>words"
    (a string of many lines costs the heap a fraction of a string per line; a few, not one,
    so no single block needs more than a few hundred bytes); () has none."""
    head = "\n" + what + "\t"
    for chunk in rows:
        start = chunk.find(head)
        if start >= 0:
            start += len(head)
            end = chunk.find("\n", start)
            return chunk[start:] if end < 0 else chunk[start:end]
    return None


def label(rows, key):
    text = _find(rows, key)
    return key.replace("_", " ") if text is None else text


def preset_name(rows, ident):
    text = _find(rows, "@" + ident)
    return ident.replace("_", " ") if text is None else text


# Settings that are an amount of money in cents (SPEC §2.12 Stock and unit, §5 Pinke and money
# per point, §6.8 a Bummerl), and Schafkopf's rates and fixed values, which are money unless
# the tariff counts points (§2.6: the point lists, the 1876 list in pfennigs).
_MONEY = ("stock_sweetener", "unit", "cents_per_bummerl", "pinke_fee", "money_settlement")
_RATES = (
    "rufer_rate", "solo_rate", "wenz_rate", "geier_rate", "bettel_rate", "schneider_rate",
    "schwarz_rate", "runner_rate", "ramsch_rate", "tout_fixed", "sie_fixed",
)  # fmt: skip


def _in_money(tariff):
    """Whether Schafkopf's rates are money under `tariff` (its tariff_preset): the tariff
    itself says what it counts in (core.schafkopf.tariff.unit_name: cents, points, pfennigs)."""
    unit = heap.call("core.schafkopf.tariff", "unit_name", {"tariff_preset": tariff})
    return unit == "cents"


def value_text(words, rows, key, value, tariff=None):
    """A setting's value as the players say it: yes/no, off (or what no value means for this
    setting), none, a number by its name where it has one (single, double), an amount of money
    as the table says it (10 ct, 1.50 €), a list of entries, or the catalogue's words for a
    choice (entry_text). `words`: the screen's catalogue (YES, NO, OFF, NONE, CENTS, EUROS);
    `tariff`: Schafkopf's tariff preset, which says whether its rates are money."""
    if value is True:
        return words.YES
    if value is False:
        return words.NO
    if value is None:
        text = _find(rows, key + "=")
        return words.OFF if text is None else text
    if isinstance(value, int):
        text = _find(rows, key + "=" + str(value))  # a number with a name (single, double)
        if text is not None:
            return text
        if key in _MONEY or (key in _RATES and _in_money(tariff)):
            return money(words, value)
        return str(value)
    if isinstance(value, (tuple, list)):
        if not value:
            return words.NONE
        return ", ".join(entry_text(rows, key, entry) for entry in value)
    if value == "off" and _find(rows, key + "=off") is None:
        return words.OFF
    return entry_text(rows, key, value)


def money(words, cents):
    """Cents as a table says them: 10 ct below a euro, 1.50 € (1,50 €) from one."""
    if cents < 100:
        return words.CENTS.format(cents)
    from core.payments import amount

    return words.EUROS.format(amount(cents, False, words.DECIMAL))


def entry_text(rows, key, entry):
    """The catalogue's words for a choice or a set's entry; else the core's word, spaced and
    with a capital: the words without a catalogue entry are the games' own (Rufer, Bettler),
    German card terms in either language."""
    text = _find(rows, key + "=" + entry)
    if text is None:
        return entry[:1].upper() + entry[1:].replace("_", " ")
    return text
