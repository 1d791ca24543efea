"""Small test helpers that behave the same under pytest and the MicroPython unix port."""

from core.errors import InputError


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
