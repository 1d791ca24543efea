"""Loading modules for a task and letting them go after it: the device's heap policy, in one
place for the screens, the journal and the core.

Heap, not flash, is the binding limit on the ESP32 (docs/measuring.md): code loaded from .mpy
takes heap for its bytecode and constants for as long as its module is referenced, and even
frozen code keeps its module's globals there. So code needed only now and then (the settings
code while a session is made, the log reader at a restore, a screen and its texts while it is
open, the wizard's questions while a hand is entered) is imported for the task and let go
after it. An import leaves two references to a module: its entry in sys.modules and the
attribute its package gets (`core.settings`). Letting go drops both, and the next collection
frees the module once nothing else holds it; the next import loads it again (from .mpy that
costs its load, frozen almost nothing).

What each screen leaves loaded after it closes is pinned by tests/firmware/test_leftovers.py.
The host, whose threads call the core at once, keeps every module (host_tools/__init__.py)."""

import gc
import sys


def load(name):
    """The module `name` (dotted, as imported), imported on first use."""
    __import__(name)
    return sys.modules[name]


def unload(name):
    """Let go of the module `name` if it is loaded: its entry in sys.modules and its package's
    attribute. Whoever still holds the module keeps it; the heap is freed when no one does."""
    if sys.modules.pop(name, None) is None:
        return
    dot = name.rfind(".")
    if dot > 0:
        parent = name[:dot]
        package = sys.modules.get(parent)
        short = name[dot + 1 :]
        if package is not None and hasattr(package, short):
            delattr(package, short)
        # A package (a game's, core.skat; the sync's, after the roster) with none of its
        # modules loaded any more goes too: its module object would stay for nothing.
        prefix = parent + "."
        for loaded in sys.modules:
            if loaded.startswith(prefix):
                return
        unload(parent)


def unload_all(prefix, suffix=""):
    """Let go of every loaded module whose name starts with `prefix` and ends with `suffix`
    (a family: the games' question modules, the settings' word catalogues)."""
    # One at a time, found afresh after each: a copy of sys.modules to go through (a list as
    # long as every module loaded, 2 KB in one block on the 64-bit port with the frozen device's
    # modules all in it) was the block the 300-hand evening ran out of heap for, as the wizard
    # let go of its questions (tests/host/test_evening_heap.py).
    while True:
        for name in sys.modules:
            if name.startswith(prefix) and name.endswith(suffix):
                break
        else:
            return
        unload(name)


def call(name, function, *args):
    """`name`.`function`(*args), the module imported for the call and let go after it, unless
    it was loaded before: then someone else holds it, and letting it go would only make the
    next import load a second copy beside theirs."""
    kept = name in sys.modules
    try:
        return getattr(load(name), function)(*args)
    finally:
        if not kept:
            unload(name)


def scoped(prefix, function, *args):
    """function(*args), then let go of every module under `prefix` (e.g. "core.") that the
    call loaded: for a task whose imports are not known here (a game's rules loaded by a
    check); what was loaded before stays. The heap is collected first, so what the call loads
    (a game's rules: over 20 KB from .mpy) takes the lowest holes, not the ones between the
    garbage of the last presses: without it the new-session screens' rule card failed at the
    firmware tests' heap and passed 2 KB below and above it."""
    before = list(sys.modules)
    gc.collect()
    try:
        return function(*args)
    finally:
        for name in list(sys.modules):
            if name.startswith(prefix) and name not in before:
                unload(name)
