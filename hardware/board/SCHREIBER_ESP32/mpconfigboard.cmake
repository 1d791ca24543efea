# Schreiber's board for the MicroPython ESP32 port (v1.29): a plain ESP32 module with 4 MiB of
# flash, built with `make -C ports/esp32 BOARD_DIR=/path/to/schreiber/hardware/board/SCHREIBER_ESP32`
# (docs/frozen-build.md). What differs from ports/esp32/boards/ESP32_GENERIC: no Bluetooth
# (boards/sdkconfig.ble is not listed), code optimised for size, the partition table beside
# this file, and Schreiber's code frozen in.
set(IDF_TARGET esp32)

set(SDKCONFIG_DEFAULTS
    boards/sdkconfig.base
    ${MICROPY_BOARD_DIR}/sdkconfig.board
)

# ESP-IDF opens CONFIG_PARTITION_TABLE_CUSTOM_FILENAME relative to the port's folder, where a
# board kept outside the MicroPython tree is not; the port's CMakeLists.txt joins the listed
# fragments without substituting variables, so the absolute path goes in a fragment of its own.
file(WRITE ${CMAKE_BINARY_DIR}/sdkconfig.schreiber_partitions
    "CONFIG_PARTITION_TABLE_CUSTOM_FILENAME=\"${MICROPY_BOARD_DIR}/partitions.csv\"\n")
list(APPEND SDKCONFIG_DEFAULTS ${CMAKE_BINARY_DIR}/sdkconfig.schreiber_partitions)

# The repository's manifest: the port's own (_boot.py, asyncio, networking) and Schreiber's
# device code. A FROZEN_MANIFEST given to make still wins (ports/esp32/CMakeLists.txt).
set(MICROPY_FROZEN_MANIFEST ${MICROPY_BOARD_DIR}/../../../manifest.py)

# The Berkeley DB module (btree) is not used.
set(MICROPY_PY_BTREE OFF)
