"""Runs one core test module under MicroPython: every test_* function, then checks the core
modules it used were loaded from .mpy files. Exit status 1 on any failure."""

import gc
import sys

name = sys.argv[1]
module = __import__(name)
passed = 0
failed = 0
for attr in sorted(dir(module)):
    if not attr.startswith("test_"):
        continue
    fn = getattr(module, attr)
    if not callable(fn):
        continue
    gc.collect()
    try:
        fn()
        passed += 1
    except Exception as exc:  # noqa: BLE001 - report every failure and go on
        failed += 1
        print("FAIL {}.{}".format(name, attr))
        sys.print_exception(exc)

core = [m for m in sys.modules if m.split(".")[0] in ("core", "app")]
not_mpy = [m for m in core if not sys.modules[m].__file__.endswith(".mpy")]
for m in not_mpy:
    print("FAIL {}: core module {} was not loaded from .mpy".format(name, m))
if not core:
    print("FAIL {}: imports no core module".format(name))
if passed + failed == 0:
    print("FAIL {}: no tests collected".format(name))
gc.collect()
print(
    "{}: {} passed, {} failed (micropython, core from .mpy: {} modules, heap free {})".format(
        name, passed, failed, len(core), gc.mem_free()
    )
)
sys.exit(1 if failed or not_mpy or not core or passed == 0 else 0)
