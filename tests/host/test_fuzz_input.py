"""Fuzzing the whole `score` path and every game's scoring with damaged input (hypothesis):
no exception but the project's own input error, no traceback, no second line.

A bounded sample runs here; bench/fuzz_input.py runs the same checks for as long as asked and
prints how many inputs were tried.
"""

import subprocess
import sys

from fuzzing import ROOT, check_cli, check_core, check_outcome, evenings, input_files
from hypothesis import HealthCheck, given, settings

RELAXED = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example]
SCRIPT = sys.executable.rsplit("/", 1)[0] + "/schreiber"


@settings(max_examples=300, deadline=None, suppress_health_check=RELAXED)
@given(evenings())
def test_the_core_refuses_damaged_evenings_only_with_input_errors(case):
    check_core(case)


@settings(max_examples=250, deadline=None, suppress_health_check=RELAXED)
@given(input_files())
def test_score_answers_damaged_files_with_output_or_one_line(case):
    raw, args = case
    check_cli(raw, args)


@settings(max_examples=6, deadline=None, suppress_health_check=RELAXED)
@given(input_files())
def test_the_installed_command_answers_damaged_stdin_the_same_way(case):
    raw, args = case
    proc = subprocess.run(
        [SCRIPT, "score", *args], input=raw, capture_output=True, cwd=ROOT, timeout=120
    )
    err = proc.stderr.decode("utf-8", "backslashreplace")
    assert "Traceback" not in err
    out = proc.stdout.decode("utf-8")
    check_outcome(proc.returncode, out, err.replace("<stdin>", "input"), args)
