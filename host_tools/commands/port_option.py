"""What `sync` and `pair` share: the PORT argument (the candidates listed when it is missing),
opening it, and the progress bar of a transfer."""

import sys

from host_tools.command_error import CommandError
from host_tools.commands.shared import add_db_argument


def add_port_arguments(parser):
    parser.add_argument(
        "port",
        nargs="?",
        help="the device's serial port (without it: the one USB serial port, or the candidates)",
    )
    add_db_argument(parser)


def port_or_candidates(args, verb):
    """The port given; else the one USB serial port there is, said on stderr (the board comes
    over USB: a port without a USB id, such as a PC's /dev/ttyS0, is never it; mpremote's
    `auto` picks the same way); else CommandError listing the ports (status 2)."""
    if args.port:
        return args.port
    from host_tools.sync.serial_client import candidate_ports

    found = candidate_ports()
    usb = [(path, text) for path, text, is_usb in found if is_usb]
    if len(usb) == 1:
        path, text = usb[0]
        print(
            f"schreiber {verb}: using {_named(path, text)}, the one USB serial port "
            f"(give another as schreiber {verb} PORT)",
            file=sys.stderr,
        )
        return path
    if usb:
        raise CommandError(
            f"{len(usb)} USB serial ports: give the device's, e.g. schreiber {verb} "
            f"{usb[0][0]}: " + "; ".join(_named(path, text) for path, text in usb)
        )
    others = "; ".join(_named(path, text) for path, text, _ in found)
    raise CommandError(
        "no USB serial port found: connect the device by USB, or give its port "
        f"(schreiber {verb} PORT)" + (f"; other serial ports: {others}" if others else "")
    )


def _named(path, text):
    return f"{path} ({text})" if text not in ("", "n/a") else path
