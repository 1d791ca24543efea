"""The host tests use the core and the sync frames from the path pytest is given (firmware/, or
the copy that mutation testing stages): imported here, before any test imports host_tools, which
would otherwise make `core` and `sync` name the installed copies (schreiber.core,
schreiber.sync)."""

import core  # noqa: F401
import sync  # noqa: F401
