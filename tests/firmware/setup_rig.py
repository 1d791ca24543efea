"""The new-session wizard's test helpers: a roster, a date, and presses the way a player
makes them."""

ROSTER = ["Sepp", "Resi", "Hans", "Vroni", "Gerda"]
DATE = "2026-12-01"


def words(lang):
    """The app's texts(area) in `lang` (app.frame.texts), without loading the frame: the
    catalogues the screens under test are given."""

    def texts(area):
        import sys

        name = "app.texts_{}_{}".format(area, lang)
        __import__(name)
        return sys.modules[name]

    return texts


def press(setup, *events):
    answer = None
    for event in events:
        answer = setup.handle(event)
    return answer


def to(setup, value):
    """Move the cursor onto `value` in the step's items with NEXT presses, then OK."""
    items = setup.items()
    if value not in items:
        raise AssertionError("{!r} is not offered at step {}".format(value, setup.step))
    while items[setup.cursor] != value:
        setup.handle("NEXT")
    return setup.handle("OK")


def card(game, preset, changes, players):
    """A session of `game` set up to its rule card: `preset`, the (setting, value) `changes`,
    the players by name from the roster, the second to deal first."""
    from app.setup import Setup

    s = Setup(ROSTER, DATE)
    to(s, game)
    to(s, preset)
    for key, value in changes:
        to(s, key)
        to(s, value)
    s.cursor = 0
    press(s, "OK", "OK")  # go on; the usual number of players
    for name in players:
        to(s, name)
    to(s, players[1])
    return s


pages = [1]
_display = []  # the panel drawn on, made once: a second 15 KB buffer would not fit beside it


def drawn(setup, width, height, lang="en"):
    """The texts drawn for `setup`'s step on a simulated panel of width x height (its readout),
    in the order drawn: the title, the foot (one line, or a refusal's lines), then the step's
    own from the top. The words are in `lang`; the fonts are let go again afterwards, as the
    app lets them go before it checks the rules. The page drawn (setup_draw.draw's answer) is
    kept in `pages[0]`."""
    import gc

    from app import setting_values, setup_draw
    from app import type as ty
    from hal.sim_display import SimDisplay

    if not _display or (_display[0].width, _display[0].height) != (width, height):
        _display.clear()
        gc.collect()
        _display.append(SimDisplay(bytearray(width * height // 8), width, height, draw=False))
    display = _display[0]
    display.readout = []
    rules = setting_values.rule_words(setup.game, words(lang)) if setup.game else ()
    pages[:] = [setup_draw.draw(display, setup, words(lang)("newsession"), rules)]
    ty.release()
    gc.collect()
    return [row[0] for row in display.readout]


def closed():
    """The wizard closed, as the new-session screen closes once its session starts (each test
    sets up a session of its own): the rules' catalogues, the name picker and the games' facts
    the card's title loaded are let go (app.newsession), as on the device; the wizard's own
    modules, which the test module holds, stay."""
    from app import setting_values
    from core import heap

    setting_values.let_go()
    heap.unload("app.picker")
    heap.unload("core.names")
    heap.unload_all("core.", ".facts")
