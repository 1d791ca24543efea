"""What the optional parts of the host tool need, and the one line that says so when it is
missing: the report's charts need matplotlib (`schreiber[report]`), the XLSX export openpyxl
(`schreiber[xlsx]`), `serve` werkzeug (`schreiber[serve]`); `schreiber[all]` brings them all
(pyproject.toml). Scoring, sync, show, CSV and JSON need none of them."""

import importlib

from host_tools.command_error import CommandError

# extra -> the module it brings that the host tool imports first
EXTRAS = {"report": "matplotlib", "xlsx": "openpyxl", "serve": "werkzeug"}


def need(extra):
    """Import the extra's module now; CommandError (status 2) naming the extra to install
    when it is missing."""
    module = EXTRAS[extra]
    try:
        importlib.import_module(module)
    except ImportError:
        raise CommandError(
            f"this needs {module}, which is not installed: pip install 'schreiber[{extra}]'"
        ) from None
