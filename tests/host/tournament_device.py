"""A tournament table kept by the device's own code on the MicroPython unix port: the journal
(app/journal.py) writes the table's session, and after every hand the device's Wi-Fi push
(sync/push.py, the simulated `network`) sends it to the host. The process says its device id,
waits for "go" (the host pairs it meanwhile), then prints one line per hand pushed."""

import json
import os
import subprocess
import sys
from pathlib import Path

import test_sync_wifi as wifi

ROOT = Path(__file__).resolve().parent.parent.parent
MICROPYTHON = Path(sys.executable).parent / "micropython"

SCRIPT = """
import sys, json, time
from app.journal import Journal
from core.session import Session
from sync.push import PushError, push_now
root = sys.argv[1]
table = json.load(open(sys.argv[2]))
journal = Journal(root + "/sessions")
print(journal.device)
sys.stdin.readline()
journal.start(Session(table["game"], table["settings"], table["seats"], 0, "2026-12-05"))
def send():
    for attempt in range(20):
        try:
            push_now(root, journal, None, 30000, None)
            return
        except PushError as err:
            print(json.dumps({"retry": str(err)}))
            time.sleep_ms(200)
    raise SystemExit("the push failed 20 times")
count = 0
for hand in table["hands"]:
    journal.add(hand)
    count += 1
    send()
    print(json.dumps({"hands": count}))
journal.end()
send()
print(json.dumps({"done": count}))
"""


class Device:
    """One table's device process; `device` is its id. start() pairs nothing: the caller pairs
    `device` with `secret`, then calls go() and wait()."""

    def __init__(self, root, url, table, secret, ident=None):
        root = Path(root)
        (root / "sessions").mkdir(parents=True, exist_ok=True)
        if ident is not None:
            (root / "sessions" / "device").write_text(ident)  # as the journal keeps its id
        self.root = root
        self.secret = secret
        wifi.pair(root / "sync" / "config", url, secret)
        spec = root / "table.json"
        spec.write_text(json.dumps(table))
        env = dict(os.environ, MICROPYPATH=str(ROOT / "firmware"))
        env["SCHREIBER_WIFI"] = f"{wifi.SSID}:{wifi.PASSWORD}"
        self.proc = subprocess.Popen(
            [MICROPYTHON, "-X", "heapsize=1M", "-c", SCRIPT, str(root), str(spec)],
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
        """Each line the device prints after go(), as JSON."""
        for line in self.proc.stdout:
            yield json.loads(line)

    def wait(self):
        """Runs the table to its end; RuntimeError with what the device said if it failed."""
        said = [line["retry"] for line in self.lines() if "retry" in line]
        if self.proc.wait(timeout=300) != 0:
            raise RuntimeError(
                f"the device failed: {self.proc.stderr.read()[-2000:]} (it said: {said[-3:]})"
            )

    def logs(self):
        return wifi.device_logs(self.root)
