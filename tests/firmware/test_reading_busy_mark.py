"""The busy mark on both panels leaves the title's hand count alone, drawn in the corner."""

from app_test_screens import Device, Display, Journal

from app import type as ty
from app import ui
from app.frame import Frame
from app.refresh import RefreshPolicy
from checks import equal


def test_the_busy_mark_leaves_the_hand_count_alone():
    for width, height in ((296, 128), (400, 300)):
        display = Display(width, height)
        app = Frame(Device(display), Journal(), RefreshPolicy(display), "/tmp")
        top = ui.title(display, "Schafkopf", "hand 12")
        bar = bytes(display.buf[: top * width // 8])
        app.busy()
        equal(bytes(display.buf[: top * width // 8]) == bar, True, width)
        equal(display.pixel(width - 4, height - 4), 0, width)  # it is drawn, in the corner
        ty.release()
