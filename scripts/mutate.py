"""Mutation testing of the rules core with mutmut; prints the mutation score per module.

mutmut names a mutant after the file's path (firmware/core/payments.py would be
`firmware.core.payments`), but the tests import the module as `core.payments`, so mutants run
from build/mutate/, where `core`, `app`, `tests` and the folders some tests read from the
repository's top are links to the real folders, and pyproject.toml is the repository's with the
pytest path and mutmut's settings for that view.
Every run starts from fresh mutants and a fresh copy of the tests; hypothesis runs derandomized,
without its example database and without shrinking, so a score does not depend on earlier runs.

Usage (through scripts/mutate, which installs mutmut first):
  scripts/mutate payments settlement          the named modules of firmware/core
  scripts/mutate all                          every module of firmware/core
  scripts/mutate payments --tests tests/core/test_payments.py tests/host/test_payments_fewest.py
  scripts/mutate payments --diffs             also print each surviving mutant's diff
  scripts/mutate payments --report --diffs    the last run's results again, without running
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAGE = ROOT / "build" / "mutate"
CORE = ROOT / "firmware" / "core"
MUTMUT = Path(sys.executable).parent / "mutmut"
# firmware/'s packages at the top, as the device sees them; the tests; the example evenings;
# the host tool, the generators and the status-key catalogue, which host tests take from the
# repository's top.
LINKS = {
    "core": CORE,
    "app": ROOT / "firmware" / "app",
    "sync": ROOT / "firmware" / "sync",
    "tests": ROOT / "tests",
}
for top in ("examples", "host_tools", "bench", "docs"):
    LINKS[top] = ROOT / top
# Tests of the checkout as a whole: they build, install or boot the repository's own files in
# another process, where no mutant is ever switched on, so they only cost time. Left out of the
# default selection (`--tests` names files explicitly).
WHOLE_CHECKOUT = (
    "test_device_entry.py",
    "test_install.py",
    "test_sim.py",
    "test_sync_serial.py",
    "test_sync_serial_usb.py",
    "test_sync_wifi.py",
    "test_wiring.py",
)
# ... and one that runs the host tool from the top of a checkout without the core in it, which
# the staging folder, with `core` at its top, is not.
WHOLE_CHECKOUT_TESTS = (
    "tests/host/test_cli_input.py::test_module_entry_without_the_environment_says_what_to_run",
)

# mutmut's exit codes per mutant (mutmut/stats.py), grouped into the columns printed.
KILLED = {1, 3}
TIMEOUT = {24, -24, 36, 152, 255}
SURVIVED = {0}
NO_TESTS = {5, 33}

# Hypothesis as a fixed experiment: the same examples every run, no replay of examples that
# failed on another mutant, and no shrinking: a mutant is killed by the first failing example,
# and shrinking it (minutes on the payments search) would only turn the kill into a timeout.
CONFTEST = """\
from hypothesis import Phase, settings

settings.register_profile(
    "mutate", derandomize=True, database=None, phases=(Phase.explicit, Phase.generate)
)
settings.load_profile("mutate")
"""


def toml_value(value):
    # Strings, numbers, booleans and lists of them: JSON spells these as TOML does.
    return json.dumps(value)


def staged_pyproject(modules, tests):
    """The repository's pytest and mutmut settings, as seen from build/mutate/."""
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]
    pytest_opts = dict(tool["pytest"]["ini_options"])
    # firmware/ holds the `core` package; in the staging folder `core` sits at the top.
    pytest_opts["pythonpath"] = ["." if p == "firmware" else p for p in pytest_opts["pythonpath"]]
    mutmut = dict(tool["mutmut"])
    mutmut["only_mutate"] = [f"core/{m}.py" for m in modules]
    mutmut["also_copy"] = sorted(set(mutmut["also_copy"]) | {"host_tools", "bench", "docs"})
    if tests:
        mutmut["pytest_add_cli_args_test_selection"] = tests
    else:
        mutmut["pytest_add_cli_args_test_selection"] += [
            "--ignore=tests/host/" + name for name in WHOLE_CHECKOUT
        ] + ["--deselect=" + name for name in WHOLE_CHECKOUT_TESTS]
    lines = ["[tool.pytest.ini_options]"]
    lines += [f"{k} = {toml_value(pytest_opts[k])}" for k in sorted(pytest_opts)]
    lines += ["", "[tool.mutmut]"]
    lines += [f"{k} = {toml_value(mutmut[k])}" for k in sorted(mutmut)]
    return "\n".join(lines) + "\n"


def stage(modules, tests):
    shutil.rmtree(STAGE, ignore_errors=True)
    STAGE.mkdir(parents=True)
    for name, target in LINKS.items():
        (STAGE / name).symlink_to(target, target_is_directory=True)
    (STAGE / "pyproject.toml").write_text(staged_pyproject(modules, tests))
    (STAGE / "conftest.py").write_text(CONFTEST)


def results(module):
    meta = STAGE / "mutants" / "core" / (module + ".py.meta")
    if not meta.exists():
        return {}
    return json.loads(meta.read_text())["exit_code_by_key"]


def tally(codes):
    counts = {"killed": 0, "timeout": 0, "survived": 0, "no tests": 0, "not run": 0, "other": 0}
    for code in codes.values():
        if code is None:  # the run was stopped before this mutant
            counts["not run"] += 1
        elif code in KILLED:
            counts["killed"] += 1
        elif code in TIMEOUT:
            counts["timeout"] += 1
        elif code in SURVIVED:
            counts["survived"] += 1
        elif code in NO_TESTS:
            counts["no tests"] += 1
        else:
            counts["other"] += 1
    return counts


def percent(part, whole):
    return f"{100.0 * part / whole:.1f} %" if whole else "-"


def report(modules, diffs):
    columns = ("killed", "timeout", "survived", "no tests", "not run", "other")
    header = "{:<26}{:>8}".format("module", "mutants")
    header += "".join(f"{c:>10}" for c in columns)
    header += "{:>9}{:>12}".format("score", "+timeouts")
    print(header)
    survivors = []
    for module in modules:
        codes = results(module)
        counts = tally(codes)
        total = len(codes)
        row = "{:<26}{:>8}".format(module + ".py", total)
        row += "".join(f"{counts[c]:>10}" for c in columns)
        row += "{:>9}".format(percent(counts["killed"], total))
        row += "{:>12}".format(percent(counts["killed"] + counts["timeout"], total))
        print(row)
        for name in sorted(codes):
            code = codes[name]
            if code not in KILLED and code not in TIMEOUT:
                survivors.append((name, code))
    print("score: killed / mutants; +timeouts: (killed + timeouts) / mutants")
    if survivors:
        print("\nnot killed (mutmut exit code; `scripts/mutate ... --diffs` shows each change):")
    for name, code in survivors:
        print(f"  {name}  [{code}]")
        if diffs:
            shown = subprocess.run(
                [MUTMUT, "show", name], cwd=STAGE, capture_output=True, text=True
            )
            print("    " + shown.stdout.strip().replace("\n", "\n    "))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("modules", nargs="+", help="core module names (payments) or `all`")
    parser.add_argument("--tests", nargs="+", help="test files or folders to run (default: all)")
    parser.add_argument("--max-children", type=int, default=2, help="parallel mutants (2)")
    parser.add_argument("--diffs", action="store_true", help="print surviving mutants' diffs")
    parser.add_argument(
        "--report", action="store_true", help="print the last run's results without running"
    )
    args = parser.parse_args()
    known = sorted(
        p.relative_to(CORE).with_suffix("").as_posix()
        for p in CORE.rglob("*.py")
        if p.name != "__init__.py"
    )
    modules = known if args.modules == ["all"] else args.modules
    for module in modules:
        if module not in known:
            parser.error(f"no module firmware/core/{module}.py")
    if args.report:
        report(modules, args.diffs)
        return 0
    stage(modules, args.tests)
    log = STAGE / "mutmut.log"
    print("mutmut run over {} (log: {})".format(", ".join(modules), log.relative_to(ROOT)))
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    with open(log, "w") as out:
        code = subprocess.run(
            [MUTMUT, "run", "--max-children", str(args.max_children)],
            cwd=STAGE,
            stdout=out,
            stderr=subprocess.STDOUT,
            env=env,
        ).returncode
    if code:
        print(f"mutmut failed (exit {code}); the end of its log:")
        print("".join(log.read_text().splitlines(keepends=True)[-30:]))
        return code
    report(modules, args.diffs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
