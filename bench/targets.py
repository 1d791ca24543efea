"""What every bench shares: each figure printed beside its target, a bench that exits 1 when one
is missed, the figures written as JSON for bench/figures.py, and the heap scan.

A bench makes one `Targets`, records each figure with `at_most`, `at_least` or `note` (a figure
with no target, printed and recorded), and ends with `sys.exit(targets.finish())`.
"""

import json
import sys


class Targets:
    def __init__(self, bench):
        self.bench = bench
        self.figures = {}
        self.missed = []

    def _record(self, key, label, value, unit, target, ok):
        shown = _shown(value)
        line = f"  {label}: {shown}{unit}"
        if target:
            line += f"  (target {target}{unit}) " + ("ok" if ok else "MISSED")
        print(line, flush=True)
        self.figures[key] = {"value": value, "unit": unit, "target": target, "ok": ok}
        if not ok:
            self.missed.append(f"{label}: {shown}{unit}, target {target}{unit}")
        return ok

    def at_most(self, key, label, value, limit, unit=""):
        """`value` must not exceed `limit`; None (not measured: failed at every size) misses."""
        ok = value is not None and value <= limit
        return self._record(key, label, value, unit, "<= " + _shown(limit), ok)

    def at_least(self, key, label, value, limit, unit=""):
        ok = value is not None and value >= limit
        return self._record(key, label, value, unit, ">= " + _shown(limit), ok)

    def note(self, key, label, value, unit=""):
        return self._record(key, label, value, unit, "", True)

    def finish(self, json_path=None):
        """Print the verdict and return the exit status; write the figures to `json_path`."""
        if json_path:
            with open(json_path, "w") as out:
                json.dump({"bench": self.bench, "figures": self.figures}, out, indent=1)
        if self.missed:
            print(f"{self.bench}: {len(self.missed)} target(s) missed:")
            for line in self.missed:
                print("  " + line)
            return 1
        print(f"{self.bench}: every target met")
        return 0


def _shown(value):
    if value is None:
        return "-"
    return f"{value:,}" if isinstance(value, int) else str(value)


def steady_heap(passes, top_kb, floor_kb=16, step_kb=1):
    """The smallest heap (KB) from which every size up to `top_kb` passes, scanned down in
    `step_kb` steps from `top_kb`, never below `floor_kb` (not bisected: whether a run fits is
    not monotonic in the heap size, a run may pass at 89 KB, fail at 90 and pass again at 95).
    None when `top_kb` itself fails. `passes(kb)` runs once at `kb` KB."""
    kb = top_kb
    while kb >= floor_kb and passes(kb):
        kb -= step_kb
    return None if kb == top_kb else kb + step_kb


def progress(text):
    print(text, end="", flush=True, file=sys.stderr)
