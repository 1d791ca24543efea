"""What may be entered next in a Bavarian Ramsch (SPEC §2.9; docs/entry-choices.md): what the
settlement needs, not each seat's tricks and card points. A Durchmarsch and its sweeper, else
the seats the settlement names (the loser; top two pay: also the second and the fewest; a
Schieberamsch: the fewest), then the seats that took no trick where a Jungfrau raises the pay.
The table breaks ties on card points by the chain of §2.9 as it names the loser.

Loaded by core.schafkopf.choices on the first Ramsch, so tables that never play one pay no heap
for it.
"""

from core.questions import DEFAULT, UNKNOWN, ask, given

# The seats a Ramsch record names, by `ramsch_settlement` (§2.9; docs/hand-record/schafkopf.md):
# who pays whom follows from them alone. The most card points pays; top two: the second pays
# the third; the fewest is paid by the first (in a Schieberamsch, by everyone).
RAMSCH_SEATS = {
    "loser_pays_all": ("loser",),
    "top_two_pay": ("loser", "second", "fewest"),
    "schieberamsch": ("fewest",),
}


def ramsch(settings, state, partial, active, all_tricks):
    """The next question of a Ramsch after its Legers and knocks, or None when complete."""
    if settings["durchmarsch"]:
        if not given(partial, "durchmarsch"):
            return ask("durchmarsch", tuple(active), UNKNOWN)  # not noted: nobody swept
        if partial["durchmarsch"] is not None:
            return None
    how = settings["ramsch_settlement"]
    named = []
    for key in RAMSCH_SEATS[how]:
        if not given(partial, key):
            return ask(key, tuple(seat for seat in active if seat not in named))
        named.append(partial[key])
    if settings["jungfrau_mult"] and how != "schieberamsch" and not given(partial, "maidens"):
        return ask("maidens", _maidens(settings, named, active), DEFAULT)
    return None


def _maidens(settings, named, active):
    """Who may have taken no trick, none first: not a seat that pays (it has card points);
    with top two paying, the fewest if anyone, and the third beside her; never all but one
    seat where that is a Durchmarsch."""
    if len(named) == 3:
        return ([], [named[2]], sorted([named[2]] + [s for s in active if s not in named]))
    others = [seat for seat in active if seat not in named]
    most = len(others) - (1 if settings["durchmarsch"] else 0)
    out = [[]]
    for size in range(1, most + 1):
        for mask in range(1, 1 << len(others)):
            group = [others[i] for i in range(len(others)) if mask >> i & 1]
            if len(group) == size:
                out.append(group)
    return tuple(out)
