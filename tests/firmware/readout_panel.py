"""The simulated panel the reading tests draw on (hal/sim_display.py): its buffer, no drawing
of its own, and the text written on it kept in `readout`, so a test reads what a player
would."""

from hal.sim_display import SimDisplay


def panel(width=296, height=128):
    display = SimDisplay(bytearray(width * height // 8), width, height, draw=False)
    display.readout = []
    return display
