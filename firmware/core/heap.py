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

What each screen leaves loaded after it closes is pinned by tests/host/test_screen_leftovers.py.
The module is kept to three functions: wherever code is loaded from .mpy each one is heap, and
the 300-hand evening's figure moved by KBs with them (bench/log_size.py)."""

import sys


def load(name):
    """The module `name` (dotted, as imported), imported on first use."""
    __import__(name)
    return sys.modules[name]


def unload(name, suffix=None):
    """Let go of the module `name` if it is loaded: its entry in sys.modules and its package's
    attribute. Whoever still holds the module keeps it; the heap is freed when no one does.
    With a `suffix`, `name` is a beginning: every loaded module whose name starts with it and
    ends with `suffix` goes (a family: "core." and "_choices", the games' question modules).
    One function for both: each function of this module is heap wherever code is loaded from
    .mpy, and the 300-hand evening's figure moved with them (bench/log_size.py)."""
    if suffix is not None:
        for full in list(sys.modules):
            if full.startswith(name) and full.endswith(suffix):
                unload(full)
        return
    if sys.modules.pop(name, None) is None:
        return
    dot = name.rfind(".")
    if dot > 0:
        package = sys.modules.get(name[:dot])
        short = name[dot + 1 :]
        if package is not None and hasattr(package, short):
            delattr(package, short)


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
