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

Usage: .venv/bin/python bench/portrait_heap.py [--rotations 0,90] [--panels 2.9,4.2]"""

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import sim_heap  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
EVENING = ROOT / "examples" / "schafkopf-evening.json"
SELF_TEST = "press next\npress prev\npress next\npress ok\nhold ok 1200\npress ok\n"
WALK = "press prev\npress next\npress ok\nhold ok 1200\nhold ok 1200\npress ok\n"
WALK += "press next\npress next\npress next\npress ok\npress next\n"
# Back to the table (from the confirm screen's answers: the totals, the wizard's first
# question, the table), then the menu's third entry with a session open: settle up.
SETTLE = "hold ok 1200\nhold ok 1200\nhold ok 1200\n"
SETTLE += "press next\npress next\npress next\npress ok\n"
FRAMES = 25  # one per press but the NEXT that changes nothing on the self-test, and the boot's


def walks(binary, env, heap_bytes, code):
    shutil.copyfile(env["SCHREIBER_FLASH"] + ".loaded", env["SCHREIBER_FLASH"])
    command = [binary, "-X", f"heapsize={heap_bytes}", "-c", code + sim_heap.BOOT]
    proc = subprocess.run(command, env=env, capture_output=True, text=True)
    frames = [line for line in proc.stdout.splitlines() if line.startswith("frame ")]
    return proc.returncode == 0 and len(frames) == FRAMES and "Error" not in proc.stdout


def data_heap(build, panel, rotation):
    """KB of data heap the walk needs over the code (fails 1 KB below), or None."""
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
        low, high = 16, 256  # KB: fails at low, passes at high (checked)
        if not walks(binary, env, held + high * 1024, code):
            return None
        while high - low > 1:
            middle = (low + high) // 2
            if walks(binary, env, held + middle * 1024, code):
                high = middle
            else:
                low = middle
        return high


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rotations", default="0,90")
    parser.add_argument("--panels", default="2.9,4.2")
    args = parser.parse_args()
    from host_tools import sim

    build = ROOT / "build" / "sim"
    sim.compile_firmware(build)
    for panel in args.panels.split(","):
        for rotation in [int(r) for r in args.rotations.split(",")]:
            kb = data_heap(build, panel, rotation)
            shape = "portrait" if rotation in (90, 270) else "landscape"
            if kb is None:
                print(f'{panel}" {shape} ({rotation}): the walk fails even in 256 KB of data')
                continue
            print(f'{panel}" {shape} ({rotation}): the walk needs {kb} KB of data heap')


if __name__ == "__main__":
    main()
