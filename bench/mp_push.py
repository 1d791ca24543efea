"""Run on the MicroPython port by bench/push_heap.py (compiled to .mpy, so no script is
compiled on the heap measured): restore the open session of an evening from its log, as the
device does at a start, then with "push" push it to the laptop the way the device does after a
hand (sync/auto.py, its heap policy included). Prints "ok" when all of it ran.

Usage: micropython -m mp_push ROOT evening|push"""

import sys

from app.journal import Journal


class _Frame:
    """What sync/auto.py asks of the app's frame (app/frame.py): no panel here."""

    device = None

    def __init__(self, root, journal):
        self.root = root
        self.journal = journal

    def busy(self):
        pass


def main():
    root, mode = sys.argv[1], sys.argv[2]
    journal = Journal(root + "/sessions")
    journal.restore()
    if mode == "push":
        from core import heap

        frame = _Frame(root, journal)
        if not heap.call("sync.auto", "after_change", frame) or frame.behind:
            print("not pushed")
            return
    print("ok")


main()
