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
    # The host's words are read from the installed sources, not the checkout's.
    words = python(
        "-c",
        "import host_tools.texts as t, host_tools.words as w\n"
        "print(t.WORDS['game.skat'], w.SOURCES)",
    )
    assert words.stdout.split() == ["Skat", str(target / "schreiber" / "words")], words.stderr
    core_file = python("-c", "import host_tools, core.games as g; print(g.__file__)").stdout
    assert core_file.startswith(str(target / "schreiber" / "core"))
    frames_file = python("-c", "import host_tools, sync.wire as f; print(f.__file__)").stdout
    assert frames_file.startswith(str(target / "schreiber" / "sync"))


def test_without_the_extras_the_tool_scores_and_exports_csv_and_names_what_is_missing(
    tmp_path, capsys
):
    """Installed with no site-packages at all (-S: no matplotlib, openpyxl, werkzeug, nor
    pyserial or tqdm): score, show and the CSV and JSON exports work; the report, the XLSX
    export and serve each say in one line which extra to install (pyproject.toml)."""
    from export_evenings import make_store

    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-c", "import setuptools; setuptools.setup()", "-q", "build_py"]
        + ["-d", target],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    db = str(make_store(tmp_path))
    env = dict(os.environ, PYTHONPATH=str(target))

    def tool(*args):
        return subprocess.run(
            [sys.executable, "-S", "-m", "host_tools", *args],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
        )  # fmt: skip

    for args in (
        ["score", str(ROOT / "examples" / "skat-bierlachs.json")],
        ["show", "1", "--db", db],
        ["export", "--db", db, "-o", "all.csv"],
        ["export", "--db", db, "-o", "all.json"],
    ):
        done = tool(*args)
        assert done.returncode == 0, (args, done.stderr)
    for args, extra, module in (
        (["export", "--db", db, "-o", "all.xlsx"], "xlsx", "openpyxl"),
        (["report", "1", "--db", db, "-o", "r"], "report", "matplotlib"),
        (["serve", "--db", db], "serve", "werkzeug"),
    ):
        done = tool(*args)
        assert done.returncode == 2, (args, done.stderr)
        assert done.stderr == (
            f"schreiber {args[0]}: this needs {module}, which is not installed: "
            f"pip install 'schreiber[{extra}]'\n"
        )
    assert not (tmp_path / "all.xlsx").exists() and not (tmp_path / "r").exists()
