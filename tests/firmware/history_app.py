"""A session as the history's screens read it, for the history's word tests: one game an
evening, as on the device."""

from app import texts_entry_en as entry_en
from app import texts_history_en as history_en
from core import heap
from core.session import Session

# The games these tests play.
GAMES = ("schafkopf", "skat", "bierkopf", "bauernschnapsen", "german_schafkopf")


class App:
    def __init__(self, game, settings, players, hands):
        # One game an evening, as on the device: the other games' rules, which the tests
        # before loaded, are let go first.
        for other in GAMES:
            if other != game:
                heap.unload_all("core." + other)
        self.session = Session(game, settings, players)
        for hand in hands:
            self.session.add(hand)

    def texts(self, name):
        return {"entry": entry_en, "history": history_en}[name]
