"""The smallest heap (in steps of 4 KB) a new session is started in with buttons, in the
simulator on the MicroPython unix port (64-bit: about 1.4 times the 32-bit ESP32's figure,
docs/measuring.md), code from .mpy: game, preset, a setting changed, four names typed with the
picker, the dealer, the rule card agreed and the table shown (the script of
tests/host/test_session_screens.py). Prints one line per panel.

MicroPython's smallest heap is not monotonic (a run may pass in 240 KB and fail in 244 KB,
where a large block no longer finds a hole): --steady scans every size from 320 KB down in
4 KB steps and prints the smallest from which every larger size passes, the figure to compare
between versions. Slower.

Usage: .venv/bin/python bench/session_heap.py [--steady]"""

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.host.test_session_screens import new_session_script  # noqa: E402

LOW, HIGH, STEP = 128, 400, 4  # KB


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


def steady(panel, top=320):
    """The smallest heap from which every size up to `top` starts the session."""
    heap = top
    while heap - STEP >= LOW and starts(panel, heap - STEP):
        heap -= STEP
    return heap


def main():
    if "--steady" in sys.argv[1:]:
        for panel in ("2.9", "4.2"):
            print(f'{panel}" panel: a new session starts in every heap from {steady(panel)} KB up')
        return
    for panel in ("2.9", "4.2"):
        low, high = LOW, HIGH  # low fails (assumed), high passes (checked)
        if not starts(panel, high):
            print(f'{panel}" panel: does not start a session even in {high} KB')
            continue
        while high - low > STEP:
            middle = (low + high) // 2 // STEP * STEP
            if starts(panel, middle):
                high = middle
            else:
                low = middle
        print(f'{panel}" panel: a new session starts in {high} KB (fails in {low} KB)')


if __name__ == "__main__":
    main()
