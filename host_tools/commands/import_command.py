"""`schreiber import FILE.json`: read a JSON export (host_tools/export/json_file.py) back into the
store. What is stored is each session's raw log, through the same ingest a sync uses; the
derived view is built from it again, so an export of the imported store equals the file.

All or nothing: the whole file is checked first (its format and version, every session's log
against its checksum and against the hands the file lists with it, and against the bytes the
store already holds of that session), and only then is anything stored. A damaged or foreign
file is refused with one line naming what is wrong, and the store is left as it was. The file
is read one session at a time, twice (check, then store); a file in the export's own layout
(one session a line) never needs more memory than its largest session.
"""

import base64
import binascii
import hashlib
import json
import re

from core.errors import InputError, shown
from core.log import frames as logformat
from host_tools.command_error import CommandError
from host_tools.commands.progress_bar import sessions_progress
from host_tools.commands.shared import add_db_argument, refused, store_of
from host_tools.export.json_file import FIRST, LAST, NAME, VERSION
from host_tools.store import derive, selection
from host_tools.store.log_records import MAX_CHUNK
from host_tools.store.selection import PLACE_MOST
from host_tools.texts import Texts

_DEVICE_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")  # as the store takes them (docs/host-store.md)
EPILOG = """\
FILE is a file written by `schreiber export --format json`. Sessions the store already holds
are left as they are (the same bytes are not stored twice); a session the store holds with
other bytes, a damaged file, or a file of another kind is refused and nothing is stored.
"""


def add_arguments(parser):
    add_db_argument(parser)
    parser.add_argument("file", help="a JSON export (schreiber export --format json)")


def run(args):
    with store_of(args) as store:
        checking, storing = sessions_progress("checking"), sessions_progress("storing")
        try:
            count, new = import_file(store, args.file, (checking, storing))
        except InputError as err:
            raise refused(err) from None
        except OSError as err:
            raise CommandError(f"cannot read {args.file}: {err.strerror or err}") from None
        finally:
            checking.close()
            storing.close()
    print(Texts([], None, None).say("import.read", n=count, path=args.file, new=new))
    return 0


def import_file(store, path, progress=(None, None)):
    """Check the whole file, then store its sessions; returns (sessions read, sessions new to
    the store). Raises InputError, with nothing stored, for a file that is not intact.
    `progress`: two callables (done, total) or None, for the check and for the storing."""
    checking, storing = progress
    count = 0
    # Each session is scored once, while it is checked: what the check found the file's
    # derived view to be (equal to its log's, key by key) is what the store keeps, so the
    # second pass reads the same session again only to store it. Its digest makes sure the
    # second reading is the session that was checked.
    checked = []
    for session in sessions(path):
        check_session(store, session)
        checked.append(_digest(session))
        count += 1
        if checking is not None:
            checking(count, None)
    new = 0
    done = 0
    store.refresh()
    for index, session in enumerate(sessions(path)):
        if index >= len(checked) or _digest(session) != checked[index]:
            raise _refuse("the file changed while it was read: import it again")
        data = base64.b64decode(session["log"])
        device, number = session["device"], session["number"]
        if store.device(device) is None:
            store.add_device(device, session.get("device_name") or "")
        held = store.held(device).get(number, 0)
        if held < len(data):
            new += held == 0
            store.ingest(
                device,
                [
                    (number, offset, data[offset : offset + MAX_CHUNK])
                    for offset in range(held, len(data), MAX_CHUNK)
                ],
            )
            store.keep_derived(device, number, {key: session[key] for key in VIEW_KEYS})
        if session.get("place") and not store_place(store, device, number):
            store.set_place(device, number, session["place"])  # the store's own place stays
        done += 1
        if storing is not None:
            storing(done, count)
    store.refresh()
    return count, new


def sessions(path):
    """Yield the file's sessions (dicts) one at a time; InputError for a file that is no
    Schreiber export of a version this tool reads."""
    with open(path, encoding="utf-8", errors="strict") as handle:
        try:
            first = handle.readline()
        except UnicodeDecodeError:
            raise _refuse("not a Schreiber export: not UTF-8 text") from None
        if first.rstrip("\r\n") == FIRST:
            yield from _lines(handle)
            return
        handle.seek(0)
        try:
            whole = json.load(handle)
        except (ValueError, UnicodeDecodeError) as err:
            raise _refuse(f"not a Schreiber export: not JSON ({err})") from None
    _check_top(whole)
    yield from whole["sessions"]


def _lines(handle):
    line_no = 1
    ended = False
    for line in handle:
        line_no += 1
        text = line.rstrip("\r\n")
        if ended:
            if text.strip():
                raise _refuse(f"line {line_no}: text after the end of the export")
            continue
        if text == LAST:
            ended = True
            continue
        if text.endswith(","):
            text = text[:-1]
        try:
            session = json.loads(text)
        except ValueError as err:
            raise _refuse(f"line {line_no}: damaged ({err})") from None
        yield session
    if not ended:
        raise _refuse("the file ends before the export does (cut short?)")


def _check_top(whole):
    if not isinstance(whole, dict) or whole.get("format") != NAME:
        raise _refuse(f'not a Schreiber export (no "format": "{NAME}")')
    version = whole.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _refuse("the export names no version")
    if version > VERSION:
        raise _refuse(f"an export of version {version}, newer than this tool's ({VERSION})")
    if version < 1 or not isinstance(whole.get("sessions"), list):
        raise _refuse("not a Schreiber export (no list of sessions)")


def _refuse(message):
    return InputError("file", message)


# The derived view's keys (host_tools.store.derive) an export lists beside the log; "hands"
# last: it is compared on its own keys.
VIEW_KEYS = (
    "game", "settings", "players", "dealer", "date", "ended", "corrections", "totals",
    "problems", "hands",
)  # fmt: skip


def _digest(session):
    text = json.dumps(session, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()


def _place(text):
    try:
        return selection.parse_place(text)
    except InputError:
        return None


def store_place(store, device, number):
    return selection.meta(store, device, number)["place"]


def check_session(store, session):
    """Refuse (InputError) a session of the file that is not intact, or that disagrees with
    the bytes the store holds of it."""
    if not isinstance(session, dict):
        raise _refuse("a session is not an object")
    device, number = session.get("device"), session.get("number")
    where = f"session {shown(device)}/{shown(number)}"
    if not isinstance(device, str) or not _DEVICE_ID.fullmatch(device):
        raise _refuse(f"{where}: no device id")
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number < 1 << 62:
        raise _refuse(f"{where}: no session number")
    if not isinstance(session.get("log"), str):
        raise _refuse(f"{where}: no log")
    try:
        data = base64.b64decode(session["log"], validate=True)
    except (binascii.Error, ValueError):
        raise _refuse(f"{where}: its log is damaged (not base64)") from None
    if len(data) != session.get("log_size") or (
        hashlib.sha256(data).hexdigest() != session.get("log_sha256")
    ):
        raise _refuse(f"{where}: its log is damaged (size or checksum differ)")
    if not data.startswith(logformat.MAGIC):
        raise _refuse(f"{where}: its log is no Schreiber log")
    place = session.get("place")  # a file of an older export has none
    if place is not None and (not isinstance(place, str) or _place(place) != place or not place):
        raise _refuse(f"{where}: its place is not one line of at most {PLACE_MOST} characters")
    view = derive.derive(data, device, number)
    for key in VIEW_KEYS[:-1]:
        if view[key] != session.get(key):
            raise _refuse(f"{where}: the {key} listed do not match its log (the file was changed)")
    keys = ("hand", "record", "deltas", "totals", "events")
    derived = [{key: row[key] for key in keys} for row in view["hands"]]
    if session.get("hands") != derived:
        raise _refuse(f"{where}: its hands do not match its log (the file was changed)")
    if store.device(device) is not None:
        held = store.log_bytes(device, number)
        if held[: len(data)] != data[: len(held)]:
            raise _refuse(f"{where}: the store holds other bytes of this session")
