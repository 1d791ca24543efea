"""`schreiber rescore`: score a stored session again under corrected house rules and show what
changes, hand by hand and player by player, before anything is kept; --save keeps the corrected
rules as a new ruling beside the session (host_tools.store.rulings), never touching its records.
"""

import json
import sys

from host_tools.command_error import CommandError
from host_tools.commands import rescore_rules
from host_tools.commands.shared import add_db_argument, grid, store_of
from host_tools.report import sources
from host_tools.scoring.score_table import decided_text, describe, settle_lines
from host_tools.store import rulings
from host_tools.texts import Texts

EPILOG = """\
SESSION is DEVICE/NUMBER as `schreiber sessions` lists it (or the bare NUMBER when one device
has it). Each --set key=value changes one house rule; the keys and values are those of the
game's settings (SPEC, docs/hand-record/): a number, true/false, none for "no limit", a list
as a,b,c. Without --set, the rulings saved for the session are listed. --ruling N starts from
saved ruling N instead of the device's own rules (ruling 0). Nothing is stored without --save;
the report uses a saved ruling with `schreiber report SESSION --ruling N` (docs/reports.md).
"""


def add_arguments(parser):
    parser.add_argument("session", metavar="SESSION", help="DEVICE/NUMBER of the session")
    parser.add_argument(
        "--set",
        dest="changes",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a corrected house rule (repeat for several)",
    )
    parser.add_argument(
        "--ruling", type=int, default=0, metavar="N", help="start from saved ruling N"
    )
    parser.add_argument("--save", action="store_true", help="keep the result as a new ruling")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    add_db_argument(parser)


def run(args):
    with store_of(args) as store:
        device, number = sources.parse_session(store, args.session)
        info = sources.session_info(store, device, number)
        if not args.changes:
            if args.save:
                raise CommandError("--save needs at least one --set key=value")
            return _list(store, info, args.json)
        base = info["settings"]
        given = {}
        if args.ruling:
            saved = rulings.ruling(store, device, number, args.ruling)
            base, given = saved["settings"], dict(saved["changes"])
        changes = rescore_rules.parse_changes(info["game"], args.changes)
        hands = list(sources.stored_hands(store, device, number))
        before = sources.score_under(info, hands, base)
        after = sources.score_under(info, hands, dict(base, **changes))
        given.update(changes)
        diff = difference(before, after)
        saved_as = None
        if args.save:
            saved_as = rulings.save(
                store, device, number, given, after["settings"], after["totals"], info["size"]
            )
    if args.json:
        out = dict(diff, device=device, number=number, changes=changes, saved_as=saved_as)
        out["from_ruling"] = args.ruling
        json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    sys.stdout.write(render(info, args.ruling, changes, before, after, diff, saved_as))
    return 0


def difference(before, after):
    """{"hands": [{"hand", "before", "after", "change"}] for each hand whose deltas differ,
    "totals": {"before", "after", "change"}}: each a list per seat."""
    hands = []
    for old, new in zip(before["hands"], after["hands"], strict=True):
        if old["deltas"] != new["deltas"]:
            hands.append(
                {
                    "hand": old["hand"],
                    "before": old["deltas"],
                    "after": new["deltas"],
                    "change": _minus(new["deltas"], old["deltas"]),
                }
            )
    totals = {
        "before": before["totals"],
        "after": after["totals"],
        "change": _minus(after["totals"], before["totals"]),
    }
    return {
        "hands": hands,
        "of": len(before["hands"]),
        "totals": totals,
        "decided": {"before": before["decided"], "after": after["decided"]},
        "settle_up": {"before": before["settle_up"], "after": after["settle_up"]},
    }


def _minus(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def render(info, ruling, changes, before, after, diff, saved_as):
    unit = sources.unit(info["game"], before["settings"])
    t = Texts(before["players"], unit, info["game"])
    old = before["settings"]
    named = ", ".join(
        f"{key} {_shown(old.get(key))} -> {_shown(after['settings'][key])}"
        for key in sorted(changes)
    )
    start = t.word("rescore.device_rules") if not ruling else t.say("rescore.ruling", ruling)
    ref = f"{info['device']}/{info['number']}"
    game = t.words.get("game." + info["game"], info["game"])
    date = info["date"] or t.word("no_date")
    lines = [t.say("rescore.session", ref, game, date, start, named), ""]
    players = before["players"]
    rows = []
    by_hand = {row["hand"]: row for row in after["hands"]}
    for item in diff["hands"]:
        text = describe(after, by_hand[item["hand"]], t)
        cells = [_change(a, b, t) for a, b in zip(item["before"], item["after"], strict=True)]
        rows.append([item["hand"], text if len(text) <= 40 else text[:37] + "..."] + cells)
    totals = diff["totals"]
    rows.append(
        ["", t.word("rescore.total")]
        + [_change(a, b, t) for a, b in zip(totals["before"], totals["after"], strict=True)]
    )
    hand = t.word("rescore.hand")
    right = tuple([hand] + players)
    lines.append(grid([hand, t.word("rescore.what")] + players, rows, right=right).rstrip("\n"))
    lines.append("")
    changed = len(diff["hands"])
    lines.append(t.say("rescore.changed", changed, diff["of"], _unit_words(unit, t), n=changed))
    # A race's end and the settle-up can change with no hand's points changing (a Bierlachs
    # limit, a target): both are shown whenever they differ.
    old_end, new_end = _outcome(before, t), _outcome(after, t)
    if old_end != new_end:
        lines.append(t.say("rescore.outcome_before", old_end))
        lines.append(t.say("rescore.outcome_after", new_end))
    old_settle, new_settle = _settle(before, t), _settle(after, t)
    if old_settle != new_settle:
        nothing = t.word("rescore.nothing_to_settle")
        lines.append(t.say("rescore.settle_before", "; ".join(old_settle) or nothing))
        lines.append(t.say("rescore.settle_after", "; ".join(new_settle) or nothing))
    if saved_as is None:
        lines.append(t.word("rescore.not_saved"))
    else:
        lines.append(t.say("rescore.saved", ruling=saved_as, ref=ref))
    return "\n".join(lines) + "\n"


def _outcome(result, t):
    if result["decided"] is None:
        return t.word("rescore.not_decided")
    return decided_text(result, result["decided"], t)


def _settle(result, t):
    lines = settle_lines(result, result["settle_up"], t)
    return [line.strip() for line in lines[1:]]  # without the title line


def _change(old, new, t):
    if old == new:
        return _amount(old, t)
    return f"{_amount(old, t)} -> {_amount(new, t)}"


def _amount(value, t):
    if t.unit == "cents":
        return t.money(value, sign=True)
    return f"{value:+d}" if value else "0"


def _unit_words(unit, t):
    """ "in euros", "in points": the report's axis of the unit (its "axis." word, else the
    unit's name)."""
    named = t.words.get("axis." + unit) or t.words.get("unit." + unit, unit)
    return t.say("rescore.in", named[1] if isinstance(named, tuple) else named)


def _shown(value):
    if isinstance(value, (list, tuple)):
        return ",".join(value) if value else "none"
    if value is None:
        return "none"
    if value is True or value is False:
        return "true" if value else "false"
    return str(value)


def _list(store, info, as_json):
    saved = rulings.rulings(store, info["device"], info["number"])
    if as_json:
        json.dump({"rulings": saved}, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    unit = sources.unit(info["game"], info["settings"])
    t = Texts(info["players"], unit, info["game"])
    rows = [[0, t.word("rescore.device_rules"), "", ""]]
    for item in saved:
        changes = ", ".join(f"{k}={_shown(v)}" for k, v in sorted(item["changes"].items()))
        totals = ", ".join(
            f"{name} {_amount(value, t)}"
            for name, value in zip(info["players"], item["totals"], strict=True)
        )
        rows.append([item["ruling"], changes, item["saved"], totals])
    ruling = t.say("rescore.ruling", "").strip()  # "ruling", the column's heading
    headings = [ruling] + [t.word("rescore." + k) for k in ("rules_changed", "saved_at", "totals")]
    sys.stdout.write(grid(headings, rows, right=(ruling,)))
    return 0
