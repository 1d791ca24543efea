"""bench/sim_heap.py's evening is the same evening on every run: the device's identity (which
makes the session's tag, and so every frame's CRC) and the clock's date are the bench's, not a
random id the journal makes on a new flash image nor today's date (docs/measuring.md: the
figure moved by 2 KB from run to run while they were)."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import sim_heap  # noqa: E402

from host_tools import sim  # noqa: E402


def stored_identity(env):
    """The identity the device's journal finds on the loaded image."""
    code = "\n".join(
        (
            "from hal import sim_flash",
            f"root = sim_flash.mount({env['SCHREIBER_FLASH'] + '.loaded'!r})",
            "print(open(root + '/sessions/device').read())",
        )
    )
    out = subprocess.run([sim.BIN / "micropython", "-c", code], env=env, capture_output=True)
    return out.stdout.decode().strip()


def test_the_evening_is_loaded_for_the_benchs_identity_and_date(tmp_path):
    build = ROOT / "build" / "sim"
    sim.compile_firmware(build)
    evening = tmp_path / "evening.json"
    names = ["Hans", "Sepp", "Resi", "Vroni"]
    evening.write_text(json.dumps({"game": "schafkopf", "players": names, "hands": []}))
    env = sim_heap.environment(tmp_path, "4.2", build)
    assert env["SCHREIBER_DATE"] == sim_heap.DATE
    for identity in sim_heap.IDENTITIES[:2]:
        sim_heap.load_flash(env, evening, identity)
        assert stored_identity(env) == identity
