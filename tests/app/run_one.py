"""Runs one test function of one tests/app module under MicroPython, in a fresh heap as the
device has after a boot: `micropython run_one.py MODULE FUNCTION`. Exit status 1 on failure."""

import gc
import sys

module = __import__(sys.argv[1])
gc.collect()
try:
    getattr(module, sys.argv[2])()
except Exception as exc:  # noqa: BLE001 - report the failure with its traceback
    print("FAIL {}.{}".format(sys.argv[1], sys.argv[2]))
    sys.print_exception(exc)
    sys.exit(1)
gc.collect()
print("{}.{}: passed (heap free {})".format(sys.argv[1], sys.argv[2], gc.mem_free()))
