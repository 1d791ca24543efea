"""Lets `python -m host_tools` run the host tool (with the Python of .venv, where it is set up)."""

import sys

try:
    from host_tools.cli import main
except ModuleNotFoundError as err:
    # Another Python finds host_tools in a checkout but not the rules core it needs.
    sys.exit(
        f"schreiber: this Python lacks {err.name!r}: run ./schreiber, or .venv/bin/python -m "
        "host_tools (./test or ./schreiber sets .venv up)"
    )

sys.exit(main())
