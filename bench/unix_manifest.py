# The unix port build that bench/frozen_heap.py measures: Schreiber's device code frozen and
# nothing else (the unix port's own manifest needs git submodules; docs/frozen-build.md).
include("../manifest.py", port_manifest=False)
