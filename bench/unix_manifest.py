# The unix port build that bench/frozen_heap.py measures: Schreiber's device code frozen and
# nothing else (the unix port's own manifest needs git submodules; docs/frozen-build.md), plus
# the two ways of writing a table of names that docs/measuring.md compares.
include("../manifest.py", port_manifest=False)
module("table_tuple.py")
module("table_list.py")
