"""What may be entered next in a German Skat Ramsch (SPEC §5.9; docs/entry-choices.md): what its
score needs, not each seat's tricks and card points. A Durchmarsch and its sweeper, else the
loser (in a Gewinner-Ramsch the fewest), his card points where they are paid, the seats tied
with him, and the seats that took no trick where a Jungfrau changes the score
(core.skat.ramsch checks the record the same way).

Loaded by core.skat.choices on a Ramsch only, so a deal that is played pays no heap for it.
"""

from core.questions import DEFAULT, UNKNOWN, ask, given, spans


def ramsch(settings, partial, active, total):
    """The next question of a named Ramsch after its pushes, or None when complete; `total`
    is the deck's card points (120, or 84 when a Ten counts 1)."""
    if settings["ramsch_durchmarsch"]:
        if not given(partial, "durchmarsch"):
            return ask("durchmarsch", tuple(active), UNKNOWN)  # not noted: nobody swept
        if partial["durchmarsch"] is not None:
            return None
    key = "fewest" if settings["on_all_pass"] == "gewinner_ramsch" else "loser"
    if not given(partial, key):
        return ask(key, tuple(active))
    others = [seat for seat in active if seat != partial[key]]
    fixed = settings["ramsch_scoring"] == "fixed"
    each = None
    if key == "loser" and not fixed:
        if not given(partial, "loser_points"):
            # the most: above a third of the deck, or a third each when all three tie
            return ask("loser_points", spans((total + 2) // 3, total))
        each = partial["loser_points"]
    if not given(partial, "tied"):
        return _some("tied", _tied(others, each, total))
    if key == "loser" and (fixed or settings["ramsch_jungfrau"] == "double"):
        if not given(partial, "maidens"):
            losers = 1 + len(partial["tied"] or [])
            left = [seat for seat in others if seat not in (partial["tied"] or [])]
            return _some("maidens", _maidens(settings, left, losers, each, total))
    return None


def _some(key, groups):
    """Ask for a group of seats; left out it is none, where none is offered."""
    return ask(key, groups, DEFAULT if groups and groups[0] == [] else None)


def _groups(seats, most):
    """The groups of `seats` of up to `most` seats, none first, then one, then two."""
    out = [[]]
    if most >= 1:
        out += [[seat] for seat in seats]
    if most >= 2 and len(seats) == 2:
        out.append(list(seats))
    return out


def _fits(losers, free, each, total):
    """Whether `losers` seats with `each` points leave the rest to `free` seats below them."""
    if each is None:
        return True
    rest = total - each * losers
    return 0 <= rest <= free * (each - 1)


def _tied(others, each, total):
    return tuple(g for g in _groups(others, 2) if _fits(1 + len(g), 2 - len(g), each, total))


def _maidens(settings, left, losers, each, total):
    # never all but one seat where that is a Durchmarsch (it was asked first)
    most = len(left) - (1 if settings["ramsch_durchmarsch"] and losers == 1 else 0)
    out = []
    for group in _groups(left, most):
        if _fits(losers, len(left) - len(group), each, total):
            out.append(group)
    return tuple(out)
