"""The new-session screens as a player reads them, drawn on the simulated 2.9" panel (its
readout lists the words drawn): preset names whole in the list and the titles, money as the
table says it with the value being changed in the middle of its list (the picker and the rule
card: test_setup_draw_card; the 4.2" panel: test_setup_draw_42 and test_setup_draw_money;
files apart for the heap each panel's buffer and fonts need)."""

from setup_rig import DATE, ROSTER, drawn, press, to, words

from app import setting_values
from app import texts_newsession_en as en
from app.setup import Setup
from checks import equal
from core import games, presets

PANEL = (296, 128)


def check_preset_names(panel, titles=True):
    """Every preset's name whole in the list (its page in view) and, with `titles`, in the
    rules' title."""
    # The game's step first: the panel's buffer is made before any game's rules come and go
    # (the app makes it at boot).
    equal(drawn(Setup(ROSTER, DATE), *panel)[0], en.TITLE_GAME)
    for game in games.GAMES:
        s = Setup(ROSTER, DATE)
        to(s, game)
        rules = setting_values.rule_words(game, words("en"))
        for ident in presets.for_game(game):
            name = setting_values.preset_name(rules, ident)
            while s.items()[s.cursor] != ident:
                press(s, "NEXT")
            equal((game, name in drawn(s, *panel)), (game, True))
            if titles:
                press(s, "OK")
                title = drawn(s, *panel)[0]
                equal((title, title in (name, en.TITLE_RULES + ": " + name)), (title, True))
                press(s, "BACK")
        rules = None
        setting_values.let_go()


def test_preset_names_are_shown_whole_in_the_list_and_the_titles():
    check_preset_names(PANEL)


def check_money_list(panel):
    """The Stock's values in money, the current one in the middle of the list."""
    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "10/20/50_stock_bock")
    to(s, "stock_sweetener")
    shown = drawn(s, *panel)[2:]  # the list, below the title and the hint
    middle = shown.index("10 ct")
    equal(shown[middle - 1 : middle + 2], ["9 ct", "10 ct", "11 ct"])
    equal(middle, (len(shown) - 1) // 2)
    while s.items()[s.cursor] != 100:
        press(s, "NEXT")
    equal("1.00 €" in drawn(s, *panel), True)
    setting_values.let_go()


def test_money_and_the_value_changed_in_the_middle_of_its_list():
    check_money_list(PANEL)
