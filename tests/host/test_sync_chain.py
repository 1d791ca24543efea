"""The whole chain: the simulator plays an evening with its buttons (the scripts of
tests/host/test_app_sim.py), the real `schreiber sync` pulls it through the simulator's
pseudo-terminal, and `schreiber sessions` lists it with the totals the core scores for the
hands played; then the device goes on, undoes a hand and corrects an earlier one, and the next
sync (over the cable, or pushed over Wi-Fi from the device's menu to the real `schreiber
serve`, paired with `schreiber pair`) brings the store's view to the corrected evening."""

import ast
import json
import os
import re
import signal
import subprocess
import sys

import test_sync_serial as device_side
from test_app_sim import load, play_after_the_power_cut, play_until_the_power_cut
from test_sim import run_command
from test_sync_host_serial import _schreiber

from host_tools.scoring.json_input import session_from_json
from host_tools.scoring.replay import replay


def _evening_hands():
    """HANDS, CORRECTED and CUT_AT of tests/app/app_evening.py, the evening the button scripts
    play (that module needs the port's framebuf, so its tables are read, not imported)."""
    source = (device_side.ROOT / "tests" / "app" / "app_evening.py").read_text()
    found = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and node.targets[0].id in ("HANDS", "CORRECTED", "CUT_AT"):
            found[node.targets[0].id] = ast.literal_eval(node.value)
    corrected = list(found["HANDS"])
    corrected[2] = found["CORRECTED"]  # as app_evening.expected_hands()
    return found["HANDS"], found["CUT_AT"], corrected


HANDS, CUT_AT, CORRECTED_HANDS = _evening_hands()

EVENING = device_side.ROOT / "tests" / "scripts" / "schafkopf-stock-bock-ramsch.json"


def _scored(hands):
    data = json.loads(EVENING.read_text(encoding="utf-8"))
    data["hands"] = list(hands)
    return replay(session_from_json(data))


def _sync_and_list(flash, db):
    sim = device_side.Simulator(flash)
    try:
        status, out, err = _schreiber("sync", sim.path, "--db", str(db))
        assert status == 0, err
    finally:
        sim.stop()
    status, out, err = _schreiber("sessions", "--db", str(db), "--json")
    assert status == 0, err
    (session,) = json.loads(out)["sessions"]
    status, table, err = _schreiber("sessions", "--db", str(db))
    assert status == 0, err
    return session, table.splitlines()


def test_an_evening_played_on_the_buttons_is_synced_corrected_and_synced_again(tmp_path):
    flash = tmp_path / "flash.img"
    load(flash, "2.9")
    play_until_the_power_cut(flash, tmp_path / "before", "2.9")
    db = tmp_path / "store.sqlite3"
    session, table = _sync_and_list(flash, db)
    first = _scored(HANDS[:CUT_AT])
    assert session["players"] == ["Hans", "Sepp", "Resi", "Vroni"]
    assert (session["game"], session["date"]) == ("schafkopf", "2026-11-27")
    assert session["hands"] == CUT_AT and not session["ended"] and session["problems"] == []
    assert session["totals"] == first["totals"]
    assert table[1].split()[-2:] == [str(CUT_AT), "open"], table
    # After the first sync: hand 5 finished, hand 6 played, undone and played again, hand 3
    # corrected on the device. The next sync brings only the new records; the store's view
    # follows the undo and the correction.
    play_after_the_power_cut(flash, tmp_path / "after", "2.9")
    session, table = _sync_and_list(flash, db)
    last = _scored(CORRECTED_HANDS)
    assert last["totals"] != first["totals"]
    assert session["hands"] == len(CORRECTED_HANDS) and session["corrections"] >= 1
    assert session["totals"] == last["totals"]
    assert table[1].split()[-2:] == [str(len(CORRECTED_HANDS)), "open"], table


# From the table: a long NEXT opens the menu; with a session under way its entries are enter a
# hand, hands (where it starts), settle up, Wi-Fi sync, ...: two NEXTs reach the Wi-Fi sync,
# OK opens it, OK pushes.
PUSH_FROM_THE_MENU = "hold next 1200\npress next\npress next\npress ok\npress ok\n"
SSID, PASSWORD = "Stammtisch", "Maß"


def test_a_correction_after_a_first_sync_arrives_by_a_wifi_push_from_the_menu(tmp_path):
    flash = tmp_path / "flash.img"
    load(flash, "2.9")
    play_until_the_power_cut(flash, tmp_path / "before", "2.9")
    db = tmp_path / "store.sqlite3"
    session, _ = _sync_and_list(flash, db)
    assert session["hands"] == CUT_AT
    serve = subprocess.Popen(
        [sys.executable, "-m", "host_tools", "serve", "--db", str(db)]
        + ["--host", "127.0.0.1", "--port", "0"],
        cwd=device_side.ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ, PYTHONUNBUFFERED="1"),
    )
    try:
        found = re.match(r"schreiber serve: listening on (http://127\.0\.0\.1:\d+/)$",
                         serve.stdout.readline().strip())  # fmt: skip
        assert found
        url = found.group(1)
        sim = device_side.Simulator(flash)
        try:
            status, out, err = _schreiber(
                "pair", sim.path, "--db", str(db), "--url", url,
                "--ssid", SSID, "--password", PASSWORD,
            )  # fmt: skip
            assert status == 0, err
        finally:
            sim.stop()
        # Paired for Wi-Fi, with no network while the table plays: each of the five changes
        # (hand 5 finished, hand 6, the undo, hand 6 again, hand 3 corrected) is tried once
        # and kept; the menu's push below brings them all.
        play_after_the_power_cut(flash, tmp_path / "after", "2.9", pushes=5)
        script = tmp_path / "push.txt"
        script.write_text(PUSH_FROM_THE_MENU)
        pushed = subprocess.run(
            run_command(flash, tmp_path / "push", script, "--quiet", "--panel", "2.9"),
            cwd=device_side.ROOT,
            capture_output=True,
            text=True,
            timeout=300,
            env=dict(os.environ, SCHREIBER_WIFI=f"{SSID}:{PASSWORD}"),
        )
        assert pushed.returncode == 0, pushed.stdout[-2000:] + pushed.stderr
    finally:
        serve.send_signal(signal.SIGINT)
        out, err = serve.communicate(timeout=60)
    assert "stored " in out, out + err
    status, out, err = _schreiber("sessions", "--db", str(db), "--json")
    assert status == 0, err
    (session,) = json.loads(out)["sessions"]
    assert session["hands"] == len(CORRECTED_HANDS) and session["corrections"] >= 1
    assert session["totals"] == _scored(CORRECTED_HANDS)["totals"]
