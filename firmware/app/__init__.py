"""What the device does: the screen stack and its screens (docs/app.md), the session journal,
the refresh policy."""

import sys


def main():
    """Build the device (the board's hardware_setup, or the simulated backend on the unix port)
    and run the app until the simulator's input ends (a board runs until it sleeps)."""
    if sys.platform in ("linux", "darwin"):
        from hal import sim_setup as setup
    else:
        import hardware_setup as setup
    device = setup.build()
    from app.platform import Platform

    Platform(device, getattr(device, "storage", "")).run()
