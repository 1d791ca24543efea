"""A tournament table's device played through the simulator's screens: the firmware on the
MicroPython unix port, driven by wizard_driver.py as a player presses the buttons. Paired with
the laptop beforehand (its flash holds the pairing, as `schreiber pair` leaves it), its menu's
Wi-Fi sync brings the table handed to it and OK starts it; every hand goes through the entry
wizard, the menu's sync pushes the list as the table plays, and at the series' end the
settle-up ends the session and a last sync pushes it."""

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
SYNC_EVERY = 12  # hands between the table's pushes


class SimTable:
    """The device `ident` on the flash image `flash`, until close()."""

    def __init__(self, flash, ident, url, secret):
        self.flash = flash
        self.ident = ident
        new = not flash.exists()
        if new:
            config = {"secret": secret.hex(), "url": url, "ssid": SSID, "password": PASSWORD}
            env = dict(os.environ, MICROPYPATH=str(ROOT / "firmware"))
            command = [MICROPYTHON, "-c", SETUP, str(flash), ident, json.dumps(config)]
            subprocess.run(command, env=env, check=True, capture_output=True, timeout=60)
        os.environ["SCHREIBER_WIFI"] = f"{SSID}:{PASSWORD}"  # the network it joins
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

    def play(self, seats, hands):
        """Start the table the sync brings, enter `hands` through the wizard (pushing every
        SYNC_EVERY hands), end the session with the settle-up and push it."""
        device = self.device
        self.sync()
        device.press("ok")  # the table shown: started, nothing typed
        foot = " ".join(self._said())
        if "game 1 of" not in foot:
            raise DriverError(f"the table did not start: {self._said()}")
        for count, hand in enumerate(hands, 1):
            device.enter(hand, seats)
            if count % SYNC_EVERY == 0:
                self.sync()
        if f"all {len(hands)} played" not in " ".join(self._said()):
            raise DriverError(f"the series is not played out: {self._said()}")
        device.hold("next")
        device.choose_label("Settle up")
        device.press("ok")  # the session ended
        device.press("ok")
        self.sync()

    def close(self):
        self.device.close()

    def logs(self):
        """The logs on the flash: {session number: bytes}."""
        files = device_files(self.flash)
        return {int(name[:6]): data for name, data in files.items() if name.endswith(".log")}
