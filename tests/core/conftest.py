"""Under pytest the core's tests may share a process with the host's, and importing host_tools
puts the host's heap policy in (it keeps every module: host_tools/__init__.py). The core's tests
check the device's (core.heap), so each runs with core.heap as the device has it, and the
host's policy is put back after it."""

import importlib

import pytest

from core import heap


@pytest.fixture(autouse=True)
def _device_heap_policy():
    unload = heap.unload
    importlib.reload(heap)
    yield
    heap.unload = unload
