"""The benches' shared verdict (bench/targets.py): a figure beside its target, a missed target
makes the bench exit 1, and a heap figure is the smallest from which every larger size passes,
which a bisection does not find."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import frozen_size  # noqa: E402
from targets import Targets, steady_heap  # noqa: E402


def test_a_missed_target_fails_the_bench_and_is_printed(tmp_path, capsys):
    targets = Targets("demo")
    targets.at_most("restore", "restore above the evening", 7, 4, " KB")
    targets.at_least("room", "filesystem", 2048, 1024, " bytes")
    targets.note("info", "a figure without a target", 3)
    assert targets.finish(tmp_path / "out.json") == 1
    out = capsys.readouterr().out
    assert "restore above the evening: 7 KB  (target <= 4 KB) MISSED" in out
    assert "filesystem: 2,048 bytes  (target >= 1,024 bytes) ok" in out
    figures = json.loads((tmp_path / "out.json").read_text())["figures"]
    assert figures["restore"] == {"value": 7, "unit": " KB", "target": "<= 4", "ok": False}
    assert figures["info"]["ok"]


def test_every_target_met_passes_and_no_figure_is_a_miss():
    targets = Targets("demo")
    targets.at_most("a", "a", 4, 4)
    assert targets.finish() == 0
    targets.at_most("b", "failed at every size", None, 96, " KB")
    assert targets.finish() == 1


def test_the_heap_scan_finds_where_every_larger_size_passes():
    # Whether a run fits is not monotonic in the heap: here it passes from 95 KB up, and in a
    # window from 60 to 64 KB where the holes happen to fall well.
    def passes(kb):
        return 60 <= kb <= 64 or kb >= 95

    tried = []
    assert steady_heap(lambda kb: tried.append(kb) or passes(kb), 112) == 95
    assert tried == list(range(112, 93, -1))  # from the top down, stopping at the first failure
    # A bisection between 16 and 112 lands in the window, with 65 to 94 failing above it.
    lo, hi = 16, 112
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if passes(mid) else (mid + 1, hi)
    assert lo == 60
    assert steady_heap(lambda kb: kb >= 200, 112) is None  # the top itself fails


def test_the_heap_scan_steps_as_the_bench_asks_and_stops_at_its_floor():
    # The simulator's benches scan in 4 KB steps (a run is three launches of the simulator).
    tried = []
    assert steady_heap(lambda kb: tried.append(kb) or kb >= 150, 256, 64, 4) == 152
    assert tried == list(range(256, 147, -4))
    tried.clear()
    assert steady_heap(lambda kb: tried.append(kb) or True, 256, 128, 4) == 128
    assert tried == list(range(256, 127, -4))  # never below the floor


def test_the_image_bench_fails_when_the_frozen_code_outgrows_its_share(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["frozen_size.py"])
    assert frozen_size.main() == 0
    capsys.readouterr()
    # The same code, estimated as if each .mpy byte took ten in the image.
    monkeypatch.setattr(frozen_size, "MPY_TO_FROZEN", 10)
    assert frozen_size.main() == 1
    assert "frozen code in the image" in capsys.readouterr().out


def test_the_board_keeps_a_megabyte_for_the_logs_inside_its_flash():
    table = frozen_size.partitions()
    offset, size = table["vfs"]
    assert size >= frozen_size.FILESYSTEM and offset + size <= frozen_size.FLASH
    assert table["factory"][1] >= frozen_size.PORT_IMAGE + frozen_size.HEADROOM


def test_the_benches_journal_has_the_same_device_every_run():
    """A journal of the unix port makes a random device id, and the session tag's length with
    it would move every heap figure from run to run (bench/port_run.py)."""
    import port_run

    with port_run.Layout() as layout:
        folder = layout.fresh()
        code = f"from app.journal import Journal\nprint(Journal({folder!r}).device)"
        proc = layout.run(None, ["-c", code])
    assert proc.stdout.split() == [port_run.DEVICE_ID], proc.stdout + proc.stderr


# The benches whose verdict is their own, not bench/targets.py's, and what in each gives the
# exit status 1 on a miss (a fuzzer's failing input ends the run with its exception).
OWN_VERDICT = {
    "choices_speed": "return 1 if slow else 0",
    "damaged_log": "return 1 if missed else 0",
    "sync_fuzz": "return 1\n",
    "presses": 'sys.exit("missed: "',
    "fuzz_input": "@given(strategy)",
}
# bench/ files that measure nothing themselves: the figures command, the shared verdict, the
# generators and the MicroPython halves of the benches.
NOT_BENCHES = ("figures", "targets")


def test_every_bench_that_states_a_target_exits_1_when_it_is_missed():
    """A bench that states a target ends on the shared verdict (bench/targets.py: each figure
    beside its target, exit status 1 on a miss), or on its own named above."""
    import ast

    for path in sorted((ROOT / "bench").glob("*.py")):
        name = path.stem
        source = path.read_text()
        doc = ast.get_docstring(ast.parse(source)) or ""
        if name.startswith(NOT_BENCHES) or name not in OWN_VERDICT and "target" not in doc.lower():
            continue
        if name in OWN_VERDICT:
            assert OWN_VERDICT[name] in source, name
            continue
        assert "Targets(" in source, f"bench/{name}.py states a target but keeps no Targets"
        assert "targets.finish(" in source, name
        assert source.rstrip().endswith("sys.exit(main())"), name
