"""Typing a name with the character picker (app.picker) the way a player does, the shorter
way round each ring: a name the picker offers is taken from its list; where the list does
not hold it, its last row goes back to the letters. One helper for the picker's tests, the
simulator's scripts (tests/host) and bench/picker_presses.py."""

from app import picker


def type_name(p, name):
    """Type `name` on picker `p` and end it with DONE (or take it from an offer). Returns
    the events pressed, in order; p.text is `name` after them."""
    out = []
    while True:
        if p.offer is not None:
            count = len(p.offer)
            target = p.offer.index(name) if name in p.offer else count
            _walk(p, out, "pick", target, count + 1)
            _press(p, out, "OK")
            if target < count:
                return out
            continue
        if p.text == name:
            _walk(p, out, "at", picker.DONE_AT, picker.RING)
            _press(p, out, "OK")
            return out
        ch = name[len(p.text)]
        group = 0
        while ch not in p.letters_of(group):
            group += 1
        _walk(p, out, "at", group, picker.RING)
        _press(p, out, "OK")
        letters = p.letters()
        at = letters.index(ch)
        back = len(letters) - at
        for _ in range(min(at, back)):
            _press(p, out, "NEXT" if at <= back else "PREV")
        _press(p, out, "OK")


def _walk(p, out, attr, target, ring):
    """Move p.<attr> to `target` the shorter way round a ring of `ring` places."""
    forward = (target - getattr(p, attr)) % ring
    event = "NEXT" if forward <= ring - forward else "PREV"
    for _ in range(min(forward, ring - forward)):
        _press(p, out, event)
    if getattr(p, attr) != target:
        raise AssertionError("the picker's mark is not where it should be")


def _press(p, out, event):
    out.append(event)
    p.handle(event)
