"""The smallest heap (in steps of 4 KB) the firmware plays the scripted Schafkopf evening in, in
the simulator on the MicroPython unix port (64-bit: about 1.4 times the 32-bit ESP32's figure,
docs/measuring.md): hand entry, the power cut mid-hand, undo and correction
(tests/scripts/schafkopf-evening-*.txt), per panel. Prints one line per panel.

Usage: .venv/bin/python bench/app_sim_heap.py"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "tests" / "scripts"
EVENING = SCRIPTS / "schafkopf-stock-bock-ramsch.json"
LOW, HIGH, STEP = 160, 400, 4  # KB


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


def main():
    for panel in ("2.9", "4.2"):
        low, high = LOW, HIGH  # low fails (assumed), high passes (checked)
        if not plays(panel, high):
            print(f'{panel}" panel: does not play the evening even in {high} KB')
            continue
        while high - low > STEP:
            middle = (low + high) // 2 // STEP * STEP
            if plays(panel, middle):
                high = middle
            else:
                low = middle
        print(f'{panel}" panel: the scripted evening plays in {high} KB (fails in {low} KB)')


if __name__ == "__main__":
    main()
