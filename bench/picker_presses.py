"""Button presses to type a name with the character picker (firmware/app/picker.py), driven
through the picker itself the way a player does (tests/firmware/picker_rig.py: a name offered
is taken from the list, else the letters the shorter way round), next to the same two-step
ring without the offered names (the picker before them), a flat ring of the same characters in
one row, and the information-theoretic minimum for three buttons without a list of names
(log base 3 of the choices per character, DONE included).

Target: a new name in at most 15 presses on average for the roster examples of docs/roster.md
(read from there); exits 1 when missed. The other names: the 20 most frequent German first
names of players born 1950-1990 (a mix of the lists of Gesellschaft für deutsche Sprache for
those decades), names with an umlaut or ß, and names the picker's list does not hold, which
cost the presses of leaving the list beside the letters.
Usage: .venv/bin/python bench/picker_presses.py [--json FILE]
"""

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "tests" / "firmware"))

from picker_rig import type_name  # noqa: E402

from app import picker  # noqa: E402
from app.picker import NAMES as COMMON  # noqa: E402
from bench.targets import Targets  # noqa: E402

TARGET = 15.0  # presses per new name, on average over the roster examples
OTHERS = (
    "Thomas", "Michael", "Andreas", "Stefan", "Peter", "Wolfgang", "Klaus", "Frank",
    "Markus", "Sabine", "Petra", "Monika", "Andrea", "Susanne", "Claudia", "Birgit", "Ute",
    "Karin", "Gabriele", "Jörg", "Günther", "Björn", "Uwe", "Maß", "Bea", "Lu", "Özlem",
    "Kevin", "Mandy",
)  # fmt: skip


def roster_examples():
    """The names of the example roster file in docs/roster.md (its last code block)."""
    text = (ROOT / "docs" / "roster.md").read_text(encoding="utf-8")
    block = text.split("```")[-2]
    return tuple(line for line in block.splitlines() if line.strip())


def with_list(name):
    return len(type_name(picker.Picker(), name))


def ring_only(name):
    p = picker.Picker()
    p._complete = lambda: None  # the two-step ring as it was before the offered names
    return len(type_name(p, name))


def flat(name):
    """One ring of every character, DONE and DELETE at its ends, the mark staying where the
    last character was taken: the shorter way round to each, and OK."""
    chars = "".join(picker.UPPER)
    ring = len(chars) + 2
    at = 0
    presses = 0
    for ch in name.upper():
        target = chars.index(ch) + 1
        forward = (target - at) % ring
        presses += min(forward, ring - forward) + 1
        at = target
    forward = (ring - 1 - at) % ring
    return presses + min(forward, ring - forward) + 1


def table(title, names):
    per_char = math.log(len("".join(picker.UPPER)) + 1, 3)  # every character and DONE
    print(title)
    print(
        "{:<10} {:>5} {:>6} {:>9} {:>6} {:>8}  {}".format(
            "name", "chars", "picker", "ring only", "flat", "minimum", "listed"
        )
    )
    sums = [0, 0, 0, 0.0]
    for name in names:
        row = (with_list(name), ring_only(name), flat(name), per_char * (len(name) + 1))
        listed = "yes" if "\n" + name + "\n" in COMMON else "no"
        print(
            f"{name:<10} {len(name):>5} {row[0]:>6} {row[1]:>9} {row[2]:>6} {row[3]:>8.1f}  "
            + listed
        )
        for i in range(4):
            sums[i] += row[i]
    count = len(names)
    print(
        f"{'average':<10} {'':>5} {sums[0] / count:>6.2f} {sums[1] / count:>9.2f} "
        f"{sums[2] / count:>6.2f} {sums[3] / count:>8.1f}"
    )
    return sums[0] / count


def main():
    average = table("roster examples (docs/roster.md)", roster_examples())
    print()
    table("other names", OTHERS)
    print()
    targets = Targets("picker_presses")
    examples = roster_examples()
    before = sum(ring_only(name) for name in examples) / len(examples)
    label = f"a new name, roster examples, presses on average (ring only: {before:.2f})"
    targets.at_most("new_name", label, round(average, 2), TARGET)
    json_path = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    return targets.finish(json_path)


if __name__ == "__main__":
    sys.exit(main())
