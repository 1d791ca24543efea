"""What each screen of the device leaves loaded after it closes, against the list below: each
screen opened, drawn and closed on the MicroPython unix port in a process of its own
(tests/firmware/leftovers.py), and the modules it left (in sys.modules or bound in their
package) compared. A screen that leaves more than listed fails: let the new module go with the
screen (its close(), core.heap), or, if it must stay, add it here and say why. On the device
every module left is heap the table and the next screen do not have (docs/measuring.md)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
MICROPYTHON = Path(sys.executable).parent / "micropython"

# Beyond what the table had loaded before the screen opened. A font may stay: app.type keeps
# the sizes drawn until release(), which the screens call before a task that needs the room.
LEFT = {
    "app.menu": (),
    "app.history": (),
    "app.entry": (),
    "app.settle": ("app.fonts.sans24",),
    "app.notice": (),
    "app.selftest": (),
    "app.settings_screen": (),
    "app.wifi_sync": (),
    "app.sync_view": (),
    "app.newsession": (),
}

DEVICE = "import json, sys, leftovers; print(json.dumps(leftovers.run(sys.argv[1])))"


def left_by(screen):
    paths = [ROOT / "firmware", ROOT / "tests" / "firmware", ROOT / "tests" / "core"]
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(str(p) for p in paths))
    proc = subprocess.run(
        [MICROPYTHON, "-X", "heapsize=1M", "-c", DEVICE, screen],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


@pytest.mark.parametrize("screen", sorted(LEFT))
def test_a_screen_leaves_no_more_than_listed(screen):
    left = left_by(screen)
    grown = [name for name in left if name not in LEFT[screen]]
    assert not grown, f"{screen} now leaves loaded: {', '.join(grown)}"


def test_the_list_names_every_screen():
    """A new screen module (one with make()) must be listed, so its leftovers are checked."""
    screens = []
    for path in sorted((ROOT / "firmware" / "app").glob("*.py")):
        if "\ndef make(app, saved)" in path.read_text(encoding="utf-8"):
            screens.append("app." + path.stem)
    # The table is the resting screen, never closed; the wizard opens as app.entry.
    assert sorted(set(screens) - {"app.table", "app.wizard"}) == sorted(LEFT)
