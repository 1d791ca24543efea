"""Button presses per hand through the hand-entry wizard, per game, next to the
information-theoretic minimum for the same mix of hands (issue: the scorer app).

The mix: the hands of the example evenings in examples/ (one per game), each hand as often as
it appears there. They are illustrations written from SPEC's worked examples, not a measured
distribution of real evenings: the figures say how the wizard does on those hands, no more.
The minimum is the entropy of the mix (distinct records, by their share) over log2 of the
choices a press gives: 3 with PREV/NEXT/OK (BACK carries no answer). The wizard uses only
PREV/NEXT/OK and long PREV/NEXT, which every button profile has, so the figures are the same
for the three-button, four-button, rotary and table-edge profiles (the seat buttons are not
used yet). Presses include the OK that opens the wizard and the OK that confirms the hand.

Usage: .venv/bin/python bench/presses.py"""

import json
import math
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts import compile_mpy  # noqa: E402

EVENINGS = (
    "examples/schafkopf-evening.json",
    "examples/bierkopf-partie.json",
    "examples/german-schafkopf.json",
    "examples/skat-bierlachs.json",
    "examples/bauernschnapsen-evening.json",
)
CHOICES_PER_PRESS = 3


def entropy(hands):
    counts = {}
    for hand in hands:
        key = json.dumps(hand, sort_keys=True)
        counts[key] = counts.get(key, 0) + 1
    total = len(hands)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def main():
    with tempfile.TemporaryDirectory() as out:
        pairs = compile_mpy.device_sources()
        for folder in ("core", "firmware", "app"):
            pairs += compile_mpy.test_sources(folder)
        compile_mpy.compile_or_exit(pairs, Path(out))
        proc = subprocess.run(
            [Path(sys.executable).parent / "micropython", "-X", "heapsize=512k"]
            + ["-m", "presses_walk", *EVENINGS],
            env={"MICROPYPATH": out},
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
    print("game               hands  presses/hand  minimum  ratio  (three-button profile)")
    for path, line in zip(EVENINGS, proc.stdout.split("\n"), strict=False):
        game, *counts = line.split()
        hands = json.loads((ROOT / path).read_text())["hands"]
        presses = sum(int(n) for n in counts) / len(counts)
        minimum = entropy(hands) / math.log2(CHOICES_PER_PRESS)
        ratio = presses / minimum if minimum else float("inf")
        print(f"{game:18} {len(counts):5}  {presses:12.1f}  {minimum:7.2f}  {ratio:5.1f}")
        print(f"  {'':16} each hand: {' '.join(counts)}")


if __name__ == "__main__":
    main()
