"""Schafkopf sessions with session rules (Bock, Kreuzbock, last round) rebuilt from their log
records and bytes (a file apart from test_session_log, for the 112 KB MicroPython heap)."""

from rebuilds import rebuild
from schafkopf_hands import BOCK, KREUZ, LAST, bock, last_round, solo

from core.schafkopf import rules as schafkopf

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)


def test_rebuilt_from_the_log_with_session_rules():
    hands, _, _ = bock()
    script = [("add", h) for h in hands]
    rebuild(
        "schafkopf",
        BOCK,
        4,
        0,
        script + [("edit", 0, solo(1, "won")), ("undo",), ("end",)],
        "bock",
    )
    script = [("add", solo(1, "lost")), ("add", {"contract": "kreuzbock", "declarer": 0,
                                                  "result": "won"}), ("undo",)]  # fmt: skip
    rebuild("schafkopf", KREUZ, 4, 0, script, "kreuzbock")
    hands, _ = last_round()
    rebuild("schafkopf", LAST, 4, 0, [("add", h) for h in hands] + [("end",)], "last round")
