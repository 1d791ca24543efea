"""The test command's two streams (tests/run_all.py): pytest's files in chunks that two streams
take in turn beside the unix port's steps, every file in exactly one chunk, and a failed chunk
failing the run."""

from pathlib import Path

from tests import run_all

ROOT = Path(__file__).resolve().parent.parent.parent


def test_every_test_file_is_in_one_chunk():
    chunks = run_all.pytest_chunks([])
    files = [name for chunk in chunks for name in chunk]
    expected = sorted(
        test.relative_to(ROOT).as_posix()
        for folder in ("tests/core", "tests/host")
        for test in (ROOT / folder).glob("test_*.py")
    )
    assert sorted(files) == expected
    assert len(files) == len(set(files))
    assert all(0 < len(chunk) <= run_all.CHUNK for chunk in chunks)
    # A -k filter goes to every chunk; a file named goes to pytest alone, in one job.
    assert run_all.pytest_chunks(["-k", "fuzz"]) == chunks
    assert run_all.pytest_chunks(["tests/host/test_run_all.py::x", "-q"]) == [[]]


def test_a_failed_job_fails_the_run(tmp_path, monkeypatch):
    bad = tmp_path / "test_bad.py"
    bad.write_text("def test_red():\n    assert False\n")
    good = tmp_path / "test_good.py"
    good.write_text("def test_green():\n    pass\n")
    monkeypatch.setattr(run_all, "pytest_chunks", lambda argv: [[str(good)], [str(bad)]])
    failed = run_all.streams(["-p", "no:cacheprovider"], None)
    assert failed == ["pytest test_bad.py"]
    monkeypatch.setattr(run_all, "pytest_chunks", lambda argv: [[str(good)]])
    assert run_all.streams(["-p", "no:cacheprovider"], None) == []
    # A filter that leaves every chunk empty is no pass.
    assert run_all.streams(["-k", "nothing_by_this_name"], None) == ["pytest (no test collected)"]
