"""The whole chain over the cable: the simulator plays an evening with its buttons (the
scripts of tests/host/test_app_sim.py), the real `schreiber sync` pulls it through the
simulator's pseudo-terminal, and `schreiber sessions` lists it with the totals the core
scores for the hands played; then the device goes on, undoes a hand and corrects an earlier
one, and the next sync brings the store's view to the corrected evening."""

import ast
import json

import test_sync_serial as device_side
from test_app_sim import load, play_after_the_power_cut, play_until_the_power_cut
from test_sync_host_serial import _schreiber

from host_tools.json_input import session_from_json
from host_tools.score import replay


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
