"""The figure tables of docs/: each written from its bench's figures ({key: figure}, as
bench/targets.py gives them, or figures_presses reads them), a missed target marked in its cell;
which page each goes in, and which bench measures it."""

from font_heap import FONTS  # the fonts the bench measures, a row each
from test_heaps import measured_files  # the MicroPython test files, a row each

BITS = (("64_mpy", "64-bit `.mpy`"), ("64_frozen", "64-bit frozen"))
BITS += (("32_mpy", "32-bit `.mpy`"), ("32_frozen", "32-bit frozen"))


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
    rows = [[f"`{name}`", folder, cell(f, name)] for folder, name in measured_files()]
    return table(["test file", "tests/", "needs, KB (every larger size passes)"], rows)


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


def sync_faults_table(f):
    head = ["fault class", "runs", "completed", "failed", "retried, exact", "runs with a miss"]
    # The classes the bench ran, in its order (tests/host/sync_fault_runs.py: CLASSES).
    kinds = [key[: -len("_misses")] for key in f if key.endswith("_misses")]
    keys = ("completed", "failed", "retried", "misses")
    rows = [[kind, cell(f, "runs")] + [cell(f, f"{kind}_{key}") for key in keys] for kind in kinds]
    lines = table(head, rows)
    failures = [f"{kind}: {cell(f, f'{kind}_errors')}" for kind in kinds]
    lines += ["", "How the failed runs failed (digits as N):", ""]
    lines += [f"- {line}" for line in failures if not line.endswith(": -")]
    lines += ["", f"All runs took {cell(f, 'seconds')} s."]
    return lines


def store_sync_table(f):
    rows = [
        ["history synced", f"{cell(f, 'hands')} hands in {cell(f, 'sessions')} sessions"],
        [
            "log bytes sent, and held by the store",
            f"{cell(f, 'bytes')} / {cell(f, 'store_holds')}",
        ],
        ["bulk sync, seconds", cell(f, "seconds")],
        ["share of the 115200-baud line rate, %", cell(f, "line_share")],
        ["a sync with nothing new: round trips", cell(f, "idle_round_trips")],
        ["a sync with nothing new: seconds", cell(f, "idle_seconds")],
    ]
    return table(["sync through the serial bridge", ""], rows)


def store_fuzz_table(f):
    rows = [
        ["pushes tried", cell(f, "tried")],
        ["cases that crashed the handler or left a partial write", cell(f, "failed")],
    ]
    rows += [
        [f"answered {key[len('answer_') :]}", cell(f, key)]
        for key in sorted(f)
        if key.startswith("answer_")
    ]
    rows += [["time, seconds", cell(f, "seconds")]]
    return table(["hostile pushes, seed " + cell(f, "seed"), ""], rows)


def tournament_table(f):
    rows = [
        ["players / tables / games a table", "{} / {} / {}".format(
            cell(f, "players"), cell(f, "tables"), cell(f, "games"))],
        ["the series, pushed at once, seconds", cell(f, "seconds")],
        ["logs stored exactly as on the device", cell(f, "exact")],
        ["lists complete", cell(f, "complete")],
        ["lists flagged by the checks", cell(f, "flags")],
        ["leaderboard after a push, median, seconds", cell(f, "median")],
        ["leaderboard after a push, p95, seconds", cell(f, "p95_json")],
        ["the same with the page's poll, p95, seconds", cell(f, "p95")],
        ["the firmware table's pushes caught up by the next change", cell(f, "fw_not_sent")],
        ["`schreiber serve`'s peak memory, MB", cell(f, "peak_mb")],
    ]  # fmt: skip
    return table(["one tournament on loopback", ""], rows)


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
    "sync-faults": ("sync-protocol.md", "sync_faults", sync_faults_table),
    "store-sync": ("host-store.md", "store_sync_serial", store_sync_table),
    "store-fuzz": ("host-store.md", "store_http_fuzz", store_fuzz_table),
    "tournament": ("tournament.md", "tournament", tournament_table),
}
# Tables measured only when --only names them: the host tool's runs of many minutes each.
OPT_IN = ("export-big", "report-big", "sync-faults", "store-sync", "store-fuzz", "tournament")


def wanted_tables(only):
    """The tables a run rewrites: those named by --only, else every one but OPT_IN."""
    return [name for name in TABLES if (name in only if only else name not in OPT_IN)]
