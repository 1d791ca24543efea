"""Does the device image fit its flash? The size the frozen code adds to the firmware image,
against its share of the app partition of Schreiber's board (hardware/board/SCHREIBER_ESP32),
and the partition table's own figures.

The frozen size is measured on the unix port built for 32 bits from one MicroPython source,
with and without bench/board_manifest.py (exactly the code a board's image freezes): the
difference of `size`'s text + data. The frozen bytecode, its strings and its object tables are
the same data for any 32-bit target, so this is what the code adds to the ESP32 image too.

The image: the port's own share is bounded by the ESP32 port itself. Its OTA variant of
ESP32_GENERIC (boards/ESP32_GENERIC/sdkconfig.ota) is built optimised for size to fit an app
partition of 0x180000 bytes (partitions-4MiB-ota.csv), and the port's image tool refuses an
image that does not fit its partition (makeimg.py). The board builds the same way and leaves
Bluetooth out, so its image without Schreiber's code is at most that. What the frozen code may
take is the rest of the app partition less HEADROOM, kept for the port and ESP-IDF to grow.

Usage: .venv/bin/python bench/frozen_size.py [--plain32 PATH --board32 PATH] [--json FILE]
Without the two builds (docs/frozen-build.md gives their make commands; the test command has
none) it estimates the frozen size from the .mpy files of the board's code, times the ratio
of frozen size to .mpy size measured with the builds (MPY_TO_FROZEN); the full run fails when
the measured ratio is above that, so the estimate never understates.

Targets: the frozen code within its share; the image estimate within the app partition; the
filesystem at least 1 MiB; the partitions inside the 4 MiB flash, in order, not overlapping.
"""

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from targets import Targets  # noqa: E402

from scripts import compile_mpy  # noqa: E402

BOARD = ROOT / "hardware" / "board" / "SCHREIBER_ESP32"
FLASH = 4 * 1024 * 1024
PORT_IMAGE = 0x180000  # ports/esp32/partitions-4MiB-ota.csv, the ota_0 partition
HEADROOM = 256 * 1024
FILESYSTEM = 1024 * 1024
# Frozen size over .mpy size, measured with the builds (283,876 / 214,409 bytes); rounded up.
MPY_TO_FROZEN = 1.35


def partitions():
    """{name: (offset, size)} from the board's partitions.csv, in the table's order."""
    table = {}
    for line in (BOARD / "partitions.csv").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _kind, _sub, offset, size = [f.strip() for f in line.split(",")[:5]]
            table[name] = (int(offset, 0), int(size, 0))
    return table


def size_of(binary):
    """text + data of an executable, as `size` prints them."""
    out = subprocess.run(["size", binary], capture_output=True, text=True, check=True).stdout
    text, data = out.splitlines()[1].split()[:2]
    return int(text) + int(data)


def mpy_bytes():
    with tempfile.TemporaryDirectory() as out:
        rejected, total = compile_mpy.compile_files(compile_mpy.board_sources(), out)
    if rejected:
        raise SystemExit("mpy-cross refused: " + ", ".join(str(src) for src, _ in rejected))
    return total


def check_table(targets, table):
    ends = [offset + size for offset, size in table.values()]
    starts = [offset for offset, _ in table.values()]
    ordered = all(end <= start for end, start in zip(ends[:-1], starts[1:], strict=True))
    targets.at_most(
        "table_overlaps", "partitions overlapping or out of order", int(not ordered), 0
    )
    targets.at_most("table_end", "end of the last partition", max(ends), FLASH, " bytes")
    vfs = table.get("vfs", (0, 0))[1]
    targets.at_least("filesystem", "filesystem (vfs) partition", vfs, FILESYSTEM, " bytes")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plain32", help="32-bit unix port, nothing frozen")
    parser.add_argument("--board32", help="the same source, with bench/board_manifest.py frozen")
    parser.add_argument("--quick", action="store_true", help="the estimate only (the default)")
    parser.add_argument("--json", help="write the figures to this file (bench/figures.py)")
    args = parser.parse_args()
    targets = Targets("frozen_size")
    table = partitions()
    check_table(targets, table)
    app = table["factory"][1]
    share = app - PORT_IMAGE - HEADROOM
    targets.note("app_partition", "app partition", app, " bytes")
    targets.note("port_image", "the port's image without Schreiber, at most", PORT_IMAGE, " bytes")
    targets.note("frozen_share", "the frozen code's share of it", share, " bytes")
    mpy = mpy_bytes()
    targets.note("mpy_bytes", "the board's code as .mpy", mpy, " bytes")
    if args.plain32 and args.board32:
        frozen = size_of(args.board32) - size_of(args.plain32)
        ratio = round(frozen / mpy, 3)
        what = "frozen size over .mpy size (the estimate's ratio)"
        targets.at_most("mpy_to_frozen", what, ratio, MPY_TO_FROZEN)
        how = "measured, 32-bit unix port"
    else:
        frozen = int(mpy * MPY_TO_FROZEN)
        how = f"estimated, .mpy x {MPY_TO_FROZEN}"
    targets.at_most("frozen_bytes", f"frozen code in the image ({how})", frozen, share, " bytes")
    image = PORT_IMAGE + frozen
    targets.at_most(
        "image_bytes", "image, at most (the port's bound + frozen)", image, app, " bytes"
    )
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
