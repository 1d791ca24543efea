"""House-rule presets per game: the settings a table agrees on by name, as data, and the
settings schema read from the core's tables for changing any single setting afterwards.

A preset gives only the settings that differ from the game's defaults (core.settings); every
other setting keeps its default. Each is traced to the SPEC section its values come from. The
names players know them by are the app's words; here each has a short stable id.
"""

from core import games, heap
from core.errors import InputError

# One text row per preset: "game id key=value key=value ...", the game's defaults first. A row
# of text costs the device's heap one string (core.settings does the same for its tables);
# values are read by the kind the game's own settings table gives each key. A set's entries are
# joined by commas, a bool is 1 or 0.
PRESETS = (
    # §2.6 tariff table: 10/50 is the Schafkopfschule tariff (official with u = 10), the
    # default of §2.12.
    "schafkopf schule",
    # §2.6 "most common rates are 5/20, 10/20 and 10/50".
    "schafkopf 10/20 tariff_preset=10/20",
    "schafkopf 5/20 tariff_preset=5/20",
    # §2.6 3-rate tariff; §2.10 Stock with S0's example sweetener of 10 cents after a thrown-in
    # deal, and Bock rounds after a lost solo, a 60-all and a Schwarz game.
    "schafkopf 10/20/50_stock_bock tariff_preset=10/20/50 stock_sweetener=10"
    " bock_triggers=lost_solo,schwarz,sixty_all",
    # §10.1 tournament sheet: fixed points, no Contra ("Kontra-Geben ist nicht erlaubt").
    "schafkopf rennen tariff_preset=tournament doubling_allowed=none",
    # §2.6 social_points: fixed points (1 point = 10 cents).
    "schafkopf points tariff_preset=social_points",
    # §3.6 defaults: to 21, 60:60 carried on, the losers buy a Maß each.
    "bierkopf 21",
    # §3.6 stake: the losing pair buys the round.
    "bierkopf 21_round stake=round",
    # §3.4, decision 2026-12-01: Bolln chalked on the losing team, a glass each.
    "bierkopf bolln stake=bolln_count",
    # §4.6: nine strokes make the sheep's head (S3), twelve in S0's longer form.
    "german_schafkopf 9",
    "german_schafkopf 12 target_strokes=12",
    # §5.6 classic list, the §5.11 defaults.
    "skat classic",
    # §5.7 ISkO / Seeger-Fabian list: +50 a won game, -50 a lost one, 40 (30) to the defenders.
    "skat isko scoring_system=seeger_fabian",
    # §5.8 Bierlachs to -501 (W4), Ramsch when all pass (§5.9).
    "skat bierlachs_501 scoring_system=bierlachs bierlachs_target=501 on_all_pass=ramsch",
    # §5.8 "300 + date" (W5): the day of the month added to 300.
    "skat bierlachs_300_date scoring_system=bierlachs bierlachs_target=300 bierlachs_plus_date=1",
    # §6.6, §6.8 defaults: up to 24, Schneider 2 and Retourschneider 4 Bummerl.
    "bauernschnapsen 24",
    # §6.6 the regional count-down from 24.
    "bauernschnapsen down_24 counting=down_from_24",
    # §6.6 option cents_per_bummerl: 50 cents a Bummerl settled at the end.
    "bauernschnapsen 24_50ct cents_per_bummerl=50",
)


def for_game(game):
    """The ids of `game`'s presets, in the order offered."""
    games.options(game)  # an unknown game is refused here, with the list of games
    head = game + " "
    out = []
    for row in PRESETS:
        if row.startswith(head):
            out.append(row.split(" ")[1])
    return tuple(out)


def given(game, ident):
    """The settings a preset gives, as a new dict (the caller may change it)."""
    head = game + " " + ident
    for row in PRESETS:
        if row == head or row.startswith(head + " "):
            table = games.options(game)
            out = {}
            for pair in row.split(" ")[2:]:
                key, _, text = pair.partition("=")
                for line in table:
                    if line.startswith(key + " "):
                        out[key] = _value(field(line)[1], text)
            return out
    raise InputError("preset", "{} has no preset {}".format(game, ident))


def _value(kind, text):
    if kind == "bool":
        return text == "1"
    if kind == "set":
        return text.split(",")
    if kind == "choice":
        return text
    return None if text == "-" else int(text)


def fields(game):
    """The game's settings as (key, kind, domain) in the order of its table (core.settings),
    each as field() reads it."""
    return [field(row) for row in games.options(game)]


def field(row):
    """(key, kind, domain) of one row of a game's settings table (core.settings): domain is a
    tuple of the allowed strings (choice, set), (lo, hi) for ints, None for bool. Read from
    the core's own table, so the app never keeps a copy of the rules; a screen keeps the rows
    (games.options) and reads one field when it needs it, which holds far less heap than every
    field read at once."""
    key, kind, _default, domain = row.split(" ")
    if kind == "bool":
        return (key, kind, None)
    if kind == "choice" or kind == "set":
        return (key, kind, tuple(domain.split(",")))
    lo, hi = domain.split(",")
    return (key, kind, (int(lo), int(hi)))


def defaults(game, given=None):
    """The game's settings from its defaults and `given`, checked against the game's table
    only, without loading its rules (games.make_settings would, for what a rule takes from
    the date, and check takes the table's own checks too)."""
    table = games.options(game)
    # The settings code is needed only while settings are made (core.games).
    return heap.call("core.settings", "make", table, given)


def check(game, settings_given, players, date=None):
    """The complete settings of `settings_given`, if the core accepts them for `players` seats
    (the table itself checks some combinations, e.g. the pack against the seats); else the
    core's InputError naming the setting."""
    settings = games.make_settings(game, settings_given, date)
    games.new_state(game, settings, players)
    return settings
