"""`schreiber settle`: the fewest transfers that settle every balance, for one evening or across
several evenings of the same group of players, and who owes which rounds of beer.

Each evening's settle-up is the core's (core.settlement, as the device shows it at the end):
its payments give every player a balance in cents, the pot (Schafkopf's Stock, Skat's Pinke)
an account of its own. Across evenings the balances are added per player name, and the sum is
settled again with the fewest transfers (core.payments, SPEC §2.8); nothing is divided, so no
cent is lost or made up. The stakes that are not money (a Maß, a round for the table, glasses
of beer for a Bierkopf slate, Bummerl) are counted per player. A player is a roster entry: a
name merged into another entry (the same person) counts as that entry.
"""

import sys

from core import payments
from core.errors import InputError
from host_tools.command_error import CommandError
from host_tools.commands.export_command import add_choice_arguments, chosen
from host_tools.commands.shared import add_db_argument, refused, store_of
from host_tools.store import selection
from host_tools.store.derived_rows import incomplete_note
from host_tools.texts import Texts

EPILOG = """\
SESSION settles one evening (DEVICE/NUMBER or NUMBER, as `schreiber sessions` lists it);
--since/--until settle the evenings of that range together, one settle-up for each group of
players that played them, or only for --group "Anna,Sepp,Resi,Vroni" (the evenings whose
players are exactly these). Amounts are exact to the cent. An evening a cut-off sync left
incomplete is refused (sync again first): a settle-up of part of it would be wrong.
"""

POT = "pot"  # the account name of a game's pot: ("pot", game)
_OWED = ("mass", "round", "beer", "bummerl")  # the order stakes are listed in


def add_arguments(parser):
    add_db_argument(parser)
    add_choice_arguments(parser)
    parser.add_argument(
        "--group", metavar="NAMES", help="only evenings of exactly these players (comma-separated)"
    )


def run(args):
    if args.session is None and not (args.since or args.until):
        raise CommandError("give a SESSION or --since DATE (see schreiber settle --help)")
    group = None
    if args.group is not None:
        group = frozenset(name.strip() for name in args.group.split(",") if name.strip())
        if not group:
            raise refused(InputError("--group", "names no player"))
    with store_of(args) as store:
        keys = chosen(store, args)
        canonical = selection.roster_names(store)
        groups = {}  # the players' names -> [evening, ...]; the order the groups came in
        for meta, hands in selection.each(store, keys):
            if meta["game"] is None:
                continue
            if meta["incomplete"]:  # settled from part of the evening, a wrong amount
                where = f"{meta['device']}/{meta['number']}"
                raise CommandError(f"session {where} is {incomplete_note(meta)}", 1)
            merged = [canonical.get(name, name) for name in meta["players"]]
            if len(set(merged)) == len(merged):  # two seats, one person: keep the table's names
                meta["players"] = merged
            names = frozenset(meta["players"])
            if group is not None and names != group:
                continue
            groups.setdefault(names, []).append(evening(meta, hands))
    if not groups:
        print(Texts((), "cents", None).say("settle.nothing"))
        return 0
    texts = []
    for evenings in groups.values():
        texts.append(render(evenings))
    sys.stdout.write("\n".join(texts))
    return 0


def evening(meta, hands):
    """One evening's part of a settle-up: {"key", "date", "game", "players", "money":
    {account: cents}, "owes": {(name, stake): count}}; an account is a player's name or
    (POT, game)."""
    result = selection.scored(meta, hands)
    names = result["players"]
    money = {}
    for payer, payee, cents in result["settle_up"]["payments"]:
        for seat, sign in ((payer, -1), (payee, 1)):
            account = names[seat] if seat < len(names) else (POT, meta["game"])
            money[account] = money.get(account, 0) + sign * cents
    owes = {}
    for seat, stake, count in result["settle_up"]["owes"]:
        key = (names[seat], stake)
        owes[key] = owes.get(key, 0) + count
    return {
        "key": f"{meta['device']}/{meta['number']}",
        "date": meta["date"],
        "game": meta["game"],
        "players": names,
        "money": money,
        "owes": owes,
    }


def combine(evenings):
    """(money, owes) of several evenings added up: {account: cents}, {(name, stake): count}."""
    money = {}
    owes = {}
    for one in evenings:
        for account, cents in one["money"].items():
            money[account] = money.get(account, 0) + cents
        for key, count in one["owes"].items():
            owes[key] = owes.get(key, 0) + count
    return money, owes


def fewest_transfers(money):
    """[(payer, payee, cents)] of accounts: the fewest payments that clear every balance. The
    accounts are taken in a fixed order (players by name, then pots), so the answer does not
    depend on the order the evenings came in."""
    accounts = sorted((a for a in money if money[a]), key=_account_order)
    found = payments.transfers([money[account] for account in accounts])
    return [(accounts[payer], accounts[payee], cents) for payer, payee, cents in found]


def _account_order(account):
    return (1, account[1]) if isinstance(account, tuple) else (0, account)


def render(evenings):
    """The settle-up of the evenings of one group as text."""
    money, owes = combine(evenings)
    names = sorted({name for one in evenings for name in one["players"]})
    games = sorted({one["game"] for one in evenings})
    t = Texts(names, "cents", games[0])
    dates = sorted(one["date"] for one in evenings if one["date"])
    if len(evenings) == 1:
        one = evenings[0]
        lines = [t.say("settle.one", one["key"], _date(one, t), _game(one, t))]
    else:
        span = t.say("settle.span", dates[0], dates[-1]) if dates else ""
        lines = [t.say("settle.many", len(evenings), span, ", ".join(names))]
        for one in evenings:
            lines.append(f"  {one['key']}  {_date(one, t)}  {_game(one, t)}")
    if any(money.values()):
        shown = [
            f"{_account_text(t, a)} {t.money(money[a], sign=True)}"
            for a in sorted(money, key=_account_order)
            if money[a]
        ]
        lines.append(t.say("settle.balances", ", ".join(shown)))
        lines.append(t.say("settle.transfers"))
        for payer, payee, cents in fewest_transfers(money):
            fields = {"payer": _account_text(t, payer), "payee": _account_text(t, payee)}
            lines.append("  " + t.say("pays", amount=t.money(cents), **fields))
    else:
        lines.append(t.say("settle.no_money"))
    owed = sorted(owes.items(), key=lambda item: (_OWED.index(item[0][1]), item[0][0]))
    if any(count for _, count in owed):
        lines.append(t.say("settle.owed"))
        for (name, stake), count in owed:
            if not count:
                continue
            what = t.word("owes." + stake, count)
            if stake == "bummerl":
                lines.append("  " + t.say("settle.has", name, what))
            elif stake == "beer":  # a Bierkopf pair's slate: both partners are shown it
                lines.append("  " + t.say("settle.slate", name, what))
            else:
                lines.append("  " + t.say("owes", seats=name, what=what))
    return "\n".join(lines) + "\n"


def _date(one, t):
    return one["date"] or t.word("no_date")


def _game(one, t):
    """The game by its name in the language ("German Schafkopf"), its id where it has none."""
    return t.words.get("game." + one["game"], one["game"])


def _account_text(t, account):
    if isinstance(account, tuple):
        return t.word("pot." + account[1])
    return account
