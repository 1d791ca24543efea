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
    lines = ["{} — {}".format(t.title(result["settings"]), _date(result["date"]))]
    dealer = names[result["dealer"]]
    if facts.paired(game, result["settings"], len(names)) or facts.by_team(game):
        # Pairs that are fixed even where each player draws his own strokes (German).
        lines.append(f"Pairs: {t.pair((0, 2))} against {t.pair((1, 3))}; {dealer} deals first")
    else:
        lines.append(f"Players: {t.group(range(len(names)))}; {dealer} deals first")
    for line in rule_lines(result["settings"], t):
        lines.extend(textwrap.wrap(line, _NOTE_WIDTH))
    if result.get("corrections"):
        n = result["corrections"]
        lines.append("{} correction{} made.".format(n, "" if n == 1 else "s"))
    if result.get("ended"):
        lines.append("The session was ended at the table.")
    elif "problems" in result:  # read from a device log: the evening may still be running
        lines.append("The session is still open (not ended at the table).")
    return lines


def _date(date):
    return day_name(date) if date else "no date recorded"


def day_name(date):
    """ "YYYY-MM-DD" as a person says it: "Friday, 27 November 2026"."""
    day = datetime.date(int(date[:4]), int(date[5:7]), int(date[8:10]))
    return "{}, {} {}".format(day.strftime("%A"), day.day, day.strftime("%B %Y"))


def _cap(text):
    return text[:1].upper() + text[1:]


def _schafkopf_rules(s, t):
    from core.schafkopf.tariff import rates

    r = rates(s)
    preset = s["tariff_preset"]
    if t.unit == "cents":
        tariff = "Tariff {}: Sauspiel {}, Solo {}, Schneider {} more, Schwarz {} more".format(
            preset, *(t.money(rate) for rate in r[:4])
        )
        if r[4]:
            tariff += f", each Laufender {t.money(r[4])}"
    else:
        tariff = "Scored in {} ({}): Sauspiel {}, Solo {}".format(
            t.word("unit." + t.unit, 2), preset.replace("_", " "),
            t.amount(r[0]), t.amount(r[1]),
        )  # fmt: skip
    lines = [tariff + "."]
    rules = []
    if s["stock_sweetener"]:
        rules.append("Stock {} each when all pass".format(t.amount(s["stock_sweetener"])))
    on_pass = {"redeal": None, "bock_round": "all passed starts a Bock round",
               "muss": "all passed: a Muss", "ramsch": "all passed: a Ramsch"}  # fmt: skip
    if on_pass[s["on_all_pass"]]:
        rules.append(on_pass[s["on_all_pass"]])
    triggers = {"thrown_in": "a thrown-in deal", "lost_solo": "a lost solo",
                "doubled": "a Stoß", "sixty_all": "a 60:60", "schwarz": "a Schwarz"}  # fmt: skip
    if s["bock_triggers"]:
        rules.append(
            "a Bock round (4 deals, doubled) after "
            + " or ".join(triggers.get(k, k) for k in sorted(s["bock_triggers"]))
        )
    if s["pack"] != "long32":
        rules.append("short pack ({} cards)".format(s["pack"][-2:]))
    if rules:
        lines.append(_cap("; ".join(rules)) + ".")
    return lines


def _bierkopf_rules(s, t):
    if s["stake"] == "bolln_count":
        first = (
            "Each deal's points go on the losing pair's slate as Bolln; a pair wins the Partie"
            " when its opponents' slate holds {} Bolln; every Bolln costs its pair {}."
        ).format(s["target"], t.word("owes.beer", s["beer_per_bolln"]))
    else:
        stake = {"beer_per_losing_player": "a Maß of beer each",
                 "round": "a round for the table"}[s["stake"]]  # fmt: skip
        first = "First pair to {} points wins the Partie; the losers pay {}.".format(
            s["target"], stake
        )
    carry = {"carry_accumulate": "a 60:60 carries a point to the next deal (they add up)",
             "carry_1": "a 60:60 carries 1 point to the next deal",
             "replay_no_carry": "a 60:60 is dealt again"}[s["tie_carry"]]  # fmt: skip
    return [first, _cap(carry) + "."]


def _german_rules(s, t):
    lines = ["First to {} strokes wins; the losers pay a Maß of beer each.".format(
        s["target_strokes"])]  # fmt: skip
    if s["tally_per"] == "player":
        lines.append("Every player draws his own strokes.")
    return lines


def _skat_rules(s, t):
    system = s["scoring_system"]
    if system == "bierlachs":
        limit = s["bierlachs_target"] + (s.get("bierlachs_day") or 0)
        text = "Bierlachs: minus points only; whoever first reaches -{} or below buys the round"
        text = text.format(limit)
    elif system == "seeger_fabian":
        text = "Seeger-Fabian list (tournament scoring)"
    else:
        text = "Classic list"
    if s["preset"] == "na_tournee":
        text = "North-American (Tournee) Skat; " + text[:1].lower() + text[1:]
    if s["raeuberskat"]:
        text += "; Räuberskat: every player plays a suit game, a Grand, a Null and a Ramsch"
    lines = [text + "."]
    extra = []
    if s["money_settlement"]:
        extra.append("settled in money at {} a point".format(t.money(s["money_settlement"])))
    if s["pinke"] != "off":
        pinke = "Pinke {} for every lost game".format(t.money(s["pinke_fee"]))
        if s["pinke"] == "grand_hand_jackpot":
            pinke += ", won by the next Grand Hand"
        extra.append(pinke)
    if s["on_all_pass"] != "redeal":
        extra.append("all passed: a Ramsch")
    if extra:
        lines.append(_cap("; ".join(extra)) + ".")
    return lines


def _schnapsen_rules(s, t):
    text = "Games to {} points".format(s["target"])
    if s["counting"] == "down_from_24":
        text += " (counted down from {})".format(s["target"])
    text += "; the losers of each game get a Bummerl"
    if s["cents_per_bummerl"]:
        text += "; {} a Bummerl".format(t.money(s["cents_per_bummerl"]))
    return [text + "."]


def _card_rules(s, t):
    """A game without words of its own here: the settings its rule card always shows."""
    keys = facts.card(t.game, s)
    if not keys:
        return []
    return ["Rules: " + ", ".join("{} {}".format(key.replace("_", " "), s[key]) for key in keys)]


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
    unit_line = {"cents": "each player's change in euros, then the running total",
                 "points": "points per hand, then the running total",
                 "pfennigs": "Pfennig per hand, then the running total",
                 "strokes": "strokes per hand, then the running total",
                 "bolln": "Bolln chalked on the losing pair, then each slate"}[t.unit]  # fmt: skip
    if result["game"] == "bauernschnapsen" and result["settings"]["counting"] == "down_from_24":
        unit_line = "points per hand, counted down; then what each still needs"
    # The description gets what the player columns leave of the line, at least _HAND_WIDTH.
    described = [
        said["played"]
        for said in hand_columns.described(
            result["game"], result["settings"], names, result["hands"]
        )
    ]
    room = _NOTE_WIDTH - 5 - len(names) * (width + 2)
    hand_width = max(_HAND_WIDTH, min(room, max([4] + [text_width(d) for d in described])))
    head = "{:>3}  {:<{h}}".format("#", "Hand", h=hand_width) + "".join(
        "  " + pad(n, width, ">") for n in names
    )
    lines = [f"Hands ({unit_line}):", head, "-" * text_width(head)]
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
            "{:>3}  {:<{h}}".format("", "  total", h=hand_width)
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
        each = " each" if len(seats) > 1 else ""
        notes.append("{}{} for {}".format(t.word("bummerl." + kind, count), each, t.group(seats)))
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
def ending(result, t):
    lines = []
    decided = result["decided"]
    if decided is not None:
        lines.append(f"Decided: {decided_text(result, decided, t)}.")
    hands = len(result["hands"])
    settle = result["settle_up"]
    ranking = settle["ranking"]
    totals = result["totals"]
    if result["game"] == "bauernschnapsen":
        tally = dict(result["status"])["bummerl"]
        lines.append(
            "Bummerl after {} hand{}: {}.".format(
                hands, "" if hands == 1 else "s", _tally(tally, t)
            )
        )
        target = result["settings"]["target"]
        needed = dict(result["status"])["to_target"]
        if any(n < target for n in needed):
            sides = [[0, 2], [1, 3]] if len(needed) == 4 else [[0], [1], [2]]
            lines.append("The game to {} is open; still needed: {}.".format(target, ", ".join(
                "{} {}".format(t.pair(side), t.amount(needed[side[0]], "points"))
                for side in sides)))  # fmt: skip
    else:
        sides = [[seat] for seat in ranking]
        if facts.by_team(result["game"]) and totals[0:2] == totals[2:4]:
            sides = [[seat, seat + 2] for seat in ranking if seat < 2]
        lines.append(
            "Standings after {} hand{}: {}.".format(
                hands,
                "" if hands == 1 else "s",
                ", ".join(
                    f"{t.pair(side)} {t.amount(totals[side[0]], sign=t.unit != 'bolln')}"
                    for side in sides
                ),
            )
        )
    lines.extend(settle_lines(result, settle, t))
    return lines


def _tally(tally, t):
    marked = [seat for seat in range(len(tally)) if tally[seat]]
    clean = [seat for seat in range(len(tally)) if not tally[seat]]
    if not marked:
        return "none yet"
    text = ", ".join(f"{t.name(s)} {tally[s]}" for s in marked)
    if clean:
        text += f" ({t.group(clean)} none)"
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
    title = "Settle up:"
    if result["game"] == "bauernschnapsen" and result["settings"]["cents_per_bummerl"]:
        title = "Settle up at {} a Bummerl:".format(
            t.money(result["settings"]["cents_per_bummerl"])
        )
    return [title] + lines
