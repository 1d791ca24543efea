# The unix port build that bench/frozen_heap.py measures: Schreiber's device code frozen and
# nothing else (the unix port's own manifest needs git submodules; docs/frozen-build.md), plus
# the two ways of writing a table of names that docs/measuring.md compares, and the simulator's
# own modules (hal/sim_*.py, left out of a board's image), so that the simulator runs frozen
# for bench/sim_heap.py.
import os

include("../manifest.py", port_manifest=False)
package(
    "hal",
    files=sorted(name for name in os.listdir("../firmware/hal") if name.startswith("sim_")),
    base_path="../firmware",
)
module("table_tuple.py")
module("table_list.py")
