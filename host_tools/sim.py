"""The simulator launcher (the README's run command, `./run`): compiles the firmware with
mpy-cross as for the device and starts it (boot.py, then main.py, then the app) on the
MicroPython unix port with the simulated backend (firmware/hal/sim_setup.py)."""

import argparse
import importlib.util
import os
import select
import shutil
import subprocess
import sys
import tempfile
import termios
import tty
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".venv" / "bin"
DEEP_SLEEP_STATUS = 75  # hal/sim_setup.DeepSleepExit: the device went into deep sleep
# 160k on this 64-bit port is about the ESP32's 112 KB (docs/measuring.md); the firmware needs
# 190 KB here with the 4.2" panel (bench/sim_heap.py), starting a session through the
# new-session screens 240 KB, and a hand through the wizard over the table runs within a few
# KB of 256k (its modules loaded from .mpy into a fragmented heap), so the default leaves
# 64 KB over that. What the device can spend is held elsewhere: tests/host/test_sim.py and
# test_evening_heap.py hold the data heap with every module imported first, as the frozen
# device has its code in flash.
HEAP = "320k"
PROFILES = ("three", "four", "rotary", "edges")
HELP_KEYS = (
    "keys: a/p/left = PREV, d/n/right = NEXT, o/space/enter/up = OK, b/backspace/down = BACK,"
    " 1-4 = seats; a capital letter holds its button (a long press); q quits"
)


def parse(argv):
    parser = argparse.ArgumentParser(
        prog="run",
        description="Run the Schreiber firmware in the simulator.",
        epilog=HELP_KEYS + "; " + "; ".join(terminal_need(panel, 0) for panel in ("4.2", "2.9")),
    )
    parser.add_argument("--panel", choices=("2.9", "4.2"), default="4.2")
    parser.add_argument("--profile", choices=PROFILES, default="three", help="button profile")
    parser.add_argument(
        "--rotation",
        type=int,
        choices=(0, 90, 180, 270),
        default=0,
        help="how the panel is built in: 90 and 270 are portrait (default 0)",
    )
    parser.add_argument(
        "--flash", default="schreiber-flash.img", help="LittleFS image (made on first use)"
    )
    parser.add_argument("--png", metavar="DIR", help="write a PNG of every frame into DIR")
    parser.add_argument(
        "--script", metavar="FILE", help="replay a button script (docs/simulator.md)"
    )
    parser.add_argument(
        "--drive",
        action="store_true",
        help="read script steps from standard input, printing the screen's words before each",
    )
    parser.add_argument(
        "--load",
        metavar="EVENING",
        help="start a session from a hand-record JSON file (as `schreiber score` reads)",
    )
    parser.add_argument("--hands", type=int, help="with --load: only the first N hands")
    parser.add_argument("--date", help="the clock's date, YYYY-MM-DD, or 'unset' (default: today)")
    parser.add_argument("--battery", type=int, default=3900, help="cell voltage in mV")
    parser.add_argument("--quiet", action="store_true", help="do not draw frames")
    parser.add_argument(
        "--serial",
        action="store_true",
        help="give the device a USB serial port: a pseudo-terminal whose path is printed",
    )
    parser.add_argument(
        "--heap",
        default=HEAP,
        help=f"MicroPython heap (default {HEAP}; see docs/simulator.md)",
    )
    return parser.parse_args(argv)


def compile_firmware(out):
    """Every device file to .mpy, as it goes onto the board (tests/run_all.py does the same).
    Kept in `out` between runs; a file is compiled again only when its source is newer, and
    a .mpy whose source is gone is removed, so a deleted module cannot hide a broken import.
    Each .mpy is written under a temporary name and renamed: runs side by side are safe.
    Each keeps its source's name from the repository's top (scripts/compile_mpy.py), which the
    port puts on the heap when it loads: not the checkout's path, whose length would move every
    heap figure of the simulator (bench/sim_heap.py) with where the repository was cloned."""
    sources = sorted((ROOT / "firmware").rglob("*.py"))
    sources += [ROOT / "boot.py", ROOT / "main.py"]
    named = out / "names-from-top"  # absent: the .mpy files there may name the checkout's path
    fresh = not named.exists()
    wanted = set()
    for src in sources:
        rel = src.relative_to(ROOT)
        base = rel.relative_to("firmware") if rel.parts[0] == "firmware" else rel
        target = out / base.with_suffix(".mpy")
        wanted.add(target)
        if not fresh and target.exists() and target.stat().st_mtime >= src.stat().st_mtime:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f"{target.stem}.{os.getpid()}.tmp")
        command = [BIN / "mpy-cross", "-o", partial, "-s", rel.as_posix(), src]
        subprocess.run(command, check=True)
        os.replace(partial, target)
    named.touch()
    for stale in out.rglob("*.mpy"):
        if stale not in wanted:
            stale.unlink(missing_ok=True)


def environment(args, build, interactive):
    env = dict(os.environ)
    env["MICROPYPATH"] = str(build)
    env["SCHREIBER_PANEL"] = args.panel
    env["SCHREIBER_PROFILE"] = args.profile
    env["SCHREIBER_ROTATION"] = str(args.rotation)
    env["SCHREIBER_FLASH"] = str(Path(args.flash).resolve())
    env["SCHREIBER_BATTERY"] = str(args.battery)
    for name, value in (
        ("FRAMES", args.png and str(Path(args.png).resolve())),
        ("SCRIPT", "-" if args.drive else args.script and str(Path(args.script).resolve())),
        ("DATE", args.date),
    ):
        if value:
            env["SCHREIBER_" + name] = value
        else:
            env.pop("SCHREIBER_" + name, None)
    env["SCHREIBER_TTY"] = "1" if interactive and not args.quiet else ""
    env["SCHREIBER_QUIET"] = "1" if args.quiet else ""
    env.pop("SCHREIBER_SERIAL_FD", None)  # only the port this launcher opens
    return env


def run_device(args, env, keep=()):
    """Boot the firmware as the board does; returns its exit status. `keep`: descriptors the
    device inherits (its serial port)."""
    boot = "import boot\nimport main"  # boot.py, then main.py, as the board runs them
    command = [BIN / "micropython", "-X", "heapsize=" + args.heap, "-c", boot]
    return subprocess.run([str(c) for c in command], env=env, pass_fds=keep).returncode


def open_serial():
    """(device end, host end's path): a pseudo-terminal in raw mode, as a USB serial port is
    a plain byte pipe. The launcher keeps the host end open too, so the device sees no hang-up
    while no host tool has the port open, and the port outlives a deep sleep's restart."""
    device, host = os.openpty()
    tty.setraw(host)
    os.set_blocking(device, False)  # the device's writes must not hang when no one reads
    return device, host, os.ttyname(host)


def picture_size(panel, rotation):
    """(columns, lines) the panel's picture takes on the terminal: a character for every 2x2
    pixels (hal/sim_display.draw_terminal, a byte's 8 pixels in 4 characters), a line for
    the frame's note."""
    spec = importlib.util.spec_from_file_location(
        "hardware_setup", ROOT / "firmware" / "hardware_setup.py"
    )
    setup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup)
    width, height = setup.PANEL_PIXELS[panel]
    if rotation in (90, 270):
        width, height = height, width
    return (width + 7) // 8 * 4, height // 2 + 1


def terminal_need(panel, rotation):
    columns, lines = picture_size(panel, rotation)
    return f'the {panel}" picture needs a terminal of {columns} x {lines} characters'


def terminal_note(panel, rotation):
    """What the picture needs of the terminal, and whether this one has it."""
    columns, lines = picture_size(panel, rotation)
    note = terminal_need(panel, rotation)
    have = shutil.get_terminal_size((0, 0))
    if have.columns < columns or have.lines < lines:
        note += " (this one: {} x {}; make it larger, the font smaller, or use --quiet --png DIR)"
        note = note.format(have.columns, have.lines)
    return note


def woken(interactive, rtc_memory):
    """After a deep sleep: wait for the wake button, True when it came. In the terminal a key
    is the OK button that wakes the board; a script wakes it with its next OK press, which the
    device wrote into the RTC memory before sleeping (-1: none left, the run ends asleep)."""
    if interactive:
        select.select([sys.stdin], [], [])
        os.read(sys.stdin.fileno(), 16)
        return True
    try:
        with open(rtc_memory) as handle:
            return int(handle.read().split()[0]) >= 0
    except (OSError, ValueError, IndexError):
        return False


def main(argv=None):
    args = parse(argv)
    if args.png:
        Path(args.png).mkdir(parents=True, exist_ok=True)
    # Keys are buttons whenever the terminal types them, --quiet too (it only draws nothing).
    interactive = args.script is None and not args.drive and sys.stdin.isatty()
    build = ROOT / "build" / "sim"
    saved = termios.tcgetattr(sys.stdin) if interactive else None
    try:
        compile_firmware(build)
        env = environment(args, build, interactive)
        keep = ()
        if args.serial:
            device_end, host_end, path = open_serial()
            keep = (device_end,)
            env["SCHREIBER_SERIAL_FD"] = str(device_end)
            print("serial port: " + path, flush=True)
        if args.load:
            loader = ROOT / "scripts" / "sim_load.py"
            evening = Path(args.load).resolve()
            command = [BIN / "micropython", loader, env["SCHREIBER_FLASH"], evening]
            if args.hands is not None:
                command.append(str(args.hands))
            status = subprocess.run([str(c) for c in command], env=env).returncode
            if status:
                return status
        if interactive:
            print(HELP_KEYS)
            if not args.quiet:
                print(terminal_note(args.panel, args.rotation))
            tty.setcbreak(sys.stdin)
            if not args.quiet:
                sys.stdout.write("\x1b[2J\x1b[?25l")  # clear the screen, hide the cursor
                sys.stdout.flush()
        with tempfile.TemporaryDirectory() as rtc:
            # The ESP32's RTC memory: kept over deep sleep, lost when the launcher ends.
            env["SCHREIBER_RTC"] = os.path.join(rtc, "memory")
            env.pop("SCHREIBER_WOKE", None)
            while True:
                status = run_device(args, env, keep)
                if status != DEEP_SLEEP_STATUS or not woken(interactive, env["SCHREIBER_RTC"]):
                    return status
                env["SCHREIBER_WOKE"] = "1"  # the board boots again, the panel's image kept
    except KeyboardInterrupt:
        return 130
    finally:
        if saved is not None:
            termios.tcsetattr(sys.stdin, termios.TCSADRAIN, saved)
            sys.stdout.write("\x1b[0m\x1b[?25h\n")


if __name__ == "__main__":
    sys.exit(main())
