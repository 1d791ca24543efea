"""Schafkopf sessions rebuilt from their log records and bytes, with corrections
(session rules: test_session_log_rules; the settings digest: test_session_digest)."""

from rebuilds import rebuild
from schafkopf_hands import PASS, POT, five, four, three

from core.schafkopf import rules as schafkopf

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)


def test_rebuilt_from_the_log_four_players_ended():
    hands, _ = four()
    rebuild("schafkopf", {}, 4, 1, [("add", h) for h in hands] + [("end",)], "4")


def test_rebuilt_from_the_log_five_players_corrected():
    hands, _ = five()
    script = [("add", h) for h in hands]
    script += [("delete", 3), ("add", PASS), ("undo",), ("edit", 0, hands[0])]
    rebuild("schafkopf", POT, 5, 0, script, "5")


def test_rebuilt_from_the_log_three_players_short_pack():
    hands, _ = three()
    rebuild(
        "schafkopf", {"pack": "short24"}, 3, 2, [("add", h) for h in hands] + [("delete", 0)], "3"
    )
