"""core.heap.unload_all lets go of a family of modules without asking the heap for a block: it
runs where the heap is cut up (the wizard letting go of its questions at the end of a long
evening, tests/host/test_evening_heap.py), and a copy of sys.modules there was a block as long
as every module loaded."""

import sys

import micropython

from checks import equal
from core import heap


class _Module:
    pass


def test_a_family_is_let_go_with_the_heap_locked():
    family = ["zzfam{}choices".format(i) for i in range(4)]
    others = ["zzfam{}texts".format(i) for i in range(2)] + ["zzother0choices"]
    for name in family + others:
        sys.modules[name] = _Module()
    try:
        micropython.heap_lock()  # any allocation now raises MemoryError
        try:
            heap.unload_all("zzfam", "choices")
        finally:
            micropython.heap_unlock()
        equal([name for name in family if name in sys.modules], [])
        equal([name for name in others if name in sys.modules], others)
    finally:
        for name in family + others:
            sys.modules.pop(name, None)
