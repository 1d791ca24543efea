"""The sync's screen: what a serial sync is doing (the host's questions, the bytes sent of
those asked for) and how the last one ended, drawn through app/type.py."""

from app import type as ty
from app.type import BLACK, WHITE


def draw(fb, sync):
    """`sync`: the app's SerialSync (its state, sent, result)."""
    w = fb.width
    sizes = ty.sizes_for(fb)
    big = sizes[ty.BODY]
    small = sizes[ty.SMALL]
    fb.fill(WHITE)
    ty.draw(fb, "SYNC", 8, 8, big)
    y = 8 + ty.height(big) + 6
    result = sync.result
    if sync.busy():
        ty.draw(fb, "Laptop connected", 8, y, big)
        y += ty.height(big) + 4
        total = sync.total
        done = sync.sent
        ty.draw(fb, "{} of {} bytes".format(done, total), 8, y, small)
        y += ty.height(small) + 4
        fb.rect(8, y, w - 16, 12, BLACK)
        if total:
            fb.fill_rect(10, y + 2, (w - 20) * min(done, total) // total, 8, BLACK)
    elif result is None:
        ty.draw(fb, "Waiting for the laptop", 8, y, big)
    elif result[0]:
        ty.draw(fb, "Done", 8, y, big)
        y += ty.height(big) + 4
        ty.draw(fb, "{} sessions, {} bytes".format(result[1], result[2]), 8, y, small)
    else:
        ty.draw(fb, "Not finished", 8, y, big)
        y += ty.height(big) + 4
        ty.draw(fb, ty.fit(result[3], small, w - 16), 8, y, small)
    y = fb.height - ty.height(small) - 6
    ty.draw(fb, "Any button: back", 8, y, small)
