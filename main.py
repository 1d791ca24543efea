"""Device entry point: runs the app and reports any error instead of dying silently."""

import sys

_MISSING_APP = "no module named 'app'"  # MicroPython's text when the package is not there


def app_missing(exc):
    """True when `exc` says the app package itself is not installed, not that something the app
    imports is missing (a driver, a font: an error in the app, to be reported as one)."""
    name = getattr(exc, "name", None)  # CPython names the missing module; MicroPython does not
    if name is not None:
        return name == "app"
    return bool(exc.args) and exc.args[0] == _MISSING_APP


def run():
    """Import the app and run it; False if there is no app on the device."""
    try:
        import app
    except ImportError as exc:
        if not app_missing(exc):
            raise
        # The rules core can be deployed on its own (e.g. for the host tool's checks).
        print("Schreiber: no app installed on this device:", exc)
        return False
    app.main()
    return True


# Runs when the board starts it (and when the simulator imports it, as the board would).
try:
    run()
except Exception as exc:  # noqa: BLE001 - the device must report, not reset in a loop
    sys.print_exception(exc)
