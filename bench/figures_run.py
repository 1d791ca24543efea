"""Runs the benches bench/figures.py writes tables from: builds the MicroPython unix port the
ways they measure it, runs each bench with --json (bench/presses.py: its printed lines), and
gives each one's figures and whether it met every target."""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

from figures_presses import presses_figures

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
PYTHON = Path(sys.executable)
PYPI = PYTHON.parent / "micropython"
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
# Benches that run the PyPI port alone and print their figures as lines, not --json: no port is
# built for them, and their lines are read by figures_presses (bench/presses.py: its flow is
# its own).
PRINTED = ("presses",)


def measure(benches, src, lib):
    """{bench: (figures, met every target)} of `benches`; the ports are built from `src` only
    when one of them runs a built port."""
    got = {}
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        host = host_runs(work)
        runs = {}
        if any(bench not in host and bench not in PRINTED for bench in benches):
            runs = port_runs(build_ports(src, lib))
        for bench in sorted(benches):
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


def host_runs(work):
    """{bench: [its arguments, a run each]} of the host tool's benches, their stores in `work`.
    The sync and the tournament benches run the device's code on the PyPI port, as the tests do.
    The XLSX export at 1,000 sessions (a sheet a session stays in memory until the workbook is
    written), the rest at 10,000; the report reads the same 10,000."""
    big = ["--small", 0, "--db", work / "big.sqlite3"]
    return {
        "export_big": [
            ["--sessions", 1000, "--small", 0, "--db", work / "s1000.sqlite3"],
            ["--sessions", 10000, "--formats", "csv,json", *big],
        ],
        "report_big": [["--sessions", 10000, "--db", work / "big.sqlite3"]],
        "sync_faults": [["--runs", 8]],
        "store_sync_serial": [[]],
        "store_http_fuzz": [["--examples", 100_000]],
        "tournament": [[]],
    }


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
        "test_heaps": [],  # every file (bench/test_heaps.py: measured_files)
        "hal_heap": ["--micropython32", builds["build-32"]],
        "power_model": [],
        "font_heap": [PYPI, builds["build-32"], builds["build-frozen32"]],
        "push_heap": [PYPI, builds["build-frozen32"]],
    }


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


def run_presses():
    """bench/presses.py at its default sample: its figures and whether it met every target."""
    print("== bench/presses.py", flush=True)
    proc = subprocess.run([PYTHON, BENCH / "presses.py"], cwd=ROOT, capture_output=True, text=True)
    sys.stdout.write(proc.stdout + proc.stderr)
    figures = presses_figures(proc.stdout)
    if not figures:
        raise SystemExit(f"bench/presses.py gave no figures (exit {proc.returncode})")
    return figures, proc.returncode == 0
