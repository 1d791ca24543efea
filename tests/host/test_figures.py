"""The figure tables in docs/ come from bench/figures.py, each naming the commit it was measured
at, and are never older than the code they measure: a table is stale once a later commit
changed that code (bench/figures_measured.measured: the device code, the bench and what it
runs)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import figures_measured  # noqa: E402
import figures_pages  # noqa: E402
import figures_presses  # noqa: E402
import figures_run  # noqa: E402
import figures_tables  # noqa: E402

pytestmark = pytest.mark.skipif(
    not (ROOT / ".git").exists(), reason="needs the repository's history (a git checkout)"
)


def git(*args):
    proc = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
    return proc.returncode, proc.stdout


def changes_since(commit, bench):
    """The commits after `commit` that changed what `bench` measures, or None if `commit` is
    not in this history."""
    if git("cat-file", "-e", commit + "^{commit}")[0]:
        return None
    return git("rev-list", f"{commit}..HEAD", "--", *figures_measured.measured(bench))[1].split()


def test_every_table_has_one_place_in_its_page():
    found = {}
    for page, name, _ in figures_pages.blocks():
        found.setdefault(name, []).append(page)
    expected = {name: [page] for name, (page, _, _) in figures_tables.TABLES.items()}
    assert found == expected


def test_each_bench_the_command_runs_writes_a_table_and_has_its_staleness_rule():
    """No figures measured for no table, no table without its run, none without the paths that
    make it stale."""
    benches = {bench for _, bench, _ in figures_tables.TABLES.values()}
    runs = set(figures_run.port_runs({name: Path(name) for name in figures_run.BUILDS}))
    runs |= set(figures_run.host_runs(Path("work"))) | set(figures_run.PRINTED)
    assert runs == benches
    assert set(figures_measured.MEASURED) | set(figures_measured.HOST_MEASURED) == benches


# The head of a table of measured figures names a measure.
MEASURE = r"\b(KB|KiB|MB|bytes|µs|us|ms|heap|seconds|speed|slower|per hand|mutants|score|time)\b"
# Pages whose tables of measured figures bench/figures.py does not write: the mutation runs of
# docs/mutation-testing.md are a record of runs before and after a change, each row naming the
# command that gave it (hours a run), not figures of the code as it is now.
RUN_RECORDS = ("mutation-testing.md",)


def typed_tables(docs):
    """(page, line) of each table outside the figures' blocks whose head names a measure."""
    found = []
    for page in sorted(Path(docs).glob("*.md")):
        lines = figures_pages.BLOCK.sub("", page.read_text()).splitlines()
        for number, line in enumerate(lines):
            first = line.startswith("|") and not (number and lines[number - 1].startswith("|"))
            if first and re.search(MEASURE, line, re.I) and page.name not in RUN_RECORDS:
                found.append((page.name, line))
    return found


def test_no_table_of_figures_is_typed_by_hand(tmp_path):
    assert typed_tables(figures_pages.DOCS) == [], "write it from a bench: bench/figures_tables.py"
    # The rule finds one, and finds none inside a block the command writes.
    (tmp_path / "x.md").write_text(
        "<!-- figures: a commit=none -->\n| heap, KB | 64-bit |\n|---|---:|\n<!-- /figures -->\n"
        "\n| game | time, µs |\n|---|---:|\n| skat | 12 |\n"
    )
    assert typed_tables(tmp_path) == [("x.md", "| game | time, µs |")]


def test_no_table_is_older_than_the_code_it_measures():
    stale = []
    for page, name, commit in figures_pages.blocks():
        if commit.endswith("+dirty") or commit == "none":
            stale.append(f"docs/{page} {name}: measured at {commit}")
            continue
        later = changes_since(commit, figures_tables.TABLES[name][1])
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
    for bench in figures_measured.MEASURED:
        # Merged branches bring older commits into the range too: the change must be among them.
        assert last in changes_since(last + "^", bench)
    # The host tool's benches measure their own paths (the core, the store, the exports, ...).
    for bench in figures_measured.HOST_MEASURED:
        last = git("log", "-1", "--format=%H", "--", *figures_measured.measured(bench))[1].strip()
        assert last in changes_since(last + "^", bench)
    assert "firmware/core" in figures_measured.measured("export_big")
    assert changes_since("0" * 40, "log_size") is None


def test_the_host_tables_are_measured_only_when_named():
    assert "export-big" not in figures_tables.wanted_tables(None)
    assert "report-big" not in figures_tables.wanted_tables(None)
    assert "frozen-heap" in figures_tables.wanted_tables(None)
    assert figures_tables.wanted_tables(["export-big"]) == ["export-big"]


def test_each_bench_measures_files_that_exist():
    for bench in [*figures_measured.MEASURED, *figures_measured.HOST_MEASURED]:
        assert (ROOT / "bench" / (bench + ".py")).exists(), bench
        for path in figures_measured.measured(bench):
            if path.startswith(":("):  # a pathspec leaving files out: it must match some
                assert git("ls-files", "--", path.replace("exclude,", ""))[1].split(), path
            else:
                assert (ROOT / path).exists(), path


def measured_files(bench):
    return set(git("ls-files", "--", *figures_measured.measured(bench))[1].split())


def test_the_host_tables_measure_the_scoring_not_the_wizard():
    """A change to the wizard's questions and answers leaves the 35-minute host tables as they
    are; a change to the rules that score the exported sessions makes them stale."""
    for bench in figures_measured.HOST_MEASURED:
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
        assert "bench/unix_manifest.py" in figures_measured.measured(bench), bench
    assert "bench/board_manifest.py" in figures_measured.measured("frozen_size")
    # What this command builds, runs and which rows it writes count for every device table:
    # each of its parts but the list of what is measured, which changes no figure.
    parts = sorted(path.name for path in (ROOT / "bench").glob("figures*.py"))
    assert "figures_run.py" in parts and "figures_tables.py" in parts
    for bench in figures_measured.MEASURED:
        for name in parts:
            counted = "bench/" + name in figures_measured.measured(bench)
            assert counted == (name != "figures_measured.py"), (bench, name)


def test_a_table_is_written_into_its_one_block_from_saved_figures(tmp_path):
    """A bench's saved --json figures become the table in its block, a missed target marked;
    the rest of the page stays as it was, and a page without the block is refused."""
    saved = {
        "app_partition": {"value": 3145728, "unit": "", "target": "", "ok": True},
        "image_bytes": {"value": 2990000, "unit": "", "target": "<= 2,900,000", "ok": False},
    }
    page = tmp_path / "frozen-build.md"
    page.write_text(
        "# Size\n\n<!-- figures: frozen-size commit=none -->\nold\n<!-- /figures -->\nend\n"
    )
    _, bench, render = figures_tables.TABLES["frozen-size"]
    assert bench == "frozen_size"
    figures_pages.rewrite(page.name, "frozen-size", render(saved), "a" * 40, docs=tmp_path)
    text = page.read_text()
    assert text.startswith("# Size\n\n<!-- figures: frozen-size commit=" + "a" * 40 + " -->\n")
    assert text.endswith("<!-- /figures -->\nend\n") and "old" not in text
    assert "| app partition (`factory`) | 3,145,728 |" in text
    assert "| the image, at most | **2,990,000** (missed: <= 2,900,000) |" in text
    assert "| filesystem (`vfs`) for the logs | – |" in text  # a figure the bench did not give
    assert "*Measured at commit `aaaaaaaaaa` by `bench/figures.py`.*" in text
    assert list(figures_pages.blocks(tmp_path)) == [("frozen-build.md", "frozen-size", "a" * 40)]
    with pytest.raises(SystemExit, match="expected one block for sim-heap, found 0"):
        figures_pages.rewrite(page.name, "sim-heap", ["x"], "b" * 40, docs=tmp_path)


def test_the_test_heaps_table_has_a_row_for_every_micropython_test_file():
    files = [
        src.stem
        for folder in ("core", "firmware")
        for src in (ROOT / "tests" / folder).glob("test_*.py")
    ]
    rows = figures_tables.test_heaps_table({})[2:]
    assert sorted(row.split("`")[1] for row in rows) == sorted(files)
    assert len(set(files)) == len(files) > 100  # one name, one row


# Lines as bench/presses.py prints them (a sample of 20 hands, cut to two games and two scenes).
PRESSES = """20 hands a game drawn from bench/hand_mix.py (seed 11)
game               profile  presses/hand  minimum  ratio   bits/hand
schafkopf          three            9.10     4.81   1.89       7.62
schafkopf          four             9.10     4.81   1.89       7.62
schafkopf          rotary           9.20     4.81   1.91       7.62
schafkopf          edges            7.75     2.71   2.86       7.62
bierkopf           three            3.15     1.81   1.74       2.87
bierkopf           edges            3.15     1.02   3.08       2.87
scene                                                  profile  presses  minimum
Bierkopf: a simple win of team 2                       three          2     1.16
Bierkopf: a simple win of team 2                       edges          2     0.65
Bierkopf: card points counted, 78 to 42                three         10        -
Bierkopf: card points counted, 78 to 42                edges         10        -
three buttons                          before     now         target
schafkopf                                8.69    9.10 ±1.84     7.00  MISSED
bierkopf                                 3.90    3.15 ±0.65     3.50
Bierkopf: card points counted, 78 to 4      -   10.00          11.00
where the presses go, three buttons (presses per hand)
schafkopf: result 2.35, declarer 1.75, open 1.00
  filled-in answers opened to be changed, per 100 hands: runners 30.0, stoss 10.0
bierkopf: result 1.65, open 1.00
Bierkopf: a simple win of team 2: open 1.00, result 1.00
"""


def test_the_presses_table_is_read_from_what_the_bench_prints():
    f = figures_presses.presses_figures(PRESSES)
    assert (f["sample"]["value"], f["seed"]["value"]) == (20, 11)
    assert f["schafkopf_three"] == {"value": "9.10", "unit": "", "target": "<= 7.00", "ok": False}
    assert f["bierkopf_three"]["ok"] and f["bierkopf_error"]["value"] == "±0.65"
    assert f["schafkopf_minimum_edges"]["value"] == "2.71"
    # A target's name is cut to 38 characters by the bench: it still finds its scene.
    assert f["scene2"]["value"] == "Bierkopf: card points counted, 78 to 42"
    assert f["scene2_three"]["target"] == "<= 11.00" and f["scene2_three"]["ok"]
    # A scene's name has a colon of its own; the opened answers belong to the line above.
    assert f["where_Bierkopf: a simple win of team 2"]["value"] == "open 1.00, result 1.00"
    assert f["opened_schafkopf"]["value"] == "runners 30.0, stoss 10.0"
    assert "opened_bierkopf" not in f
    text = "\n".join(figures_tables.presses_table(f))
    assert "| schafkopf | **9.10** (missed: <= 7.00) | 9.20 | 7.75 | 4.81 / 2.71 | 1.89 |" in text
    assert "| Bierkopf: card points counted, 78 to 42 | 10 | – | 10 | - / - |" in text
    assert "20 hands a game from `bench/hand_mix.py`, seed 11." in text


def test_a_presses_target_for_no_figure_is_refused():
    with pytest.raises(SystemExit, match="a target for no figure"):
        figures_presses.presses_figures(
            PRESSES.replace(
                "bierkopf                                 3.90", "skat" + " " * 37 + "3.90"
            )
        )


def test_the_presses_bench_prints_its_baseline_and_the_table_reads_the_lines(monkeypatch, capsys):
    # The targets' lines as the bench prints them, for every target: the baseline they were
    # set from beside it ("-" where there is none), and each target read onto its figure.
    monkeypatch.setattr(sys, "argv", ["presses.py"])  # pytest's own arguments are no sample
    import presses

    assert set(presses.BASELINE) <= set(presses.TARGETS)  # a baseline only beside a target
    games = [game for game, _, _ in presses.hand_mix.GAMES]
    counts = {(game, "three"): [2, 4] for game in games}
    profiles = ("three", "rotary", "edges")
    scenes = [((scene[1], profile), [3]) for scene in presses.SCENES for profile in profiles]
    assert presses.targets(counts, scenes) == []  # 3 presses a hand: under every target
    printed = capsys.readouterr().out
    before = {line[:38].strip(): line[38:].split()[0] for line in printed.splitlines()[1:]}
    for name in presses.TARGETS:
        baseline = presses.BASELINE.get(name)
        assert before[name[:38]] == ("-" if baseline is None else f"{baseline:.2f}"), name
    lines = ["game               profile  presses/hand  minimum  ratio   bits/hand"]
    lines += [f"{game} three 3.00 1.00 3.00 1.00" for game in games]
    lines += ["scene                                                  profile  presses  minimum"]
    lines += [f"{scene[0]}  three  3  -" for scene in presses.SCENES]
    f = figures_presses.presses_figures("\n".join(lines) + "\n" + printed)
    for game in games:
        assert f[f"{game}_three"]["target"] == f"<= {presses.TARGETS[game]:.2f}", game
        assert f[f"{game}_error"]["value"].startswith("±"), game
    for n, scene in enumerate(presses.SCENES, 1):
        if scene[0] in presses.TARGETS:
            assert f[f"scene{n}_three"]["target"] == f"<= {presses.TARGETS[scene[0]]:.2f}"


def test_the_presses_table_needs_no_port_built():
    assert "presses" in figures_run.PRINTED
    assert "tests/app/presses_walk.py" in figures_measured.measured("presses")
