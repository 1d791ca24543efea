"""The host tests use the core from the path pytest is given (firmware/, or the copy that
mutation testing stages): imported here, before any test imports host_tools, which would
otherwise make `core` name the installed copy (schreiber.core)."""

import core  # noqa: F401
