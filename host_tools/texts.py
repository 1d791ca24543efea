"""The words a person reads, keyed by the core's stable keys (docs/status-keys.md): English here.

The core reports keys and plain values, never text. Every word shown for them lives in one
table per language; another language (the device's German and English screens) is one more
table with the same keys. The games' own German terms (Sauspiel, Wenz, Bock, Bummerl, ...) are
kept in English text, as players use them.

Templates are `str.format` strings over the fields `Texts.fields` prepares from a value: seats
become names, cents become euros, contract and level names become the game's words. A pair
(one, many) picks by the number in `n`.
"""

from core import facts
from core.payments import amount

# The names of things: games, contracts, results, stakes.
WORDS = {
    "game.schafkopf": "Schafkopf",
    "game.bierkopf": "Bierkopf",
    "game.german_schafkopf": "German Schafkopf (strokes on the sheep's head)",
    "game.skat": "Skat",
    "game.bauernschnapsen": "Bauernschnapsen",
    "game.talonschnapsen": "Talonschnapsen (Bauernschnapsen for three)",
    "game.skat_bierlachs": "Skat, Bierlachs {n}",
    "game.skat_tournee": "Skat, North-American Tournee",
    "game.skat_raeuberskat": "Skat, Räuberskat",
    # Bavarian Schafkopf contracts (SPEC §2.2, §2.3)
    "contract.rufer": "Sauspiel",
    "contract.hochzeit": "Hochzeit",
    "contract.muss": "Muss",
    "contract.kreuzbock": "Kreuzbock",
    "contract.solo": "Solo",
    "contract.sie": "Sie",
    "contract.wenz": "Wenz",
    "contract.suit_wenz": "Farbwenz",
    "contract.geier": "Geier",
    "contract.suit_geier": "Farbgeier",
    "contract.kaiser": "Kaiser",
    "contract.eisenbahner": "Eisenbahner",
    "contract.spatz": "Spatz",
    "contract.suit_kaiser": "Farbkaiser",
    "contract.suit_eisenbahner": "Farbeisenbahner",
    "contract.bettel": "Bettel",
    "contract.bettel_brett": "Bettel Brett",
    "contract.ramsch_tout": "Ramsch Tout",
    "contract.ramsch": "Ramsch",
    "suit.acorns": "Eichel",
    "suit.leaves": "Gras",
    "suit.hearts": "Herz",
    "suit.bells": "Schellen",
    "result.won": "won",
    "result.won_schneider": "won Schneider",
    "result.won_schwarz": "won Schwarz",
    "result.lost": "lost",
    "result.lost_schneider": "lost Schneider",
    "result.lost_schwarz": "lost Schwarz",
    # Bierkopf and German Schafkopf levels (SPEC §3.3, §4.4)
    "level.tie": "60:60",
    "level.simple": ("wins", "win"),
    "level.schneider": ("wins Schneider", "win Schneider"),
    "level.schwarz": ("wins Schwarz", "win Schwarz"),
    # Skat games (SPEC §5.2, §5.10)
    "skat.clubs": "Kreuz",
    "skat.spades": "Pik",
    "skat.hearts": "Herz",
    "skat.diamonds": "Karo",
    "skat.grand": "Grand",
    "skat.null": "Null",
    "skat.tourne": "Tournee",
    "skat.passt_mir_nicht": "passt mir nicht",
    "skat.solo": "Solo",
    "skat.guckser": "Guckser",
    # German Schafkopf's games (SPEC §4.2)
    "german_schafkopf.normal": "Game",
    "german_schafkopf.solo": "Solo",
    "german_schafkopf.forced": "Forced game",
    # Hands that score nothing: a call, a deal thrown in or dealt again
    "call.kombi": "Drei-Kombi-Muss called",
    "call.last_round": "Last round called",
    "redeal.thrown_in": "All passed: thrown in",
    "redeal.all_passed": "All passed: dealt again",
    "redeal.ramsch_tied": "Ramsch tied: dealt again",
    "redeal.three_unters": "Three Unters: dealt again",
    # Bauernschnapsen contracts (SPEC §6.2)
    "bauernschnapsen.normal": "Normal game",
    "bauernschnapsen.bettler": "Bettler",
    "bauernschnapsen.schnapser": "Schnapser",
    "bauernschnapsen.gang": "Gang",
    "bauernschnapsen.bauernschnapser": "Bauernschnapser",
    "bauernschnapsen.kontraschnapser": "Kontraschnapser",
    "bauernschnapsen.kontrabauernschnapser": "Kontrabauernschnapser",
    "bauernschnapsen.assenbettler": "Assenbettler",
    "bauernschnapsen.assbettler": "Assbettler",
    "bauernschnapsen.plauderer": "Plauderer",
    "bauernschnapsen.zehnergang": "Zehnergang",
    "bauernschnapsen.bauernloch": "Bauernloch",
    "bauernschnapsen.freundschaftsschnapser": "Freundschaftsschnapser",
    "bauernschnapsen.farbenringerl": "Farbenringerl",
    "bauernschnapsen.trumpfringerl": "Trumpfringerl",
    "bummerl.bummerl": ("a Bummerl", "{n} Bummerl"),
    "bummerl.schneider": ("a Schneider ({n} Bummerl)", "a Schneider ({n} Bummerl)"),
    "bummerl.retourschneider": ("a Retourschneider ({n} Bummerl)",) * 2,
    "special.hadschader": "Hadschader round",
    "special.minas": "Minas round",
    "special.kombi": "Drei-Kombi-Muss",
    "special_rule.hadschader": "forehand must play and every game is stossed",
    "special_rule.minas": "forehand plays a solo; the poorest solo pays each of the others",
    "special_rule.kombi": "forehand plays, everyone a Sauspiel, a Wenz and a Solo",
    # what a settle-up owes that is not money (core.settlement)
    "owes.mass": ("a Maß of beer", "{n} Maß of beer"),
    "owes.round": ("a round for the table", "{n} rounds for the table"),
    "owes.bolln": ("a Bolln", "{n} Bolln"),
    "owes.bummerl": ("a Bummerl", "{n} Bummerl"),
    "owes.beer": ("a glass of beer", "{n} glasses of beer"),
    # units
    "unit.points": ("point", "points"),
    "unit.strokes": ("stroke", "strokes"),
    "unit.pfennigs": ("Pfennig", "Pfennig"),
    "unit.bolln": ("Bolln", "Bolln"),
    # the game is decided (the "decided" key), per game; n: how many seats are named
    "decided.schafkopf": "the last round is played: {winners} on top",
    "decided.bierkopf": "{winners} reach {target} points and win the Partie",
    "decided.bierkopf_bolln": "{losers} have {target} Bolln on their slate: {winners} win",
    "decided.german_schafkopf": (
        "{winners} reaches {target} strokes and wins",
        "{winners} reach {target} strokes and win",
    ),
    "decided.bierlachs": (
        "{losers} is at {limit} or below and buys the round",
        "{losers} are at {limit} or below and buy the round",
    ),
    "decided.raeuberskat": "every deal is played: {winners} on top",
    "decided": ("{winners} wins", "{winners} win"),
    # the settle-up
    "pays": "{payer} pays {payee} {amount}",
    "pays_pot": "{payer} pays {amount} into {pot}",
    "pot_pays": "{pot} pays {payee} {amount}",
    "owes": ("{seats} owes {what}", "{seats} owe {what} each"),
    "owes_team": "{seats} owe {what} for their slate",
    "and": "and",
    "nobody": "nobody",
    "pot.schafkopf": "the pot",
    "pot.skat": "the Pinke",
    "pot_paid_out": "the pot of {value} is paid out",
    "with": "with {n}",
    "carry_taken": (
        "the carried point is added to this deal",
        "the {n} carried points are added to this deal",
    ),
}

# Events (docs/status-keys.md), per key. None: said elsewhere (the hand's own line, or the
# settle-up), not as a note.
EVENTS = {
    "outcome": None,
    "decided": None,
    "pot": "{pot} now holds {value}",
    "bock_round": "Bock round: the next {n} deals count double",
    "kreuzbock_round": "Kreuzbock round: the next {n} deals are Kreuzbock deals",
    "last_round": "last round called: {n} deals to go",
    "special_round": "{name} starts: {deals} deals, {rule}",
    "special_round_over": "{value} played out",
    "minas_pays": "end of the Minas round: {payers} pay {each} to each of the others",
    "durchmarsch": None,
    "ramsch_loser": None,
    "ramsch_winner": None,
    "carry": "{value} carried to the next deal",
    "overbid": None,
    "pinke": "{seat} pays {cents} into the Pinke",
    "jackpot": "{seat} takes the Pinke: {cents}",
    "passed": None,
    "replay": None,
    "ramsch_lost": None,
    "ramsch_won": None,
    "jungfrau": ("a Jungfrau: counts double", "{n} Jungfrauen: count double each"),
    "redeal": None,
    "bummerl_game_won": (
        "{value} wins the game to 24; a new game starts",
        "{value} win the game to 24; a new game starts",
    ),
    "bummerl": "{kind} for {seat}",
}

# Status rows, shown after a hand when they change. None: shown elsewhere or not per hand.
STATUS = {
    "unit": None,
    "decided": None,
    "pot": "{pot} holds {value}",
    "bock_deals": ("last Bock deal next", "Bock: {n} doubled deals to go"),
    "kreuzbock_deals": ("last Kreuzbock deal next", "Kreuzbock: {n} deals to go"),
    "last_round_deals": ("last deal of the last round next", "last round: {n} deals to go"),
    "special_round": ("{name}: the last deal next", "{name}: {deals} deals to go"),
    "carry": None,
    "to_target": None,
    "sits_out": None,
    "bierlachs_limit": None,
    "deals_left": ("Räuberskat: the last deal next", "Räuberskat: {n} deals to go"),
    "money": None,
    "bummerl": "Bummerl so far: {value}",
}
# Said when a status row goes away (its count ran out).
ENDED = {
    "bock_deals": "the Bock round is over",
    "kreuzbock_deals": "the Kreuzbock round is over",
}

# How each value field is shown: a seat, a list of seats, money, a word of the game...
_SEAT = ("declarer", "partner", "seat")
_SEATS = ("winners", "losers", "payers")
_MONEY = ("cents", "each")


class Texts:
    """The English texts for one evening: its player names and what its scores count."""

    def __init__(self, names, unit, game, words=WORDS, events=EVENTS, status=STATUS):
        self.names = names
        self.unit = unit
        self.game = game
        self.words = words
        self.events = events
        self.status = status

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

    def name(self, seat):
        return self.names[seat]

    def group(self, seats):
        """Names joined: "Hans", "Hans and Resi", "Hans, Sepp and Resi"."""
        names = [self.names[seat] for seat in seats]
        if not names:
            return self.word("nobody")
        if len(names) == 1:
            return names[0]
        return "{} {} {}".format(", ".join(names[:-1]), self.word("and"), names[-1])

    def pair(self, seats):
        """Partners: "Kurt & Fritz"."""
        return " & ".join(self.names[seat] for seat in seats) or self.word("nobody")

    def money(self, cents, sign=False):
        """Cents as euros: 1.20 €, or +1.20 € / -1.20 € with `sign` (core.payments.amount)."""
        return amount(cents, sign) + " €"

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
