"""The host calls the core from several threads at once (`schreiber serve` answers each request
on a thread of its own; the tournament board's pages beside the sync's), while core.heap lets a
module go after its task to save the device's heap: one thread letting go of a module another
was importing failed the other with a KeyError in core.heap.load (or changed sys.modules while
core.heap.unload looked through it). The host keeps every module
it loaded (host_tools/__init__.py); the device's policy stays as it was (tests/core)."""

import importlib
import sys
import threading

import pytest

import host_tools  # noqa: F401  (the host's heap policy, as every host verb has it)
from core import errors, games, heap

THREADS = 8
ROUNDS = 150
ATTEMPTS = 10  # runs of the threads under the device's policy, until a race is met


def core_tasks():
    """What the host asks of the core on every request: settings made, a game's settings
    table, a refusal's message; each loads a module for the task and lets it go after it."""
    games.make_settings("schafkopf", {"tariff_preset": "official", "unit": 20})
    games.options("skat")
    errors.shown({"hand": [1, 2]})


def failures_of_threads():
    """What THREADS threads, each doing core_tasks ROUNDS times, raised: a thread stops at its
    first failure, and the others soon after it."""
    failed = []

    def work():
        for _ in range(ROUNDS):
            if failed:
                return
            try:
                core_tasks()
            except Exception as err:  # noqa: BLE001 - whatever a thread met is the finding
                failed.append(repr(err))
                return

    switch = sys.getswitchinterval()
    # Threads switched every few bytecodes instead of every 5 ms: a thread is caught between
    # its import and its look-up in sys.modules within a few rounds, if it can be.
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=work) for _ in range(THREADS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(switch)
    return failed


@pytest.fixture
def device_policy():
    """core.heap as the device has it (it lets modules go), the host's put back after."""
    unload = heap.unload
    importlib.reload(heap)
    yield
    heap.unload = unload


def test_the_host_calls_the_core_from_many_threads_at_once():
    assert failures_of_threads() == []


def test_the_host_keeps_a_module_the_device_lets_go(device_policy):
    importlib.reload(host_tools)  # the host's policy put in again, as at its first import
    heap.unload("core.shown")
    errors.shown(1)
    assert "core.shown" in sys.modules


def test_the_same_threads_fail_under_the_devices_policy(device_policy):
    # The races the host's policy removes are real, so the first test can fail: a module
    # another thread let go between its import and its look-up, or sys.modules changed while
    # core.heap.unload looked through it for a package's last module.
    # A race is a matter of timing: on a loaded machine one run of the threads may meet none,
    # so they run again, a few times at most, until one is met.
    found = []
    for _ in range(ATTEMPTS):
        found = failures_of_threads()
        if found:
            break
    races = ("KeyError('core.", "RuntimeError('dictionary")
    assert found and all(failure.startswith(races) for failure in found), found
