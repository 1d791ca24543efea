"""The smallest heap a new session is started in with buttons, in the simulator on the
MicroPython unix port (64-bit: about 1.4 times the 32-bit ESP32's figure, docs/measuring.md),
code from .mpy: game, preset, a setting changed, four names typed with the picker, the dealer,
the rule card agreed and the table shown (the script of tests/host/test_new_session_screens.py),
per panel.

MicroPython's smallest heap is not monotonic (a run may pass in 240 KB and fail in 244 KB,
where a large block no longer finds a hole), so the figure is the smallest heap from which
every size up to the simulator's default heap (SIM_KB, host_tools/sim.py) passes, scanned down
in 4 KB steps (bench/targets.py).

Target: at most SIM_KB less 16 KB, the room the device's own figures keep (docs/measuring.md).
Exits 1 when it is missed.

Usage: .venv/bin/python bench/session_heap.py [--json FILE]"""

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "bench"))
from targets import Targets, steady_heap  # noqa: E402

from host_tools.sim import HEAP  # noqa: E402
from tests.host.test_new_session_screens import new_session_script  # noqa: E402

SIM_KB = int(HEAP.rstrip("k"))
ROOM_KB = 16
LOW, STEP = 128, 4  # KB


def starts(panel, heap):
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "new.txt"
        steps = new_session_script()[0]
        script.write_text("\n".join(steps) + "\n")
        command = [sys.executable, "-m", "host_tools.sim", "--flash", str(Path(tmp) / "f.img")]
        command += ["--panel", panel, "--heap", f"{heap}k", "--quiet", "--date", "2026-12-01"]
        command += ["--script", str(script)]
        proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
        out = proc.stdout + proc.stderr
        frames = [line for line in proc.stdout.splitlines() if line.startswith("frame ")]
        # A frame a press, and one more for the busy mark before the table: the session is
        # started and on the table screen (as the test counts them).
        return (
            proc.returncode == 0
            and "Error" not in out
            and "Traceback" not in out
            and len(frames) == len(steps) + 2
        )


def steady(panel, top=SIM_KB):
    """The smallest heap from which every size up to `top` starts the session; None when
    `top` itself does not."""
    return steady_heap(lambda kb: starts(panel, kb), top, LOW, STEP)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="write the figures here (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("session_heap")
    for panel in ("2.9", "4.2"):
        what = f'{panel}" panel: a new session started, smallest heap'
        key = "new_session_" + panel.replace(".", "")
        targets.at_most(key, what, steady(panel), SIM_KB - ROOM_KB, " KB")
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
