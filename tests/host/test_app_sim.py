"""A Schafkopf evening played with the buttons in the real simulator (the README's run command,
the firmware on the MicroPython unix port): a Ramsch first, a thrown-in deal (Stock and Bock),
hands in the Bock round, the power cut (SIGKILL) while a hand is half entered, the same
question back after the restart, then an undo and a correction from the history. The button
scripts are tests/scripts/schafkopf-evening-*.txt, written from tests/app/app_evening.py (whose
totals tests/app/test_app_evening.py checks against the core); frames are compared with golden
PNGs a person has looked at."""

import os
import signal
import subprocess
import sys
from pathlib import Path

from test_sim import GOLDEN, check_golden, pixels, run_command

ROOT = Path(__file__).resolve().parent.parent.parent
SCRIPTS = ROOT / "tests" / "scripts"
EVENING = SCRIPTS / "schafkopf-stock-bock-ramsch.json"
MICROPYTHON = Path(sys.executable).parent / "micropython"
TIMEOUT = 300
# The heap these runs get: the launcher's default, which an evening with the wizard needs on
# the 64-bit port with the code loaded from .mpy (docs/simulator.md).
HEAP = "320k"


def frames_of(script):
    for line in script.read_text().splitlines():
        if "frames: " in line:
            return int(line.split("frames: ")[1])
    raise AssertionError(f"{script} names no frame count")


def load(flash, panel):
    proc = subprocess.run(
        [sys.executable, "-m", "host_tools.sim", "--flash", str(flash), "--panel", panel]
        + ["--load", str(EVENING), "--script", os.devnull, "--quiet", "--heap", HEAP],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def play_until_the_power_cut(flash, frames, panel):
    """Script 1 up to its pause, then everything killed at once."""
    script = SCRIPTS / "schafkopf-evening-1.txt"
    wanted = frames_of(script)
    command = run_command(flash, frames, script, "--quiet", "--panel", panel, "--heap", HEAP)
    proc = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, text=True, start_new_session=True
    )
    notes = []
    try:
        for line in proc.stdout:
            if line.startswith("frame "):
                notes.append(line)
                if len(notes) == wanted:
                    break
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=TIMEOUT)
        proc.stdout.close()
    assert len(notes) == wanted, notes[-3:]
    return frames / f"frame-{wanted:04d}.png"


def play_after_the_power_cut(flash, frames, panel, pushes=0):
    """Script 2; `pushes`: the changes a device paired for Wi-Fi tries to push after (each a
    busy mark and the table again, sync/auto.py)."""
    script = SCRIPTS / "schafkopf-evening-2.txt"
    proc = subprocess.run(
        run_command(flash, frames, script, "--quiet", "--panel", panel, "--heap", HEAP),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env={k: v for k, v in os.environ.items() if k != "SCHREIBER_WIFI"},  # no network
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr
    notes = [line for line in proc.stdout.splitlines() if line.startswith("frame ")]
    # one refresh per press at most, busy marks aside
    assert len(notes) == frames_of(script) + 2 * pushes
    return frames / f"frame-{len(notes):04d}.png"


def test_a_schafkopf_evening_with_a_power_cut_undo_and_correction(tmp_path):
    for panel, tag in (("4.2", "42"), ("2.9", "29")):
        flash = tmp_path / f"flash{tag}.img"
        load(flash, panel)
        cut = play_until_the_power_cut(flash, tmp_path / f"before{tag}", panel)
        check_golden(cut, f"evening-cut-{tag}")  # the wizard at hand 5's result
        last = play_after_the_power_cut(flash, tmp_path / f"after{tag}", panel)
        # After the restart the same question is shown again.
        assert pixels(tmp_path / f"after{tag}" / "frame-0001.png") == pixels(cut)
        check_golden(last, f"evening-end-{tag}")


def test_the_scripts_are_those_the_evening_writes(tmp_path):
    out = tmp_path / "mpy"
    sys.path.insert(0, str(ROOT))
    from scripts import compile_mpy

    pairs = compile_mpy.device_sources()
    for folder in ("core", "firmware", "app"):
        pairs += compile_mpy.test_sources(folder)
    compile_mpy.compile_or_exit(pairs, out)
    written = tmp_path / "scripts"
    written.mkdir()
    root = None
    for part in ("1", "2"):
        proc = subprocess.run(
            [MICROPYTHON, "-X", "heapsize=" + HEAP, "-m", "write_scripts", str(written), part]
            + ([root] if root else []),
            env={"MICROPYPATH": str(out)},
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
        root = proc.stdout.split()[-1]
    for name in ("schafkopf-evening-1.txt", "schafkopf-evening-2.txt"):
        assert (written / name).read_text() == (SCRIPTS / name).read_text(), name
    assert GOLDEN.exists()
