"""The smallest heap the firmware plays the scripted Schafkopf evening in, in the simulator on
the MicroPython unix port (64-bit: about 1.4 times the 32-bit ESP32's figure,
docs/measuring.md), code from .mpy: hand entry, the power cut mid-hand, undo and correction
(tests/scripts/schafkopf-evening-*.txt), per panel.

Target: every heap from SIM_KB down to the figure plays it, and the figure is at most SIM_KB
less 16 KB (the room the device's own figures keep, docs/measuring.md), SIM_KB being the
simulator's default heap (host_tools/sim.py). Scanned down in 4 KB steps from SIM_KB
(bench/targets.py; a run is three launches of the simulator). Exits 1 when a target is missed.

Usage: .venv/bin/python bench/app_sim_heap.py [--json FILE]"""

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "tests" / "scripts"
EVENING = SCRIPTS / "schafkopf-stock-bock-ramsch.json"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from targets import Targets, steady_heap  # noqa: E402

from host_tools.sim import HEAP  # noqa: E402

SIM_KB = int(HEAP.rstrip("k"))
ROOM_KB = 16
LOW, STEP = 64, 4  # KB


def sim(flash, panel, heap, *extra):
    command = [sys.executable, "-m", "host_tools.sim", "--flash", str(flash), "--panel", panel]
    command += ["--heap", f"{heap}k", "--quiet", "--date", "2026-11-27", *extra]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    return proc.returncode == 0 and "Error" not in proc.stdout + proc.stderr


def plays(panel, heap):
    with tempfile.TemporaryDirectory() as tmp:
        flash = Path(tmp) / "flash.img"
        first = Path(tmp) / "first.txt"
        # The first script without its closing pause: the run ends where the power cut is.
        lines = (SCRIPTS / "schafkopf-evening-1.txt").read_text().splitlines()
        first.write_text("\n".join(line for line in lines if line != "pause") + "\n")
        return (
            sim(flash, panel, heap, "--load", str(EVENING), "--script", os.devnull)
            and sim(flash, panel, heap, "--script", str(first))
            and sim(flash, panel, heap, "--script", str(SCRIPTS / "schafkopf-evening-2.txt"))
        )


def steady(panel):
    """The smallest heap (KB) from which every size up to SIM_KB plays, in STEP KB steps."""
    return steady_heap(lambda kb: plays(panel, kb), SIM_KB, LOW, STEP)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="write the figures here (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("app_sim_heap")
    for panel in ("2.9", "4.2"):
        what = f'{panel}" panel: the scripted evening, smallest heap'
        key = "evening_" + panel.replace(".", "")
        targets.at_most(key, what, steady(panel), SIM_KB - ROOM_KB, " KB")
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
