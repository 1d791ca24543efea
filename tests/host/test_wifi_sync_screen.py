"""The menu's Wi-Fi sync screen on the MicroPython unix port, pushing to a host endpoint on
loopback (tests/host/test_sync_wifi.py's): OK sends the evening and the screen says how much;
without a pairing it says why and nothing is marked synced."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from test_sync_wifi import PASSWORD, SSID, Host, pair

ROOT = Path(__file__).resolve().parent.parent.parent
MICROPYTHON = Path(sys.executable).parent / "micropython"

# Runs on the port: the app's frame over a drawn panel with a two-hand Schafkopf session
# (tests/firmware/screen_rig.py); the pairing, if any, copied into the device's root; the
# menu's Wi-Fi sync opened and OK pressed.
DEVICE = """
import sys, json, os
from app import frame
from screen_rig import build, press
app, device, journal, root = build(session=True)
app.lang = sys.argv[2]  # the device's language (app/device_settings.py)
config = sys.argv[1]
if config:
    os.mkdir(root + "/sync")
    with open(root + "/sync/config", "w") as out:
        out.write(config)
app.act(frame.push("app.wifi_sync"))
app.draw()
press(app, "OK")
screen = app.top()
log = root + "/sessions/000001.log"
with open(log, "rb") as handle:
    size = len(handle.read())
print(json.dumps({"state": screen.state, "sent": screen.sent, "marked": screen.marked,
    "message": screen.message, "size": size, "synced": journal.is_synced("000001"),
    "push_loaded": "sync.push" in sys.modules or hasattr(sys.modules.get("sync"), "push"),
    "left": [name for name in ("sync.roster", "core.names", "core.shown") if name in sys.modules],
    "roster": root + "/roster" in [root + "/" + name for name in os.listdir(root)]}))
"""


def run_device(config_text, lang="en"):
    paths = [ROOT / "firmware", ROOT / "tests" / "firmware", ROOT / "tests" / "core"]
    env = dict(os.environ, MICROPYPATH=":".join(str(p) for p in paths))
    env["SCHREIBER_WIFI"] = f"{SSID}:{PASSWORD}"
    proc = subprocess.run(
        [MICROPYTHON, "-X", "heapsize=1M", "-c", DEVICE, config_text, lang],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


def test_ok_pushes_the_open_session_and_says_how_much(tmp_path):
    secret = os.urandom(32)
    host = Host(secret)
    try:
        config = tmp_path / "sync" / "config"
        pair(config, host.url, secret)
        out = run_device(config.read_text())
        assert out["state"] == "done", out
        stored = {s: bytes(d) for (_dev, s), d in host.store.items()}
        assert list(stored) == [1] and len(stored[1]) == out["size"] == out["sent"]
        assert out["marked"] == 0 and not out["synced"]  # the session is still open
        assert not out["push_loaded"]  # the push's code let go after the sync
    finally:
        host.close()


def test_the_roster_names_taken_leave_no_code_loaded_behind_them(tmp_path):
    # Names the host offers go into the roster (sync.roster), each checked as a name
    # (core.names, core.shown); none of that code is needed until the next sync.
    secret = os.urandom(32)
    host = Host(secret, names=["Zenzi", "Loisl"])
    try:
        config = tmp_path / "sync" / "config"
        pair(config, host.url, secret)
        out = run_device(config.read_text())
        assert out["state"] == "done" and out["roster"], out
        assert out["left"] == [], out
    finally:
        host.close()


def test_without_a_pairing_the_screen_says_so_and_marks_nothing(tmp_path):
    out = run_device("")
    assert out["state"] == "failed", out
    assert "pair" in out["message"].lower(), out
    assert out["sent"] == 0 and not out["synced"]


def test_a_german_device_says_why_in_german(tmp_path):
    out = run_device("", "de")
    assert out["state"] == "failed", out
    assert out["message"] == "nicht gekoppelt: erst über USB koppeln", out


def test_every_reason_the_push_gives_is_worded_in_every_language():
    from app import texts_push_de, texts_push_en

    source = (ROOT / "firmware" / "sync" / "push.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'(?:PushError|_StaleChallengeError)\("(\w+)"', source))
    assert len(keys) >= 15, keys
    for texts in (texts_push_en, texts_push_de):
        assert keys <= set(texts.PUSH), keys - set(texts.PUSH)
