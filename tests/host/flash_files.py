"""Files written into a simulator's flash image (the LittleFS image hal/sim_flash.py mounts) as
the device's own code would have left them: the pairing PAIR keeps in sync/config, the language
the settings screen keeps in device.cfg."""

import json
import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
MICROPYTHON = ROOT / ".venv" / "bin" / "micropython"
WRITE = """
import sys, os, json
from hal import sim_flash
root = sim_flash.mount(sys.argv[1])
for name, text in json.loads(sys.argv[2]).items():
    if "/" in name:
        try:
            os.mkdir(root + "/" + name.split("/")[0])
        except OSError:
            pass
    with open(root + "/" + name, "w") as handle:
        handle.write(text)
try:
    print(open(root + "/sessions/device").read().strip())
except OSError:
    print("")
"""


def write(flash, files):
    """Write `files` ({path under the flash's root: text}); returns the device's id (its
    sessions/device), "" when it has none yet."""
    env = dict(os.environ, MICROPYPATH=str(ROOT / "firmware"))
    command = [MICROPYTHON, "-c", WRITE, str(flash), json.dumps(files)]
    done = subprocess.run(command, env=env, check=True, capture_output=True, text=True)
    return done.stdout.strip()


def pairing(url, secret, ssid, password):
    """sync/config as PAIR keeps it for Wi-Fi."""
    config = {"secret": secret.hex(), "url": url, "ssid": ssid, "password": password}
    return {"sync/config": json.dumps(config)}
