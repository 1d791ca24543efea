"""Re-runs the benches and rewrites the figure tables in docs/ from what they print: the one way
a figure gets into the docs.

Usage: .venv/bin/python bench/figures.py [--src DIR] [--lib DIR] [--only TABLE ...] [--dirty]
       nice -n 10 .venv/bin/python bench/figures.py --only export-big report-big
  --src  a MicroPython source tree at the version of docs/frozen-build.md (default
         /tmp/mp/src); the unix port is built from it five ways (64- and 32-bit, plain and with
         Schreiber frozen, and 32-bit with only the board's code frozen, bench/board_manifest.py)
         with `make`, which only rebuilds what changed, so the frozen builds hold the code as
         it is now
  --lib  a folder standing in for micropython-lib (the freezer only checks that it exists;
         default /tmp/mp/lib, made if missing)
  --only rewrite only these tables (names below); the others stay as they are. The host
         tool's tables of a 10,000-session history (export-big, report-big: OPT_IN) are
         rewritten only when named here, never by the default run: they take about 30 minutes
         (a store of 10,000 generated sessions is made, exported, imported and reported on)
  --dirty  measure even with uncommitted changes to the measured code: the tables then name
         the commit with "+dirty", which tests/host/test_figures.py refuses

Each table sits between `<!-- figures: NAME commit=SHA -->` and `<!-- /figures -->` in its
page and names the commit it was measured at. tests/host/test_figures.py fails when a commit
after that one changed the code a table measures (MEASURED): run this again and commit the
pages; that holds for the OPT_IN tables too, which are measured again with --only. A default
run takes about 15 minutes on a 2-core machine (log_size.py alone about 6), and the press
table (bench/presses.py, run on the PyPI port: no build) a few minutes more.
A bench that misses a target still gives its figures: the tables mark each miss, and this
command lists them and exits 1.
"""

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
PYTHON = Path(sys.executable)
PYPI = PYTHON.parent / "micropython"
# What each bench's figures depend on: a change to one of these paths makes its tables stale
# (tests/host/test_figures.py). Every bench measures the device code as compiled, on the ports
# this command builds (its BUILDS, and the table's rows: TEST_FILES), through the shared runner.
DEVICE = ("firmware", "boot.py", "main.py", "manifest.py", "scripts/compile_mpy.py")
RUNNER = ("bench/targets.py", "bench/port_run.py", "bench/figures.py")
HANDS = ("bench/score_speed.py", "bench/gen_schafkopf.py")
GENERATORS = ("bench/gen_bierkopf.py", "bench/gen_german_schafkopf.py", "bench/gen_skat.py")
GENERATORS += ("bench/gen_schnapsen.py",)
FROZEN = ("bench/unix_manifest.py",)  # the frozen builds' manifest: what they hold
MEASURED = {
    "frozen_heap": ("bench/frozen_heap.py", "bench/mp_log.py", "bench/table_tuple.py")
    + ("bench/table_list.py", *FROZEN, *HANDS),
    "frozen_size": ("bench/frozen_size.py", "bench/board_manifest.py", "hardware/board"),
    "log_size": ("bench/log_size.py", "bench/mp_log.py", "bench/hand_mix.py", *HANDS) + GENERATORS,
    "score_speed": ("bench/mp_score.py", *HANDS, *GENERATORS, *FROZEN),
    "sim_heap": ("bench/sim_heap.py", "bench/frozen_heap.py", *FROZEN, *HANDS)
    + ("host_tools/sim.py", "scripts/sim_load.py"),
    "test_heaps": ("bench/test_heaps.py", "tests/core", "tests/firmware", "scripts/mp_run.py")
    + ("tests/run_all.py",),
    "hal_heap": ("bench/hal_heap.py",),
    "power_model": ("bench/power_model.py",),
    "push_heap": ("bench/push_heap.py", "bench/mp_push.py", "bench/frozen_heap.py", *FROZEN)
    + (*HANDS, "host_tools/commands/serve_command.py", "host_tools/sync", "host_tools/store"),
    "font_heap": ("bench/font_heap.py", *FROZEN),
    "presses": ("bench/presses.py", "bench/hand_mix.py", "tests/app/presses_walk.py")
    + ("tests/app",),
}
# Benches that run the PyPI port alone and print their figures as lines, not --json: no port is
# built for them, and their lines are read here (bench/presses.py: its flow is its own).
PRINTED = ("presses",)
# The host tool's benches over a generated history: the core that scores it, the store, the
# exports and what generates the store (bench/gen_store.py plays it through the device's
# journal), not the rest of the device's code; no port is built for them. Not the core's
# modules that only the device's screens use (the wizard's questions and answers, a hand's
# description, the presets): the host benches do not load them, and a change to the wizard
# must not ask for the 35-minute run (git's exclude pathspecs).
HOST_STORE = ("bench/targets.py", "bench/gen_store.py", "bench/gen_schafkopf.py", *GENERATORS)
HOST_STORE += ("firmware/core", "firmware/app/journal.py", "firmware/sync/wire.py")
HOST_STORE += ("host_tools/store", "host_tools/scoring/replay.py")
HOST_STORE += ("host_tools/commands/shared.py", "host_tools/textwidth.py")
SCREENS_ONLY = ("choices.py", "ramsch_choices.py", "describe.py", "questions.py", "presets.py")
HOST_STORE += tuple(f":(exclude,glob)firmware/core/**/{name}" for name in SCREENS_ONLY)
HOST_WORDS = ("host_tools/texts.py", "host_tools/words.py", "words/en.txt")
HOST_MEASURED = {
    "export_big": (
        "bench/export_big.py",
        "host_tools/export",
        "host_tools/scoring/hand_columns.py",
    )
    + ("host_tools/commands/export_command.py", "host_tools/commands/import_command.py")
    + HOST_WORDS,
    "report_big": ("bench/report_big.py", "host_tools/report", "host_tools/scoring")
    + ("host_tools/commands/report_command.py", "host_tools/commands/rescore_command.py")
    + HOST_WORDS,
}
OPT_IN = ("export-big", "report-big")  # tables measured only when --only names them


def measured(bench):
    """The paths `bench`'s figures depend on."""
    if bench in HOST_MEASURED:
        return (*HOST_STORE, *HOST_MEASURED[bench])
    return (*DEVICE, *RUNNER, *MEASURED[bench])


NO_SUBMODULES = "MICROPY_PY_FFI=0 MICROPY_PY_BTREE=0 MICROPY_PY_SSL=0".split()
NO_SUBMODULES += ["MICROPY_SSL_AXTLS=0", "MICROPY_SSL_MBEDTLS=0"]
M32 = ["CFLAGS_EXTRA=-m32", "LDFLAGS_EXTRA=-m32"]
# The unix port builds: name -> (extra make arguments, manifest in bench/ or None)
BUILDS = {
    "build-64": ([], None),
    "build-frozen64": ([], "unix_manifest.py"),
    "build-32": (M32, None),
    "build-frozen32": (M32, "unix_manifest.py"),
    "build-board32": (M32, "board_manifest.py"),
}
# The files of tests/ whose room bench/test_heaps.py measures for docs/measuring.md: the ones
# closest to their caps.
TEST_FILES = (
    "test_session_log",
    "test_session_log_rules",
    "test_session_restore",
    "test_session_restore_broken",
    "test_session_screens",
    "test_tourney",
    "test_powercut_full",
)
BITS = (("64_mpy", "64-bit `.mpy`"), ("64_frozen", "64-bit frozen"))
BITS += (("32_mpy", "32-bit `.mpy`"), ("32_frozen", "32-bit frozen"))


def build_ports(src, lib):
    """Build the unix port BUILDS ways from `src`; {name: path of the executable}."""
    unix = Path(src) / "ports" / "unix"
    if not unix.is_dir():
        raise SystemExit(f"no MicroPython source at {src}: see docs/frozen-build.md")
    Path(lib).mkdir(parents=True, exist_ok=True)
    (Path(lib) / "README.md").touch()  # what the freezer checks for
    subprocess.run(["make", "-s", "-C", Path(src) / "mpy-cross"], check=True)
    out = {}
    for name, (extra, manifest) in BUILDS.items():
        frozen = ["FROZEN_MANIFEST="]
        if manifest:
            frozen = [f"MPY_LIB_DIR={lib}", f"FROZEN_MANIFEST={BENCH / manifest}"]
        command = ["make", "-s", "-j2", "-C", unix, f"BUILD={name}", *extra, *NO_SUBMODULES]
        print("make " + name, flush=True)
        subprocess.run([*command, *frozen], check=True, stdout=subprocess.DEVNULL)
        out[name] = unix / name / "micropython"
    return out


def run_bench(script, args, work, name=None):
    """Run bench/`script` with --json; its figures ({key: figure}) and whether it met every
    target."""
    path = work / ((name or script) + ".json")
    print(f"== bench/{script} {' '.join(map(str, args))}", flush=True)
    proc = subprocess.run([PYTHON, BENCH / script, *map(str, args), "--json", path], cwd=ROOT)
    if not path.exists():
        raise SystemExit(f"bench/{script} gave no figures (exit {proc.returncode})")
    return json.loads(path.read_text())["figures"], proc.returncode == 0


def measure(builds, only):
    """{bench: figures} for the benches the wanted tables need."""
    wanted = {TABLES[name][1] for name in wanted_tables(only)}
    got = {}
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        runs = {} if builds is None else port_runs(builds)
        # The XLSX export at 1,000 sessions (a sheet a session stays in memory until the
        # workbook is written), the rest at 10,000; the report reads the same 10,000.
        big = ["--small", 0, "--db", work / "big.sqlite3"]
        host = {
            "export_big": [
                ["--sessions", 1000, "--small", 0, "--db", work / "s1000.sqlite3"],
                ["--sessions", 10000, "--formats", "csv,json", *big],
            ],
            "report_big": [["--sessions", 10000, "--db", work / "big.sqlite3"]],
        }
        for bench in sorted(wanted):
            if bench in PRINTED:
                got[bench] = run_presses()
                continue
            if bench not in host:
                got[bench] = run_bench(bench + ".py", runs[bench], work)
                continue
            figures, ok = {}, True
            for index, args in enumerate(host[bench]):
                more, met = run_bench(bench + ".py", args, work, f"{bench}-{index}")
                figures.update(more)
                ok = ok and met
            got[bench] = (figures, ok)
    return got


def wanted_tables(only):
    """The tables a run rewrites: those named by --only, else every one but OPT_IN."""
    return [name for name in TABLES if (name in only if only else name not in OPT_IN)]


def port_runs(builds):
    """{bench: its arguments} of the benches that run the built ports."""
    return {
        "frozen_heap": [PYPI, builds["build-frozen64"], builds["build-32"]]
        + [builds["build-frozen32"]],
        "sim_heap": [PYPI, builds["build-32"], builds["build-frozen64"]]
        + [builds["build-frozen32"]],
        "frozen_size": ["--plain32", builds["build-32"], "--board32", builds["build-board32"]],
        "log_size": ["--micropython32", builds["build-32"]],
        "score_speed": ["--micropython32", builds["build-32"]]
        + ["--frozen32", builds["build-frozen32"]],
        "test_heaps": list(TEST_FILES),
        "hal_heap": ["--micropython32", builds["build-32"]],
        "power_model": [],
        "font_heap": [PYPI, builds["build-32"], builds["build-frozen32"]],
        "push_heap": [PYPI, builds["build-frozen32"]],
    }


# -- the tables ---------------------------------------------------------------------------------
def cell(figures, key):
    figure = figures.get(key)
    if figure is None or figure["value"] is None:
        return "–"
    value = figure["value"]
    shown = f"{value:,}" if isinstance(value, int) else str(value)
    return shown if figure.get("ok", True) else f"**{shown}** (missed: {figure['target']})"


def table(head, rows):
    lines = ["| " + " | ".join(head) + " |", "|---" + "|---:" * (len(head) - 1) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def frozen_heap_table(f):
    rows = []
    names = (
        ("import0", "import session + Schafkopf + log reader"),
        ("import1", "the same + journal"),
        ("import2", "the same + every game, settling up"),
        ("session", "a started Schafkopf session"),
    )
    for key, label in names:
        rows.append([label] + [cell(f, f"{key}_{bits}") for bits, _ in BITS])
    rows.append(
        ["smallest heap of a 300-hand evening, KB"] + [cell(f, f"evening_{b}") for b, _ in BITS]
    )
    return table(["heap, bytes"] + [label for _, label in BITS], rows)


def tables_table(f):
    rows = [
        [label] + [cell(f, f"{name}_{bits}") for bits, _ in BITS]
        for name, label in (("table_tuple", "constant tuple"), ("table_list", "`tuple([...])`"))
    ]
    return table([""] + [label for _, label in BITS], rows)


def frozen_size_table(f):
    rows = [
        ["app partition (`factory`)", cell(f, "app_partition")],
        ["the port's image without Schreiber, at most", cell(f, "port_image")],
        ["the frozen code's share (the rest less 256 KiB of headroom)", cell(f, "frozen_share")],
        ["frozen code added to the image (32-bit unix port, `size`)", cell(f, "frozen_bytes")],
        ["the image, at most", cell(f, "image_bytes")],
        ["the board's code as `.mpy`", cell(f, "mpy_bytes")],
        ["frozen size over `.mpy` size", cell(f, "mpy_to_frozen")],
        ["filesystem (`vfs`) for the logs", cell(f, "filesystem")],
    ]
    return table(["bytes", ""], rows)


def sim_heap_table(f):
    columns = (("64_mpy", "64-bit `.mpy`"), ("32_mpy", "32-bit `.mpy`"))
    columns += (("64_frozen", "64-bit frozen"), ("32_frozen", "32-bit frozen"))
    rows = [
        [label] + [cell(f, f"{bits}_{panel}") for bits, _ in columns]
        for panel, label in (("29", '2.9" panel'), ("42", '4.2" panel'))
    ]
    rows.append(['code held, 4.2"', cell(f, "code_64"), cell(f, "code_32"), "", ""])
    rows.append(['data beyond the code, 4.2"', cell(f, "data_64"), cell(f, "data_32"), "", ""])
    return table(["smallest heap, KB"] + [label for _, label in columns], rows)


def push_heap_table(f):
    columns = (("64_mpy", "64-bit `.mpy`"), ("32_frozen", "32-bit frozen"))
    rows = [
        [label] + [cell(f, f"{mode}_{key}") for key, _ in columns]
        for mode, label in (
            ("evening", "300-hand evening restored"),
            ("push", "restored, then pushed whole"),
            ("peak", "the push's peak beyond the evening"),
        )
    ]
    return table(["smallest heap, KB"] + [label for _, label in columns], rows)


LOG_COLUMNS = (("64-bit_.mpy", "64-bit"), ("64-bit_.mpy_paths_20", "64-bit, paths +20"))
LOG_COLUMNS += (("64-bit_.mpy_paths_60", "64-bit, paths +60"), ("32-bit_.mpy", "32-bit"))
LOG_COLUMNS += (("32-bit_.mpy_paths_20", "32-bit, paths +20"),)
LOG_COLUMNS += (("32-bit_.mpy_paths_60", "32-bit, paths +60"),)


def log_heap_table(f):
    rows = [["300-hand Schafkopf evening"] + [cell(f, c + "_evening") for c, _ in LOG_COLUMNS]]
    names = [("restore", "restore of its log")]
    for fix in ("undo", "edit", "delete"):
        names += [(f"{fix}_live", f"{fix}, live"), (f"{fix}_restore", f"{fix}, through a restore")]
    for key, label in names:
        rows.append([label] + [cell(f, f"{c}_{key}") for c, _ in LOG_COLUMNS])
        rows.append(
            ["  above the evening"] + [cell(f, f"{c}_{key}_above") for c, _ in LOG_COLUMNS]
        )
    return table(["smallest heap, KB (`.mpy`)"] + [label for _, label in LOG_COLUMNS], rows)


GAMES = ("schafkopf", "bierkopf", "german_schafkopf", "skat", "bauernschnapsen")


def log_bytes_table(f):
    rows = [
        [game, cell(f, f"frame_median_{game}"), cell(f, f"frame_max_{game}")] for game in GAMES
    ]
    lines = table(["bytes per hand frame (1,000 random hands)", "median", "largest"], rows)
    lines += ["", "| a real 300-hand Schafkopf log (`bench/hand_mix.py`), bytes per hand | "]
    lines[-1] += cell(f, "log_bytes_per_hand") + " |"
    lines += ["|---|---:|"]
    for history in (100, 1000, 10000):
        shown = cell(f, f"restore_us_history_{history}")
        lines.append(f"| restore, {history:,} hands stored, µs | {shown} |")
    for count in (0, 10, 300):
        lines.append(
            f"| restore, {count} corrections, µs | {cell(f, f'restore_us_fixes_{count}')} |"
        )
    return lines


def score_speed_table(f):
    rows = [[game, cell(f, f"ratio_{game}"), cell(f, f"growth_{game}")] for game in GAMES]
    lines = table(["300-hand evening", "MicroPython slower by", "heap growth, bytes"], rows)
    rows = [
        ["Schafkopf family", cell(f, "import_family_64"), cell(f, "import_family_32")]
        + [cell(f, "import_family_32f")],
        [
            "all five games",
            cell(f, "import_all_64"),
            cell(f, "import_all_32"),
            cell(f, "import_all_32f"),
        ],
    ]
    head = ["importing the core, bytes", "64-bit `.mpy`", "32-bit `.mpy`", "32-bit frozen"]
    return lines + [""] + table(head, rows)


def test_heaps_table(f):
    rows = [[f"`{name}`", cell(f, name)] for name in TEST_FILES]
    return table(["test file", "needs, KB (every larger size passes)"], rows)


def hal_heap_table(f):
    rows = [
        [
            "importing the hal, the refresh policy and `core.errors`",
            "imports_64_29",
            "imports_32_29",
        ],
        ['2.9" framebuffer + driver + policy', "driver_64_29", "driver_32_29"],
        ['4.2" framebuffer + driver + policy', "driver_64_42", "driver_32_42"],
        ['heap peak of the whole run, 2.9"', "peak_64_29", "peak_32_29"],
        ['heap peak of the whole run, 4.2"', "peak_64_42", "peak_32_42"],
        ['the same, KB (target: 96 KB or less), 4.2"', "peak_kb_64_42", "peak_kb_32_42"],
    ]
    rows = [[label, cell(f, a), cell(f, b)] for label, a, b in rows]
    return table(
        ["bytes, `-X heapsize=112k`, code from `.mpy`", "64-bit port", "32-bit port"], rows
    )


def power_table(f):
    rows = []
    for panel, shown in (("29", '2.9"'), ("42", '4.2"')):
        rows.append(
            [f"{shown} reference build", cell(f, f"evening_mah_{panel}")]
            + [cell(f, f"days_{panel}_reference")]
        )
        rows.append([f"{shown} DevKitC-style board", "", cell(f, f"days_{panel}_devkit")])
    return table(["one evening a week", "mAh per evening", "days per charge"], rows)


FONTS = ("sans13", "sans17", "sans24", "sans32", "figures40", "figures56")


def font_heap_table(f):
    columns = ("64_mpy", "32_mpy", "32_frozen")
    rows = [
        [name, cell(f, "data_" + name)]
        + [cell(f, f"import_{bits}_{name}") for bits in columns]
        + [cell(f, f"released_32_mpy_{name}")]
        for name in FONTS
    ]
    rows.append(
        ['standings screen, 2.9" / 4.2"', ""]
        + [
            f"{cell(f, f'standings_{bits}_296')} / {cell(f, f'standings_{bits}_400')}"
            for bits in columns
        ]
        + [""]
    )
    head = ["font", "glyph data", "64-bit `.mpy`", "32-bit `.mpy`", "32-bit frozen"]
    return table(head + ["released, 32-bit `.mpy`"], rows)


def export_big_table(f):
    rows = []
    for sessions, kind, label in (
        (10000, "csv", "CSV export"),
        (10000, "json", "JSON export"),
        (10000, "import", "import of the JSON into an empty store"),
        (1000, "csv", "CSV export"),
        (1000, "json", "JSON export"),
        (1000, "xlsx", "XLSX export"),
        (1000, "import", "import of the JSON into an empty store"),
    ):
        key = f"{kind}_{sessions}"
        rows.append(
            [f"{sessions:,} sessions: {label}"]
            + [cell(f, f"{key}_{part}") for part in ("seconds", "per_s", "peak", "grew", "file")]
        )
    head = ["300-hand sessions", "time, s", "sessions/s", "peak RSS, MB", "grew by, MB"]
    lines = table(head + ["file, MB"], rows)
    made = [cell(f, f"store_{n}_seconds") for n in (10000, 1000)]
    lines += [
        "",
        f"Generating the stores (`bench/gen_store.py`): {made[0]} s for 10,000 sessions,",
    ]
    lines += [f"{made[1]} s for 1,000."]
    return lines


def report_big_table(f):
    rows = [
        [label, cell(f, f"{key}_seconds"), cell(f, f"{key}_rss"), cell(f, key)]
        for key, label in (
            ("tenth", "report of the group's evenings up to a tenth of the dates"),
            ("all", "report of all the group's evenings, every session read"),
            ("session", "report of one 300-hand session"),
            ("rescore", "rescore of that session (tariff 5/20, not saved)"),
        )
    ]
    head = ["10,000 sessions of 300 hands", "time, s", "peak resident, MB"]
    lines = table(head + ["peak Python allocations, MB"], rows)
    lines += ["", f"The store: {cell(f, 'store_hands')} hands, {cell(f, 'store_mb')} MB on disk;"]
    lines += [f"the group: {cell(f, 'evenings')} evenings. All its evenings against the first"]
    lines += [f"tenth: {cell(f, 'growth')} MB more Python allocations."]
    return lines


PROFILES = ("three", "four", "rotary", "edges")


def run_presses():
    """bench/presses.py at its default sample: its figures and whether it met every target."""
    print("== bench/presses.py", flush=True)
    proc = subprocess.run([PYTHON, BENCH / "presses.py"], cwd=ROOT, capture_output=True, text=True)
    sys.stdout.write(proc.stdout + proc.stderr)
    figures = presses_figures(proc.stdout)
    if not figures:
        raise SystemExit(f"bench/presses.py gave no figures (exit {proc.returncode})")
    return figures, proc.returncode == 0


def _figure(value, target="", ok=True):
    return {"value": value, "unit": "", "target": target, "ok": ok}


def presses_figures(text):
    """{key: figure} from the lines bench/presses.py prints: the sample and seed, per game and
    profile the presses a hand, the minimum and the ratio, the scenes, each target (on the
    three-button figure it is set for), and where the presses go."""
    f = {}
    section = where = None
    titles = []
    for line in text.splitlines():
        words = line.split()
        head = re.match(r"(\d+) hands a game drawn from .* \(seed (\d+)\)$", line)
        if head:
            f["sample"], f["seed"] = _figure(int(head[1])), _figure(int(head[2]))
        elif line.startswith(("game ", "scene ", "three buttons ", "where the presses go")):
            section = words[0]
        elif section == "game" and len(words) == 6 and words[1] in PROFILES:
            game, profile, mean, minimum, ratio, _ = words
            f[f"{game}_{profile}"] = _figure(mean)
            f[f"{game}_minimum_{profile}"] = _figure(minimum)
            f[f"{game}_ratio_{profile}"] = _figure(ratio)
        elif section == "scene" and len(words) > 3 and words[-3] in PROFILES:
            title = line[: line.rindex(words[-3])].strip()
            if title not in titles:
                titles.append(title)
                f[f"scene{len(titles)}"] = _figure(title)
            n = len(titles)
            f[f"scene{n}_{words[-3]}"] = _figure(words[-2])
            f[f"scene{n}_minimum_{words[-3]}"] = _figure(words[-1])
        elif section == "three" and len(words) > 3:
            _presses_target(f, titles, line)
        elif section == "where" and line.startswith("  ") and ": " in line:
            # How often answers filled in were opened, for the game of the line above.
            f[f"opened_{where}"] = _figure(line.split(": ", 1)[1])
        elif section == "where":
            # A game's or a scene's name (a scene's has a colon of its own), then its parts.
            names = [n for n in [*GAMES, *titles] if line.startswith(n + ": ")]
            if names:
                where = max(names, key=len)
                f[f"where_{where}"] = _figure(line[len(where) + 2 :])
    return f


def _presses_target(f, titles, line):
    """One line of the targets: the name (cut to 38 characters), before, now, [± error],
    target, [MISSED]; the target set on the figure it is for."""
    name, rest = line[:38].strip(), line[38:].split()
    missed = rest[-1] == "MISSED"
    if missed:
        rest.pop()
    target = "<= " + rest[-1]
    games = [key[: -len("_three")] for key in f if key.endswith("_three") and "_" in key]
    for game in games:
        if game[:38] == name:
            figure = f[f"{game}_three"]
            figure.update(target=target, ok=not missed)
            if rest[2].startswith("±"):
                f[f"{game}_error"] = _figure(rest[2])
            return
    for n, title in enumerate(titles, 1):
        if title[:38] == name:
            f[f"scene{n}_three"].update(target=target, ok=not missed)
            return
    raise SystemExit("bench/presses.py: a target for no figure printed: " + line)


def presses_table(f):
    shown = {"three": "three, four-button", "rotary": "rotary", "edges": "table edges"}
    head = ["presses a hand", *shown.values(), "minimum (3 / 7 choices)"]
    head += ["ratio three-button", "± (twice the standard error)"]
    rows = []
    for game in GAMES:
        if f"{game}_three" not in f:
            continue
        row = [game] + [cell(f, f"{game}_{profile}") for profile in shown]
        minimum = f"{cell(f, f'{game}_minimum_three')} / {cell(f, f'{game}_minimum_edges')}"
        rows.append(row + [minimum, cell(f, f"{game}_ratio_three"), cell(f, f"{game}_error")])
    lines = table(head, rows)
    rows = []
    n = 1
    while f"scene{n}" in f:
        row = [f[f"scene{n}"]["value"]] + [cell(f, f"scene{n}_{p}") for p in shown]
        minimum = f"{cell(f, f'scene{n}_minimum_three')} / {cell(f, f'scene{n}_minimum_edges')}"
        rows.append(row + [minimum])
        n += 1
    lines += [""] + table(["one hand (a scene)", *shown.values(), "minimum (3 / 7)"], rows)
    rows = []
    for key in f:
        if key.startswith("where_"):
            name = key[len("where_") :]
            rows.append([name, cell(f, key), cell(f, "opened_" + name)])
    head = ["three buttons", "where the presses go, per hand"]
    lines += [""] + table(head + ["filled in and opened, per 100 hands"], rows)
    lines += ["", f"{cell(f, 'sample')} hands a game from `bench/hand_mix.py`, seed "]
    lines[-1] += cell(f, "seed") + "."
    return lines


# name -> (page, bench, render)
TABLES = {
    "frozen-heap": ("frozen-build.md", "frozen_heap", frozen_heap_table),
    "frozen-size": ("frozen-build.md", "frozen_size", frozen_size_table),
    "constant-tables": ("measuring.md", "frozen_heap", tables_table),
    "log-heap": ("measuring.md", "log_size", log_heap_table),
    "log-bytes": ("measuring.md", "log_size", log_bytes_table),
    "score-speed": ("measuring.md", "score_speed", score_speed_table),
    "test-heaps": ("measuring.md", "test_heaps", test_heaps_table),
    "sim-heap": ("simulator.md", "sim_heap", sim_heap_table),
    "hal-heap": ("hal.md", "hal_heap", hal_heap_table),
    "power": ("hal.md", "power_model", power_table),
    "font-heap": ("type.md", "font_heap", font_heap_table),
    "push-heap": ("sync-protocol.md", "push_heap", push_heap_table),
    "presses": ("app.md", "presses", presses_table),
    "export-big": ("export-formats.md", "export_big", export_big_table),
    "report-big": ("reports.md", "report_big", report_big_table),
}
BLOCK = re.compile(r"<!-- figures: (\S+) commit=(\S+) -->\n.*?<!-- /figures -->", re.S)


def rewrite(page, name, lines, commit):
    path = ROOT / "docs" / page
    text = path.read_text()
    lines = [*lines, "", f"*Measured at commit `{commit[:10]}` by `bench/figures.py`.*"]
    block = f"<!-- figures: {name} commit={commit} -->\n" + "\n".join(lines)
    block += "\n<!-- /figures -->"
    found = [m for m in BLOCK.finditer(text) if m.group(1) == name]
    if len(found) != 1:
        raise SystemExit(f"docs/{page}: expected one block for {name}, found {len(found)}")
    match = found[0]
    path.write_text(text[: match.start()] + block + text[match.end() :])


def git(*args):
    return subprocess.run(
        ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout


def measured_changes(benches):
    """Uncommitted changes to the code `benches` measure (git status lines)."""
    paths = sorted({path for bench in benches for path in measured(bench)})
    return git("status", "--porcelain", "--", *paths).splitlines()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default="/tmp/mp/src")
    parser.add_argument("--lib", default="/tmp/mp/lib")
    parser.add_argument("--only", nargs="*", choices=sorted(TABLES))
    parser.add_argument("--dirty", action="store_true")
    args = parser.parse_args()
    commit = git("rev-parse", "HEAD").strip()
    tables = wanted_tables(args.only)
    wanted = {TABLES[name][1] for name in tables}
    changed = measured_changes(wanted)
    if changed:
        if not args.dirty:
            raise SystemExit(
                "uncommitted changes to the measured code (commit first):\n" + "\n".join(changed)
            )
        commit += "+dirty"
    builds = None
    if any(bench not in HOST_MEASURED and bench not in PRINTED for bench in wanted):
        builds = build_ports(args.src, args.lib)
    got = measure(builds, args.only)
    for name in tables:
        page, bench, render = TABLES[name]
        rewrite(page, name, render(got[bench][0]), commit)
        print(f"docs/{page}: {name}")
    missed = sorted(bench for bench, (_, ok) in got.items() if not ok)
    if missed:
        print("benches that missed a target (marked in the tables): " + ", ".join(missed))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
