"""Device entry point: runs the app and reports any error instead of dying silently."""

import sys


def run():
    try:
        import app
    except ImportError as exc:
        # The rules core can be deployed on its own (e.g. for the host tool's checks).
        print("Schreiber: no app installed on this device:", exc)
        return
    app.main()


try:
    run()
except Exception as exc:  # noqa: BLE001 - the device must report, not reset in a loop
    sys.print_exception(exc)
