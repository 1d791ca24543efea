"""Small test helpers that behave the same under pytest and the MicroPython unix port."""

import sys

from core.errors import InputError


def let_go_games():
    """Forget the game modules loaded, as a device loads one game per evening (on MicroPython,
    whose heap is capped; CPython's other test files keep theirs)."""
    if sys.implementation.name != "micropython":
        return
    from core import heap

    for name in list(sys.modules):
        if name.startswith("core.") and name[5:] not in ("errors", "games", "heap"):
            heap.unload(name)


def raises(fn, *args, field=None):
    """Call fn(*args) and require an InputError (naming `field`, when given); return it."""
    caught = None
    try:
        fn(*args)
    except InputError as err:
        caught = err
    if caught is None:
        raise AssertionError("no InputError from {}{}".format(getattr(fn, "__name__", fn), args))
    if field is not None and caught.field != field:
        raise AssertionError(
            "error names {!r}, expected {!r}: {}".format(caught.field, field, caught)
        )
    return caught


def equal(got, want, label=""):
    if got != want:
        raise AssertionError("{}: got {!r}, want {!r}".format(label, got, want))
