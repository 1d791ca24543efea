"""The tournament bench's quick variant (bench/tournament.py, 4 tables of 8 games): the
device's own journal and push on the unix port and lighter clients pushing at once to a real
`schreiber serve`; one drops off and pushes later, one pushes twice; nothing lost, duplicated
or flagged, every game on the leaderboard."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import tournament  # noqa: E402


def test_a_small_tournament_pushed_at_once_is_stored_whole_and_shown():
    figures, misses = tournament.run(tables=4, games=tournament.DROPPED[1] + 4)
    assert misses == []
    assert figures["exact"] == figures["complete"] == 4 and figures["flags"] == 0
    assert figures["firmware_tables"] == 1
    assert figures["pushes"] == 4 * figures["games"]
