"""main.py started the way the device starts it (as __main__), on the MicroPython unix port: what
it prints with no app, with an app whose driver is missing, and with a working app."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from scripts import compile_mpy  # noqa: E402

MICROPYTHON = Path(sys.executable).parent / "micropython"


def start_device(tmp_path, app_init=None, status=0):
    """Compile main.py, add an app package with `app_init` as its __init__ (None: no app), and
    run `micropython -m main`; return its output, after checking its exit status."""
    compile_mpy.compile_or_exit([(ROOT / "main.py", Path("main.py"))], tmp_path)
    if app_init is not None:
        (tmp_path / "app").mkdir()
        (tmp_path / "app" / "__init__.py").write_text(app_init)
    proc = subprocess.run(
        [MICROPYTHON, "-X", "heapsize=112k", "-m", "main"],
        env=dict(os.environ, MICROPYPATH=str(tmp_path)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == status, proc.stdout + proc.stderr
    return proc.stdout


def test_no_app_is_reported_as_such(tmp_path):
    out = start_device(tmp_path)
    assert out == "Schreiber: no app installed on this device: no module named 'app'\n"


def test_missing_driver_is_reported_as_an_error_with_its_traceback(tmp_path):
    # An error is a failed run: status 1 off the board (on it, main.py resets the board).
    out = start_device(tmp_path, "import epd_no_such_driver\n", status=1)
    assert "no app installed" not in out
    assert out.startswith("Traceback")
    assert "ImportError: no module named 'epd_no_such_driver'" in out


def test_the_app_is_run(tmp_path):
    out = start_device(tmp_path, "def main():\n    print('app running')\n")
    assert out == "app running\n"
