"""Lets `python -m host_tools` run the host tool."""

import sys

from host_tools.cli import main

sys.exit(main())
