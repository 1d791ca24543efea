"""The longest evening a player reaches, 300 hands, through every screen in the heap budget
of tests/host/test_sim.py (bench/sim_heap.py: every device module imported first, as the
frozen device has its code in flash, then the data budget DATA_BUDGET_KB on top, here with
SCREENS_KB more, below): the table,
a hand through the wizard, the history with a correction, a power cut in the middle of a hand
and the restore after it, and the settle-up. The evening's log is written directly (the
device's own journal, scripts/sim_load.py); only the screens at its end are driven, by the
driver that reads the screen (wizard_driver.py). In clearly less heap it must fail: the cap
is real."""

import shutil
import sys

from test_evenings import MENU_SETTLE, open_from_menu, play
from wizard_driver import ROOT, SELF_TEST, Device, DriverError

from app import texts_settle_en as SETTLE  # noqa: N812

sys.path.insert(0, str(ROOT / "bench"))

import sim_heap  # noqa: E402

# The screens at the end of a 300-hand evening need more data heap than the boot and the
# standings that DATA_BUDGET_KB was derived from (docs/simulator.md). Measured with this test's
# evening (4.2" panel, evening_at in 2 KB steps): it runs in DATA_BUDGET_KB + 18 KB and fails
# at + 16 KB, in the wizard's confirm screen (its totals and the answers to open, beside the
# 300 hands) or in the correction of hand 299 (the wizard scores the hands before it again).
# Before the confirm screen and the usual answers it ran at + 10 KB. The wizard's combined
# questions (app.wizard_pairs) took it to + 19 KB here, where the code is loaded from .mpy;
# frozen on the 32-bit port the same evening needs no more than before (63 KB against 65 KB,
# docs/simulator.md). The allowance below is that overshoot, held so that it cannot grow
# unnoticed; on the device the code is frozen and 32-bit, where the whole evening takes far
# less (docs/simulator.md). DATA_BUDGET_KB took 3 KB of room for tests/host/test_sim.py (121 to
# 124 KB, its runs from a folder of fixed path length): taken off here, the total is as it was;
# from that folder this evening passed at + 15 KB and failed at + 13 KB. Since drawing
# interns no characters (app/type.py, _glyphs()), a new qstr pool of ~28 KB no longer opens
# during the evening: the boot and the standings need 79 KB (DATA_BUDGET_KB 82 with its room),
# this evening passes from 127 KB of data at every size up (it failed at 126, 113 and 110,
# loading a font for the wizard's table of seats into a heap its screens cut up; it passed at
# 111 and 112). The allowance is that need plus 3 KB of room, as the budget has (the flash image
# is loaded with a device id and a session nonce drawn at random, which moves the need by a KB
# or so), over the budget: 130 KB in all, 10 less than before. The boot and the standings then
# came down to 68 KB (DATA_BUDGET_KB 71) when the refresh policy stopped copying the frame band
# by band at every press; this evening's screens did not (it failed at 119 KB of data): the
# allowance took those 11 KB, and the total stays 130 KB. The evening then needed 58.5 KB over
# DATA_BUDGET_KB, its last block a copy of sys.modules (2 KB) as the wizard let go of its
# questions (core.heap.unload_all): without it, the evening passes from 46 KB at every size up
# (scanned in 1 KB steps to 59; it failed at 45, 43 and 41, loading a font). The allowance is
# that need plus the 3 KB of room, 10 KB less than before.
SCREENS_KB = 49
# The session's nonce, which the journal draws at random, fixed: the flash image is the same on
# every run, and a failure repeats. (Over six nonces, from all zeros to all f, the evening's
# need did not move by 16 bytes; the device identity is fixed too, sim_heap.IDENTITIES.)
NONCE = "ffffffffffffffff"
EVENING = {
    "game": "schafkopf",
    "players": ["Hans", "Sepp", "Resi", "Vroni"],
    "steps": [
        ("hand", {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"}),
        # Hand 299 of the 300 loaded, corrected: two hands scored again after it.
        ("correct", 298, {"contract": "rufer", "declarer": 1, "partner": 3, "result": "lost"}),
        ("cut", {"contract": "solo", "declarer": 2, "result": "won_schneider"}, "result"),
    ],
}


def evening_at(tmp_path, heap_bytes, env, code, binary):
    """Boot with the 300 hands at `heap_bytes`, play the screens; the driver (the device's
    words) at the end."""
    shutil.copyfile(env["SCHREIBER_FLASH"] + ".loaded", env["SCHREIBER_FLASH"])
    command = [str(binary), "-X", f"heapsize={heap_bytes}", "-c", code + sim_heap.BOOT]
    device = Device(env["SCHREIBER_FLASH"], "4.2", boot=(command, env))
    try:
        device.send(SELF_TEST)
        play(device, EVENING)
        open_from_menu(device, MENU_SETTLE)
        assert device.screen.title() == SETTLE.TITLE, device.screen
        device.press("ok")
        assert device.screen.title() == SETTLE.TITLE_ENDED, device.screen
        device.press("ok")
    finally:
        if device.proc is not None:
            device.close()
    return device


def setup(tmp_path):
    from host_tools import sim

    build = ROOT / "build" / "sim"
    sim.compile_firmware(build)
    evening = tmp_path / "evening-300.json"
    sim_heap.evening_300(evening)
    env = sim_heap.environment(tmp_path, "4.2", build)
    env["SCHREIBER_SCRIPT"] = "-"  # the driver's steps (hal/sim_script.Driven)
    sim_heap.load_flash(env, evening, nonce=NONCE)
    binary = sim.BIN / "micropython"
    code = sim_heap.preload(build)
    held = sim_heap.code_heap(binary, env, build)
    return env, code, binary, held


def test_300_hands_through_every_screen_in_the_data_budget(tmp_path):
    env, code, binary, held = setup(tmp_path)
    budget = (sim_heap.DATA_BUDGET_KB + SCREENS_KB) * 1024
    device = evening_at(tmp_path, held + budget, env, code, binary)
    assert device.presses > 20
    try:
        evening_at(tmp_path, held + budget * 3 // 4, env, code, binary)
    except DriverError as err:
        assert "MemoryError" in str(err), err
    else:
        raise AssertionError("the evening ran in three quarters of the budget: the cap is loose")
