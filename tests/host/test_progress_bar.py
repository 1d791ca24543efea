"""The long verbs' progress bar (host_tools/commands/progress_bar.py): on a terminal only, and
only for a run long enough to watch; sessions counted for export and import, bytes for sync."""

import io
import sys

from host_tools.commands.progress_bar import bytes_progress, sessions_progress


class Terminal(io.StringIO):
    def isatty(self):
        return True


def run(progress, steps, total):
    for done in range(1, steps + 1):
        progress(done, total)
    progress.close()


def test_a_terminal_sees_a_bar_of_a_long_run_and_none_of_a_short_one(monkeypatch):
    screen = Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    run(sessions_progress("export"), 19, 19)
    assert screen.getvalue() == ""  # a few sessions: done before a bar is read
    run(sessions_progress("export"), 20, 20)
    assert "export: 100%" in screen.getvalue() and "20/20" in screen.getvalue()
    assert "session" in screen.getvalue()


def test_a_count_without_an_end_is_shown_and_bytes_are_scaled(monkeypatch):
    screen = Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    run(sessions_progress("checking"), 3, None)
    assert "checking: 3session" in screen.getvalue()
    screen.truncate(0)
    screen.seek(0)
    progress = bytes_progress("sync")
    progress(0, 0)  # nothing to transfer: no bar
    assert screen.getvalue() == ""
    progress(150_000, 300_000)
    progress(300_000, 300_000)
    progress.close()
    assert "sync: 100%" in screen.getvalue() and "300k/300k" in screen.getvalue()
    assert "B/s" in screen.getvalue()  # bytes, scaled: 300k, not 300000


def test_a_pipe_sees_no_bar(monkeypatch):
    pipe = io.StringIO()
    monkeypatch.setattr(sys, "stderr", pipe)
    run(sessions_progress("export"), 50, 50)
    run(bytes_progress("sync"), 3, 3_000_000)
    assert pipe.getvalue() == ""
