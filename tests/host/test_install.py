"""The host install: the rules core and the sync frames go in under the project's name, never
as a top-level `core` or `sync`, and the installed tool scores an evening with no checkout on
its path."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def test_install_puts_the_core_under_schreiber_and_the_tool_runs(tmp_path):
    # setuptools' build_py lays out the files exactly as a wheel or `pip install` holds them,
    # from pyproject.toml, with .venv's setuptools: no network, no wheel package needed.
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-c", "import setuptools; setuptools.setup()", "-q", "build_py"]
        + ["-d", target],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    installed = {p.relative_to(target).as_posix() for p in target.rglob("*.py")}
    assert {name.split("/")[0] for name in installed} == {"host_tools", "schreiber"}
    shared = (ROOT / "firmware" / "core", ROOT / "firmware" / "sync")
    device = {p.relative_to(ROOT / "firmware").as_posix() for d in shared for p in d.rglob("*.py")}
    assert {"schreiber/" + name for name in device} <= installed

    # From an empty folder, with only the installed files on the path: no checkout, and no
    # site-packages (-S), where the editable install of the checkout lives.
    env = dict(os.environ, PYTHONPATH=str(target))
    run = tmp_path / "run"
    run.mkdir()

    def python(*args):
        return subprocess.run(
            [sys.executable, "-S", *args],
            cwd=run,
            env=env,
            capture_output=True,
            text=True,
        )

    no_core = python("-c", "import core")
    assert no_core.returncode != 0 and "No module named 'core'" in no_core.stderr
    no_sync = python("-c", "import sync")
    assert no_sync.returncode != 0 and "No module named 'sync'" in no_sync.stderr
    example = ROOT / "examples" / "schafkopf-evening.json"
    scored = python("-m", "host_tools", "score", "--json", example)
    assert scored.returncode == 0, scored.stderr
    assert (
        str(target)
        in python("-c", "import host_tools.commands.score_command as s; print(s.__file__)").stdout
    )
    core_file = python("-c", "import host_tools, core.games as g; print(g.__file__)").stdout
    assert core_file.startswith(str(target / "schreiber" / "core"))
    frames_file = python("-c", "import host_tools, sync.wire as f; print(f.__file__)").stdout
    assert frames_file.startswith(str(target / "schreiber" / "sync"))
