"""What `sync` and `pair` share: the PORT argument (the candidates listed when it is missing),
opening it, and the progress bar of a transfer."""

import sys

from host_tools.command_error import CommandError
from host_tools.commands.shared import add_db_argument


def add_port_arguments(parser):
    parser.add_argument(
        "port", nargs="?", help="the device's serial port (without it: the candidates are listed)"
    )
    add_db_argument(parser)


def port_or_candidates(args, verb):
    """The port given, or CommandError listing the candidates (status 2)."""
    if args.port:
        return args.port
    from host_tools.sync.serial_client import candidate_ports

    found = candidate_ports()
    if not found:
        raise CommandError("no serial port found: connect the device by USB and give its port")
    listed = "; ".join(
        f"{path} ({text})" if text not in ("", "n/a") else path for path, text in found
    )
    raise CommandError(f"give the device's port, e.g. schreiber {verb} {found[0][0]}: {listed}")


class Progress:
    """A tqdm bar on stderr for the log bytes of a transfer, shown only on a terminal."""

    def __init__(self, label):
        self.label = label
        self.bar = None

    def __call__(self, done, total):
        if self.bar is None:
            if not sys.stderr.isatty() or total <= 0:
                return
            from tqdm import tqdm

            self.bar = tqdm(
                total=total, unit="B", unit_scale=True, desc=self.label, file=sys.stderr
            )
        self.bar.update(done - self.bar.n)

    def close(self):
        if self.bar is not None:
            self.bar.close()
