"""The words a person reads, keyed by the core's stable keys (docs/status-keys.md), in the
language the tool speaks (language(), use(): --lang, else the environment's, else English).

The core reports keys and plain values, never text. Every word shown for them comes from the
words' source of its language, words/<lang>.txt, the one the device's screens are made from
(host_tools/words.py reads it): the host's own in its [host] area, the names of the games'
values and the settle-up's lines the device's. The games' own German terms (Sauspiel, Wenz,
Bock, Bummerl, ...) are kept in English text, as players use them.

Templates are `str.format` strings over the fields `Texts.fields` prepares from a value: seats
become names, cents become euros, contract and level names become the game's words. A pair
(one, many) picks by the number in `n`.
"""

import os

from core import facts, refusals
from core.payments import amount
from host_tools import words

# Events (docs/status-keys.md) and status rows said elsewhere (the hand's own line, the
# settle-up, the table's columns), not as a note: they have no text of their own.
_EVENTS_ELSEWHERE = (
    "outcome", "decided", "durchmarsch", "ramsch_loser", "ramsch_winner", "overbid", "passed",
    "replay", "ramsch_lost", "ramsch_won", "redeal",
)  # fmt: skip
_STATUS_ELSEWHERE = (
    "unit",
    "decided",
    "carry",
    "to_target",
    "sits_out",
    "bierlachs_limit",
    "money",
)
# The names of a game's values (contracts, suits, results, levels) by these prefixes are the
# device's, [entry] VALUES, where [host] has none of its own (German Schafkopf's "normal").
_VALUE_NAMES = (
    "contract",
    "suit",
    "result",
    "skat",
    "bauernschnapsen",
    "german_schafkopf",
    "level",
)
# Facts the device words already, said in its words: the host's key, the device's area and key.
_SHARED = {
    "pays": ("settle", "PAYS"),
    "pays_pot": ("settle", "PAYS_POT"),
    "pot_pays": ("settle", "POT_PAYS"),
    "settle_up": ("settle", "TITLE"),
    "decimal": ("settle", "DECIMAL"),
    "deals_first": ("newsession", "CARD_DEALER"),
    "no_date": ("table", "NO_DATE"),
    "with": ("history", "WITH"),
    "overbid_at": ("history", "OVERBID"),
    "dealt_again": ("history", "REDEAL"),
    "stoss": ("entry", "FIELDS.stoss"),
    "retour": ("entry", "FIELDS.retour"),
}


def tables(lang=words.FALLBACK, folder=words.SOURCES):
    """(WORDS, EVENTS, STATUS, ENDED) of `lang`, from its source file, words/<lang>.txt: the
    [host] area (its "event.", "status." and "ended." keys make the three tables after WORDS),
    the names of the games' values and the settle-up's lines shared with the device. A key
    with .1 and .n is a pair (one, more); None: said elsewhere."""
    source = words.read(lang, folder)
    out = {"": {}, "event.": {}, "status.": {}, "ended.": {}}
    for key, text in source.get("host", {}).items():
        table = out[""]
        for prefix in ("event.", "status.", "ended."):
            if key.startswith(prefix):
                table, key = out[prefix], key[len(prefix) :]
        if key.endswith((".1", ".n")):
            pair = table.setdefault(key[:-2], [None, None])
            pair[0 if key.endswith(".1") else 1] = text
        else:
            table[key] = text
    for table in out.values():
        for key, text in table.items():
            if isinstance(text, list):
                table[key] = tuple(text)
    entry = source.get("entry", {})
    for key, text in entry.items():
        if key.startswith("VALUES."):
            for prefix in _VALUE_NAMES:
                out[""].setdefault(prefix + "." + key[7:], text)
    for key, (area, name) in _SHARED.items():
        out[""][key] = source[area][name]
    for key in _EVENTS_ELSEWHERE:
        out["event."][key] = None
    for key in _STATUS_ELSEWHERE:
        out["status."][key] = None
    return out[""], out["event."], out["status."], out["ended."]


# The names of things (games, contracts, results, stakes), the notes of events and of status
# rows, and what is said when a status row goes away, in English.
WORDS, EVENTS, STATUS, ENDED = tables()
_SPOKEN = {words.FALLBACK: (WORDS, EVENTS, STATUS, ENDED)}  # the tables read, by language
_USED = [words.FALLBACK]  # the language the tool speaks in this run (use())

# Where the language comes from when --lang does not say: the tool's own variable, not the
# locale's (LC_ALL, LANG).
_ENVIRONMENT = ("SCHREIBER_LANG",)


def language(chosen=None, environ=os.environ):
    """The language to speak: `chosen` (--lang) where given (ValueError where there are no
    words for it), else the environment's
    (_ENVIRONMENT: "de", or a locale's form, "de_DE.UTF-8") where there are words for it,
    else English."""
    known = words.languages()
    if chosen is not None:
        if chosen not in known:
            raise ValueError(f"--lang: no words for {chosen!r}; there are {', '.join(known)}")
        return chosen
    for name in _ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            code = value.split(".")[0].split("_")[0].lower()
            return code if code in known else words.FALLBACK
    return words.FALLBACK


def use(lang):
    """Speak `lang` from here on: every Texts made after this takes its words."""
    if lang not in _SPOKEN:
        _SPOKEN[lang] = tables(lang)
    _USED[0] = lang


def spoken():
    """(WORDS, EVENTS, STATUS, ENDED) of the language in use, and its code."""
    return _SPOKEN[_USED[0]] + (_USED[0],)


def refusal(field, message, names=None):
    """A refusal of the core (core.errors.InputError's field and message, raised in English)
    in the language in use, as the device's screens say it (core.refusals, over the same
    words/<lang>.txt rows the device's catalogue is made from), each seat said by its name in
    `names` (the session's, in seat order) where given."""
    return refusals.said(field, message, _refusal_rows(), names)


def problem(text):
    """A problem the core's log reader found (core.log.reader, raised in English) in the
    language in use: found in the rows as a refusal's message is, the parts before and after
    a colon each on their own ("unreadable record: truncated value")."""
    whole = sentence(text)
    field, colon, message = text.partition(": ")
    if not colon:
        return whole
    # A refusal of the core's, met applying a record (core.sessionlog: "log: ...", "hand 3:
    # tricks: ..."), is said by its field (found whole, a row "hand {}" would take it all); a
    # problem of the reader's own is said whole ("unknown record kind 7: 12 bytes skipped").
    # The text does not say which it is: the reading that keeps fewer of its English words
    # is taken, the whole where both keep as many.
    by_field = refusals.said(field, message, _refusal_rows())
    return by_field if _kept(by_field, text) < _kept(whole, text) else whole


def _kept(said, english):
    """How many words of `said` are words of `english` as well."""
    words = set(english.split())
    return len([word for word in said.split() if word in words])


def sentence(text):
    """A message the host raised in English without a field (a sync's SyncError, the store's
    StoreError) or a log's problem, in the language in use: found whole in the rows as a
    refusal's message is ([host_refusals]); as raised where the rows have it not."""
    return refusals.said("", text, _refusal_rows())[2:]  # no field: none said, its ": " cut


def _refusal_rows():
    """core.refusals' rows of the language in use: the device's (words.refusal_rows) and the
    host's own ([host_refusals]); English's are the core's and the host's own words."""
    lang = _USED[0]
    if lang not in _REFUSALS:
        rows = {}
        if lang != words.FALLBACK:
            rows = words.refusal_rows(lang)
            rows.update(words.read(lang).get(words.HOST_REFUSALS, {}))
        _REFUSALS[lang] = ("".join("\n" + key + "\t" + text for key, text in rows.items()),)
    return _REFUSALS[lang]


_REFUSALS = {}  # core.refusals' rows, by language, read once a run


# How each value field is shown: a seat, a list of seats, money, a word of the game...
_SEAT = ("declarer", "partner", "seat")
_SEATS = ("winners", "losers", "payers")
_MONEY = ("cents", "each")


class Texts:
    """The texts for one evening, in the language in use: its player names and what its
    scores count."""

    def __init__(self, names, unit, game):
        self.names = names
        self.unit = unit
        self.game = game
        # The words of the language in use (use()).
        self.words, self.events, self.status, self.ended, self.lang = spoken()

    # -- the parts every text is made of ---------------------------------------------------
    def title(self, settings):
        """The evening's title from its own settings (core.facts.title): "Skat, Bierlachs 301";
        a game without words of its own is called by its title key."""
        key, number = facts.title(self.game, settings, len(self.names))
        text = self.words.get("game." + key, key)
        return text.format(n=number)

    def word(self, key, n=1):
        text = self.words[key]
        if isinstance(text, tuple):
            text = text[0 if n == 1 else 1]
        return text.format(n=n)

    def say(self, key, *values, n=1, **fields):
        """The sentence of `key` filled in: its {} by `values`, its {name} by `fields`; of a
        pair (one, more), the form for `n`."""
        text = self.words[key]
        if isinstance(text, tuple):
            text = text[0 if n == 1 else 1]
        return text.format(*values, n=n, **fields)

    def name(self, seat):
        return self.names[seat]

    def group(self, seats):
        """Names joined: "Hans", "Hans and Resi", "Hans, Sepp and Resi"."""
        return self.listed([self.names[seat] for seat in seats])

    def listed(self, names, last="and"):
        """Words joined: "Kontra", "Kontra and Re", "Kontra, Re and Supra"; `last`: the key
        of the word before the last ("or")."""
        if not names:
            return self.word("nobody")
        if len(names) == 1:
            return names[0]
        return "{} {} {}".format(", ".join(names[:-1]), self.word(last), names[-1])

    def pair(self, seats):
        """Partners: "Kurt & Fritz"."""
        return " & ".join(self.names[seat] for seat in seats) or self.word("nobody")

    def money(self, cents, sign=False):
        """Cents as euros: 1.20 €, or +1.20 € / -1.20 € with `sign`, with the language's
        decimal mark, the device's (core.payments.amount)."""
        return amount(cents, sign, self.words["decimal"]) + " €"

    def amount(self, value, unit=None, sign=False):
        """An amount with its unit: 1.20 €, 3 points, 1 stroke."""
        unit = unit or self.unit
        if unit == "cents":
            return self.money(value, sign)
        text = f"{value:+d}" if sign and value else str(value)
        return "{} {}".format(text, self.word("unit." + unit, abs(value)))

    def per_seat(self, values, unit=None, skip_zero=True):
        """ "Mitzi 1, Gretl 1" for a per-seat list; `unit` given: with units."""
        parts = []
        for seat in range(len(values)):
            if values[seat] or not skip_zero:
                shown = values[seat] if unit is None else self.amount(values[seat], unit)
                parts.append(f"{self.names[seat]} {shown}")
        return ", ".join(parts) or self.word("nobody")

    # -- one event or status row as a note ----------------------------------------------------
    def fields(self, key, value):
        """The format fields of a value: each part as it is shown."""
        if not isinstance(value, dict):
            value = {"value": value}
        out = {}
        for field in value:
            v = value[field]
            if field in _SEAT:
                out[field] = self.name(v)
            elif field in _SEATS:
                out[field] = self.group(v)
            elif field in _MONEY:
                out[field] = self.money(v)
            elif field == "name":
                out[field] = self.word("special." + v)
                out["rule"] = self.word("special_rule." + v)
            elif field == "kind":
                out[field] = self.word("bummerl." + v, value.get("count", 1))
            else:
                out[field] = v
            if isinstance(v, int) and not isinstance(v, bool) and "n" not in out:
                out["n"] = v
        if key in ("pot",):
            out["value"] = self.money(value["value"])
            out["pot"] = self.word("pot." + self.game)
        elif key in ("special_round_over",):
            out["value"] = self.word("special." + value["value"])
        elif key == "carry":
            out["value"] = self.amount(value["value"])
        elif key == "bummerl_game_won":
            seats = value["value"]
            out["value"] = self.pair(seats) if len(self.names) == 4 else self.group(seats)
            out["n"] = len(seats) if len(self.names) != 4 else 2
        elif key == "bummerl" and isinstance(value["value"], list):
            out["value"] = self.per_seat(value["value"])
        return out

    def event(self, key, value):
        """The note for an event, or None when it is said elsewhere (or its key is unknown)."""
        return self._note(self.events.get(key), key, value)

    def status_row(self, key, value):
        return self._note(self.status.get(key), key, value)

    def _note(self, template, key, value):
        if template is None:
            return None
        fields = self.fields(key, value)
        if isinstance(template, tuple):
            template = template[0 if fields.get("n") == 1 else 1]
        return template.format(**fields)
