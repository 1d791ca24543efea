"""Button presses to type a name with the character picker (firmware/app/picker.py), driven
through the picker itself the shortest way round, next to a flat ring of the same characters
in one row (the layout the two-step ring replaces) and to the information-theoretic minimum
for three buttons (log base 3 of the choices per character, DONE included).

The names: the 20 most frequent German first names of players born 1950-1990 (a mix of the
lists of Gesellschaft für deutsche Sprache for those decades), plus names with an umlaut or ß,
as a pub table holds them. Prints presses per name and per character for each layout.
Usage: .venv/bin/python bench/picker_presses.py
"""

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))

from app import picker  # noqa: E402

NAMES = (
    "Thomas", "Michael", "Andreas", "Stefan", "Peter", "Wolfgang", "Klaus", "Jürgen", "Frank",
    "Markus", "Sabine", "Petra", "Monika", "Andrea", "Susanne", "Claudia", "Birgit", "Ute",
    "Karin", "Gabriele", "Jörg", "Günther", "Björn", "Uwe", "Sepp", "Resi", "Vroni", "Maß",
)  # fmt: skip


def two_step(name):
    """Presses through the picker itself: the shorter way round the ring to the group, OK,
    NEXT to the letter, OK; at the end the shorter way to DONE and OK."""
    p = picker.Picker()
    presses = 0
    for ch in name:
        group = next(g for g in range(len(picker.UPPER)) if ch in p.letters_of(g))
        presses += _walk(p, group)
        p.handle("OK")
        at = p.letters().index(ch)
        for _ in range(at):
            p.handle("NEXT")
        p.handle("OK")
        presses += 2 + at
    presses += _walk(p, picker.DONE_AT) + 1
    if p.text != name:
        raise AssertionError(f"typed {p.text!r}, not {name!r}")
    return presses


def _walk(p, target):
    ring = picker.RING
    forward = (target - p.at) % ring
    event = "NEXT" if forward <= ring - forward else "PREV"
    steps = min(forward, ring - forward)
    for _ in range(steps):
        p.handle(event)
    return steps


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


def main():
    choices = len("".join(picker.UPPER)) + 1  # every character and DONE
    per_char = math.log(choices, 3)
    total = {"two": 0, "flat": 0, "min": 0.0, "chars": 0}
    print("{:<10} {:>5} {:>9} {:>6} {:>8}".format("name", "chars", "two-step", "flat", "minimum"))
    for name in NAMES:
        two = two_step(name)
        one = flat(name)
        least = per_char * (len(name) + 1)
        total["two"] += two
        total["flat"] += one
        total["min"] += least
        total["chars"] += len(name)
        print(f"{name:<10} {len(name):>5} {two:>9} {one:>6} {least:>8.1f}")
    chars = total["chars"]
    two, one, least = total["two"] / chars, total["flat"] / chars, total["min"] / chars
    print(f"per character (DONE shared out): two-step {two:.2f}, flat ring {one:.2f}, ", end="")
    print(f"minimum {least:.2f}")


if __name__ == "__main__":
    main()
