"""`schreiber pair [PORT]`: agree a secret with the device over USB and give it the network and
this machine's address, for Wi-Fi pushes to `schreiber serve`."""

import socket

from host_tools import texts
from host_tools.command_error import CommandError
from host_tools.commands.port_option import add_port_arguments, port_or_candidates, serial_client
from host_tools.commands.shared import store_of

PORT = 8750  # serve_command.PORT

EPILOG = """\
The secret (32 random bytes) goes to the device over the cable and into the store; it signs
every Wi-Fi push, so only a device paired here can push. The device joins --ssid with
--password when it syncs over Wi-Fi, and pushes to --url (default: this machine's address on
the network, port 8750, where `schreiber serve` listens). Pairing again replaces all of it.
"""


def add_arguments(parser):
    add_port_arguments(parser)
    parser.add_argument("--ssid", default="", help="the Wi-Fi network the device joins")
    parser.add_argument("--password", default="", help="its password (may be empty)")
    parser.add_argument("--url", help="where `schreiber serve` listens, as the device sees it")
    parser.add_argument("--name", default="", help="what to call the device in the store")


def run(args):
    port = port_or_candidates(args, "pair")
    from host_tools.commands.serve_command import lan_address

    t = texts.Texts([], None, None)  # in the language the tool speaks
    url = args.url or f"http://{lan_address()}:{PORT}/"
    if not url.startswith("http://"):
        raise CommandError(t.say("pair.not_http", url))
    if not url.endswith("/"):
        url += "/"
    with store_of(args) as store:
        with serial_client(port, store) as client:
            device = client.pair(url, args.ssid, args.password, socket.gethostname())
        if args.name:
            store.pair(device, store.device(device)["secret"], args.name)
    if args.ssid:
        print(t.say("pair.paired_over", device, url, args.ssid))
    else:
        print(t.say("pair.paired", device, url))
    return 0
