"""The cell read while the evening goes on (app/platform.py): low gives a notice once, empty
saves the session, leaves a notice on the glass and deep-sleeps. The simulator's cell is
--battery mV (hal/sim_setup.SimADC)."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
EVENING = ROOT / "examples" / "schafkopf-evening.json"


def simulator(tmp_path, *extra, stdin=""):
    command = [sys.executable, "-m", "host_tools.sim", "--quiet", "--date", "2026-11-27"]
    command += ["--flash", str(tmp_path / "flash.img"), *extra]
    return subprocess.run(
        command, cwd=ROOT, input=stdin, capture_output=True, text=True, timeout=180
    )


def screens(out):
    """The words of each screen a driven run printed."""
    return [
        " ".join(item[0] for item in json.loads(line[len("screen ") :]))
        for line in out.splitlines()
        if line.startswith("screen ")
    ]


def test_low_battery_warns_once(tmp_path):
    run = simulator(
        tmp_path, "--load", str(EVENING), "--battery", "3550", "--drive", stdin="press ok\nquit\n"
    )
    assert run.returncode == 0, run.stdout + run.stderr
    shown = screens(run.stdout)
    assert "Battery low" in shown[0], shown
    assert "Battery low" not in shown[1], shown  # any button: back to the table


def test_empty_battery_saves_and_sleeps(tmp_path):
    script = tmp_path / "script.txt"
    script.write_text("press next\n")
    run = simulator(tmp_path, "--load", str(EVENING), "--battery", "3300", "--script", str(script))
    assert run.returncode == 75, run.stdout + run.stderr  # asleep: no OK press to wake it
    assert run.stdout.count("deep sleep") == 1, run.stdout
    # The notice was saved with the stack: the next boot, charged, shows it first.
    again = simulator(tmp_path, "--battery", "3900", "--drive", stdin="quit\n")
    assert "Battery empty" in screens(again.stdout)[0], again.stdout
