"""The settle-up screen's transfers and list in portrait (the panel turned a quarter), a
module of its own so the landscape screen does not carry its code."""

from app import settle
from app import type as ty


def draw(fb, rows, listed, candidates, small, y, foot):
    """The transfers from row `y`, each broken over lines as it needs, in the largest of the
    `candidates` sizes that leaves room for the final list under them in one column, then the
    list, down to the foot."""
    pad = settle._PAD
    room = fb.width - 2 * pad
    pitch = ty.height(small) + 2
    for big in candidates:
        gap = settle._gap(big, small)
        need = 0
        for text, large in rows:
            if large:
                need += len(ty.lines(text, big, room, 3)) * ty.height(big) + gap
        if need + len(listed) * pitch + 3 <= foot - y:
            break
    for text, large in rows:
        if large:
            for line in ty.lines(text, big, room, 3):
                if y + ty.height(big) > foot - 1:
                    return
                ty.draw(fb, line, pad, y, big)
                y += ty.height(big)
            y += gap
    if not listed:
        return
    fb.hline(0, y, fb.width, ty.BLACK)
    y += 3
    for text in listed:
        if y + ty.height(small) > foot - 1:
            return  # what does not fit at the foot is the end of the list
        ty.draw(fb, ty.fit(text, small, room), pad, y, small)
        y += pitch
