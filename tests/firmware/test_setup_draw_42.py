"""The new-session screens as a player reads them, drawn on the simulated 4.2" panel (its
readout lists the words drawn): preset names whole in the list and the titles, as on the 2.9"
(test_setup_draw; the refusal and money: test_setup_draw_money)."""

from setup_rig import words
from test_setup_draw import check_preset_names

from app import setting_values
from app import type as ty
from checks import equal
from core import games, presets

PANEL = (400, 300)


def test_preset_names_are_shown_whole_in_the_list_and_the_titles():
    # The list in large type where every name fits, else in body type (Bauernschnapsen's).
    check_preset_names(PANEL, False)
    # The titles in body type, as the rules step draws them, within the panel's band.
    size = ty.sizes_for(Panel())[ty.BODY]
    for game in games.GAMES:
        rules = setting_values.rule_words(game, words("en"))
        for ident in presets.for_game(game):
            name = setting_values.preset_name(rules, ident)
            equal((name, ty.width(name, size) <= PANEL[0] - 6), (name, True))
        rules = None
        setting_values.let_go()
    ty.release()


class Panel:
    width, height = PANEL
