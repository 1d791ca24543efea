"""Schreiber host tool: score, sync, store, export and report card-game sessions."""

import sys

# The rules core is installed as `schreiber.core` (pyproject.toml), but its modules import one
# another as `core`, their name on the device: make that name refer to it in this process. In a
# checkout whose firmware/ is on the path (the tests, the benchmarks) `core` may already be the
# same files, imported under their own name; then it is left as it is. Without the project
# installed, importing `core` fails later and host_tools/__main__ says what to run.
if "core" not in sys.modules:
    try:
        from schreiber import core
    except ImportError:
        pass
    else:
        sys.modules["core"] = core
