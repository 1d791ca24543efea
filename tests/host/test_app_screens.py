"""The app's screens in the real simulator, against golden PNGs a person has looked at
(tests/golden_frames/, both panels): the table screen of every game's example evening, in
landscape and in portrait, and the history, a hand's actions, the wizard's first question, the
last answer's screen, its row "every answer…", the confirm screen and the list of answers
there, and the round call's step in German with the table after it."""

import os
import subprocess
import sys
from pathlib import Path

from test_app_sim import HEAP
from test_sim import SELF_TEST, check_golden, run_command

ROOT = Path(__file__).resolve().parent.parent.parent
TIMEOUT = 300
EXAMPLES = (
    ("schafkopf-evening", "schafkopf"),
    ("bierkopf-partie", "bierkopf"),
    ("german-schafkopf", "german-schafkopf"),
    ("skat-bierlachs", "skat-bierlachs"),
    ("bauernschnapsen-evening", "bauernschnapsen"),
)
PANELS = (("4.2", "42"), ("2.9", "29"))
# Portrait: the 2.9" turned one way, the 4.2" the other (the simulator shows both upright).
PORTRAIT = (("4.2", "42", "270"), ("2.9", "29", "90"))


def play(tmp, name, evening, panel, script_text, hands=None, rotation="0", prepare=None):
    """Load `evening` on a new flash image and play the script; returns the frames' folder
    and the number of frames. `prepare(flash)`: what to do to the flash before the play."""
    flash = tmp / (name + ".img")
    load = [sys.executable, "-m", "host_tools.sim", "--flash", str(flash), "--panel", panel]
    load += ["--load", str(evening), "--script", os.devnull, "--quiet", "--heap", HEAP]
    if hands is not None:
        load += ["--hands", str(hands)]
    loaded = subprocess.run(load, cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT)
    assert loaded.returncode == 0, loaded.stdout + loaded.stderr
    if prepare is not None:
        prepare(flash)
    script = tmp / (name + ".txt")
    script.write_text(script_text)
    frames = tmp / name
    proc = subprocess.run(
        run_command(
            flash,
            frames,
            script,
            "--quiet",
            "--panel",
            panel,
            "--heap",
            HEAP,
            "--rotation",
            rotation,
        ),  # fmt: skip
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr
    return frames, sum(line.startswith("frame ") for line in proc.stdout.splitlines())


def test_the_table_screen_of_every_game_on_both_panels(tmp_path):
    for example, name in EXAMPLES:
        evening = ROOT / "examples" / (example + ".json")
        for panel, tag in PANELS:
            frames, count = play(tmp_path, name + tag, evening, panel, SELF_TEST)
            assert count == 7  # the self-test's six (a wrong button first), then the table
            check_golden(frames / "frame-0007.png", f"table-{name}-{tag}")


def test_the_table_screen_of_every_game_in_portrait(tmp_path):
    for example, name in EXAMPLES:
        evening = ROOT / "examples" / (example + ".json")
        for panel, tag, rotation in PORTRAIT:
            frames, count = play(
                tmp_path, name + tag, evening, panel, SELF_TEST, rotation=rotation
            )
            assert count == 7
            check_golden(frames / "frame-0007.png", f"table-{name}-{tag}-portrait")


# From the table: the history (a long PREV), hand 5's actions, back twice, the wizard's first
# question, the thrown-in deal (two below Sauspiel, which is on top): the last answer, with each
# seat's change and the pot; back to Sauspiel, its player, partner and result (the last
# answer), the row "see every answer" above it, its OK (the cursor back on the result), the
# list of every answer that OK shows now, BACK to the confirm screen's totals.
WALK = "hold prev 1200\npress next\npress ok\nhold ok 1200\nhold ok 1200\npress ok\n"
WALK += "press next\npress next\npress prev\npress prev\npress ok\npress ok\npress ok\n"
WALK += "press prev\npress ok\npress ok\nhold ok 1200\n"


def test_history_wizard_and_confirm_on_both_panels(tmp_path):
    evening = ROOT / "examples" / "schafkopf-evening.json"
    for panel, tag in PANELS:
        frames, count = play(tmp_path, "walk" + tag, evening, panel, SELF_TEST + WALK, 5)
        assert count == 7 + 17, count
        check_golden(frames / "frame-0008.png", f"history-{tag}")
        check_golden(frames / "frame-0010.png", f"hand-actions-{tag}")
        check_golden(frames / "frame-0013.png", f"entry-first-{tag}")
        check_golden(frames / "frame-0015.png", f"last-{tag}")
        check_golden(frames / "frame-0021.png", f"more-{tag}")
        check_golden(frames / "frame-0023.png", f"confirm-answers-{tag}")
        check_golden(frames / "frame-0024.png", f"confirm-{tag}")


def test_history_wizard_and_confirm_in_portrait(tmp_path):
    evening = ROOT / "examples" / "schafkopf-evening.json"
    for panel, tag, rotation in PORTRAIT:
        frames, count = play(
            tmp_path, "walk" + tag, evening, panel, SELF_TEST + WALK, 5, rotation=rotation
        )
        assert count == 7 + 17, count
        check_golden(frames / "frame-0008.png", f"history-{tag}-portrait")
        check_golden(frames / "frame-0010.png", f"hand-actions-{tag}-portrait")
        check_golden(frames / "frame-0013.png", f"entry-first-{tag}-portrait")
        check_golden(frames / "frame-0015.png", f"last-{tag}-portrait")
        check_golden(frames / "frame-0021.png", f"more-{tag}-portrait")
        check_golden(frames / "frame-0023.png", f"confirm-answers-{tag}-portrait")
        check_golden(frames / "frame-0024.png", f"confirm-{tag}-portrait")


def test_the_undo_question_names_the_hand(tmp_path):
    # From the table: a long PREV (the hands), OK on the undo line: the question naming hand 5.
    evening = ROOT / "examples" / "schafkopf-evening.json"
    for panel, tag, rotation in [(p, t, "0") for p, t in PANELS] + list(PORTRAIT):
        name = f"undo-{tag}" + ("" if rotation == "0" else "-portrait")
        frames, count = play(
            tmp_path, name, evening, panel, SELF_TEST + "hold prev 1200\npress ok\n", 5, rotation
        )
        assert count == 7 + 2, count
        check_golden(frames / "frame-0009.png", name)


def _german():
    """From the table: the language set to Deutsch in the menu's settings, then back to the
    table with two long OKs (the settings, the menu). Returns (script, frames it draws)."""
    from test_new_session_screens import open_menu_entry

    steps = open_menu_entry("app.settings_screen", "playing")
    steps += ["press ok", "press next", "press ok", "hold ok 1200", "hold ok 1200"]
    return "".join(step + "\n" for step in steps), len(steps)


def test_the_confirm_and_undo_screens_in_german(tmp_path):
    evening = ROOT / "examples" / "schafkopf-evening.json"
    german, drawn = _german()
    for panel, tag, rotation in [(p, t, "0") for p, t in PANELS] + list(PORTRAIT):
        name = "de-" + tag + ("" if rotation == "0" else "-portrait")
        script = SELF_TEST + german + WALK
        frames, count = play(tmp_path, "walk-" + name, evening, panel, script, 5, rotation)
        assert count == 7 + drawn + 17, count
        check_golden(frames / f"frame-{7 + drawn + 8:04d}.png", f"last-{name}")
        check_golden(frames / f"frame-{7 + drawn + 14:04d}.png", f"more-{name}")
        check_golden(frames / f"frame-{7 + drawn + 16:04d}.png", f"confirm-answers-{name}")
        check_golden(frames / f"frame-{7 + drawn + 17:04d}.png", f"confirm-{name}")
        script = SELF_TEST + german + "hold prev 1200\npress ok\n"
        frames, count = play(tmp_path, "undo-" + name, evening, panel, script, 5, rotation)
        assert count == 7 + drawn + 2, count
        check_golden(frames / f"frame-{7 + drawn + 2:04d}.png", f"undo-{name}")


def test_the_bauernschnapsen_game_list_says_who_won_and_how(tmp_path):
    # From the table: OK opens the game's list, each normal game with who won and its result
    # in one row ("Normal game, won, simple"), the Bettler and the other games beside them; the
    # cursor on the first, which ends the hand: the last answer's screen.
    evening = ROOT / "examples" / "bauernschnapsen-evening.json"
    german, drawn = _german()
    for panel, tag, rotation in [(p, t, "0") for p, t in PANELS] + list(PORTRAIT):
        turned = "" if rotation == "0" else "-portrait"
        for lang, steps, before in (("", "", 0), ("de-", german, drawn)):
            name = f"combined-bauernschnapsen-{lang}{tag}{turned}"
            script = SELF_TEST + steps + "press ok\n"
            frames, count = play(tmp_path, name, evening, panel, script, 3, rotation)
            assert count == 7 + before + 1, count
            check_golden(frames / f"frame-{7 + before + 1:04d}.png", name)


def test_the_table_says_what_its_ok_answers(tmp_path):
    # From the table: a Sauspiel entered with OK on every question (the cursor on the likeliest
    # answer each time; the result's OK saves it), then the table: its foot says that OK
    # answers the next hand's first question with the Sauspiel ("OK: Sauspiel").
    evening = ROOT / "examples" / "schafkopf-evening.json"
    german, drawn = _german()
    for panel, tag, rotation in [(p, t, "0") for p, t in PANELS] + list(PORTRAIT):
        turned = "" if rotation == "0" else "-portrait"
        for lang, steps, before in (("", "", 0), ("de-", german, drawn)):
            name = f"table-offer-{lang}{tag}{turned}"
            script = SELF_TEST + steps + "press ok\n" * 5
            frames, count = play(tmp_path, name, evening, panel, script, 5, rotation)
            assert count == 7 + before + 5, count
            check_golden(frames / f"frame-{7 + before + 5:04d}.png", name)


def test_the_round_call_in_german(tmp_path):
    # From the table in German: the game list (OK), three rows down to the one that calls a
    # round, its OK: the call's own step ("Letzte Runde", no score changes, no row of every
    # answer); its OK saves the call: the table, its foot the OK's answer, the Bock and the
    # last round over two lines, the seats' rows clear of each other.
    evening = ROOT / "examples" / "schafkopf-evening.json"
    german, drawn = _german()
    for panel, tag, rotation in [(p, t, "0") for p, t in PANELS] + list(PORTRAIT):
        turned = "" if rotation == "0" else "-portrait"
        script = SELF_TEST + german + "press ok\n" + "press next\n" * 3 + "press ok\n" * 2
        frames, count = play(tmp_path, f"call-{tag}{turned}", evening, panel, script, 5, rotation)
        assert count == 7 + drawn + 6, count
        check_golden(frames / f"frame-{7 + drawn + 5:04d}.png", f"call-de-{tag}{turned}")
        check_golden(frames / f"frame-{7 + drawn + 6:04d}.png", f"call-table-de-{tag}{turned}")
