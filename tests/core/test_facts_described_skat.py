"""What Skat says of its hands (core.facts.descriptions): an overbid game lost with its bid, a
Ramsch with its losers, an all-pass redeal; the other games: test_facts_described.py."""

from checks import equal
from described import described


def test_an_overbid_game_is_described_as_lost_with_its_bid():
    hand = {"game": "clubs", "declarer": 0, "bid": 36, "matadors": 1, "result": "won"}
    got = described("skat", {}, 3, [hand])[0]
    equal((got["contract"], got["declarer"], got["result"]), ("clubs", 0, "lost"))
    equal((got["won"], got["bid"], got["overbid"], got["cards"]), (False, 36, 36, "won"))


def test_a_skat_ramsch_is_a_ramsch_with_its_losers():
    hand = {"game": "pass", "points": [50, 40, 30], "tricks": [4, 3, 3]}
    got = described("skat", {"on_all_pass": "ramsch"}, 3, [hand])[0]
    equal((got["contract"], got["ramsch_lost"]), ("ramsch", [0]))
    got = described("skat", {}, 3, [{"game": "pass"}])[0]
    equal((got["contract"], got["redeal"]), ("pass", "all_passed"))
