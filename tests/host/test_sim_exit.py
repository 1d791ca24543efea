"""The simulator's exit status says whether the firmware ran: an error nothing caught (here a
MemoryError in too small a heap) ends it with status 1, as a check on the status alone must
see; on the board the same error powers the panel down and resets (tests/firmware/test_main)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def test_memory_error_ends_the_run_with_status_1(tmp_path):
    script = tmp_path / "script.txt"
    script.write_text("press next\n")
    command = [sys.executable, "-m", "host_tools.sim", "--quiet", "--heap", "40k"]
    command += ["--flash", str(tmp_path / "flash.img"), "--script", str(script)]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert "MemoryError" in run.stdout + run.stderr, run.stdout + run.stderr
    assert run.returncode == 1, run.returncode


def test_a_run_that_ends_well_ends_with_status_0(tmp_path):
    script = tmp_path / "script.txt"
    script.write_text("press next\n")
    command = [sys.executable, "-m", "host_tools.sim", "--quiet"]
    command += ["--flash", str(tmp_path / "flash.img"), "--script", str(script)]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
