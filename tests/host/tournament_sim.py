"""A tournament table's device played through the simulator's screens: the firmware on the
MicroPython unix port, driven by wizard_driver.py as a player presses the buttons. Paired with
the laptop beforehand (its flash holds the pairing, as `schreiber pair` leaves it), its menu's
Wi-Fi sync brings the table handed to it and OK starts it; every hand goes through the entry
wizard, and the device pushes the list by itself after each (sync/auto.py); at the series' end
the settle-up ends the session, and that is pushed too, with no menu sync."""

import json
import os
import subprocess

from test_sync_serial import device_files
from test_sync_wifi import PASSWORD, SSID
from wizard_driver import ROOT, SELF_TEST, Device, DriverError

MICROPYTHON = ROOT / ".venv" / "bin" / "micropython"
# The device's id and its pairing written into a new flash image, as the journal and PAIR
# keep them (app/journal.py: `device` where the port has no machine.unique_id()).
SETUP = """
import sys, os
from hal import sim_flash
root = sim_flash.mount(sys.argv[1])
for folder in ("/sessions", "/sync"):
    os.mkdir(root + folder)
for name, text in (("/sessions/device", sys.argv[2]), ("/sync/config", sys.argv[3])):
    with open(root + name, "w") as handle:
        handle.write(text)
"""


class SimTable:
    """The device `ident` on the flash image `flash`, until close(); `wifi`: the networks there
    are (SCHREIBER_WIFI, hal/sim_network.py), the table's by default."""

    def __init__(self, flash, ident, url, secret, wifi=None):
        self.flash = flash
        self.ident = ident
        new = not flash.exists()
        if new:
            config = {"secret": secret.hex(), "url": url, "ssid": SSID, "password": PASSWORD}
            env = dict(os.environ, MICROPYPATH=str(ROOT / "firmware"))
            command = [MICROPYTHON, "-c", SETUP, str(flash), ident, json.dumps(config)]
            subprocess.run(command, env=env, check=True, capture_output=True, timeout=60)
        os.environ["SCHREIBER_WIFI"] = wifi or f"{SSID}:{PASSWORD}"  # the network it joins
        self.device = Device(flash)
        if new:
            self.device.send(SELF_TEST)

    def _said(self):
        return self.device.screen.texts()

    def sync(self):
        """The menu's Wi-Fi sync, from the table screen; back on it (or on the table the sync
        brought, when no session is open)."""
        device = self.device
        device.hold("next")  # a long NEXT: the menu
        device.choose_label("Wi-Fi sync")
        device.press("ok")
        if "Done" not in self._said():
            raise DriverError(f"the sync did not finish: {self._said()}")
        device.press("ok")  # back to the menu, or on to the table the sync brought
        if device.screen.title() == "Menu":
            device.hold("ok")

    def start(self):
        """The menu's sync brings the table; OK starts it (and the device pushes the start)."""
        self.sync()
        self.device.press("ok")  # the table shown: started, nothing typed
        foot = " ".join(self._said())
        if "game 1 of" not in foot:
            raise DriverError(f"the table did not start: {self._said()}")

    def play(self, seats, hands):
        """Start the table the sync brings, enter `hands` through the wizard (the device
        pushing after each), end the session with the settle-up (pushed too)."""
        device = self.device
        self.start()
        for hand in hands:
            device.enter(hand, seats)
        if f"all {len(hands)} played" not in " ".join(self._said()):
            raise DriverError(f"the series is not played out: {self._said()}")
        device.hold("next")
        device.choose_label("Settle up")
        device.press("ok")  # the session ended
        device.press("ok")  # back on the table: the ended session pushed

    def close(self):
        self.device.close()

    def logs(self):
        """The logs on the flash: {session number: bytes}."""
        files = device_files(self.flash)
        return {int(name[:6]): data for name, data in files.items() if name.endswith(".log")}
