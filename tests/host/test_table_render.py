"""The score table stays in the players' words over long random evenings of every game: no
crash on any event the core reports, and no key, seat number or code value shows through."""

import importlib
import random
import sys
from pathlib import Path

from core.errors import InputError
from core.session import Session
from host_tools.scoring import score_table
from host_tools.scoring.json_input import read_json, session_from_json
from host_tools.scoring.replay import replay

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "host" / "golden"
sys.path.insert(0, str(ROOT / "bench"))

GENERATORS = {
    "schafkopf": "gen_schafkopf",
    "bierkopf": "gen_bierkopf",
    "german_schafkopf": "gen_german_schafkopf",
    "skat": "gen_skat",
    "bauernschnapsen": "gen_schnapsen",
}
CODE_WORDS = ("None", "True", "False", "{", "}", "[", "_", "seat ")


def evening(game, seed, hands=60):
    """A session of random valid hands, stopped where the game is decided."""
    gen = importlib.import_module(GENERATORS[game])
    names = [f"Spieler{seat + 1}" for seat in range(gen.PLAYERS)]
    session = Session(game, gen.SETTINGS, names, seed % gen.PLAYERS, "2026-12-01")
    for hand in gen.random_hands(random.Random(seed), hands):
        try:
            session.add(hand)
        except InputError:
            break  # the game is decided
    return session


def test_random_evenings_render_in_words():
    for game in GENERATORS:
        for seed in range(4):
            session = evening(game, seed)
            result = replay(session)
            text = score_table.render(result)
            lines = text.splitlines()
            for word in CODE_WORDS:
                assert word not in text, (game, seed, word)
            # one described line, one total line per hand at least, and the totals at the end
            assert len(lines) > 2 * len(result["hands"]), (game, seed)
            assert any(line.startswith(("Standings", "Bummerl after")) for line in lines)


def test_every_key_reported_has_a_text_and_is_catalogued():
    # The keys seen over random evenings and the golden ones: each has an entry in the text
    # tables (None where another line says it) and a line in docs/status-keys.md.
    from host_tools.texts import EVENTS, STATUS

    catalogue = (ROOT / "docs" / "status-keys.md").read_text(encoding="utf-8")
    results = [replay(evening(game, seed)) for game in GENERATORS for seed in range(2)]
    for path in sorted((ROOT / "examples").glob("*.json")) + sorted(GOLDEN.glob("*.json")):
        results.append(replay(session_from_json(read_json(str(path)))))
    seen_events, seen_status = set(), set()
    for result in results:
        for row in result["hands"]:
            seen_events.update(key for key, _ in row["events"])
            seen_status.update(key for key, _ in row["pending"])
    assert {"outcome", "decided", "bummerl", "special_round", "pinke"} <= seen_events
    for key in seen_events:
        assert key in EVENTS and "`" + key + "`" in catalogue, key
    for key in seen_status:
        assert key in STATUS and "`" + key + "`" in catalogue, key
