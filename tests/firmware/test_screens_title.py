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


def test_a_german_device_writes_amounts_with_its_comma():
    # Every amount the device writes takes the language's decimal mark from the words
    # (DECIMAL), as the settle-up does: "-0,10" on the table, not "-0.10".
    from app import table
    from app import texts_table_de as german

    display = SimDisplay(bytearray(296 * 128 // 8), 296, 128, draw=False)
    names = ["Hans", "Sepp", "Resi", "Vroni"]
    display.readout = []
    screens.standings(
        display, german, "schafkopf", names, [-10, 10, 1240, -1240], "cents", 2, None
    )
    drawn = [row[0] for row in display.readout]
    for want in ("-0,10", "+0,10", "+12,40", "-12,40"):
        equal(want in drawn, True, want + " in " + repr(drawn))
    equal(table.money(-10, "cents", words.DECIMAL), "-0.10")
    equal(table.pending(german, [("pot", 40)], "cents", names)[0], ["Stock 0,40"])
    ty.release()
