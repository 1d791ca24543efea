"""Counts read in the singular at one ("1 Abend", "1 of 4 hands changes"), on the host and on
the device: a text that counts a thing has a form for one and a form for more (KEY.1, KEY.n in
words/<lang>.txt), and whoever says it picks the form by the count.

The nouns that are counted come from the words themselves: a pair's forms for one and for more
differ in the word after a count ("{n} Abend" / "{n} Abende"), so "Abende" is a plural a count
may precede. A text with no pair that puts a count before such a word reads "1 Abende" at
one, unless its count is never one: those are named in NEVER_ONE, each with its reason."""

import ast
import re
from pathlib import Path

import pytest

from host_tools import texts, words

ROOT = Path(__file__).resolve().parents[2]
# A count as the words hold it: {} or {n}, a numbered {0} or a formatted {:,}; not a named
# field ({who}, {winners}), which holds names.
COUNT = re.compile(r"\{(?:n|\d*)(?::[^}]*)?\} (\w+)")
# (area, key) -> why the count before a plural noun is never one, or the word is no noun.
NEVER_ONE = {
    ("newsession", "PLAYERS_N"): "a table seats 3 or more players (core.games.seats)",
    ("newsession", "CARD_DEALER"): "{} is a player's name: 'deals' is the verb, not a count",
    ("table", "DEALS"): "{} is the dealer's name: 'deals' is the verb, not a count",
    ("refusals", "{} deals and sits out"): "{} is the dealer's name: the verb, not a count",
    (
        "host_refusals",
        "must be a list of at most {} names",
    ): "the most names a device holds (roster_entries.check_names: 40), never one",
    ("host", "rules.stock"): "{} each: an amount each player pays, not a count",
    ("host", "settle.many"): "said for two evenings or more; settle.one for one",
    ("host", "event.bock_round"): "a Bock round is 4 deals (core.schafkopf.session_rules)",
    ("host", "event.kreuzbock_round"): "a Kreuzbock round is 4 deals, as a Bock round",
    ("host", "event.last_round"): "the last round is one deal a player: 3 or more",
    ("host", "pages.games_seed"): "a series' games at a table: a multiple of its 3 or 4 seats",
    ("refusals", "all {} games of the series are played"): "the same multiple of the seats",
    ("refusals", "{} each cannot be the most"): "{} each: an amount, not a count",
    (
        "refusals",
        "{} is played by {} players, not {}",
    ): "a game's seats: 3 or more (core.games.ROWS)",
    (
        "host_refusals",
        "{} players need a table of 3, and this tournament plays at tables of 4 only: the count "
        "must be a multiple of 4",
    ): "said of 3 players or more (host_tools.tournament.draw refuses fewer first)",
    (
        "host_refusals",
        "{}: hands {} to {} are past the series' {} games and are not counted",
    ): "the same multiple of the seats",
}


def sources():
    return {lang: words.read(lang) for lang in words.languages()}


def plurals(source):
    """The words a count precedes in a pair's form for more where its form for one differs."""
    found = set()
    for rows in source.values():
        for key, text in rows.items():
            one = rows.get(key[:-2] + ".1") if key.endswith(".n") else None
            if one is None:
                continue
            for single, plural in zip(COUNT.findall(one), COUNT.findall(text), strict=False):
                if single != plural:
                    found.add(plural)
    return found


def counted_without_a_singular(all_sources, areas=None):
    """(lang, area, key, text) of each text with no pair that counts a plural noun, in `areas`
    (None: all). English's refusals are the core's and the host's own messages: the keys of
    another language's."""
    found = []
    for lang, source in all_sources.items():
        nouns = plurals(source)
        rows = [
            (area, key, text) for area, texts_ in source.items() for key, text in texts_.items()
        ]
        if lang == words.FALLBACK:
            for other, theirs in all_sources.items():
                for area in (words.REFUSALS, words.HOST_REFUSALS):
                    if other != lang:
                        rows += [(area, key, key) for key in theirs.get(area, {})]
        for area, key, text in rows:
            if areas is not None and area not in areas:
                continue
            if key.endswith((".1", ".n")) or (area, key) in NEVER_ONE:
                continue
            if any(word in nouns for word in COUNT.findall(text)):
                found.append((lang, area, key, text))
    return sorted(set(found))


# The areas whose texts the host says: its own, and the refusals of the core and the host.
HOST = ("host", words.REFUSALS, words.HOST_REFUSALS)


def test_every_noun_the_host_counts_has_its_singular():
    assert counted_without_a_singular(sources(), HOST) == []


def test_every_noun_the_device_counts_has_its_singular():
    device = [row for row in counted_without_a_singular(sources()) if row[1] not in HOST]
    assert device == []


def test_a_count_without_a_singular_is_found():
    found = counted_without_a_singular(
        {"en": {"a": {"DONE.1": "{} session", "DONE.n": "{} sessions", "SENT": "{} sessions"}}}
    )
    assert found == [("en", "a", "SENT", "{} sessions")]
    assert all(len(why) > 10 for why in NEVER_ONE.values())


def calls_with_a_count():
    """(key, file:line) of each host call that picks a text's form by a count: say(key, ...,
    n=...) or word(key, n)."""
    found = []
    for path in sorted((ROOT / "host_tools").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            if not node.args or not isinstance(node.args[0], ast.Constant):
                continue
            name = node.func.attr
            counted = any(k.arg == "n" for k in node.keywords)
            if name == "say" and counted or name == "word" and (counted or len(node.args) > 1):
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                found.append((node.args[0].value, where))
    return found


@pytest.mark.parametrize("lang", words.languages())
def test_the_host_counts_only_texts_with_both_forms(lang):
    # n is a count and nothing else: a ruling's number is {ruling}, two ports or more {ports}.
    said = texts.tables(lang)[0]
    found = calls_with_a_count()
    assert ("report.evenings", "host_tools/commands/report_command.py:189") in found
    single = [(key, where) for key, where in found if not isinstance(said.get(key), tuple)]
    assert single == []


@pytest.mark.parametrize(
    ("lang", "key", "values", "fields", "one"),
    [
        ("de", "report.evenings", (), {}, "1 Abend"),
        ("en", "report.evenings", (), {}, "1 evening"),
        ("de", "export.written", (), {"path": "a.json"}, "1 Abend nach a.json geschrieben"),
        ("de", "rescore.changed", (1, 12, "Punkte"), {}, "1 von 12 Spielen ändert sich (Punkte)."),
        ("en", "rescore.changed", (1, 12, "points"), {}, "1 of 12 hands changes (points)."),
        ("de", "tournament.flags", (1,), {}, "1 Hinweis:"),
        ("de", "end.standings", (), {"standings": "A 5"}, "Stand nach 1 Spiel: A 5."),
    ],
)
def test_a_count_of_one_reads_in_the_singular(lang, key, values, fields, one):
    texts.use(lang)
    t = texts.Texts([], None, None)
    assert t.say(key, *values, n=1, **fields) == one


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "records before the session start, not applied: 1"),
        ("de", "Datensätze vor dem Abendbeginn, nicht angewandt: 1"),
    ],
)
def test_a_log_problem_counts_one_record_without_a_plural(lang, said):
    # The core's problems are one English text each, with no form for one: the count stands
    # after its noun ("records ...: 1"), not before it ("1 records").
    from core.log import reader

    texts.use(lang)
    assert texts.problem(reader.ORPHANS.format(1)) == said
