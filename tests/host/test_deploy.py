"""The deploy command against a board: the MicroPython unix port's REPL on a pseudo-terminal,
its filesystem a LittleFS image mounted at / with the board's import path, so mpremote talks
to it as to a board on a serial port. The commands are the ones a user runs (scripts/deploy,
mpremote mip install), with mpremote's `resume` (no soft reset, which ends the unix port)."""

import json
import os
import pty
import subprocess
import sys
import tty
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "scripts"))

import compile_mpy  # noqa: E402
import deploy  # noqa: E402

ROOT = compile_mpy.ROOT
BIN = Path(sys.executable).parent
TIMEOUT = 120  # seconds for one command; each takes about one on an idle machine

# Started in the port before its REPL: the flash image mounted in place of the host's files,
# the working folder and import path a board has (docs/frozen-build.md: '', .frozen, /lib).
# The filesystem is the size of a 4 MB board's (ports/esp32/partitions-4MiB.csv: vfs 0x200000,
# 512 blocks of 4 KB): mip copies the sources, one file per module, each a block or more.
_BOARD = """import sys, vfs, os
from hal import sim_flash
dev = sim_flash.ImageFile({image!r}, 512)
try:
    fs = vfs.VfsLfs2(dev)
except OSError:
    vfs.VfsLfs2.mkfs(dev)
    fs = vfs.VfsLfs2(dev)
vfs.umount('/')
vfs.mount(fs, '/')
os.chdir('/')
sys.path[:] = ['', '.frozen', '/lib']
del sys.modules['hal.sim_flash']
del sys.modules['hal']
"""


class Board:
    """The unix port's REPL on the master side of a pseudo-terminal; `port` is the slave's
    path, which mpremote opens as it opens /dev/ttyUSB0."""

    def __init__(self, image):
        master, slave = pty.openpty()
        tty.setraw(slave)
        self.slave = slave
        self.port = os.ttyname(slave)
        env = dict(os.environ, MICROPYPATH=str(ROOT / "firmware"))
        command = [
            BIN / "micropython",
            "-X",
            # Every module of the board imported at once, which the device never does: a heap
            # with room (1M ran out as the modules grew), not the device's (docs/measuring.md).
            "heapsize=2M",
            "-i",
            "-c",
            _BOARD.format(image=image),
        ]
        self.proc = subprocess.Popen(
            [str(c) for c in command], stdin=master, stdout=master, stderr=master, env=env
        )
        os.close(master)

    def close(self):
        self.proc.kill()
        self.proc.wait(timeout=TIMEOUT)
        os.close(self.slave)

    def mpremote(self, *commands):
        """mpremote's output; a failure fails the test with what it said."""
        proc = subprocess.run(
            [str(BIN / "mpremote"), "connect", self.port, "resume", *commands],
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
        return proc.stdout

    def run(self, code):
        return self.mpremote("exec", code)


def deploy_command(board, *args):
    proc = subprocess.run(
        [str(ROOT / "scripts" / "deploy"), "--port", board.port, *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


# Imports every module of the board's tree, as the firmware would, from the board's files
# alone (the import path has nothing else); prints one line per module.
_IMPORT_ALL = """import os
def walk(path, package):
    for name in sorted(os.listdir(path)):
        full = path + '/' + name if path else name
        if os.stat(full)[0] & 0x4000:
            walk(full, package + name + '.')
        elif name.endswith('.mpy') or name.endswith('.py'):
            module = package + name.rsplit('.', 1)[0]
            if module != '__init__' and module not in ('boot', 'main'):
                try:
                    __import__(module.replace('.__init__', ''))
                    print('imported', module)
                except ImportError as err:
                    print('failed', module, err.args[0].split("'")[1])
for top in {packages!r}:
    walk(top, top + '.')
__import__('hardware_setup')
print('imported hardware_setup')
"""


def imported_modules(output):
    """The modules _IMPORT_ALL imported, and those it could not import. A module that
    imports one missing from the repository too is broken in its source, not by the deploy:
    it counts as there; one that misses a module the repository has was not copied."""
    sources = {".".join(rel.with_suffix("").parts) for _src, rel in compile_mpy.board_sources()}
    names = []
    words = output.split()
    at = 0
    while at < len(words):
        if words[at] == "imported":
            names.append(words[at + 1])
            at += 2
        else:
            assert words[at] == "failed", output
            missing = words[at + 2]
            assert missing not in sources and missing + ".__init__" not in sources, output
            names.append(words[at + 1])
            at += 3
    return sorted(names)


def board_modules():
    """The module names the board's tree holds, as _IMPORT_ALL prints them."""
    names = []
    for _src, rel in compile_mpy.board_sources():
        if rel.parts[0] in deploy.PACKAGES:
            names.append(".".join(rel.with_suffix("").parts))
    return sorted(names + ["hardware_setup"])


def test_install_copies_the_board_tree_and_the_firmware_imports_from_it(tmp_path):
    board = Board(str(tmp_path / "flash.img"))
    try:
        # A board in use: a session log of the user's, and a module of an older firmware
        # that is no longer part of it (it must not stay behind to be imported).
        board.run(
            "import os\nos.mkdir('sessions')\nopen('sessions/000001.log', 'wb').write(b'x' * 100)"
            "\nos.mkdir('core')\nopen('core/gone.py', 'w').write('print(1)')"
        )
        before = board.run("try:\n import core.games\nexcept ImportError:\n print('no core')")
        assert "no core" in before

        out = deploy_command(board, "--no-reset", "install")
        assert "installed on " + board.port in out

        listing = deploy_command(board, "ls")
        for name in ("core/games.mpy", "app/platform.mpy", "hal/ssd168x.mpy", "main.py"):
            assert name.split("/")[-1] in listing, listing
        assert "sim_" not in listing  # the simulator's modules stay off a board
        assert "gone.py" not in listing
        assert "000001.log" in listing

        imported = board.run(_IMPORT_ALL.format(packages=deploy.PACKAGES))
        assert imported_modules(imported) == board_modules()
        # boot.py runs as the board runs it, and main.py is there for the board to start.
        started = board.run("import boot\nimport os\nprint(os.stat('main.py')[6] > 0)")
        assert "True" in started

        # clean: Schreiber's files go, the user's session stays.
        deploy_command(board, "clean")
        left = board.run("import os\nprint(sorted(os.listdir('/')), os.listdir('sessions'))")
        assert left.split() == ["['sessions']", "['000001.log']"], left
    finally:
        board.close()


def test_mip_install_from_the_checkout(tmp_path):
    board = Board(str(tmp_path / "flash.img"))
    try:
        proc = subprocess.run(
            [str(BIN / "mpremote"), "connect", board.port, "resume"]
            + ["mip", "install", "--target", "/", "package.json"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
        imported = board.run(_IMPORT_ALL.format(packages=deploy.PACKAGES))
        assert imported_modules(imported) == board_modules()
    finally:
        board.close()


def test_package_json_lists_every_board_file():
    """package.json is written by the deploy command; a module added or removed since
    needs `scripts/deploy package-json` again."""
    listed = json.loads((ROOT / "package.json").read_text())
    wanted = json.loads(deploy.package_json())
    assert listed == wanted, "package.json is out of date: run scripts/deploy package-json"
    for target, source in listed["urls"]:
        assert (ROOT / source).is_file()
        assert not Path(target).name.startswith("sim_")


def frozen_files(manifest, **options):
    """(package or module, file) pairs a manifest freezes, by running it as MicroPython's
    freezer does (from its own folder, with include/package/module given)."""
    frozen = []

    class Options:
        def __init__(self):
            self.port_manifest = False

        def defaults(self, **values):
            for name, value in values.items():
                setattr(self, name, options.get(name, value))

    def run(path):
        here = os.getcwd()
        os.chdir(path.parent)
        try:
            code = compile(path.read_text(), str(path), "exec")
            exec(
                code,
                {"options": Options(), "include": include, "package": package, "module": module},
            )  # noqa: S102
        finally:
            os.chdir(here)

    def include(path, **_):
        if not path.startswith("$("):  # the port's own manifest: not Schreiber's files
            run(Path(os.getcwd()) / path)

    def package(name, files=None, base_path="."):
        folder = Path(base_path) / name
        if files is None:
            files = [p.relative_to(folder).as_posix() for p in folder.rglob("*.py")]
        names = files
        frozen.extend(name + "/" + f for f in names)

    def module(path, base_path="."):
        frozen.append(path)

    run(manifest)
    return sorted(frozen)


def test_manifest_freezes_what_a_board_runs():
    board = sorted(rel.as_posix() for _src, rel in compile_mpy.board_sources())
    assert frozen_files(ROOT / "manifest.py") == board
    # The unix build the benchmarks measure adds the simulator's modules and two tables.
    bench = frozen_files(ROOT / "bench" / "unix_manifest.py")
    sim = sorted(rel.as_posix() for _src, rel in compile_mpy.device_sources())
    assert bench == sorted(sim + ["table_list.py", "table_tuple.py"])
