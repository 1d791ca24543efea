"""`schreiber stats [--player NAME]`: per player and game, how often they played, declared and
won; read from the store's derived hands. Statistics are shown here only, when asked, and in no
other output of the tool (show, export, settle keep to the list).

A player is a roster entry: names merged into another entry (the same person) count as it.
"""

import sys

from host_tools.commands.shared import add_db_argument, grid, store_of
from host_tools.export import sheet_rows
from host_tools.scoring.hand_columns import described
from host_tools.store import selection
from host_tools.texts import Texts

EPILOG = """\
Per game, for each player: hands played; hands declared (the player chose the contract or
trumps) and the share of hands played; declared games won and their share; solos won and lost
(a game the declarer played alone: Schafkopf's games without a partner, every Skat game, a
German Schafkopf solo, every Talonschnapsen game); the biggest win and loss of one hand. Then
per contract: declared, won, and the share won. Bierkopf has no declarer: only its hands and
biggest win and loss are counted.
"""


def add_arguments(parser):
    add_db_argument(parser)
    parser.add_argument("--player", metavar="NAME", help="only this player")


def run(args):
    with store_of(args) as store:
        keys = selection.keys(store)
        canonical = selection.roster_names(store)
        tally = {}
        for meta, hands in selection.each(store, keys):
            if meta["game"] is not None:
                count(tally, meta, hands, canonical.get)
    if args.player is not None:
        wanted = canonical.get(args.player, args.player)
        tally = {key: value for key, value in tally.items() if key[1] == wanted}
    if not tally:
        t = Texts([], None, None)
        print(t.say("stats.none_by", args.player) if args.player else t.word("stats.none"))
        return 0
    sys.stdout.write(render(tally))
    return 0


def is_solo(declarer, partner):
    """Whether the declarer of this hand played alone against all the others: he has no
    partner, neither called nor sitting opposite (host_tools.scoring.hand_columns.sides)."""
    return declarer is not None and partner is None


def _new():
    return {
        "hands": 0,
        "declared": 0,
        "won": 0,
        "solo_won": 0,
        "solo_lost": 0,
        "best": None,  # (change, session key, hand)
        "worst": None,
        "contracts": {},  # contract -> [declared, won]
        "unit": None,
    }


def count(tally, meta, hands, canonical):
    """Add one session's hands to `tally`: {(game, player name): counts}."""
    game = meta["game"]
    names = [canonical(name) or name for name in meta["players"]]
    unit = sheet_rows.unit(meta)
    where = f"{meta['device']}/{meta['number']}"
    said = described(game, meta["settings"], names, hands, words=False)
    for row, hand in zip(hands, said, strict=True):
        declarer, partner, winners = hand["declarer_seat"], hand["partner_seat"], hand["winners"]
        contract = hand["contract"]
        for seat, name in enumerate(names):
            one = tally.setdefault((game, name), _new())
            one["unit"] = unit
            one["hands"] += 1
            change = row["deltas"][seat]
            if change > 0 and (one["best"] is None or change > one["best"][0]):
                one["best"] = (change, where, row["hand"])
            if change < 0 and (one["worst"] is None or change < one["worst"][0]):
                one["worst"] = (change, where, row["hand"])
            if seat != declarer:
                continue
            won = winners is not None and seat in winners
            one["declared"] += 1
            one["won"] += won
            entry = one["contracts"].setdefault(contract or "?", [0, 0])
            entry[0] += 1
            entry[1] += won
            if is_solo(declarer, partner):
                one["solo_won" if won else "solo_lost"] += 1


def _share(part, whole):
    return f"{part * 100 // whole} %" if whole else "-"


def _change(t, found, unit):
    if found is None:
        return "-"
    change, where, hand = found
    return f"{t.amount(change, unit, sign=True)} ({where} #{hand})"


# The columns' words ([host] "stats."), in the order of the rows' cells.
_HEADINGS = ("player", "hands", "declared", "rate", "won", "win_rate", "solos_won", "solos_lost",
             "best", "worst")  # fmt: skip
_PER_CONTRACT = ("player", "contract", "declared", "won", "win_rate")


def render(tally):
    lines = []
    for game in sorted({game for game, _ in tally}):
        players = sorted(name for g, name in tally if g == game)
        t = Texts(players, "points", game)
        lines.append(t.words.get("game." + game, game))
        rows = []
        for name in players:
            one = tally[(game, name)]
            unit = one["unit"]
            rows.append(
                [
                    name,
                    one["hands"],
                    one["declared"],
                    _share(one["declared"], one["hands"]),
                    one["won"],
                    _share(one["won"], one["declared"]),
                    one["solo_won"],
                    one["solo_lost"],
                    _change(t, one["best"], unit),
                    _change(t, one["worst"], unit),
                ]
            )
        headings = [t.word("stats." + key) for key in _HEADINGS]
        lines.append(grid(headings, rows, right=headings[1:8]).rstrip("\n"))
        contract_rows = []
        for name in players:
            for contract, (declared, won) in sorted(tally[(game, name)]["contracts"].items()):
                said = t.words.get("contract." + contract, contract)  # the game's word
                contract_rows.append([name, said, declared, won, _share(won, declared)])
        if contract_rows:
            lines.append("")
            headings = [t.word("stats." + key) for key in _PER_CONTRACT]
            lines.append(grid(headings, contract_rows, right=headings[2:]).rstrip("\n"))
        lines.append("")
    return "\n".join(lines)
