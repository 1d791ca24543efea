"""What portrait costs in heap: the data heap (in steps of 1 KB) the simulator walks the
screens in, per panel, in landscape and in portrait, on the MicroPython unix port (64-bit:
about 1.4 times the 32-bit ESP32's figure, docs/measuring.md). As bench/sim_heap.py does,
every device module is imported first (a frozen device has its code in flash) and the figure
is the heap needed beyond that code: loading .mpy files one by one into a small heap makes
the smallest heap depend on where each module's code lands, which is not what the layouts
cost.

The walk: the self-test, the table screen of the example Schafkopf evening, the history, a
hand's actions, the wizard's first question, a thrown-in hand's confirm screen and the list
of its answers (the walk of tests/host/test_app_screens.py), back to the table, the menu and
the settle-up. The difference between the orientations of a panel is what the portrait
layouts add to the peak of these screens. `--rotations 0` measures landscape only (for a
tree without portrait: the figure before).

Usage: .venv/bin/python bench/portrait_heap.py [--rotations 0,90] [--panels 2.9,4.2] [--json F]

Targets: the walk in the data heap the simulator's screens are given (sim_heap.DATA_BUDGET_KB
with tests/host/test_evening_heap.py's SCREENS_KB), in every orientation; portrait at most
2 KB above landscape on each panel (a KB either way is run-to-run noise). Each figure is the
smallest data heap from which every larger size up to that budget passes, scanned down in 1 KB
steps (bench/targets.py). Exits 1 when a target is missed."""

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import sim_heap  # noqa: E402
from targets import Targets, steady_heap  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
EVENING = ROOT / "examples" / "schafkopf-evening.json"
SELF_TEST = "press next\npress prev\npress next\npress ok\nhold ok 1200\npress ok\n"
WALK = "hold prev 1200\npress next\npress ok\nhold ok 1200\nhold ok 1200\npress ok\n"
WALK += "press next\npress next\npress next\npress ok\npress next\n"
# Back to the table (from the confirm screen's answers: the totals, the wizard's first
# question, the table), then the menu (a long NEXT, on its second entry with hands entered)
# and its third entry: settle up.
SETTLE = "hold ok 1200\nhold ok 1200\nhold ok 1200\n"
SETTLE += "hold next 1200\npress next\npress ok\n"
FRAMES = 24  # one per press but the NEXT that changes nothing on the self-test, and the boot's
PORTRAIT_KB = 2  # portrait above landscape, at most


def screens_budget_kb():
    """The data heap the screens are given (tests/host/test_evening_heap.py)."""
    sys.path.insert(0, str(ROOT / "tests" / "host"))
    from test_evening_heap import SCREENS_KB

    return sim_heap.DATA_BUDGET_KB + SCREENS_KB


def walks(binary, env, heap_bytes, code):
    shutil.copyfile(env["SCHREIBER_FLASH"] + ".loaded", env["SCHREIBER_FLASH"])
    command = [binary, "-X", f"heapsize={heap_bytes}", "-c", code + sim_heap.BOOT]
    proc = subprocess.run(command, env=env, capture_output=True, text=True)
    frames = [line for line in proc.stdout.splitlines() if line.startswith("frame ")]
    return proc.returncode == 0 and len(frames) == FRAMES and "Error" not in proc.stdout


def data_heap(build, panel, rotation, top_kb):
    """KB of data heap over the code from which the walk passes at every size up to
    `top_kb`, or None."""
    from host_tools import sim

    binary = sim.BIN / "micropython"
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        env = sim_heap.environment(tmp, panel, build)
        walk = tmp / "walk.txt"
        walk.write_text(SELF_TEST + WALK + SETTLE)
        env["SCHREIBER_SCRIPT"] = str(walk)
        env["SCHREIBER_DATE"] = "2026-11-27"
        if rotation:
            env["SCHREIBER_ROTATION"] = str(rotation)
        sim_heap.load_flash(env, EVENING)
        code = sim_heap.preload(build)
        held = sim_heap.code_heap(binary, env, build)
        return steady_heap(lambda kb: walks(binary, env, held + kb * 1024, code), top_kb)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rotations", default="0,90")
    parser.add_argument("--panels", default="2.9,4.2")
    parser.add_argument("--json", help="write the figures here (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("portrait_heap")
    budget = screens_budget_kb()
    from host_tools import sim

    build = ROOT / "build" / "sim"
    sim.compile_firmware(build)
    for panel in args.panels.split(","):
        need = {}
        for rotation in [int(r) for r in args.rotations.split(",")]:
            kb = data_heap(build, panel, rotation, budget)
            shape = "portrait" if rotation in (90, 270) else "landscape"
            need[shape] = kb
            key = f"{panel.replace('.', '')}_{rotation}"
            what = f'{panel}" {shape} ({rotation}): the walk, data heap'
            targets.at_most(key, what, kb, budget, " KB")
        if None not in need.values() and len(need) == 2:
            above = need["portrait"] - need["landscape"]
            what = f'{panel}" portrait above landscape'
            targets.at_most(f"{panel.replace('.', '')}_above", what, above, PORTRAIT_KB, " KB")
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
