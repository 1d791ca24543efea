"""The session screens end to end in the simulator on the MicroPython unix port: a new session
started entirely with buttons (game, preset, a setting changed, new names typed with the
picker, the dealer, the rule card) ending on the table screen; a choice the core refuses said
on screen; the wizard back after a restart; settling up and ending an evening; the device's
settings. Frames are compared with golden PNGs on both panels (tests/golden_frames/, written
with SCHREIBER_WRITE_GOLDEN=1 and looked at)."""

import ast
import json
import subprocess
import sys

from tests.host.test_sim import EVENING, ROOT, TIMEOUT, check_golden, pixels, run_command

sys.path.insert(0, str(ROOT / "firmware"))
# Helpers of the firmware tests, found after this folder's own (test_module_names.py).
sys.path.append(str(ROOT / "tests" / "firmware"))
import picker_rig  # noqa: E402 - presses the way a player would

from app import picker  # noqa: E402

# The heap the simulator gets here: starting a session from the wizard, loaded from .mpy on
# the 64-bit port, needs 240k (docs/simulator.md); the launcher's default (320k), given explicitly.
HEAP = "320k"
SELF_TEST = ["press prev", "press next", "press ok", "hold ok 1200", "press ok"]
DATE = "2026-12-01"


def menu_entries(state):
    """The menu's entries offered in `state` (no_session, playing), in order: read from the
    menu's table, so a screen added there later does not break these scripts."""
    tree = ast.parse((ROOT / "firmware" / "app" / "menu.py").read_text())
    names = {}
    entries = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            target = node.targets[0].id
            if target == "ENTRIES":
                entries = node.value
            elif isinstance(node.value, ast.Constant):
                names[target] = node.value.value
    rows = []
    for element in entries.elts:
        module = element.elts[0].value
        when = names[element.elts[2].id]
        rows.append((module, when))
    offered = {
        "no_session": (names["ALWAYS"], names["NO_SESSION"]),
        "playing": (names["ALWAYS"], names["PLAYING"], names["HANDS"], names["OPEN"]),
    }[state]
    return [module for module, when in rows if when in offered]


def open_menu_entry(module, state):
    """From the table: open the menu (a long NEXT; NEXT alone where no session is open), move
    to `module`'s entry, open it. With hands entered the menu starts on the history."""
    entries = menu_entries(state)
    at = entries.index(module)
    if state == "no_session":
        return ["press next"] + ["press next"] * at + ["press ok"]
    at -= entries.index("app.history")
    return ["hold next 1200"] + ["press next"] * at + ["press ok"]


def type_name(name):
    """The presses that type `name` in the picker the way a player does (tests/firmware/
    picker_rig.py: a name offered taken from the list, else the letters the short way round)."""
    return ["press " + event.lower() for event in picker_rig.type_name(picker.Picker(), name)]


NAMES = ["Jörg", "Bea", "Ute", "Lu"]


def new_session_script():
    """Schafkopf, "10/20/50 Stock+Bock", the Stock raised to 20 cents, four new
    names, the second player deals first, the card agreed. Returns (script, marks): marks
    name the frame after a step (1-based frame numbers, the boot's self-test first)."""
    steps = list(SELF_TEST)
    marks = {}

    def mark(name):
        marks[name] = len(steps) + 1  # one frame per press, the first frame at boot

    steps += open_menu_entry("app.newsession", "no_session")
    mark("game")
    steps += ["press ok"]  # Schafkopf
    mark("preset")
    steps += ["press next"] * 3 + ["press ok"]  # 10/20/50 Stock+Bock
    mark("rules")
    # The Stock: its row among the settings the preset's rules step offers.
    stock = _rules_offered("schafkopf", "10/20/50_stock_bock").index("stock_sweetener") + 1
    steps += ["press next"] * stock + ["press ok"]
    mark("edit")
    steps += ["press next"] * 5 + ["press ok"]  # 10 -> 20 cents (ladder: 11, 12, 14, 15, 20)
    mark("changed")
    steps += ["press prev"] * stock + ["press ok"]  # back to the top: go on
    mark("seats")
    steps += ["press ok"]  # four players
    mark("seat")
    for i, name in enumerate(NAMES):
        steps += ["press ok"]  # "+ new name", the only line while the roster is empty
        if i == 0:
            mark("picker")
        steps += type_name(name)
    mark("dealer")
    # Bea deals first (the list starts on no one)
    steps += ["press next", "press next", "press ok"]
    mark("card")
    steps += ["press ok"]  # agreed
    return steps, marks


def _rules_offered(game, preset):
    """The keys the rules step offers under `preset`: the game's settings that apply
    (core.needs), in the order of its table."""
    from core import games, needs, presets

    settings = presets.defaults(game, presets.given(game, preset))
    keys = [row.split()[0] for row in games.options(game)]
    return [key for key in keys if needs.applies(game, settings, key)]


def sim(tmp, name, steps, *extra, flash="flash.img"):
    script = tmp / (name + ".txt")
    script.write_text("\n".join(steps) + "\n")
    frames = tmp / name
    proc = subprocess.run(
        run_command(tmp / flash, frames, script, "--quiet", "--heap", HEAP, *extra),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stdout[-3000:] + proc.stderr
    notes = [line.split(" /")[0] for line in proc.stdout.splitlines() if line.startswith("frame ")]
    return notes, frames


def frame(folder, number):
    return folder / f"frame-{number:04d}.png"


def test_a_new_session_with_buttons_on_both_panels(tmp_path):
    steps, marks = new_session_script()
    for panel in ("4.2", "2.9"):
        tag = panel.replace(".", "")
        folder = tmp_path / tag
        folder.mkdir()
        notes, frames = sim(folder, "new", steps, "--panel", panel)
        # Every press changed the screen (one refresh each), and agreeing the card shows the
        # busy mark before the table: one frame more than presses.
        assert len(notes) == len(steps) + 2, notes[-5:]
        for name in ("game", "preset", "rules", "edit", "changed", "seats", "picker", "card"):
            check_golden(frame(frames, marks[name]), f"session-{name}-{tag}")
        check_golden(frame(frames, len(notes)), f"session-table-{tag}")
        # The session is on the flash: after a restart the same table comes back.
        again, again_frames = sim(folder, "again", [], "--panel", panel)
        assert pixels(frame(again_frames, 1)) == pixels(frame(frames, len(notes)))


def test_a_refused_choice_is_said_and_the_wizard_survives_a_restart(tmp_path):
    # Bierlachs "300 + date" on a device whose clock was never set: refused at the preset's
    # step, before any name is typed, saying why and what to do.
    steps = list(SELF_TEST) + open_menu_entry("app.newsession", "no_session")
    steps += ["press next"] * 3 + ["press ok"]  # Skat
    steps += ["press next"] * 3 + ["press ok"]  # Bierlachs 300 + date: refused
    refused_at = len(steps) + 1
    steps += ["press prev", "press ok"]  # Bierlachs 501 instead
    steps += ["press ok", "press ok"]  # go on; three players
    for name in ("Al", "Bo", "Cy"):
        steps += ["press ok"] + type_name(name)
    notes, frames = sim(tmp_path, "refused", steps, "--date", "unset")
    check_golden(frame(frames, refused_at), "session-refused-42")
    # A restart (the run ends mid-wizard, on the dealer's step, the stack and the wizard's
    # state on the flash): the same step comes back, and BACK still goes one step back.
    again, again_frames = sim(tmp_path, "again", ["hold ok 1200"], "--date", "unset")
    check_golden(frame(again_frames, 1), "session-dealer-back-42")
    assert len(again) == 2
    check_golden(frame(again_frames, 2), "session-seat-back-42")


def test_settle_up_ends_the_evening(tmp_path):
    evening = json.loads(EVENING.read_text())
    loaded = subprocess.run(
        run_command(tmp_path / "flash.img", tmp_path / "load", "/dev/null")
        + ["--load", str(EVENING), "--quiet"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert loaded.returncode == 0, loaded.stdout + loaded.stderr
    steps = list(SELF_TEST) + open_menu_entry("app.settle", "playing")
    settle_at = len(steps) + 1
    steps += ["press ok"]  # end the session
    ended_at = len(steps) + 2  # after the busy mark
    steps += ["press ok"]  # dismissed: the table, no session
    notes, frames = sim(tmp_path, "settle", steps)
    check_golden(frame(frames, settle_at), "settle-42")
    check_golden(frame(frames, ended_at), "settle-ended-42")
    # After a restart: no open session, and the menu offers a new one.
    again, again_frames = sim(tmp_path, "again", [])
    assert pixels(frame(again_frames, 1)) == pixels(frame(frames, len(notes)))
    assert evening["players"]


def test_settings_change_the_language_at_once(tmp_path):
    steps = list(SELF_TEST) + open_menu_entry("app.settings_screen", "no_session")
    list_at = len(steps) + 1
    steps += ["press ok", "press next", "press ok"]  # Language: Deutsch
    notes, frames = sim(tmp_path, "settings", steps, "--panel", "2.9")
    check_golden(frame(frames, list_at), "settings-29")
    check_golden(frame(frames, len(notes)), "settings-de-29")


def test_the_new_session_steps_settle_up_and_settings_in_portrait(tmp_path):
    # The 2.9" panel turned a quarter: 128 pixels across.
    portrait = ("--panel", "2.9", "--rotation", "90")
    steps, marks = new_session_script()
    notes, frames = sim(tmp_path, "new", steps, *portrait)
    assert len(notes) == len(steps) + 2, notes[-5:]
    for name in ("game", "preset", "rules", "changed", "seats", "picker", "dealer", "card"):
        check_golden(frame(frames, marks[name]), f"session-{name}-29-portrait")
    check_golden(frame(frames, len(notes)), "session-table-29-portrait")
    # Settle-up of an evening loaded onto another flash image.
    loaded = subprocess.run(
        run_command(tmp_path / "evening.img", tmp_path / "load", "/dev/null")
        + ["--load", str(EVENING), "--quiet"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert loaded.returncode == 0, loaded.stdout + loaded.stderr
    steps = list(SELF_TEST) + open_menu_entry("app.settle", "playing")
    settle_at = len(steps) + 1
    steps += ["press ok"]  # end the session
    notes, frames = sim(tmp_path, "settle", steps, *portrait, flash="evening.img")
    check_golden(frame(frames, settle_at), "settle-29-portrait")
    check_golden(frame(frames, len(notes)), "settle-ended-29-portrait")
    # The settings, and the rotation's values (in German).
    steps = list(SELF_TEST) + open_menu_entry("app.settings_screen", "no_session")
    list_at = len(steps) + 1
    steps += ["press ok", "press next", "press ok", "press next", "press ok"]
    notes, frames = sim(tmp_path, "settings", steps, *portrait, flash="settings.img")
    check_golden(frame(frames, list_at), "settings-29-portrait")
    check_golden(frame(frames, len(notes)), "settings-rotation-de-29-portrait")


# A session with no hand yet ended from the table: the menu (a long NEXT) offers "Enter a hand"
# and "Settle up" first (no hands to undo), the settle-up ends it, and its notice is dismissed.
END_UNPLAYED = ["hold next 1200", "press next", "press ok", "press ok", "press ok"]


def test_a_misspelt_roster_name_mended_and_the_pairs_named(tmp_path):
    # A Bierkopf evening with a misspelt name ("Vorni"), ended: the roster holds the name.
    steps = list(SELF_TEST) + open_menu_entry("app.newsession", "no_session")
    steps += ["press next", "press ok", "press ok", "press ok"]  # Bierkopf, to 21, go on
    for name in ("Sepp", "Vorni", "Hans", "Gerda"):
        steps += ["press ok"] + type_name(name)  # "+ new name", the only line
    steps += ["press next", "press ok", "press ok"]  # Sepp deals first; agreed
    steps += END_UNPLAYED
    sim(tmp_path, "first", steps)
    # The next evening: a long NEXT moves a page of the rules; the name is mended on the
    # device; stray OKs on the dealer's step choose no one; the card names the pairs.
    steps = open_menu_entry("app.newsession", "no_session")
    steps += ["press next", "press ok", "press ok"]  # Bierkopf, to 21
    marks = {"rules": len(steps) + 1}
    steps += ["hold next 1200"]
    marks["page"] = len(steps) + 1
    steps += ["hold prev 1200", "press ok"]  # back to the top, go on
    steps += ["press prev", "press ok", "press next", "press ok"]  # mend a name: Vorni
    marks["mending"] = len(steps) + 1
    steps += ["press prev"] + ["press ok"] * 4  # delete "orni"
    steps += ["press next"] * 4 + ["press ok", "press prev", "press ok"]  # r: Vroni offered
    marks["offer"] = len(steps) + 1
    steps += ["press ok"]  # taken
    marks["mended"] = len(steps) + 1
    steps += ["press ok", "press ok"]  # Vroni, Sepp
    marks["partner"] = len(steps) + 1
    steps += ["press ok", "press ok"]  # Hans, Gerda
    marks["dealer"] = len(steps) + 1  # the dealer's list, on no one
    steps += ["press ok", "press ok"]  # two stray OKs: nothing chosen, nothing drawn
    steps += ["press next", "press ok"]  # Vroni deals first
    marks["card"] = len(steps) + 1 - 2  # the stray OKs drew no frame
    steps += ["press ok"]  # agreed
    steps += END_UNPLAYED
    notes, frames = sim(tmp_path, "second", steps)
    for name in ("page", "mending", "offer", "mended", "partner", "dealer", "card"):
        check_golden(frame(frames, marks[name]), f"session-mend-{name}-42")
    assert pixels(frame(frames, marks["rules"])) != pixels(frame(frames, marks["page"]))
    # The roster on the flash took the mended name when the session started: the seats of the
    # next evening offer Vroni, not Vorni, the players of the last session first.
    steps = open_menu_entry("app.newsession", "no_session")
    steps += ["press next", "press ok", "press ok", "press ok"]
    notes, frames = sim(tmp_path, "third", steps)
    check_golden(frame(frames, len(notes)), "session-mend-roster-42")
