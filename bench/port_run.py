"""Runs the MicroPython unix port for a bench from a layout whose paths do not depend on where the
repository was cloned.

Every module the port imports keeps its path on the heap, and the journal's file names are
made on it too, so a heap figure measured with absolute paths moves with the length of the
checkout's path (by 3-5 KB on the 64-bit restore). Here the device code is compiled into a
work folder, the port runs with that folder as its working directory, and every path it sees is
relative and the same each time: `<prefix>m/core/session.mpy`, the bench scripts in
`<prefix>b/`, the journal in `s/`. `prefix` (a folder name of a chosen length, empty by
default) lets a bench measure what a longer path costs.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts import compile_mpy  # noqa: E402

BIN = Path(sys.executable).parent
PYPI_PORT = BIN / "micropython"
# An id as an ESP32's: machine.unique_id() is its 6-byte MAC (ports/esp32/modmachine.c).
DEVICE_ID = "a4cf12b3c4d5"


_FROZEN = {}


def frozen(binary):
    """True when the device code is frozen into `binary` (a build with bench/unix_manifest.py)."""
    if binary not in _FROZEN:
        _FROZEN[binary] = _imports_frozen_core(binary)
    return _FROZEN[binary]


def _imports_frozen_core(binary):
    command = [binary, "-c", "import core"]
    env = dict(os.environ, MICROPYPATH=".frozen")
    return subprocess.run(command, env=env, capture_output=True, cwd="/").returncode == 0


def bits(binary):
    command = [binary, "-c", "import sys; print(64 if sys.maxsize > 1 << 32 else 32)"]
    return int(subprocess.run(command, capture_output=True, text=True, check=True).stdout)


class Layout:
    """A work folder holding the device code (.mpy) and the bench's MicroPython scripts."""

    def __init__(self, scripts=(), prefix=""):
        self.work = Path(tempfile.mkdtemp(prefix="schreiber-bench-"))
        self.prefix = prefix
        code = self.work / prefix if prefix else self.work
        compile_mpy.compile_or_exit(compile_mpy.device_sources(), code / "m")
        pairs = [(ROOT / "bench" / (name + ".py"), Path(name + ".py")) for name in scripts]
        compile_mpy.compile_or_exit(pairs, code / "b")

    def copy_in(self, path, name):
        """Copy a data file into the work folder as `name`; returns `name` (relative)."""
        shutil.copyfile(path, self.work / name)
        return name

    def fresh(self, name="s", like=None):
        """A journal folder `name`, same path each time: a copy of the folder `like`, or a new
        one holding only the device's id. The unix port has no machine.unique_id, so the
        journal would make a random id (app.journal), and with it a session tag whose encoded
        length, and so every frame's and the heap's figures, would change from run to run."""
        shutil.rmtree(self.work / name, ignore_errors=True)
        if like:
            shutil.copytree(self.work / like, self.work / name)
        else:
            (self.work / name).mkdir()
            (self.work / name / "device").write_text(DEVICE_ID)
        return name

    def command(self, binary, args, heap_kb=None):
        """(command, environment) that run `binary [-X heapsize] args` on this layout's code,
        to be started in the work folder (cwd=self.work)."""
        command = [binary or PYPI_PORT]
        if heap_kb:
            command += ["-X", f"heapsize={heap_kb}k"]
        code = ".frozen" if binary and frozen(binary) else self.prefix + "m"
        env = dict(os.environ, MICROPYPATH=os.pathsep.join([code, self.prefix + "b"]))
        return [*map(str, command), *map(str, args)], env

    def run(self, binary, args, heap_kb=None):
        """Run `binary [-X heapsize] args` in the work folder; the CompletedProcess (text)."""
        command, env = self.command(binary, args, heap_kb)
        return subprocess.run(command, cwd=self.work, env=env, capture_output=True, text=True)

    def close(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
