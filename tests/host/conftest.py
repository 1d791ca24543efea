"""The host tests use the core and the sync frames from the path pytest is given (firmware/, or
the copy that mutation testing stages): imported here, before any test imports host_tools, which
would otherwise make `core` and `sync` name the installed copies (schreiber.core,
schreiber.sync)."""

import os

import pytest

import core  # noqa: F401
import sync  # noqa: F401

# The host speaks English in these tests, whatever the machine's SCHREIBER_LANG says; a test
# that asks for another language (--lang) leaves English behind it.
os.environ.pop("SCHREIBER_LANG", None)


@pytest.fixture(autouse=True)
def _english():
    from host_tools import texts

    texts.use("en")
    yield
    texts.use("en")
