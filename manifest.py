# Freezes Schreiber's device code into a MicroPython firmware image (docs/frozen-build.md):
#   make -C ports/esp32 BOARD=ESP32_GENERIC FROZEN_MANIFEST=/path/to/schreiber/manifest.py
# Frozen bytecode runs from flash: a module's code and constant strings cost no heap, only the
# objects it makes when it runs do.
#
# By default the port's own manifest (asyncio, networking, the ESP32's _boot.py) is frozen too,
# as the firmware needs it. A manifest that wants only Schreiber's code includes this file with
# `include(".../manifest.py", port_manifest=False)` (bench/frozen_heap.py does, for the unix
# port, whose own manifest needs git submodules).
import os

options.defaults(port_manifest=True)

if options.port_manifest:
    include("$(PORT_DIR)/boards/manifest.py")

# The device layout: `core`, `app`, `sync` and `hal` are top-level packages there (firmware
# code imports `from core import x`), frozen with the same names, beside the hardware-setup
# module. A package takes its subpackages along (app/fonts).
package("core", base_path="firmware")
package("app", base_path="firmware")
package("sync", base_path="firmware")
# The hardware layer without the simulator's modules (hal/sim_*.py: the terminal panel, the
# keyboard, the flash image), which only the unix port runs; scripts/compile_mpy.py leaves the
# same files out of the deploy tree. The freezer runs this file from its own folder.
package(
    "hal",
    files=sorted(
        name
        for name in os.listdir("firmware/hal")
        if name.endswith(".py") and not name.startswith("sim_")
    ),
    base_path="firmware",
)
module("hardware_setup.py", base_path="firmware")
# A frozen boot.py and main.py run in place of files of those names on the flash (MicroPython
# looks for frozen ones first), so no file on the device can stop the app from starting.
module("boot.py")
module("main.py")
