"""What `sync` and `pair` share: the PORT argument (the candidates listed when it is missing),
opening it, and the progress bar of a transfer."""

import sys

from host_tools.command_error import CommandError
from host_tools.commands.shared import add_db_argument
from host_tools.texts import Texts


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
    t = Texts([], None, None)  # in the language the tool speaks
    if len(usb) == 1:
        path, text = usb[0]
        print(t.say("port.using", verb, _named(path, text)), file=sys.stderr)
        return path
    if usb:
        named = "; ".join(_named(path, text) for path, text in usb)
        raise CommandError(t.say("port.several", verb, usb[0][0], named, n=len(usb)))
    others = "; ".join(_named(path, text) for path, text, _ in found)
    if others:
        raise CommandError(t.say("port.none_but", verb, others))
    raise CommandError(t.say("port.none", verb))


def _named(path, text):
    return f"{path} ({text})" if text not in ("", "n/a") else path


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
