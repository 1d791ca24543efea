"""A tournament table kept by the device's own code on the MicroPython unix port: the simulator's
device (hal/sim_setup.py: its panel, clock and flash image) runs the app's platform
(app/platform.py) on the table screen; each hand is saved as the entry wizard saves it (the
journal's add), then the platform's save hook runs as after any action: the stack kept, the
table drawn, and the push after a change (sync/auto.py: the busy mark, the Wi-Fi push with its
time limit, the "not sent" mark when it did not finish). The session's start and its end go the
same way. The process says its device id, waits for "go" (the host pairs it meanwhile), then
prints a line per change: the hands the laptop holds after it, or that the push did not
finish (the next change pushes those hands too)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import test_sync_wifi as wifi
from test_sync_serial import device_files

ROOT = Path(__file__).resolve().parent.parent.parent
MICROPYTHON = Path(sys.executable).parent / "micropython"

SCRIPT = """
import sys, json
from hal import sim_setup
device = sim_setup.build()
root = device.storage
for name in ("sessions", "sync"):
    try:
        import os
        os.mkdir(root + "/" + name)
    except OSError:
        pass
with open(root + "/sync/config", "w") as handle:  # as PAIR keeps it
    handle.write(sys.argv[2])
if sys.argv[3]:
    with open(root + "/sessions/device", "w") as handle:
        handle.write(sys.argv[3])
table = json.load(open(sys.argv[1]))
from app.platform import Platform
from core.session import Session
platform = Platform(device, root)
frame = platform.frame
print(platform.journal.device)
sys.stdin.readline()
frame.start(("app.table",))
frame.draw()
def saved(count):
    platform.changed()  # the save hook, as after the wizard's save or the settle-up
    if getattr(frame, "behind", False):
        print(json.dumps({"behind": count}))
    else:
        print(json.dumps({"hands": count}))
platform.journal.start(Session(table["game"], table["settings"], table["seats"], 0, "2026-12-05"))
saved(0)
count = 0
for hand in table["hands"]:
    platform.journal.add(hand)
    count += 1
    saved(count)
platform.journal.end()
saved(count)
if getattr(frame, "behind", False):
    raise SystemExit("the push after the end did not finish")
print(json.dumps({"done": count}))
"""


class Device:
    """One table's device process; `device` is its id. start() pairs nothing: the caller pairs
    `device` with `secret`, then calls go() and wait()."""

    def __init__(self, root, url, table, secret, ident=None):
        root = Path(root)
        root.mkdir(parents=True, exist_ok=True)
        self.root = root
        self.flash = root / "flash.img"
        self.secret = secret
        config = {"secret": secret.hex(), "url": url, "ssid": wifi.SSID, "password": wifi.PASSWORD}
        spec = root / "table.json"
        spec.write_text(json.dumps(table))
        script = root / "buttons.txt"
        script.write_text("")  # no button is pressed: the hands are saved as the wizard saves
        env = dict(os.environ, MICROPYPATH=str(ROOT / "firmware"))
        env["SCHREIBER_WIFI"] = f"{wifi.SSID}:{wifi.PASSWORD}"
        env.update(
            SCHREIBER_FLASH=str(self.flash), SCHREIBER_SCRIPT=str(script), SCHREIBER_QUIET="1",
            SCHREIBER_PANEL="2.9", SCHREIBER_DATE="2026-12-05",
        )  # fmt: skip
        command = [MICROPYTHON, "-X", "heapsize=1M", "-c", SCRIPT, str(spec)]
        self.proc = subprocess.Popen(
            command + [json.dumps(config), ident or ""],
            env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        self.device = self.proc.stdout.readline().strip()
        if not self.device:
            raise RuntimeError("the device did not start: " + self.proc.stderr.read()[-2000:])

    def go(self):
        self.proc.stdin.write("go\n")
        self.proc.stdin.flush()

    def lines(self):
        """Each line of the table's the device prints after go(), as JSON (not the panel's
        "frame" lines)."""
        for line in self.proc.stdout:
            if line.startswith("{"):
                yield json.loads(line)

    def wait(self):
        """Runs the table to its end; RuntimeError with what the device said if it failed."""
        said = [line["behind"] for line in self.lines() if "behind" in line]
        if self.proc.wait(timeout=300) != 0:
            raise RuntimeError(
                f"the device failed: {self.proc.stderr.read()[-2000:]}"
                f" (not sent after hands {said[-3:]})"
            )

    def logs(self):
        """The logs on the flash: {session number: bytes}."""
        files = device_files(self.flash)
        return {int(name[:6]): data for name, data in files.items() if name.endswith(".log")}
