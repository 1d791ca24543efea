"""No module name in two of the folders the tests import from: pytest runs every test of
tests/core and tests/host in one process, where test files put tests/firmware, bench, scripts
and the firmware on sys.path, each where it likes; with one name in two of them, which file an
import finds depends on which test ran first (a host test importing its helper
test_session_screens got the firmware test of that name once tests/firmware was put first).
Each name is in one folder only, so every import finds its own file whatever the order."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
# Put on sys.path by pyproject.toml (pythonpath), by pytest beside each test file, by the
# tests and benches themselves (sys.path.insert / append), and by tests/run_all.py for the
# unix port (the firmware and its tests, tests/core, compiled into one folder).
FOLDERS = (
    ".",
    "firmware",
    "host_tools/cpython",
    "tests",
    "tests/core",
    "tests/host",
    "tests/firmware",
    "tests/app",
    "bench",
    "scripts",
)


def modules(folder):
    """The names `import` finds in `folder`: its .py files and its packages."""
    names = set()
    for path in folder.iterdir():
        if path.suffix == ".py" and path.name != "conftest.py":  # pytest's, one per folder
            names.add(path.stem)
        elif path.is_dir() and (path / "__init__.py").exists():
            names.add(path.name)
    return names


def folders():
    """FOLDERS, and every folder of the checkout that a test imported so far put on sys.path."""
    found = {(ROOT / name).resolve() for name in FOLDERS}
    for entry in sys.path:
        path = Path(entry or ".").resolve()
        if path.is_dir() and ROOT in path.parents and ".venv" not in path.parts:
            found.add(path)
    return sorted(found)


def twice(places, base=ROOT):
    """{name: [folders, relative to `base`]} for every module name in more than one of
    `places`."""
    where = {}
    for folder in places:
        for name in modules(folder):
            where.setdefault(name, []).append(folder.relative_to(base).as_posix())
    return {name: found for name, found in where.items() if len(found) > 1}


def test_no_module_name_is_in_two_folders_the_tests_import_from():
    found = twice(folders())
    assert found == {}, f"one name, two files (rename one): {found}"


def test_the_check_sees_a_name_in_two_folders(tmp_path):
    """The check above can fail: two folders with a helper of one name, a package among them,
    are caught; a pytest conftest.py in each is not a module anyone imports."""
    for side in ("host", "firmware"):
        (tmp_path / side / "rig").mkdir(parents=True)
        (tmp_path / side / "rig" / "__init__.py").write_text("")
        (tmp_path / side / "helper.py").write_text("")
        (tmp_path / side / "conftest.py").write_text("")
        (tmp_path / side / f"only_{side}.py").write_text("")
    found = twice([tmp_path / "host", tmp_path / "firmware"], tmp_path)
    assert found == {"helper": ["host", "firmware"], "rig": ["host", "firmware"]}
