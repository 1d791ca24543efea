"""Heap taken by the hardware layer on the MicroPython unix port: importing the hal and the
refresh policy from .mpy, and each panel's framebuffer, driver and refresh policy, plus the
heap peak of drawing a screen and refreshing it (full, then partial).

Usage: .venv/bin/python bench/hal_heap.py [--micropython32 PATH] [--json FILE]
Target: the heap peak of the whole run (start-up, imports, a panel's framebuffer, a full and
a partial refresh) at most 96 KB, the device's 112 KB less the 16 KB kept to spare; exits 1
otherwise.
Run with CPython, it compiles firmware/ with mpy-cross and runs itself once per panel under
the unix port at -X heapsize=112k (the device's heap). The PyPI port is 64-bit; pass a 32-bit
build (docs/measuring.md) for figures closer to the ESP32's.
"""

import sys

PANELS = ("2.9", "4.2")


def measure(panel):
    """Runs under MicroPython: prints one line of figures for `panel`."""
    import gc

    import micropython

    gc.collect()
    start = gc.mem_alloc()
    from app.refresh import RefreshPolicy
    from hal import buttons, clock, power, ssd168x

    gc.collect()
    imported = gc.mem_alloc() - start

    class Bus:
        def write(self, data):
            pass

    class Clock:
        def ticks_ms(self):
            return 0

        def ticks_diff(self, a, b):
            return a - b

        def sleep_ms(self, ms):
            pass

    def pin(*value):
        return 0

    spec = ssd168x.PANELS[panel]
    gc.collect()
    before = gc.mem_alloc()
    buf = bytearray(spec.buffer_size())
    display = ssd168x.EPD(spec, buf, Bus(), pin, pin, pin, pin, Clock())
    policy = RefreshPolicy(display)
    gc.collect()
    built = gc.mem_alloc() - before
    display.fill(1)
    display.text("Schreiber", 8, 8, 0)
    policy.action_done()
    display.text("hand 2", 8, 40, 0)
    policy.action_done()
    gc.collect()
    after_use = gc.mem_alloc() - before
    del buttons, clock, power
    print(f"{panel} {imported} {spec.buffer_size()} {built} {after_use} {micropython.mem_peak()}")


def main():
    import argparse
    import os
    import subprocess
    import tempfile
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    bin_dir = Path(sys.executable).parent
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--micropython32", help="a 32-bit build of the unix port")
    parser.add_argument("--json", help="write the figures to this file (bench/figures.py)")
    args = parser.parse_args()
    sys.path.insert(0, str(root / "bench"))
    from targets import Targets

    targets = Targets("hal_heap")
    ports = [("64-bit (PyPI)", str(bin_dir / "micropython"))]
    if args.micropython32:
        ports.append(("32-bit", args.micropython32))
    with tempfile.TemporaryDirectory() as tmp:
        sys.path.insert(0, str(root))
        from scripts import compile_mpy

        # The script itself goes in compiled too, so no compiler work shows in the peak.
        this = [(Path(__file__), Path("hal_heap_run.py"))]
        compile_mpy.compile_or_exit(compile_mpy.device_sources() + this, tmp)
        env = dict(os.environ, MICROPYPATH=tmp)
        print(
            "{:<14} {:>5} {:>12} {:>11} {:>13} {:>13} {:>10}".format(
                "port", "panel", "hal imports", "framebuf", "driver+buf", "after 2 shows", "peak"
            )
        )
        for label, binary in ports:
            command = [binary, "-X", "heapsize=112k", "-m", "hal_heap_run"]
            start = subprocess.run(command + ["baseline"], env=env, capture_output=True, text=True)
            print(f"{label:<14} start-up peak alone: {start.stdout.strip()}")
            for panel in PANELS:
                proc = subprocess.run(
                    command + [panel],
                    env=env,
                    capture_output=True,
                    text=True,
                )
                if proc.returncode:
                    raise SystemExit(proc.stdout + proc.stderr)
                fields = proc.stdout.split()
                print("{:<14} {:>5} {:>12} {:>11} {:>13} {:>13} {:>10}".format(label, *fields))
                key = f"{label[:2]}_{panel.replace('.', '')}"
                names = ("imports", "framebuf", "driver", "after", "peak")
                for name, value in zip(names, fields[1:], strict=True):
                    targets.figures[f"{name}_{key}"] = {"value": int(value)}
                what = f"{label}, {panel}in panel, heap peak of the whole run"
                targets.at_most(f"peak_kb_{key}", what, -(-int(fields[5]) // 1024), 96, " KB")
    print(
        "bytes of heap under -X heapsize=112k. 'peak': the port's heap peak over the whole run"
        " (start-up, imports with their load-time buffers, the framebuffer, a full and a"
        " partial refresh)"
    )
    return targets.finish(args.json)


def baseline():
    """Runs under MicroPython: the heap peak of starting the port and this script alone."""
    import micropython

    print(micropython.mem_peak())


if __name__ == "__main__":
    if sys.implementation.name == "micropython":
        baseline() if sys.argv[1] == "baseline" else measure(sys.argv[1])
    else:
        sys.exit(main())
