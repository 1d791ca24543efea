"""The figure tables in docs/ come from bench/figures.py, each naming the commit it was measured
at, and are never older than the code they measure: a table is stale once a later commit
changed that code (bench/figures.measured: the device code, the bench and what it runs)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import figures  # noqa: E402

pytestmark = pytest.mark.skipif(
    not (ROOT / ".git").exists(), reason="needs the repository's history (a git checkout)"
)


def git(*args):
    proc = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
    return proc.returncode, proc.stdout


def blocks():
    """(page, table name, commit) of every generated table in docs/."""
    for page in sorted((ROOT / "docs").glob("*.md")):
        for match in figures.BLOCK.finditer(page.read_text()):
            yield page.name, match.group(1), match.group(2)


def changes_since(commit, bench):
    """The commits after `commit` that changed what `bench` measures, or None if `commit` is
    not in this history."""
    if git("cat-file", "-e", commit + "^{commit}")[0]:
        return None
    return git("rev-list", f"{commit}..HEAD", "--", *figures.measured(bench))[1].split()


def test_every_table_has_one_place_in_its_page():
    found = {}
    for page, name, _ in blocks():
        found.setdefault(name, []).append(page)
    expected = {name: [page] for name, (page, _, _) in figures.TABLES.items()}
    assert found == expected


def test_no_table_is_older_than_the_code_it_measures():
    stale = []
    for page, name, commit in blocks():
        if commit.endswith("+dirty") or commit == "none":
            stale.append(f"docs/{page} {name}: measured at {commit}")
            continue
        later = changes_since(commit, figures.TABLES[name][1])
        if later is None:
            stale.append(f"docs/{page} {name}: commit {commit} is not in this history")
        elif later:
            stale.append(f"docs/{page} {name}: {len(later)} commit(s) since {commit[:10]}")
    assert not stale, "run .venv/bin/python bench/figures.py, then commit docs/:\n" + "\n".join(
        stale
    )


def test_a_table_measured_before_the_last_change_is_stale():
    """The rule itself: a commit just before the last change to the device code is found
    stale, and that change is named."""
    last = git("log", "-1", "--format=%H", "--", "firmware")[1].strip()
    for bench in figures.MEASURED:
        # Merged branches bring older commits into the range too: the change must be among them.
        assert last in changes_since(last + "^", bench)
    # The host tool's benches measure their own paths (the core, the store, the exports, ...).
    for bench in figures.HOST_MEASURED:
        last = git("log", "-1", "--format=%H", "--", *figures.measured(bench))[1].strip()
        assert last in changes_since(last + "^", bench)
    assert "firmware/core" in figures.measured("export_big")
    assert changes_since("0" * 40, "log_size") is None


def test_the_host_tables_are_measured_only_when_named():
    assert "export-big" not in figures.wanted_tables(None)
    assert "report-big" not in figures.wanted_tables(None)
    assert "frozen-heap" in figures.wanted_tables(None)
    assert figures.wanted_tables(["export-big"]) == ["export-big"]


def test_each_bench_measures_files_that_exist():
    for bench in [*figures.MEASURED, *figures.HOST_MEASURED]:
        assert (ROOT / "bench" / (bench + ".py")).exists(), bench
        for path in figures.measured(bench):
            if path.startswith(":("):  # a pathspec leaving files out: it must match some
                assert git("ls-files", "--", path.replace("exclude,", ""))[1].split(), path
            else:
                assert (ROOT / path).exists(), path


def measured_files(bench):
    return set(git("ls-files", "--", *figures.measured(bench))[1].split())


def test_the_host_tables_measure_the_scoring_not_the_wizard():
    """A change to the wizard's questions and answers leaves the 35-minute host tables as they
    are; a change to the rules that score the exported sessions makes them stale."""
    for bench in figures.HOST_MEASURED:
        files = measured_files(bench)
        assert "firmware/core/schafkopf/rules.py" in files
        assert "firmware/core/skat/rules.py" in files
        assert "host_tools/store/database.py" in files
        for screens_only in ("schafkopf/choices.py", "skat/describe.py", "questions.py"):
            assert "firmware/core/" + screens_only not in files
    # The device's tables measure every device file, the wizard's too.
    assert "firmware/core/schafkopf/choices.py" in measured_files("sim_heap")


def test_the_tables_a_frozen_build_gives_follow_its_manifest():
    for bench in ("frozen_heap", "sim_heap", "score_speed", "font_heap"):
        assert "bench/unix_manifest.py" in figures.measured(bench), bench
    assert "bench/board_manifest.py" in figures.measured("frozen_size")
    # What this command builds and which rows it writes count for every device table.
    for bench in figures.MEASURED:
        assert "bench/figures.py" in figures.measured(bench), bench


def test_the_test_heaps_table_names_each_file_once():
    files = [
        src.stem
        for folder in ("core", "firmware")
        for src in (ROOT / "tests" / folder).glob("*.py")
    ]
    assert sorted(set(figures.TEST_FILES)) == sorted(figures.TEST_FILES)
    assert set(figures.TEST_FILES) <= set(files)
