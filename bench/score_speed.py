"""Scores the same random valid hands on CPython and on the MicroPython unix port, side by side.

Prints, per game: hands/second on each interpreter (scoring alone is timed, 100 hands at
a time, not the reading of the JSON lines; the rate is that of the median batch, so a batch
slowed by another process on a shared machine does not skew it; the best of --rounds runs,
alternating the interpreters) and their ratio, and the MicroPython heap growth across the
run (heap in use after the last hand minus after the 1,000th, both after a collection; a few
hundred bytes either way is the collector's noise); then the heap taken by importing the core
from .mpy.
Usage: .venv/bin/python bench/score_speed.py [--hands 10000] [--seed 1] [--rounds 3]
Targets (issue figures): MicroPython within 3x of CPython; no heap growth across hands; core
import under 24 KB (Schafkopf family) / 40 KB (all five games).
"""

import argparse
import importlib
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from core import games  # noqa: E402
from scripts import compile_mpy  # noqa: E402

BIN = Path(sys.executable).parent
OUT = ROOT / "build" / "bench"
MPY = OUT / "mpy"
GENERATORS = (
    ("schafkopf", "gen_schafkopf"),
    ("bierkopf", "gen_bierkopf"),
    ("german_schafkopf", "gen_german_schafkopf"),
    ("skat", "gen_skat"),
    ("bauernschnapsen", "gen_schnapsen"),
)
MODULES = {
    "schafkopf": "core.schafkopf",
    "bierkopf": "core.bierkopf",
    "german_schafkopf": "core.german_schafkopf",
    "skat": "core.skat",
    "bauernschnapsen": "core.schnapsen",
}


def compile_core():
    compile_mpy.compile_or_exit(compile_mpy.device_sources(), MPY)


def write_hands(game, generator, count, seed):
    """One JSON line of header (game, settings, players), then one hand record per line."""
    gen = importlib.import_module(generator)
    hands = gen.random_hands(random.Random(seed), count)
    path = OUT / (game + ".jsonl")
    with open(path, "w") as out:
        header = {"game": game, "settings": gen.SETTINGS, "players": gen.PLAYERS}
        out.write(json.dumps(header) + "\n")
        for hand in hands:
            out.write(json.dumps(hand) + "\n")
    return path


def run_cpython(path):
    """Same loop as bench/mp_score.py: parse 100 lines, time the scoring of those 100 (a new
    state after each race), and so on; the rate of the median batch."""
    with open(path) as source:
        header = json.loads(source.readline())
        lines = source.readlines()
    game = header["game"]
    rules = games.make_settings(game, header["settings"])
    players = header["players"]
    state = games.new_state(game, rules, players, 0)
    batch_nanos = []
    for first in range(0, len(lines), 100):
        batch = [json.loads(line) for line in lines[first : first + 100]]
        start = time.perf_counter_ns()
        for hand in batch:
            if state["over"]:
                state = games.new_state(game, rules, players, 0)
            _, state, _ = games.score_hand(game, rules, state, hand)
        if len(batch) == 100:
            batch_nanos.append(time.perf_counter_ns() - start)
    return 100 * 1_000_000_000 // max(statistics.median_low(batch_nanos), 1)


def run_micropython(path, hands):
    proc = subprocess.run(
        [
            BIN / "micropython",
            "-X",
            "heapsize=112k",
            ROOT / "bench" / "mp_score.py",
            path,
            str(hands),
        ],
        env={"MICROPYPATH": str(MPY)},
        capture_output=True,
        text=True,
    )
    if proc.returncode:
        raise SystemExit("MicroPython run failed:\n" + proc.stdout + proc.stderr)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def import_heap(modules, binary=None):
    code = (
        "import gc\ngc.collect()\nb = gc.mem_alloc()\n"
        "for m in {!r}:\n    __import__(m)\n"
        "gc.collect()\nprint(gc.mem_alloc() - b)\n"
    ).format(tuple(["core.games", *modules]))
    proc = subprocess.run(
        [binary or BIN / "micropython", "-X", "heapsize=112k", "-c", code],
        env={"MICROPYPATH": str(MPY)},
        capture_output=True,
        text=True,
        check=True,
    )
    return int(proc.stdout.strip())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3, help="runs per interpreter, best kept")
    parser.add_argument(
        "--micropython32",
        help="a 32-bit build of the unix port (docs/measuring.md): import heap is printed for "
        "it too, as the ESP32 is 32-bit and the PyPI interpreter 64-bit",
    )
    args = parser.parse_args()
    compile_core()
    present = []
    print(
        "{:<17} {:>8} {:>12} {:>12} {:>7} {:>12}".format(
            "game", "hands", "CPython h/s", "MicroPy h/s", "ratio", "heap growth"
        )
    )
    for game, generator in GENERATORS:
        if not (ROOT / "bench" / (generator + ".py")).exists():
            print(f"{game:<17} (no generator yet)")
            continue
        present.append(MODULES[game])
        path = write_hands(game, generator, args.hands, args.seed)
        # Alternate the interpreters and keep each one's best round: the machine's speed
        # drifts, and a ratio of two runs minutes apart would measure the drift.
        cpython = 0
        micro = {"rate": 0}
        for _ in range(args.rounds):
            cpython = max(cpython, run_cpython(path))
            run = run_micropython(path, args.hands)
            micro = run if run["rate"] > micro["rate"] else micro
        ratio = cpython / max(micro["rate"], 1)
        print(
            "{:<17} {:>8} {:>12} {:>12} {:>6.2f}x {:>11}B".format(
                game, args.hands, cpython, micro["rate"], ratio, micro["growth"]
            )
        )
    family = [
        m for m in present if m in ("core.schafkopf", "core.bierkopf", "core.german_schafkopf")
    ]
    builds = [("64-bit unix port from PyPI", None)]
    if args.micropython32:
        builds.append(("32-bit unix port", args.micropython32))
    for label, binary in builds:
        print(f"core import heap (MicroPython, from .mpy), {label}:")
        family_heap = import_heap(family, binary)
        all_heap = import_heap(present, binary)
        print(f"  Schafkopf family ({len(family)}): {family_heap} bytes (target < 24576)")
        print(f"  all games present ({len(present)}): {all_heap} bytes (target < 40960)")


if __name__ == "__main__":
    main()
