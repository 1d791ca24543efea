"""The app's own tests (tests/app/) on the MicroPython unix port, device code from .mpy, each
test function in a process of its own at the heap the app's simulator runs get
(tests/host/test_app_sim.py: more than the launcher's default 208k, which an evening with hand
entry and the bitmap fonts loaded from .mpy outgrows). They drive the real frame, wizard,
history and journal with button events (tests/app/app_driver.py)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from test_app_sim import HEAP  # noqa: E402

from scripts import compile_mpy  # noqa: E402

MICROPYTHON = Path(sys.executable).parent / "micropython"
# Every test function on its own: a fresh heap each, as the device has after a boot.
TESTS = [
    (path.stem, name)
    for path in sorted((ROOT / "tests" / "app").glob("test_*.py"))
    for name in re.findall(r"^def (test_\w+)\(", path.read_text(), re.M)
]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    out = tmp_path_factory.mktemp("app-mpy")
    pairs = compile_mpy.device_sources()
    for folder in ("core", "firmware", "app"):
        pairs += compile_mpy.test_sources(folder)
    compile_mpy.compile_or_exit(pairs, out)
    return out


@pytest.mark.parametrize("module,function", TESTS, ids=[t[1] for t in TESTS])
def test_app_on_the_unix_port(compiled, module, function):
    proc = subprocess.run(
        [MICROPYTHON, "-X", "heapsize=" + HEAP, "-m", "run_one", module, function],
        env={"MICROPYPATH": str(compiled), "PATH": "/usr/bin:/bin"},
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "passed" in proc.stdout
