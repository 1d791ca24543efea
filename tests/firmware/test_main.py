"""The device entry point: "no app installed" only when the app package itself is missing."""

import os
import sys
import time

import app

# Each case is an app package written to the unix port's filesystem: (name, {file: text}).
DRIVER_MISSING = {"__init__.py": "import schreiber_no_such_driver\n\n\ndef main():\n    pass\n"}
PART_MISSING = {"__init__.py": "from app import no_such_screen\n"}
LATE_DRIVER = {"__init__.py": "def main():\n    import schreiber_no_such_driver\n"}
WORKING = {"__init__.py": "ran = []\n\n\ndef main():\n    ran.append(1)\n"}


def with_app(files, check):
    """Put an app package made of `files` first on the import path (None: no app anywhere on
    it) and call check(); the real app and the path come back afterwards."""
    folder = "/tmp/schreiber-main-{}".format(time.ticks_us())
    os.mkdir(folder)
    saved_path = sys.path[:]
    saved_app = sys.modules.pop("app", None)
    try:
        if files is None:
            sys.path[:] = [folder]
        else:
            os.mkdir(folder + "/app")
            for name in files:
                with open(folder + "/app/" + name, "w") as out:
                    out.write(files[name])
            sys.path.insert(0, folder)
        check()
    finally:
        sys.path[:] = saved_path
        for name in list(sys.modules):
            if name == "app" or name.startswith("app."):
                del sys.modules[name]
        if saved_app is not None:
            sys.modules["app"] = saved_app
        remove_tree(folder)


def load_main():
    """Import main.py as the board does, with a quiet stand-in app first on the path: importing
    it starts the app."""
    found = []

    def check():
        import main

        found.append(main)

    if "main" not in sys.modules:
        with_app(WORKING, check)
    return sys.modules["main"]


def remove_tree(path):
    for name in os.listdir(path):
        child = path + "/" + name
        if os.stat(child)[0] & 0x4000:
            remove_tree(child)
        else:
            os.remove(child)
    os.rmdir(path)


def import_error_from_run(main):
    try:
        main.run()
    except ImportError as exc:
        return exc
    raise AssertionError("main.run() let no ImportError through")


def test_no_app_on_the_path_is_reported_as_no_app():
    main = load_main()

    def check():
        if main.run() is not False:
            raise AssertionError("run() without an app did not say so")

    with_app(None, check)


def test_missing_driver_inside_the_app_is_an_error_not_no_app():
    main = load_main()

    def check():
        exc = import_error_from_run(main)
        if "schreiber_no_such_driver" not in str(exc):
            raise AssertionError("not the driver's ImportError: {}".format(exc))

    with_app(DRIVER_MISSING, check)


def test_missing_part_of_the_app_is_an_error_not_no_app():
    main = load_main()

    def check():
        exc = import_error_from_run(main)
        if main.app_missing(exc):
            raise AssertionError("a missing app.no_such_screen read as no app: {}".format(exc))

    with_app(PART_MISSING, check)


def test_import_error_while_the_app_runs_is_raised():
    main = load_main()
    with_app(LATE_DRIVER, lambda: import_error_from_run(main))


def test_an_installed_app_is_run():
    main = load_main()

    def check():
        if main.run() is not True:
            raise AssertionError("run() did not report the app as run")
        if sys.modules["app"].ran != [1]:
            raise AssertionError("app.main() was not called once")

    with_app(WORKING, check)


def test_the_real_app_package_is_found():
    # The device's own app package (from .mpy here) is what `import app` finds.
    if not app.__file__.endswith(".mpy"):
        raise AssertionError("app came from " + app.__file__)


FAILING = {"__init__.py": "def main():\n    raise MemoryError('memory allocation failed')\n"}


def test_an_error_in_the_simulator_ends_the_run_with_status_1():
    main = load_main()

    def check():
        try:
            main.start(None)
        except SystemExit as exc:
            if exc.args[0] != 1:
                raise AssertionError("exit status {}".format(exc.args[0])) from None
            return
        raise AssertionError("a MemoryError ended the run with status 0")

    with_app(FAILING, check)


def board(ok_level):
    """The strict ESP32 stand-in as `machine` and `esp32`, OK at `ok_level`."""
    from hal import sim_esp32

    sys.modules["machine"] = sim_esp32
    sys.modules["esp32"] = sim_esp32.esp32
    sim_esp32.power_on()
    sim_esp32.connect(33, lambda: ok_level)
    sim_esp32.connect(4, lambda: 0)  # the panel's BUSY, idle
    return sim_esp32


def test_an_error_on_the_board_powers_the_panel_down_and_resets():
    main = load_main()
    machine = board(1)

    def check():
        try:
            main.start(machine)
        except machine.ResetError:
            pass
        else:
            raise AssertionError("no reset after the error")
        if machine.board.rtc_memory[:2] != b"F\x01":
            raise AssertionError("not counted: {}".format(machine.board.rtc_memory))
        if b"MemoryError" not in machine.board.rtc_memory:
            raise AssertionError("the error is not kept")
        if machine.board.outputs.get(21) != 1 or machine.board.outputs.get(16) != 0:
            raise AssertionError("panel not powered down: {}".format(machine.board.outputs))

    with_app(FAILING, check)


def test_ok_held_at_reset_starts_the_repl_not_the_app():
    main = load_main()
    machine = board(0)

    def check():
        main.start(machine)  # the failing app, started, would reset the board
        if "app" in sys.modules:
            raise AssertionError("the app was imported")
        if machine.board.interrupt_char != 3:
            raise AssertionError("Ctrl-C turned off at the REPL")

    with_app(FAILING, check)
