"""The report's table of hands, and who its columns are: a column per player, or per pair of
partners where the game is played in fixed pairs (their changes and totals are the same, so
one line says it).

A row per hand: its number, the dealer, what was played in the words of `schreiber show`
(host_tools.scoring.hand_columns, from the game's own description), each column's change and
running total (as `show` writes them), and what the hand started or ended (a Bock round, the
pot) as `show` says it."""

from core import facts
from host_tools.scoring import score_table
from host_tools.scoring.hand_columns import described
from host_tools.texts import Texts


def owners(result):
    """[(heading, seat)]: a column per player, or per pair ("Kurt & Fritz", the pair's first
    seat standing for both) where the game keeps fixed pairs."""
    names = result["players"]
    game = result["game"]
    if len(names) == 4 and facts.paired(game, result["settings"], len(names)):
        t = Texts(names, result["unit"], game)
        return [(t.pair((0, 2)), 0), (t.pair((1, 3)), 1)]
    return [(name, seat) for seat, name in enumerate(names)]


def table(result):
    """(headings, rows) of the hands table; each row's cells are text."""
    names = result["players"]
    t = Texts(names, result["unit"], result["game"])
    columns = owners(result)
    said = described(result["game"], result["settings"], names, result["hands"])
    headings = ["#", t.word("report.dealer"), t.word("report.played")]
    headings += [heading for heading, _ in columns]
    headings += [t.words["report.column_total"].format(heading) for heading, _ in columns]
    headings.append(t.word("report.notes"))
    rows = []
    before = {}
    for row, hand in zip(result["hands"], said, strict=True):
        pending = dict((key, value) for key, value in row["pending"])
        notes = score_table.hand_notes(result, row, pending, before, t)
        before = pending
        dealer = row.get("dealer")
        rows.append(
            [str(row["hand"]), "" if dealer is None else names[dealer], hand["played"]]
            + [score_table.cell(row["deltas"][seat], t) for _, seat in columns]
            + [score_table.cell(row["totals"][seat], t, total=True) for _, seat in columns]
            + ["; ".join(notes)]
        )
    return headings, rows
