"""`schreiber serve`: the HTTP endpoint a paired device pushes its sessions to over Wi-Fi."""

import socket
import time

from host_tools import texts
from host_tools.command_error import CommandError
from host_tools.commands.shared import add_db_argument, store_of
from host_tools.extras import need

PORT = 8750
BASE = "/sync/v1/"  # of http_server's paths, named here so the tool starts without werkzeug
EPILOG = f"""\
Listens until Ctrl-C and prints one line per push stored or refused. The device must be paired
first (schreiber pair, over USB, gives it this machine's address); it then pushes to
http://ADDRESS:PORT{BASE}hello and {BASE}push. Requests are size-capped before they are read and
carry an HMAC with the pairing secret; a push needs a fresh challenge from the host, so an
unknown device, a wrong secret, a replayed or changed push is refused and nothing of it stored
(docs/sync-protocol.md). It also serves the tournaments' live leaderboard, read-only, at
http://ADDRESS:PORT/tournament/ (docs/tournament.md).
"""


def add_arguments(parser):
    add_db_argument(parser)
    parser.add_argument(
        "--host", default="0.0.0.0", help="address to listen on (default: every interface)"
    )
    parser.add_argument("--port", type=int, default=PORT, help=f"port (default {PORT})")


def run(args):
    need("serve")  # the other verbs need no HTTP server (and no werkzeug)
    t = texts.Texts([], None, None)  # in the language the tool speaks
    with store_of(args) as store:
        try:
            server = make_server(store, args.host, args.port, report=_report)
        except OSError as err:
            said = t.say("serve.cannot_listen", args.host, args.port, err.strerror or err)
            raise CommandError(said, 1) from None
        port = server.port
        print(t.say("serve.listening", f"http://{args.host}:{port}/"), flush=True)
        if args.host in ("0.0.0.0", "::"):
            print(t.say("serve.network", f"http://{lan_address()}:{port}/"), flush=True)
        print(t.say("serve.store", store.path), flush=True)
        try:
            server.serve_forever()  # werkzeug's returns on Ctrl-C
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
        print(t.word("serve.stopped"), flush=True)
    return 0


def make_server(store, host="127.0.0.1", port=0, **options):
    """The sync's endpoint with the tournaments beside it: their read-only leaderboard under
    /tournament/ and the table handed to each device (docs/tournament.md)."""
    from host_tools.sync import http_server
    from host_tools.tournament import board, handout

    return http_server.make(
        store, host, port, pages=(board.PREFIX, board.Board), table_for=handout.offer, **options
    )


def _report(text):
    print(time.strftime("%H:%M:%S ") + text, flush=True)


def lan_address():
    """The address other machines on the network reach this one at: the source address of a
    route outward (a UDP socket's connect sends nothing)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
