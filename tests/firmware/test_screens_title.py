"""The platform's standings screen names the game as the registry does (core.games): every
game by its title key, Bauernschnapsen too, whose rules live in core.bauernschnapsen.rules."""

from app import screens
from app import texts_table_en as words
from app import type as ty
from checks import equal
from core import games
from hal.sim_display import SimDisplay


def test_every_game_is_named_by_its_title():
    display = SimDisplay(bytearray(296 * 128 // 8), 296, 128, draw=False)
    names = ["Franz", "Mitzi", "Poldi", "Gretl"]
    for game, want in (("bauernschnapsen", "Bauernschnapsen"), ("skat", "Skat")):
        display.readout = []
        screens.standings(display, words, game, names, [3, -3, 3, -3], "points", 5, "2026-11-30")
        equal(display.readout[0][0].startswith(want + " · "), True, display.readout[0][0])
    for row in games.ROWS:
        display.readout = []
        screens.standings(display, words, row[0], names, [0, 0, 0, 0], "points", 1, None)
        equal("{" in display.readout[0][0], False, row[0])
    ty.release()
