"""Device entry point: runs the app and reports any error instead of dying silently. On the board
an error nothing caught powers the panel down and resets, or after a few in a row shows it
and sleeps (hardware_setup.failed); OK held at reset gives the REPL instead of the app. In
the simulator the run ends with status 1."""

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


def start(board):
    """What the board does at power-on; `board`: the machine module, None in the simulator."""
    if board is not None:
        import hardware_setup

        if hardware_setup.repl_wanted(board):
            print("Schreiber: OK held at reset, the REPL instead of the app")
            return
    try:
        run()
    except Exception as exc:  # noqa: BLE001 - the device must report, then stop safely
        sys.print_exception(exc)
        if board is None:
            sys.exit(1)  # the simulator: a failed run, for whoever started it
        import hardware_setup

        hardware_setup.failed(board, "{}: {}".format(type(exc).__name__, exc))


# Runs when the board starts it (and when the simulator imports it, as the board would).
start(__import__("machine") if sys.platform == "esp32" else None)
