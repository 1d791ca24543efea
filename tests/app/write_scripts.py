"""Writes the evening of app_evening.py as simulator button scripts (run on the unix port from
the repository's top, like the tests): tests/scripts/schafkopf-evening-1.txt up to the power
cut, -2.txt after it. The first begins with the self-test a new device shows. Run again after
a change to the wizard; tests/host/test_app_sim.py checks the files are current.
Arguments: [FOLDER [2 ROOT]]: where to write, and the second part after the first's run in ROOT
(a process of its own, as the device after a power cut)."""

import sys

from app_evening import first_part, second_part

OUT = sys.argv[1] if len(sys.argv) > 1 else "tests/scripts"
PART = sys.argv[2] if len(sys.argv) > 2 else "1"  # "1", or "2 ROOT" after the first's run
SELF_TEST = ("press prev", "press next", "press ok", "hold ok 1200", "press ok")
SELF_TEST_FRAMES = 5  # the self-test's own frames before the table


def write(path, lines, frames, note):
    with open(path, "w") as handle:
        handle.write("# {}\n".format(note))
        handle.write("# written by tests/app/write_scripts.py; frames: {}\n".format(frames))
        handle.write("\n".join(lines) + "\n")


if PART == "1":
    first = first_part()
    write(
        OUT + "/schafkopf-evening-1.txt",
        SELF_TEST + tuple(first.script) + ("pause",),
        SELF_TEST_FRAMES + len(first.display.shown),
        "Schafkopf: a Ramsch, thrown in (Stock, Bock), 2 hands; hand 5 half entered, then pause",
    )
    print(first.root)
else:
    # The power cut: a new process, as the device boots again with only the flash left.
    second = second_part(sys.argv[3])
    write(
        OUT + "/schafkopf-evening-2.txt",
        tuple(second.script),
        len(second.display.shown),
        "after the power cut: hand 5 finished, hand 6, undo, hand 6 again, hand 3 corrected",
    )
    print(" ".join(str(score) for score in second.journal.session.state["scores"]))
