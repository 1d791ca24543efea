# What a board's image freezes of Schreiber (manifest.py without the port's own manifest), for
# the unix port build whose size bench/frozen_size.py measures: the same code the ESP32 image
# carries, compiled by the same freezer for a 32-bit target.
include("../manifest.py", port_manifest=False)
