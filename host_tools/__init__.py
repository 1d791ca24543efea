"""Schreiber host tool: score, sync, store, export and report card-game sessions."""

import sys

# The rules core and the sync protocol's frames are installed as `schreiber.core` and
# `schreiber.sync` (pyproject.toml), but their modules import one another as `core` and `sync`,
# their names on the device: make those names refer to them in this process. In a checkout whose
# firmware/ is on the path (the tests, the benchmarks) they may already be the same files,
# imported under their own names; then they are left as they are. Without the project installed,
# importing `core` fails later and host_tools/__main__ says what to run.
for _name in ("core", "sync"):
    if _name not in sys.modules:
        try:
            __import__("schreiber." + _name)
        except ImportError:
            pass
        else:
            sys.modules[_name] = sys.modules["schreiber." + _name]

# The device code shared with the host imports `const` from MicroPython's `micropython` module:
# in a checkout .venv has the stub on its path (scripts/setup-venv); installed, it comes with
# the tool and is named here.
if "micropython" not in sys.modules:
    try:
        import micropython  # noqa: F401
    except ImportError:
        from host_tools.cpython import micropython as _stub

        sys.modules["micropython"] = _stub

# core.heap lets a module go after its task: the device's heap is its binding limit. The host
# serves HTTP requests on several threads (the sync, the tournament board), and one thread
# letting go of a module while another imported or used it made the other fail (a KeyError in
# core.heap.load) or load a second copy of it. The host's memory is not its limit: it keeps
# every module it loaded (tests/host/test_host_threads.py).
try:
    from core import heap as _heap
except ImportError:  # core not installed: host_tools/__main__ says what to run
    pass
else:

    def _keep(name):
        """core.heap.unload on the host: the module stays loaded."""

    _heap.unload = _keep
