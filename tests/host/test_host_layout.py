"""The host tool's layout: packages by job, stacked in layers, every import going down.

Layers, lowest first: the words' sources; what every part uses (the user's error, the words,
text widths); scoring (hand records replayed under the core); the store; sync, export,
report and tournament beside one another (none imports another); the verbs; the command line. A
module imports the core, its own package, and lower layers only, so no import runs back up and no
circle can form; module names say their job and name nothing else in host_tools, on the device
or in Python's library.
"""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOST = ROOT / "host_tools"

# The dotted prefix (a package or a module) -> its layer.
LAYERS = {
    "host_tools": 0,  # the package's __init__: makes `core` importable, nothing else
    "host_tools.cpython": -1,  # below all: the stub of MicroPython's `micropython`, for CPython
    "host_tools.words": 0,  # the words' source files read for the host (words/<lang>.txt)
    "host_tools.command_error": 1,
    "host_tools.texts": 1,
    "host_tools.textwidth": 1,
    "host_tools.extras": 2,  # what an optional part needs, said in one line when missing
    "host_tools.scoring": 2,
    "host_tools.store": 3,
    "host_tools.sync": 4,
    "host_tools.export": 4,
    "host_tools.report": 4,
    "host_tools.tournament": 4,  # SPEC §11 beside them: the store's sessions as tables' lists
    "host_tools.commands": 5,
    "host_tools.cli": 6,
    "host_tools.__main__": 7,
    "host_tools.sim": 7,  # the simulator's launcher (./run): imports nothing of the host tool
}


def module_name(path):
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules():
    return {module_name(path): path for path in sorted(HOST.rglob("*.py"))}


def home(name):
    """The LAYERS entry a module belongs to: its longest listed prefix."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        prefix = ".".join(parts[:end])
        if prefix in LAYERS and (prefix != "host_tools" or name == "host_tools"):
            return prefix
    return None


def imports(path, known):
    """The host_tools modules a file imports, at its top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                whole = node.module + "." + alias.name
                found.add(whole if whole in known else node.module)
    return {name for name in found if name == "host_tools" or name.startswith("host_tools.")}


def graph():
    known = modules()
    return {name: imports(path, known) for name, path in known.items()}


def test_every_module_has_a_layer():
    assert [name for name in modules() if home(name) is None] == []


def test_imports_go_down_only():
    wrong = []
    for name, targets in graph().items():
        mine = home(name)
        for target in targets:
            theirs = home(target)
            if theirs == mine or target == "host_tools":
                continue  # the same package, or the package's __init__
            if theirs is None or LAYERS[theirs] >= LAYERS[mine]:
                wrong.append(f"{name} imports {target}")
    assert wrong == []


def test_no_import_circle():
    edges = graph()
    done, path = set(), []

    def visit(name):
        if name in path:
            return path[path.index(name) :] + [name]
        if name in done:
            return None
        path.append(name)
        for target in sorted(edges.get(name, ())):
            circle = visit(target)
            if circle:
                return circle
        path.pop()
        done.add(name)
        return None

    circles = [circle for circle in map(visit, sorted(edges)) if circle]
    assert circles == []


def test_module_names_name_one_job():
    host = [path.stem for path in HOST.rglob("*.py") if not path.stem.startswith("__")]
    packages = {path.name for path in HOST.iterdir() if (path / "__init__.py").exists()}
    device = {
        path.stem for path in (ROOT / "firmware").rglob("*.py") if not path.stem.startswith("__")
    }
    twice = sorted({stem for stem in host if host.count(stem) > 1})
    assert twice == [], "two host modules share a name"
    assert sorted(set(host) & packages) == [], "a module named like a package of host_tools"
    assert sorted(set(host) & device) == [], "a host module named like a device module"
    assert sorted(set(host) & set(sys.stdlib_module_names)) == [], "named like a library module"


def test_the_layers_catch_an_upward_import(tmp_path, monkeypatch):
    """The check itself fails on an import that runs back up (a store module importing a verb)."""
    store = tmp_path / "host_tools" / "store"
    store.mkdir(parents=True)
    (store / "__init__.py").write_text("")
    (store / "up.py").write_text("from host_tools.commands import show_command\n")
    known = {"host_tools.commands.show_command": None}
    targets = imports(store / "up.py", known)
    assert targets == {"host_tools.commands.show_command"}
    assert LAYERS[home("host_tools.commands.show_command")] > LAYERS[home("host_tools.store.up")]
