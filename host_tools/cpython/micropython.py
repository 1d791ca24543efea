"""MicroPython's built-in `micropython` module, as far as the device code shared with CPython
uses it: `const()`, which on the device makes a module-level integer a compile-time constant
(docs.micropython.org, "Speed": const) and here is the value itself.

Only CPython sees this file: scripts/setup-venv puts its folder on .venv's path (the tests, the
benchmarks, the simulator's launcher) and host_tools names it `micropython` for the installed
tool; no MicroPython path holds it, so it never stands in for the real module."""


def const(value):
    return value
