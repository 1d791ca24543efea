"""The score table of `schreiber score`: an evening as a player reads it, from the JSON result.

Every word comes from host_tools.texts; this module decides what goes on which line: the header
(game, date, players, tariff), one row per hand (what it was, each player's change, the running
total, what it started or ended), and the end (who won, the standings, the settle-up).
"""

import datetime
import textwrap

from core import facts
from host_tools.scoring import hand_columns
from host_tools.scoring.hand_columns import is_pair
from host_tools.texts import Texts
from host_tools.textwidth import pad
from host_tools.textwidth import width as text_width

_HAND_WIDTH = 44  # characters of a hand's description before it wraps
_NOTE_WIDTH = 96


def render(result):
    """The whole table as text, one evening from `host_tools.scoring.replay.replay`."""
    t = Texts(result["players"], result["unit"], result["game"])
    lines = header(result, t)
    lines.append("")
    lines.extend(hand_rows(result, t))
    lines.append("")
    for line in ending(result, t):
        lines.extend(textwrap.wrap(line, _NOTE_WIDTH, subsequent_indent="    "))
    return "\n".join(lines) + "\n"


# -- header ------------------------------------------------------------------------------------
def header(result, t):
    game = result["game"]
    names = result["players"]
    lines = ["{} — {}".format(t.title(result["settings"]), _date(result["date"], t))]
    dealer = names[result["dealer"]]
    if facts.paired(game, result["settings"], len(names)) or facts.by_team(game):
        # Pairs that are fixed even where each player draws his own strokes (German).
        who = t.say("head.pairs", t.pair((0, 2)), t.pair((1, 3)))
    else:
        who = t.say("head.players", t.group(range(len(names))))
    lines.append(who + "; " + t.say("deals_first", dealer))
    for line in rule_lines(result["settings"], t):
        lines.extend(textwrap.wrap(line, _NOTE_WIDTH))
    if result.get("corrections"):
        lines.append(t.say("head.corrections", n=result["corrections"]))
    if result.get("ended"):
        lines.append(t.say("head.ended"))
    elif "problems" in result:  # read from a device log: the evening may still be running
        lines.append(t.say("head.open"))
    return lines


def _date(date, t):
    return day_name(date, t) if date else t.word("no_date")


_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)  # fmt: skip


def day_name(date, t):
    """ "YYYY-MM-DD" as a person says it: "Friday, 27 November 2026" (not strftime's names,
    which are the locale's, not the language's)."""
    day = datetime.date(int(date[:4]), int(date[5:7]), int(date[8:10]))
    return t.say(
        "date",
        weekday=t.word("weekday." + _WEEKDAYS[day.weekday()]),
        day=day.day,
        month=t.word("month." + _MONTHS[day.month - 1]),
        year=day.year,
    )


def ruling_text(saved, t):
    """A ruling the session is scored under (host_tools.store.rulings.ruling) in words:
    "ruling 2 (tariff_preset=20/50/100), saved 2026-11-28"."""
    changes = ", ".join(f"{key}={value}" for key, value in sorted(saved["changes"].items()))
    return t.say("show.ruling", ruling=saved["ruling"], changes=changes, saved=saved["saved"])


def _cap(text):
    return text[:1].upper() + text[1:]


def _schafkopf_rules(s, t):
    from core.schafkopf.rates import rates

    r = rates(s)
    preset = s["tariff_preset"]
    if t.unit == "cents":
        tariff = t.say("rules.tariff", preset, *(t.money(rate) for rate in r[:4]))
        if r[4]:
            tariff += ", " + t.say("rules.runners", t.money(r[4]))
    else:
        tariff = t.say(
            "rules.scored_in", t.word("unit." + t.unit, 2), preset.replace("_", " "),
            t.amount(r[0]), t.amount(r[1]),
        )  # fmt: skip
    lines = [tariff + "."]
    rules = []
    if s["stock_sweetener"]:
        rules.append(t.say("rules.stock", t.amount(s["stock_sweetener"])))
    if s["on_all_pass"] in ("bock_round", "muss", "ramsch"):
        rules.append(t.say("rules." + s["on_all_pass"]))
    if s["bock_triggers"]:
        triggers = [t.say("trigger." + k) for k in sorted(s["bock_triggers"])]
        rules.append(t.say("rules.bock_after", (" " + t.word("or") + " ").join(triggers)))
    if s["pack"] != "long32":
        rules.append(t.say("rules.short", s["pack"][-2:]))
    if rules:
        lines.append(_cap("; ".join(rules)) + ".")
    return lines


def _bierkopf_rules(s, t):
    if s["stake"] == "bolln_count":
        beer = t.word("owes.beer", s["beer_per_bolln"])
        first = t.say("rules.bolln_count", s["target"], beer)
    else:
        first = t.say("rules.target", s["target"], t.say("stake." + s["stake"]))
    return [first, _cap(t.say("carry." + s["tie_carry"])) + "."]


def _german_rules(s, t):
    lines = [t.say("rules.target_strokes", s["target_strokes"])]
    if s["tally_per"] == "player":
        lines.append(t.say("rules.player"))
    return lines


def _skat_rules(s, t):
    system = s["scoring_system"]
    if system == "bierlachs":
        limit = s["bierlachs_target"] + (s.get("bierlachs_day") or 0)
        text = t.say("rules.bierlachs", limit)
    else:
        text = t.say("rules.seeger_fabian" if system == "seeger_fabian" else "rules.classic")
    if s["preset"] == "na_tournee":
        text = t.say("rules.na_tournee", text[:1].lower() + text[1:])
    if s["raeuberskat"]:
        text += "; " + t.say("rules.raeuberskat")
    lines = [text + "."]
    extra = []
    if s["money_settlement"]:
        extra.append(t.say("rules.money_settlement", t.money(s["money_settlement"])))
    if s["pinke"] != "off":
        pinke = t.say("rules.pinke", t.money(s["pinke_fee"]))
        if s["pinke"] == "grand_hand_jackpot":
            pinke += ", " + t.say("rules.grand_hand_jackpot")
        extra.append(pinke)
    if s["on_all_pass"] != "redeal":
        extra.append(t.say("rules.ramsch"))
    if extra:
        lines.append(_cap("; ".join(extra)) + ".")
    return lines


def _schnapsen_rules(s, t):
    text = t.say("rules.games_to", s["target"])
    if s["counting"] == "down_from_24":
        text += " ({})".format(t.say("rules.down_from_24", s["target"]))
    text += "; " + t.say("rules.bummerl")
    if s["cents_per_bummerl"]:
        text += "; " + t.say("rules.cents_per_bummerl", t.money(s["cents_per_bummerl"]))
    return [text + "."]


def _card_rules(s, t):
    """A game without words of its own here: the settings its rule card always shows."""
    keys = facts.card(t.game, s)
    if not keys:
        return []
    shown = ", ".join("{} {}".format(key.replace("_", " "), s[key]) for key in keys)
    return [t.say("rules.card", shown)]


def rule_lines(settings, t):
    """The rules of the evening as the table agreed them, in words."""
    return RULES.get(t.game, _card_rules)(settings, t)


RULES = {
    "schafkopf": _schafkopf_rules,
    "bierkopf": _bierkopf_rules,
    "german_schafkopf": _german_rules,
    "skat": _skat_rules,
    "bauernschnapsen": _schnapsen_rules,
}


# -- one row per hand --------------------------------------------------------------------------
def hand_rows(result, t):
    names = result["players"]
    cells = [cell(v, t) for row in result["hands"] for v in row["deltas"] + row["totals"]]
    width = max(4, *(len(c) for c in cells), *(text_width(n) for n in names))
    unit_line = t.say("hands." + t.unit)
    if result["game"] == "bauernschnapsen" and result["settings"]["counting"] == "down_from_24":
        unit_line = t.say("hands.down_from_24")
    # The description gets what the player columns leave of the line, at least _HAND_WIDTH.
    described = [
        said["played"]
        for said in hand_columns.described(
            result["game"], result["settings"], names, result["hands"]
        )
    ]
    room = _NOTE_WIDTH - 5 - len(names) * (width + 2)
    hand_width = max(_HAND_WIDTH, min(room, max([4] + [text_width(d) for d in described])))
    head = "{:>3}  {}".format("#", pad(t.say("hands.hand"), hand_width)) + "".join(
        "  " + pad(n, width, ">") for n in names
    )
    lines = [t.say("hands.head", unit_line), head, "-" * text_width(head)]
    before = {}
    for row, text in zip(result["hands"], described, strict=True):
        described = textwrap.wrap(text, hand_width) or [""]
        for extra in described[:-1]:
            lines.append("{:>3}  {}".format(row["hand"] if extra is described[0] else "", extra))
        number = row["hand"] if len(described) == 1 else ""
        lines.append(
            f"{number:>3}  {pad(described[-1], hand_width)}"
            + "".join("  {:>{w}}".format(cell(d, t), w=width) for d in row["deltas"])
        )
        lines.append(
            "{:>3}  {}".format("", pad("  " + t.say("hands.total"), hand_width))
            + "".join("  {:>{w}}".format(cell(d, t, True), w=width) for d in row["totals"])
        )
        pending = dict((key, value) for key, value in row["pending"])
        notes = hand_notes(result, row, pending, before, t)
        before = pending
        if notes:
            text = "; ".join(notes)
            for part in textwrap.wrap(text, _NOTE_WIDTH - 7):
                lines.append("       " + part)
    return lines


def cell(value, t, total=False):
    if t.unit == "cents":
        return t.money(value, sign=True)
    if total and t.game == "bauernschnapsen":
        return str(value)  # the running game: made so far, or still to go when counting down
    return f"{value:+d}" if value else "0"


def hand_notes(result, row, pending, before, t):
    """What the hand started or ended, and what is pending that changed."""
    notes = []
    events = row["events"]
    bummerl = []
    for key, value in events:
        if key == "bummerl":
            bummerl.append(value)
            continue
        if key == "decided":
            notes.append(decided_text(result, value, t))
            continue
        if key == "pot" and not value and before.get("pot"):
            notes.append(t.words["pot_paid_out"].format(value=t.money(before["pot"])))
            continue
        note = t.event(key, value)
        if note:
            notes.append(note)
    notes.extend(_bummerl_notes(bummerl, t))
    carried = before.get("carry")
    if carried and not pending.get("carry"):
        notes.append(t.word("carry_taken", carried))
    # A row the hand's own event has just said (a new Bock round, the new pot) is not repeated.
    said = set(_SAID_BY.get(key, key) for key, _ in events if key != "bummerl")
    for key in pending:
        if key in said or pending[key] == before.get(key, _nothing(pending[key])):
            continue
        if pending[key] == 0:  # a count that ran out says nothing more
            continue
        note = t.status_row(key, pending[key])
        if note:
            notes.append(note)
    for key in before:
        if key not in pending and key in t.ended:
            notes.append(t.ended[key])
    return notes


# Events that say what a status row of another key would say again.
_SAID_BY = {
    "bock_round": "bock_deals",
    "kreuzbock_round": "kreuzbock_deals",
    "last_round": "last_round_deals",
}


def _nothing(value):
    """A status row's value before anything happened: 0, or a list of 0s."""
    return [0] * len(value) if isinstance(value, list) else 0


def _bummerl_notes(marks, t):
    """One note per kind: "a Bummerl each for Mitzi and Gretl"."""
    kinds = []
    for mark in marks:
        kind = (mark["kind"], mark["count"])
        if kind not in kinds:
            kinds.append(kind)
    notes = []
    for kind, count in kinds:
        seats = [m["seat"] for m in marks if (m["kind"], m["count"]) == (kind, count)]
        what = t.word("bummerl." + kind, count)
        notes.append(t.say("bummerl_for", what, t.group(seats), n=len(seats)))
    return notes


def decided_text(result, value, t):
    game = result["game"]
    s = result["settings"]
    fields = {"winners": t.group(value["winners"]), "losers": t.group(value["losers"])}
    n = len(value["winners"])
    if game == "skat":
        if s["scoring_system"] == "bierlachs" and not value["winners"]:
            key = "decided.bierlachs"
            fields["limit"] = -(s["bierlachs_target"] + (s.get("bierlachs_day") or 0))
            n = len(value["losers"])
        else:
            key = "decided.raeuberskat"
    else:
        key = "decided." + game if "decided." + game in t.words else "decided"
    if is_pair(value["winners"]):
        fields["winners"] = t.pair(value["winners"])
        n = 2
    if game == "bierkopf":
        fields["target"] = s["target"]
        if s["stake"] == "bolln_count":
            key = "decided.bierkopf_bolln"
            fields["losers"] = t.pair(value["losers"])
    elif game == "german_schafkopf":
        fields["target"] = s["target_strokes"]
    text = t.words[key]
    if isinstance(text, tuple):
        text = text[0 if n == 1 else 1]
    return text.format(**fields)


# -- what each hand was --------------------------------------------------------------------------
def describe(result, row, t):
    """A line a player reads: the contract, who played it (and with whom), the result, from what
    the game says the hand was (host_tools.scoring.hand_columns)."""
    if not isinstance(row["record"], dict):
        return "?"
    return hand_columns.described(result["game"], result["settings"], t.names, [row])[0]["played"]


# -- the end of the evening ------------------------------------------------------------------
def ending(result, t, standings=True):
    """The lines below the table: the decision, the Bummerl or (with `standings`) the
    standings, the settle-up."""
    lines = []
    decided = result["decided"]
    if decided is not None:
        lines.append(t.say("end.decided", decided_text(result, decided, t)))
    hands = len(result["hands"])
    settle = result["settle_up"]
    ranking = settle["ranking"]
    totals = result["totals"]
    if result["game"] == "bauernschnapsen":
        tally = dict(result["status"])["bummerl"]
        lines.append(t.say("end.bummerl", n=hands, tally=_tally(tally, t)))
        target = result["settings"]["target"]
        needed = dict(result["status"])["to_target"]
        if any(n < target for n in needed):
            sides = [[0, 2], [1, 3]] if len(needed) == 4 else [[0], [1], [2]]
            lines.append(t.say("end.open", target, ", ".join(
                "{} {}".format(t.pair(side), t.amount(needed[side[0]], "points"))
                for side in sides)))  # fmt: skip
    elif standings:
        sides = [[seat] for seat in ranking]
        if facts.by_team(result["game"]) and totals[0:2] == totals[2:4]:
            sides = [[seat, seat + 2] for seat in ranking if seat < 2]
        shown = ", ".join(
            f"{t.pair(side)} {t.amount(totals[side[0]], sign=t.unit != 'bolln')}" for side in sides
        )
        lines.append(t.say("end.standings", n=hands, standings=shown))
    lines.extend(settle_lines(result, settle, t))
    return lines


def _tally(tally, t):
    marked = [seat for seat in range(len(tally)) if tally[seat]]
    clean = [seat for seat in range(len(tally)) if not tally[seat]]
    if not marked:
        return t.say("end.none_yet")
    text = ", ".join(f"{t.name(s)} {tally[s]}" for s in marked)
    if clean:
        text += " " + t.say("end.none", t.group(clean))
    return text


def settle_lines(result, settle, t):
    players = len(result["players"])
    lines = []
    for payer, payee, cents in settle["payments"]:
        fields = {"amount": t.money(cents)}
        key = "pays"
        if players in (payer, payee):
            key = "pot_pays" if payer == players else "pays_pot"
            fields["pot"] = t.word("pot." + result["game"])
        if payer < players:
            fields["payer"] = t.name(payer)
        if payee < players:
            fields["payee"] = t.name(payee)
        lines.append("  " + t.words[key].format(**fields))
    owes = []
    for _, what, count in settle["owes"]:
        if what == "bummerl":
            continue  # the Bummerl are the tally above; money, if any, is in the payments
        group = (what, count)
        if group not in owes:
            owes.append(group)
    for what, count in owes:
        seats = [s for s, w, c in settle["owes"] if (w, c) == (what, count)]
        if what == "beer":  # both partners are shown their pair's beer (core.settlement)
            for seat in seats:
                if seat < 2:
                    fields = {
                        "seats": t.pair((seat, seat + 2)),
                        "what": t.word("owes.beer", count),
                    }
                    lines.append("  " + t.words["owes_team"].format(**fields))
            continue
        text = t.words["owes"][0 if len(seats) == 1 else 1]
        lines.append("  " + text.format(seats=t.group(seats), what=t.word("owes." + what, count)))
    if not lines:
        return []
    title = t.say("settle_up")
    if result["game"] == "bauernschnapsen" and result["settings"]["cents_per_bummerl"]:
        money = t.money(result["settings"]["cents_per_bummerl"])
        title += " " + t.say("end.settle_at", money)
    return [title + ":"] + lines
