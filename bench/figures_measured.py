"""What each bench's figures depend on: a later commit that changed one of these paths makes
the tables written from that bench stale (tests/host/test_figures.py), and an uncommitted change
to them keeps bench/figures.py from measuring (its --dirty aside)."""

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Every device bench measures the device code as compiled, on the ports bench/figures.py builds
# (figures_run.BUILDS, and the rows it writes: figures_tables), through the shared runner. This
# file is not among them: which paths count changes no figure.
DEVICE = ("firmware", "boot.py", "main.py", "manifest.py", "scripts/compile_mpy.py")
RUNNER = ("bench/targets.py", "bench/port_run.py", "bench/figures.py", "bench/figures_run.py")
RUNNER += ("bench/figures_tables.py", "bench/figures_presses.py", "bench/figures_pages.py")
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
# The sync's benches run the device's firmware in the simulator (the UART's double in
# firmware/hal, the sync screen drawn while it serves) against the host's sync client and store.
SERIAL_SYNC = ("firmware/sync", "firmware/hal", "firmware/app/sync_view.py")
SERIAL_SYNC += ("firmware/app/sync_draw.py", "main.py", "host_tools/sim.py", "host_tools/sync")
SERIAL_SYNC += ("host_tools/commands/sync_command.py", "tests/host/serial_bridge.py")
HOST_MEASURED["sync_faults"] = ("bench/sync_faults.py", "tests/host/sync_fault_runs.py")
HOST_MEASURED["sync_faults"] += SERIAL_SYNC
HOST_MEASURED["store_sync_serial"] = ("bench/store_sync_serial.py", *SERIAL_SYNC)
HOST_MEASURED["store_http_fuzz"] = ("bench/store_http_fuzz.py", "tests/host/http_fuzzing.py")
HOST_MEASURED["store_http_fuzz"] += (
    "host_tools/sync/http_server.py",
    "host_tools/sync/http_wire.py",
)
# A tournament: the device's app pushing each hand (its save hook and auto push), the lighter
# clients, the server, the leaderboard.
HOST_MEASURED["tournament"] = ("bench/tournament.py", "tests/host/tournament_device.py")
HOST_MEASURED["tournament"] += ("tests/host/tournament_tables.py", "host_tools/tournament")
HOST_MEASURED["tournament"] += ("firmware/sync", "firmware/app/platform.py", "host_tools/sync")
HOST_MEASURED["tournament"] += ("host_tools/commands/serve_command.py",)


def measured(bench):
    """The paths `bench`'s figures depend on (git pathspecs)."""
    if bench in HOST_MEASURED:
        return (*HOST_STORE, *HOST_MEASURED[bench])
    return (*DEVICE, *RUNNER, *MEASURED[bench])


def git(*args):
    return subprocess.run(
        ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout


def measured_changes(benches):
    """Uncommitted changes to the code `benches` measure (git status lines)."""
    paths = sorted({path for bench in benches for path in measured(bench)})
    return git("status", "--porcelain", "--", *paths).splitlines()
