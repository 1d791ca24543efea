"""The simulator end to end: the run command boots the real firmware (boot.py, main.py, the app)
on the MicroPython unix port, a button script walks the self-test to the table screen, the
process is killed mid-session (a power cut), and the next boot comes back to the same screen.
Frames are compared pixel by pixel with golden PNGs a person has looked at
(tests/golden_frames/). After a deliberate change of a screen, write the new frames with
SCHREIBER_WRITE_GOLDEN=1, look at every one, and commit them with the change."""

import json
import os
import signal
import struct
import subprocess
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
GOLDEN = ROOT / "tests" / "golden_frames"
EVENING = ROOT / "examples" / "schafkopf-evening.json"
DATE = "2026-11-27"
# The self-test asks for PREV, NEXT, OK, then BACK (a long OK in the three-button profile).
# A wrong button first, so the screen has to say so; OK then moves on to the standings.
SELF_TEST = "press next\npress prev\npress next\npress ok\nhold ok 1200\npress ok\n"
TIMEOUT = 120  # seconds; a run takes about one on an idle machine
# The data figure (bench/sim_heap.py's data_heap, the docs' table) may lie at most this much
# under the budget: a budget looser than that over the need holds nothing.
LOOSE_KB = 3


def run_command(flash, frames, script, *extra):
    return [
        sys.executable,
        "-m",
        "host_tools.sim",
        "--flash",
        str(flash),
        "--png",
        str(frames),
        "--script",
        str(script),
        "--date",
        DATE,
        *extra,
    ]


def run(tmp, name, script_text, *extra):
    """One run to its end: (frame notes printed, folder of frames)."""
    script = tmp / (name + ".txt")
    script.write_text(script_text)
    frames = tmp / name
    proc = subprocess.run(
        run_command(tmp / "flash.img", frames, script, "--quiet", *extra),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr
    notes = [line.split(" /")[0] for line in proc.stdout.splitlines() if line.startswith("frame ")]
    return notes, frames


def pixels(path):
    """(width, height, rows) of a 1-bit greyscale PNG as the simulator writes it."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at = 8
    idat = b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at : at + 8])
        body = data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert crc == zlib.crc32(kind + body), kind
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert (depth, colour) == (1, 0)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    raw = zlib.decompress(idat)
    stride = (width + 7) // 8  # a row of 300 pixels (the 4.2" in portrait) is 38 bytes
    rows = [raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)] for y in range(height)]
    assert all(raw[y * (stride + 1)] == 0 for y in range(height))  # filter "none"
    return width, height, rows


def ink(path):
    """Black pixels in a frame."""
    _, _, rows = pixels(path)
    return sum(8 - bin(byte).count("1") for row in rows for byte in row)


def compressed(png):
    """The same PNG with its image data compressed (the port writes it stored), to keep the
    golden files small; the tests compare pixels, not bytes."""
    ihdr = png[8 : 8 + 25]
    start = 8 + 25
    (length,) = struct.unpack(">I", png[start : start + 4])
    data = zlib.compress(zlib.decompress(png[start + 8 : start + 8 + length]), 9)
    idat = b"IDAT" + data
    chunk = struct.pack(">I", len(data)) + idat + struct.pack(">I", zlib.crc32(idat))
    return png[:8] + ihdr + chunk + png[start + 12 + length :]


def check_golden(frame, name):
    golden = GOLDEN / (name + ".png")
    if os.environ.get("SCHREIBER_WRITE_GOLDEN"):
        golden.write_bytes(compressed(frame.read_bytes()))
    assert pixels(frame) == pixels(golden), f"{frame} differs from {golden}"


def test_self_test_then_standings_survive_a_power_cut(tmp_path):
    loaded = subprocess.run(
        [sys.executable, "-m", "host_tools.sim", "--flash", str(tmp_path / "flash.img")]
        + ["--load", str(EVENING), "--hands", "5", "--script", os.devnull, "--quiet"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert loaded.returncode == 0, loaded.stdout + loaded.stderr
    assert "loaded 5 hands of schafkopf" in loaded.stdout

    # First boot: the self-test. A press of NEXT once every button is ticked off changes
    # nothing visible, so it must not refresh the panel.
    script = tmp_path / "before.txt"
    script.write_text(SELF_TEST[: -len("press ok\n")] + "press next\npress ok\npause\n")
    frames = tmp_path / "before"
    proc = subprocess.Popen(
        run_command(tmp_path / "flash.img", frames, script),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # the launcher and the port in one group, killed together
    )
    notes = []
    drawn = 0  # lines of the frames drawn on the terminal
    try:
        for line in proc.stdout:
            drawn += "\u2588" in line
            if line.startswith("frame "):
                notes.append(line.split(" /")[0])
                if len(notes) == 7:
                    break
    finally:
        # The power cut: everything killed at once, nothing can tidy up.
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=TIMEOUT)
        proc.stdout.close()
        proc.stderr.close()
    # One refresh per action: the wrong button, PREV, NEXT, OK, BACK (the list ticks off),
    # then the table screen in full; the NEXT before it changed nothing and gave no frame.
    assert notes == [
        "frame 1 (full refresh)",
        "frame 2 (partial refresh)",
        "frame 3 (partial refresh)",
        "frame 4 (partial refresh)",
        "frame 5 (partial refresh)",
        "frame 6 (partial refresh)",
        "frame 7 (full refresh)",
    ], notes
    assert drawn > 7 * 20  # each frame drawn in quadrant blocks before its line
    check_golden(frames / "frame-0001.png", "selftest-42")
    check_golden(frames / "frame-0002.png", "selftest-wrong-42")
    check_golden(frames / "frame-0006.png", "selftest-done-42")
    check_golden(frames / "frame-0007.png", "standings-42")
    assert ink(frames / "frame-0001.png") > ink(frames / "frame-0007.png") // 2  # not blank

    # Power back: the same screen, from the journal on the flash image, and nothing else.
    after, after_frames = run(tmp_path, "after", "")
    assert after == ["frame 1 (full refresh)"]
    assert pixels(after_frames / "frame-0001.png") == pixels(frames / "frame-0007.png")

    # BACK from the table opens the menu (and that screen is kept too), on its undo; the
    # menu's self-test entry (the last) opens the self-test again.
    back, back_frames = run(tmp_path, "back", "hold ok 1200\n")
    assert len(back) == 2
    check_golden(back_frames / "frame-0002.png", "menu-42")
    again, again_frames = run(tmp_path, "again", "")
    assert pixels(again_frames / "frame-0001.png") == pixels(back_frames / "frame-0002.png")
    test, test_frames = run(tmp_path, "test", "press prev\npress prev\npress ok\n")
    assert pixels(test_frames / "frame-0004.png") == pixels(frames / "frame-0001.png")


def test_standings_on_the_small_panel(tmp_path):
    script = tmp_path / "none.txt"
    script.write_text("")
    loaded = subprocess.run(
        run_command(tmp_path / "flash.img", tmp_path / "frames", script, "--panel", "2.9")
        + ["--load", str(EVENING), "--quiet"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert loaded.returncode == 0, loaded.stdout + loaded.stderr
    check_golden(tmp_path / "frames" / "frame-0001.png", "selftest-29")
    frames, folder = run(tmp_path, "small", SELF_TEST, "--panel", "2.9")
    assert len(frames) == 7
    check_golden(folder / "frame-0007.png", "standings-29")


def test_umlauts_and_long_names_on_the_standings(tmp_path):
    """German names as themselves (umlauts, ß), and a name too long for its row shortened with
    a point, on both panels."""
    evening = json.loads(EVENING.read_text())
    evening["players"] = ["Jürgen", "Größl", "Maximilian Überreiter", "Ödön"]
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(evening))
    for panel in ("2.9", "4.2"):
        folder = tmp_path / panel
        folder.mkdir()
        loaded = subprocess.run(
            run_command(folder / "flash.img", folder / "load", os.devnull, "--panel", panel)
            + ["--load", str(path), "--quiet"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        assert loaded.returncode == 0, loaded.stdout + loaded.stderr
        frames, shots = run(folder, "names", SELF_TEST, "--panel", panel)
        assert len(frames) == 7
        check_golden(shots / "frame-0007.png", "standings-umlauts-" + panel.replace(".", ""))


def test_bad_script_is_refused_by_line(tmp_path):
    script = tmp_path / "bad.txt"
    script.write_text("press ok\nhold ok long\n")
    proc = subprocess.run(
        run_command(tmp_path / "flash.img", tmp_path / "frames", script, "--quiet"),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode != 0
    assert "script line 2" in proc.stdout + proc.stderr
    assert not list((tmp_path / "frames").glob("*.png"))


def test_keyboard_on_a_terminal(tmp_path):
    """The README's way: a terminal, keys as buttons. On a pseudo-terminal: a key is a short
    press, a capital letter a long one (BACK in the three-button profile), q quits; the
    terminal is left as it was."""
    import pty
    import select
    import time

    command = run_command(tmp_path / "flash.img", tmp_path / "frames", "-")
    command.remove("--script")
    command.remove("-")
    pid, fd = pty.fork()
    if pid == 0:  # the child: the launcher on the terminal's slave side
        os.chdir(ROOT)
        os.execv(command[0], command)
    seen = b""

    def wait_for(text):
        nonlocal seen
        deadline = time.monotonic() + TIMEOUT
        while text not in seen:
            assert time.monotonic() < deadline, seen[-500:]
            if select.select([fd], [], [], 0.2)[0]:
                try:
                    seen += os.read(fd, 65536)
                except OSError:  # the child has gone
                    break
        return text in seen

    try:
        assert wait_for(b"frame 1 (full refresh)")
        assert b"\x1b[H" in seen and "\u2588".encode() in seen  # drawn in place, in blocks
        os.write(fd, b"a")  # PREV, the first button the self-test asks for
        assert wait_for(b"frame 2 (partial refresh)")
        os.write(fd, b"d")  # NEXT
        assert wait_for(b"frame 3 (partial refresh)")
        os.write(fd, b"o")  # OK
        assert wait_for(b"frame 4 (partial refresh)")
        os.write(fd, b"O")  # held: BACK
        assert wait_for(b"frame 5 (partial refresh)")
        os.write(fd, b"q")
        wait_for(b"\x1b[?25h")  # the cursor shown again on the way out
    finally:
        _, status = os.waitpid(pid, 0)
        os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 0
    assert pixels(tmp_path / "frames" / "frame-0005.png") == pixels(
        GOLDEN / "selftest-done-42.png"
    )


def terminal(tmp_path, *extra):
    """The launcher on a pseudo-terminal, keys as buttons: (send, wait_for, finish), finish
    returning its exit status once it has ended."""
    import pty
    import select
    import time

    command = run_command(tmp_path / "flash.img", tmp_path / "frames", "-", *extra)
    command.remove("--script")
    command.remove("-")
    pid, fd = pty.fork()
    if pid == 0:  # the child: the launcher on the terminal's slave side
        os.chdir(ROOT)
        os.execv(command[0], command)
    seen = [b""]

    def wait_for(text):
        deadline = time.monotonic() + TIMEOUT
        while text not in seen[0]:
            assert time.monotonic() < deadline, seen[0][-500:]
            if select.select([fd], [], [], 0.2)[0]:
                try:
                    seen[0] += os.read(fd, 65536)
                except OSError:  # the child has gone
                    break
        return text in seen[0]

    def finish():
        _, status = os.waitpid(pid, 0)
        os.close(fd)
        return os.waitstatus_to_exitcode(status)

    return (lambda keys: os.write(fd, keys)), wait_for, finish


def test_keys_work_with_quiet_and_two_sent_together_are_two_presses(tmp_path):
    """--quiet draws no frames but the keys stay buttons, q too; keys that come together (a
    paste, a fast typist) are pressed one after the other, each a press of its own."""
    send, wait_for, finish = terminal(tmp_path, "--quiet")
    try:
        assert wait_for(b"frame 1 (full refresh)")
        send(b"ad")  # PREV and NEXT at once: the self-test's first two steps
        assert wait_for(b"frame 3 (partial refresh)")
        send(b"oO")  # OK, then held: BACK
        assert wait_for(b"frame 5 (partial refresh)")
        send(b"q")
        wait_for(b"\x1b[?25h")
    finally:
        status = finish()
    assert status == 0
    assert pixels(tmp_path / "frames" / "frame-0005.png") == pixels(
        GOLDEN / "selftest-done-42.png"
    )


def test_the_terminal_size_the_picture_needs_is_said():
    from host_tools import sim

    # Two pixels across and two down a character, a line for the frame's note.
    assert sim.picture_size("4.2", 0) == (200, 151)
    assert sim.picture_size("2.9", 90) == (64, 149)
    helped = subprocess.run(
        [sys.executable, "-m", "host_tools.sim", "--help"], cwd=ROOT, capture_output=True,
        text=True, timeout=TIMEOUT,
    )  # fmt: skip
    assert "needs a terminal of 200 x 151 characters" in " ".join(helped.stdout.split())


def test_the_docs_say_what_the_launcher_does():
    # The terminal sizes in the README and the heap default in the user guide are the
    # launcher's own.
    from host_tools import sim

    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    for panel in ("4.2", "2.9"):
        assert "{} × {}".format(*sim.picture_size(panel, 0)) in readme, panel
    guide = " ".join((ROOT / "docs" / "user-guide.md").read_text(encoding="utf-8").split())
    assert f"launcher's default (`./run --help`, {sim.HEAP})" in guide


def test_deep_sleep_after_the_idle_time_and_ok_wakes_it(tmp_path):
    """After 15 idle minutes the device goes into deep sleep (the process ends, as
    machine.deepsleep() ends the board's program); the script's next OK press wakes it, and
    it boots into the same session and screen from the flash. A press of another button
    meanwhile wakes nothing (only OK is on the wake pin)."""
    flash = tmp_path / "flash.img"
    loaded = subprocess.run(
        [sys.executable, "-m", "host_tools.sim", "--flash", str(flash)]
        + ["--load", str(EVENING), "--hands", "5", "--script", os.devnull, "--quiet"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert loaded.returncode == 0, loaded.stdout + loaded.stderr

    script = tmp_path / "sleep.txt"
    script.write_text(SELF_TEST + "wait 900000\npress next\npress ok\npress next\n")
    frames = tmp_path / "sleep"
    proc = subprocess.run(
        run_command(flash, frames, script, "--quiet"),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr
    lines = [line.split(" /")[0] for line in proc.stdout.splitlines()]
    lines = [line for line in lines if line.startswith(("frame ", "deep sleep"))]
    # The walk to the standings (seven frames), the sleep, then one full refresh on waking:
    # the NEXT press while asleep is lost; the one after waking opens the menu.
    assert lines[6:] == [
        "frame 7 (full refresh)",
        "deep sleep: OK wakes the device",
        "frame 8 (full refresh)",
        "frame 9 (partial refresh)",
    ], lines
    check_golden(frames / "frame-0008.png", "standings-42")

    # Fourteen idle minutes are not enough: the OK press reaches the device awake and opens
    # the hand entry. A script that ends asleep ends with status 75.
    awake, _ = run(tmp_path, "awake", "wait 840000\npress ok\n")
    assert awake == ["frame 1 (full refresh)", "frame 2 (partial refresh)"]
    script.write_text("wait 960000\npress next\n")
    asleep = subprocess.run(
        run_command(flash, tmp_path / "asleep", script, "--quiet"),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert asleep.returncode == 75, asleep.stdout + asleep.stderr
    assert asleep.stdout.count("deep sleep") == 1


def test_the_simulator_code_names_no_checkout_path():
    """Each .mpy keeps its source's name, which the port puts on the heap as it loads: named
    from the repository's top, the heap figures of the simulator do not move with where the
    repository was cloned (the 64-bit data heap of one commit moved by several KB from one
    checkout to another)."""
    from host_tools import sim

    build = ROOT / "build" / "sim"
    sim.compile_firmware(build)
    frame = (build / "app" / "frame.mpy").read_bytes()
    assert b"firmware/app/frame.py" in frame
    assert not [m for m in build.rglob("*.mpy") if str(ROOT).encode() in m.read_bytes()]


def test_a_300_hand_evening_keeps_to_the_data_heap_budget(tmp_path):
    """The heap the firmware's data takes, held to the budget bench/sim_heap.py derives from
    the frozen build's figures (docs/simulator.md): every device module is imported first (the
    frozen device has its code in flash), then the 4.2" panel's firmware boots with a random
    300-hand Schafkopf evening, walks the self-test and shows the standings. The need is the
    bench's own figure (sim_heap.data_heap: every size from it up to the budget and over passes,
    scanned down in 1 KB steps), so the docs' table and this test cannot disagree; it must lie
    within LOOSE_KB under the budget: a budget far above the need is a cap that holds nothing."""
    sys.path.insert(0, str(ROOT / "bench"))
    import sim_heap

    from host_tools import sim

    build = ROOT / "build" / "sim"
    sim.compile_firmware(build)
    evening = tmp_path / "evening-300.json"
    sim_heap.evening_300(evening)
    env = sim_heap.environment(tmp_path, "4.2", build)
    sim_heap.load_flash(env, evening)
    _, need = sim_heap.data_heap(sim.BIN / "micropython", env, build)
    budget = sim_heap.DATA_BUDGET_KB
    assert need is not None and need <= budget, (
        f"the 300-hand evening needs {need} KB of data heap, over the budget of {budget} KB"
        " (docs/simulator.md: what that means for the device, and how to measure it)"
    )
    assert need >= budget - LOOSE_KB, (
        f"the 300-hand evening needs {need} KB of data heap, more than {LOOSE_KB} KB under the"
        f" budget of {budget} KB: lower DATA_BUDGET_KB to the need plus its room"
    )
