"""Places in a standing, as players count them: equal totals share a place (1, 1, 3)."""


def order(values):
    """The seats best first (the highest value first); equal values keep seat order."""
    # The seat as the second key: MicroPython's sort is not stable.
    return sorted(range(len(values)), key=lambda seat: (-values[seat], seat))


def places(values):
    """Each seat's place (1 is the best): one more than the seats with a better value, so
    seats with equal values share the better place and the next one is skipped."""
    out = []
    for mine in values:
        better = 0
        for other in values:
            if other > mine:
                better += 1
        out.append(better + 1)
    return out
