"""The smallest heap the firmware boots and runs in, in the simulator (the run command), on
the MicroPython unix port: boot with each panel's framebuffer, walk the self-test, show the
standings of an open session, idle until the script ends. Once with the example Schafkopf
evening (9 hands) and once with a random 300-hand evening (bench/gen_schafkopf.py).

The figures include the simulator's own modules (terminal drawing, PNG writer, the flash
image) in place of the SPI driver: on a board the driver (hal/ssd168x.py) takes their place.
The port from PyPI is 64-bit; a 32-bit build (docs/measuring.md) gives the device's figures.
A build with the code frozen in (bench/unix_manifest.py, docs/frozen-build.md: the simulator's
modules are frozen too) runs it from the frozen image, as the device's firmware image does;
every other build loads it from .mpy files, as a board with copied files does.

Usage: .venv/bin/python bench/sim_heap.py [INTERPRETER ...] [--micropython32 PATH]
(default: the PyPI port). Target (issue): the boot and a 300-hand evening fit in 96 KB.
"""

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from frozen_heap import describe, stale  # noqa: E402
from gen_schafkopf import PLAYERS, SETTINGS, random_hands  # noqa: E402

from host_tools import sim  # noqa: E402

SELF_TEST = "press prev\npress next\npress ok\nhold ok 1200\npress ok\nwait 2000\n"
STEP_KB = 2


def evening_300(path):
    hands = random_hands(random.Random(300), 300)
    names = ["Hans", "Sepp", "Resi", "Vroni"][:PLAYERS]
    data = {"game": "schafkopf", "settings": SETTINGS, "players": names, "hands": hands}
    path.write_text(json.dumps(data))


def runs(binary, env, kb):
    # Every try from the same flash: the screen shown last is kept there.
    shutil.copyfile(env["SCHREIBER_FLASH"] + ".loaded", env["SCHREIBER_FLASH"])
    command = [binary, "-X", f"heapsize={kb}k", "-c", "import boot\nimport main"]
    proc = subprocess.run(command, env=env, capture_output=True, text=True)
    frames = [line for line in proc.stdout.splitlines() if line.startswith("frame ")]
    return proc.returncode == 0 and len(frames) == 6 and "Error" not in proc.stdout


def smallest(binary, env):
    low, high = 16, 512  # KB: fails at low, passes at high
    if not runs(binary, env, high):
        return None
    while high - low > STEP_KB:
        mid = (low + high) // 2
        if runs(binary, env, mid):
            high = mid
        else:
            low = mid
    return high


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("interpreters", nargs="*", help="unix port builds (default: PyPI's)")
    parser.add_argument("--micropython32", help="a 32-bit build of the unix port")
    args = parser.parse_args()
    binaries = [Path(b) for b in args.interpreters] or [sim.BIN / "micropython"]
    if args.micropython32:
        binaries.append(Path(args.micropython32))
    build = ROOT / "build" / "sim"
    sim.compile_firmware(build)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        script = tmp / "selftest.txt"
        script.write_text(SELF_TEST)
        big = tmp / "evening-300.json"
        evening_300(big)
        print("smallest heap (KB) to boot, walk the self-test and show the standings")
        for binary in binaries:
            bits, frozen = describe(binary)
            code = "frozen" if frozen else ".mpy"
            note = " (device code changed since this build)" if frozen and stale(binary) else ""
            print(f"{binary}: {bits}-bit, code from {code}{note}")
            for evening in (ROOT / "examples" / "schafkopf-evening.json", big):
                for panel in ("2.9", "4.2"):
                    flash = tmp / "flash.img"
                    flash.unlink(missing_ok=True)
                    options = sim.parse(["--panel", panel, "--flash", str(flash), "--quiet"])
                    options.script = str(script)
                    env = sim.environment(options, build, False)
                    loaded = str(flash) + ".loaded"
                    Path(loaded).unlink(missing_ok=True)
                    # The flash is written by the PyPI port from .mpy: the same image for all.
                    loader = [sim.BIN / "micropython", ROOT / "scripts" / "sim_load.py"]
                    loader += [loaded, evening]
                    subprocess.run(loader, env=env, check=True, capture_output=True)
                    if frozen:
                        env["MICROPYPATH"] = ".frozen"  # only the frozen image, no .mpy files
                    kb = smallest(binary, env)
                    hands = len(json.loads(evening.read_text())["hands"])
                    print(f"  {panel}in panel, {hands:3d} hands: {kb} KB")


if __name__ == "__main__":
    main()
