"""What the verbs that talk to a device over USB share (`sync`, `pair`, `tournament handout`):
the PORT argument (the candidates listed when it is missing), and a client on it."""

import sys
from contextlib import contextmanager

from host_tools import texts
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
        raise CommandError(t.say("port.several", verb, usb[0][0], named, ports=len(usb)))
    others = "; ".join(_named(path, text) for path, text, _ in found)
    if others:
        raise CommandError(t.say("port.none_but", verb, others))
    raise CommandError(t.say("port.none", verb))


def _named(path, text):
    return f"{path} ({text})" if text not in ("", "n/a") else path


@contextmanager
def serial_client(port, store, progress=None):
    """`with serial_client(port, store) as client:` a sync client on the device at `port`, the
    port closed after; any failure of the line or the protocol is the one line of a
    CommandError, exit status 1."""
    from host_tools.sync.serial_client import Client, SerialLink, SyncError

    try:
        link = SerialLink(port)
        try:
            yield Client(link, store, progress)
        finally:
            link.close()
    except SyncError as err:
        raise CommandError(texts.sentence(str(err)), 1) from None
