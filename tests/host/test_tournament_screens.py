"""A tournament table's screen in the real simulator, against golden PNGs a person has looked
at (tests/golden_frames/, both panels): the foot says which table and game ("Series 1 · Table 3
· game 17 of 48"), and once the series' games are played that the table is complete, with the
table's standings above it."""

import json

import flash_files
from test_app_screens import PANELS, PORTRAIT, play
from test_sim import SELF_TEST, check_golden
from tournament_tables import hands

SETTINGS = {"scoring_system": "seeger_fabian"}  # the isko preset's change (SPEC §5.7)
SEATS = ["Hias", "Bert", "Ida", "Lenz"]


def evening(tmp, name, played, games):
    path = tmp / (name + ".json")
    path.write_text(
        json.dumps({
            "game": "skat", "settings": SETTINGS, "players": SEATS, "date": "2026-12-05",
            "table": ["Preisskat", 1, 3, games],
            "hands": hands("skat", SETTINGS, SEATS, played, "table-3"),
        })
    )  # fmt: skip
    return path


def test_the_tournament_foot_while_playing_and_at_the_count(tmp_path):
    playing = evening(tmp_path, "playing", 16, 48)
    done = evening(tmp_path, "done", 16, 16)  # the same 16 games: the series played out
    for panel, tag in PANELS:
        for name, path in (("tourney-game", playing), ("tourney-done", done)):
            frames, count = play(tmp_path, name + tag, path, panel, SELF_TEST)
            assert count == 7  # the self-test's six, then the table
            check_golden(frames / "frame-0007.png", f"{name}-{tag}")


def test_the_not_sent_mark_in_both_languages(tmp_path, monkeypatch):
    """A paired table whose push found no network (sync/auto.py): its foot says "not sent"
    after the table's game, in English and, after the language changed in the settings, in
    German, on both panels and in both orientations."""
    monkeypatch.setenv("SCHREIBER_WIFI", "")  # no network in reach

    playing = evening(tmp_path, "playing", 16, 48)
    shapes = [(panel, tag, "0") for panel, tag in PANELS] + list(PORTRAIT)
    for panel, tag, rotation in shapes:
        tag += "" if rotation == "0" else "-portrait"
        for lang in ("en", "de"):
            files = flash_files.pairing("http://127.0.0.1:9/", bytes(32), "Turnier", "geheim")
            files["lang"] = lang  # as the settings screen keeps it (app/device_settings.py)

            def prepare(flash, files=files):
                flash_files.write(flash, files)

            name = f"tourney-not-sent-{lang}-{tag}"
            frames, count = play(
                tmp_path, name, playing, panel, SELF_TEST, rotation=rotation, prepare=prepare
            )
            assert count == 9  # the self-test's six, the table, the busy mark, the table
            check_golden(frames / "frame-0009.png", name)
