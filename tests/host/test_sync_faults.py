"""A bounded sample of the faulted-link runs (tests/host/sync_fault_runs.py): one run of each fault
class. bench/sync_faults.py runs many of each and prints the counts."""

import pytest
import sync_fault_runs


@pytest.fixture(scope="module")
def image(tmp_path_factory):
    return sync_fault_runs.template(tmp_path_factory.mktemp("faults"))


@pytest.mark.parametrize("kind", sync_fault_runs.CLASSES)
def test_a_faulted_sync_completes_or_fails_in_one_line_and_a_retry_completes(
    image, tmp_path, kind
):
    got = sync_fault_runs.run(image, tmp_path, kind, 1)
    assert got["misses"] == [], got
    if kind == "close":
        assert got["outcome"] == "failed" and got["error"], got
