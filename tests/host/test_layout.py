"""The device code's layout holds its architecture (README, "Layout"): every import of
firmware/, at the top of a module or inside a function, runs down the layers, never round in a
circle, and no two modules share a name for different jobs. Read from the sources with `ast`,
so an import that only a rare path takes counts too.

The layers, lowest first; a module imports from its own layer or below:
  core    the rules core (runs on the host too): at its top the parts every game shares;
          core.log, the log's bytes, imports only core.errors and itself; a game's package
          (core.<game>, named in core.games.ROWS) imports the shared parts and core.teams,
          never another game; nothing else in the core imports a game (the registry names
          them as strings, core.games and core.facts import them by that name)
  hal     the hardware layer and the board's wiring (hardware_setup)
  sync    the device's side of the sync protocol, its wire format and the roster it fills
  app     the screens, the journal, the loop
The functions take the folder and its layers, so the host tool's packages can be held the same
way."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
LAYERS = {"core": 0, "hal": 1, "hardware_setup": 1, "sync": 2, "app": 3}
# Packages of the core that hold one game each (core.games.ROWS), and what the team games
# share: their modules are named by their job in the game (rules, choices, options, facts,
# describe, ...), the same job in every package.
GAME_PACKAGES = ("schafkopf", "bierkopf", "german_schafkopf", "skat", "bauernschnapsen", "teams")
SHARED_BY_GAMES = ("core.teams",)
# Core modules that ask every game's module of their name (core.facts asks <game>.facts).
ASKING = ("core.facts",)
LOG_MAY_IMPORT = ("core.errors", "core.log")


def modules(folder):
    """{dotted name: path} of every module under `folder` (a package by its __init__)."""
    found = {}
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(folder).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports(found):
    """{module: set of the modules of `found` it imports}: `import a.b`, `from a import b`
    (a module b, else the package a) and relative imports, wherever they stand."""
    graph = {}
    for name, path in found.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        out = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                out.update(alias.name for alias in node.names if alias.name in found)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([base] if base else []))
                for alias in node.names:
                    full = base + "." + alias.name
                    if full in found:
                        out.add(full)
                    elif base in found:
                        out.add(base)
        out.discard(name)
        graph[name] = out
    return graph


def circles(graph):
    """The import circles: each a sorted list of the modules that reach one another."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                group.append(other)
                if other == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def upward(graph, layers):
    """(importer, imported) for each import into a higher layer than the importer's."""
    rank = {name: layers[name.split(".")[0]] for name in graph}
    return sorted((a, b) for a in graph for b in graph[a] if rank[b] > rank[a])


def _game(name):
    """The game package `name` is a module of, else None."""
    parts = name.split(".")
    if len(parts) > 2 and parts[0] == "core" and parts[1] in GAME_PACKAGES:
        return parts[1]
    return None


def core_rules(graph):
    """(importer, imported, rule broken) for each import that breaks the core's own order."""
    broken = []
    for a in sorted(graph):
        for b in sorted(graph[a]):
            if not (a.startswith("core.") and b.startswith("core.")):
                continue
            if a.startswith("core.log.") and not b.startswith(LOG_MAY_IMPORT):
                broken.append((a, b, "core.log imports only core.errors and core.log"))
            game_a, game_b = _game(a), _game(b)
            if game_b is None or game_a == game_b or b.startswith(SHARED_BY_GAMES):
                if game_a is None and game_b is not None and b.startswith(SHARED_BY_GAMES):
                    broken.append((a, b, "only a game imports what the games share"))
                continue
            if game_a is None:
                broken.append((a, b, "the core reaches a game through core.games only"))
            else:
                broken.append((a, b, "a game imports no other game"))
    return broken


def same_names(found):
    """{name: [modules]} for each last name that two modules share, but where every one of
    them is a module of a game's package (the same job in each game), or the core module
    that asks them (ASKING)."""
    by_name = {}
    for name in found:
        by_name.setdefault(name.rpartition(".")[2], []).append(name)
    return {
        short: sorted(names)
        for short, names in by_name.items()
        if len(names) > 1 and not all(_game(name) or name in ASKING for name in names)
    }


def test_no_import_runs_in_a_circle():
    assert circles(imports(modules(FIRMWARE))) == []


def test_no_import_runs_up_a_layer():
    found = modules(FIRMWARE)
    assert {name.split(".")[0] for name in found} <= set(LAYERS), "a folder with no layer"
    assert upward(imports(found), LAYERS) == []


def test_the_core_keeps_its_games_and_its_log_apart():
    assert core_rules(imports(modules(FIRMWARE))) == []


def test_no_two_modules_share_a_name_for_different_jobs():
    assert same_names(modules(FIRMWARE)) == {}


def test_the_game_packages_are_the_registry_s():
    from core import games

    registered = {row[1] for row in games.ROWS}
    assert registered == {"core." + name for name in GAME_PACKAGES if name != "teams"}
    for name in GAME_PACKAGES:
        # Kept empty but for a docstring, which the compiler drops: importing any module of
        # the game runs it first, on the device's heap.
        init = FIRMWARE / "core" / name / "__init__.py"
        body = ast.parse(init.read_text(encoding="utf-8")).body
        assert len(body) <= 1 and all(isinstance(n, ast.Expr) for n in body), init


def test_the_checks_find_what_they_look_for(tmp_path):
    # A circle, an import up a layer, a game importing another, a second `table`.
    files = {
        "core/__init__.py": "",
        "core/table.py": "from core.skat import rules\n",
        "core/skat/__init__.py": "",
        "core/skat/rules.py": "def f():\n    from core import table\n",
        "core/skat/choices.py": "from core.schafkopf import rules\n",
        "core/schafkopf/__init__.py": "",
        "core/schafkopf/rules.py": "",
        "sync/__init__.py": "",
        "sync/screen.py": "from app import type\n",
        "app/__init__.py": "",
        "app/type.py": "",
        "app/table.py": "",
    }
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    found = modules(tmp_path)
    graph = imports(found)
    assert circles(graph) == [["core.skat.rules", "core.table"]]
    assert upward(graph, LAYERS) == [("sync.screen", "app.type")]
    assert [(a, b) for a, b, _ in core_rules(graph)] == [
        ("core.skat.choices", "core.schafkopf.rules"),
        ("core.table", "core.skat.rules"),
    ]
    assert same_names(found) == {"table": ["app.table", "core.table"]}
