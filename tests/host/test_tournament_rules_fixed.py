"""A handed-out tournament table's rules are fixed once its session starts (SPEC §11,
docs/tournament.md: "nothing typed and nothing to change"). The firmware in the simulator, its
buttons pressed as a player presses them: the table a sync brought is started, then every
entry of the menu is opened and walked, every device setting takes every value it offers in
turn, a hand is entered, and the settle-up ends the list. The session's game, rules, table and
players, read back from its log on the flash, are the tournament's throughout: as the core
makes them from the table the host handed out, and as the table screen shows them.

The host does not refuse a list pushed with other rules: it stores it and flags it, and a
flagged list is not ranked as the table's without the organizer
(tests/host/test_tournament_host.py, "played with tourn_win_bonus 40")."""

import json
import os
import subprocess

import flash_files
from test_push_at_start import title_bar
from wizard_driver import ROOT, SELF_TEST, Device

from core.session import Session

MICROPYTHON = ROOT / ".venv" / "bin" / "micropython"
# A Schafkopfrennen's table as `schreiber tournament handout` sends it (the rennen preset's rules
# that differ from the game's defaults: host_tools/tournament/handout.py, core/presets.py).
TABLE = {
    "name": "Rennen", "series": 1, "table": 2, "game": "schafkopf", "games": 28,
    "settings": {"tariff_preset": "tournament", "doubling_allowed": "none"},
    "players": ["Resi", "Sepp", "Vroni", "Wastl"],
}  # fmt: skip
HAND = {"contract": "solo", "declarer": 1, "result": "lost_schneider"}
READ = """
import sys, json
from hal import sim_flash
from app.journal import Journal
journal = Journal(sim_flash.mount(sys.argv[1]) + "/sessions")
out = []
for ident in journal.sessions():
    session, problems = journal.load(ident)
    out.append([session.game, session.settings, session.table, [p[1] for p in session.players],
                len(session.hands), problems])
print(json.dumps(out))
"""


def sessions_on_flash(flash):
    env = dict(os.environ, MICROPYPATH=str(ROOT / "firmware"))
    done = subprocess.run(
        [MICROPYTHON, "-c", READ, str(flash)], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def to_table(device, title):
    """BACK (a long OK) until the table screen is there again."""
    for _ in range(8):
        if title_bar(device.screen)[:1] == [title]:
            return
        device.hold("ok")
    raise AssertionError(f"BACK does not lead to the table: {device.screen!r}")


def cursor_row(screen):
    """The words of the row under the cursor, left to right."""
    at = screen.cursor()[2]
    return " ".join(w[0] for w in sorted(screen.words, key=lambda w: w[1]) if w[2] == at)


def every_setting_every_value(device):
    """On the settings screen: each row's values taken one after another (OK, NEXT, OK) until
    the row says what it said before again; the rows counted by the cursor coming back to the
    first, not read (the language changes on the way)."""
    first = cursor_row(device.screen)
    taken = 0
    for _row in range(8):
        before = cursor_row(device.screen)
        for _value in range(12):
            device.send("press ok;press next;press ok")
            taken += 1
            if cursor_row(device.screen) == before:
                break
        else:
            raise AssertionError(f"{before}: not round to it again: {device.screen!r}")
        device.press("next")
        if cursor_row(device.screen) == first:
            return taken
    raise AssertionError(f"the rows do not come round: {device.screen!r}")


def test_no_screen_of_a_handed_table_changes_its_rules(tmp_path):
    flash = tmp_path / "flash.img"
    device = Device(flash)
    device.send(SELF_TEST)
    assert device.screen.title() == "No session"
    device.close()
    flash_files.write(flash, {"sync/table": json.dumps(TABLE)})  # as a push keeps it
    device = Device(flash)
    device.press("next")  # the menu (no session: NEXT opens it)
    device.choose_label("Wi-Fi sync")  # the table waiting, shown as the screen opens
    assert "Rennen" in " ".join(device.screen.texts()), device.screen
    device.press("ok")  # started: nothing typed, nothing to choose
    title = title_bar(device.screen)[0]
    expected = Session(TABLE["game"], TABLE["settings"], TABLE["players"])
    settings = json.loads(json.dumps(expected.settings))  # as the device's JSON says it
    assert (settings["doubling_allowed"], settings["tariff_preset"]) == ("none", "tournament")
    fixed = ["schafkopf", settings, ["Rennen", 1, 2, 28], TABLE["players"]]

    device.enter(HAND, TABLE["players"])  # a hand: the menu offers the hands too
    assert title_bar(device.screen)[0] == title
    device.hold("next")  # the menu, as the table offers it: every row, the cursor round once
    labels = [device.screen.cursor()[0]]
    while device.press("next").cursor()[0] != labels[0]:
        labels.append(device.screen.cursor()[0])
    assert "New session" not in labels and "Settings" in labels, labels
    device.hold("ok")
    walked = []
    for label in labels:
        if label in ("Enter a hand", "Settle up"):
            continue  # the hand above, the settle-up last
        device.hold("next")
        device.choose_label(label)
        if label == "Settings":
            assert every_setting_every_value(device) >= 20
        elif label == "Self-test":
            device.send(SELF_TEST)  # every button, then OK: done
        else:
            device.send("press next;press prev")
        to_table(device, title)
        walked.append(label)
    assert sorted(walked) == ["Hands, undo", "Self-test", "Settings", "Wi-Fi sync"], walked
    device.hold("next")
    device.choose_label("Settle up")
    device.press("ok")  # ended
    device.press("ok")
    assert device.screen.title() == "No session"
    device.close()
    assert sessions_on_flash(flash) == [fixed + [1, []]]
