"""The serial sync's screen, drawn (app/sync_view.py shows it): what a sync is doing (the
host's questions, the bytes sent of those asked for) and how the last one ended, through
app/type.py in the language of the texts given (the USB_ texts of
app/texts_wifi_sync_<lang>.py)."""

from app import type as ty
from app.type import BLACK, WHITE


def draw(fb, sync, texts):
    """`sync`: the app's SerialSync (its state, sent, result, names_added)."""
    w = fb.width
    sizes = ty.sizes_for(fb)
    big = sizes[ty.BODY]
    small = sizes[ty.SMALL]
    fb.fill(WHITE)
    ty.draw(fb, texts.USB_TITLE, 8, 8, big)
    y = 8 + ty.height(big) + 6
    result = sync.result
    if sync.busy():
        ty.draw(fb, texts.USB_CONNECTED, 8, y, big)
        y += ty.height(big) + 4
        total = sync.total
        done = sync.sent
        ty.draw(fb, texts.USB_PROGRESS.format(done, total), 8, y, small)
        y += ty.height(small) + 4
        fb.rect(8, y, w - 16, 12, BLACK)
        if total:
            fb.fill_rect(10, y + 2, (w - 20) * min(done, total) // total, 8, BLACK)
    elif result is None:
        ty.draw(fb, texts.USB_WAITING, 8, y, big)
    elif result[0]:
        ty.draw(fb, texts.USB_DONE, 8, y, big)
        y += ty.height(big) + 4
        if sync.names_added:
            names = counted(texts, "names", sync.names_added)
            line = texts.USB_NAMES.format(counted(texts, "sessions", result[1]), result[2], names)
        else:
            line = texts.USB_SUMMARY.format(counted(texts, "sessions", result[1]), result[2])
        ty.draw(fb, ty.fit(line, small, w - 16), 8, y, small)
    else:
        ty.draw(fb, texts.USB_FAILED, 8, y, big)
        y += ty.height(big) + 4
        # The device's own reason in the language shown; a host's refusal as the host said it.
        text = texts.USB_GONE if result[3] is None else result[3]
        ty.draw(fb, ty.fit(text, small, w - 16), 8, y, small)
    y = fb.height - ty.height(small) - 6
    ty.draw(fb, texts.USB_BACK, 8, y, small)


def counted(texts, key, n):
    """`n` sessions or names in the words' (one, more) pair: "1 session", "2 sessions"."""
    return texts.COUNT[key][0 if n == 1 else 1].format(n)
