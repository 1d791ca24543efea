"""The progress bar of a long verb (STYLE.md 16): tqdm on stderr, shown only on a terminal and
only for a run long enough to watch, so a pipe or a script reads no bar."""

import sys


class Progress:
    """Called with (done, total) as the work goes on; `total` None: a count without an end
    (not known yet). `least`: a smaller total shows no bar. `scale`: figures in k, M, ..."""

    def __init__(self, label, unit, least, scale=False):
        self.label = label
        self.unit = unit
        self.least = least
        self.scale = scale
        self.bar = None

    def __call__(self, done, total):
        if self.bar is None:
            if not sys.stderr.isatty() or (total is not None and total < self.least):
                return
            from tqdm import tqdm

            self.bar = tqdm(
                total=total,
                unit=self.unit,
                unit_scale=self.scale,
                desc=self.label,
                file=sys.stderr,
            )
        self.bar.update(done - self.bar.n)

    def close(self):
        if self.bar is not None:
            self.bar.close()


def sessions_progress(label):
    """A bar counting sessions, for a run of more than a few of them (export, import)."""
    return Progress(label, "session", 20)


def bytes_progress(label):
    """A bar of the log bytes of a transfer (sync)."""
    return Progress(label, "B", 1, scale=True)
