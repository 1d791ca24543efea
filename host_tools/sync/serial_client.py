"""The host's side of a serial sync (docs/sync-protocol.md): say HELLO, pull what the store lacks
of each session the device lists, store it, have the device mark what is stored; or pair.

Transport: `SerialLink` over pyserial (opened without raising DTR or RTS, which reset an ESP32),
or any object with send(bytes), receive(ms) -> bytes and now() -> ms. Every failure is a
SyncError with one line for the user.
"""

import binascii
import errno
import json
import secrets
import time

from core.errors import InputError
from host_tools.store.device_copies import UNLISTED
from sync import wire as sf

BAUD = 115200
RETRY_MS = 1000  # HELLO again, or ask for a resend, after this long without an answer
GIVE_UP_MS = 10000  # no answer, or no progress, for this long: the sync fails
NAMES_BODY = 900  # bytes of a NAMES frame's JSON at most: the device reads up to 1024
STORE_EVERY = 32 * 1024  # bytes received of a session that are committed to the store at once


class SyncError(Exception):
    """A sync or pairing that cannot go on; one line for the user."""


class _MismatchError(SyncError):
    """The device's session is not the store's copy of that number (ERROR "mismatch")."""


class SerialLink:
    """A serial port as the sync's link."""

    def __init__(self, port, baud=BAUD):
        import serial  # pyserial; imported here so the other verbs do not need it

        self.name = port
        link = serial.Serial()
        link.port = port
        link.baudrate = baud
        link.timeout = 0
        link.exclusive = True  # another program's sync on the same port is refused
        link.dtr = False  # set before open: raising them resets an ESP32 board
        link.rts = False
        try:
            link.open()
        except serial.SerialException as err:
            raise _port_failure(port, err) from None
        except ValueError as err:
            raise SyncError(f"cannot use {port}: {err}") from None
        self.serial = link
        try:
            link.reset_input_buffer()  # an earlier connection's frames
        except serial.SerialException:
            pass

    def send(self, data):
        import serial

        try:
            self.serial.write(data)
        except (serial.SerialException, OSError) as err:
            raise SyncError(f"{self.name}: the device went away ({_why(err)})") from None

    def receive(self, ms):
        import serial

        try:
            self.serial.timeout = max(ms, 0) / 1000
            first = self.serial.read(1)
            if not first:
                return b""
            self.serial.timeout = 0
            return first + self.serial.read(self.serial.in_waiting or 0)
        except (serial.SerialException, OSError) as err:
            raise SyncError(f"{self.name}: the device went away ({_why(err)})") from None

    def now(self):
        return int(time.monotonic() * 1000)

    def close(self):
        self.serial.close()


def _port_failure(port, err):
    """The SyncError that says why `port` did not open."""
    code = getattr(err, "errno", None)
    text = str(err)
    if code == errno.ENOENT or "No such file" in text:
        return SyncError(f"no serial port {port}")
    if code in (errno.EBUSY, errno.EAGAIN) or "exclusively lock" in text or "busy" in text:
        return SyncError(f"the port {port} is busy: another program has it open")
    if code == errno.EACCES or "Permission denied" in text:
        return SyncError(f"no permission to open {port} (on Linux: join the dialout group)")
    return SyncError(f"cannot open {port}: {_why(err)}")


def _why(err):
    return getattr(err, "strerror", None) or str(err) or type(err).__name__


def candidate_ports():
    """[(device path, description, whether it is a USB port)] of the serial ports pyserial
    lists, USB ones first."""
    from serial.tools import list_ports

    ports = list(list_ports.comports())
    ports.sort(key=lambda p: (p.vid is None, p.device))
    return [(p.device, p.description or "", p.vid is not None) for p in ports]


class Client:
    """One connection's worth of sync with a device over `link`, into `store`. `progress` is
    called as progress(done, total) while log bytes arrive."""

    def __init__(self, link, store, progress=None, versions=sf.VERSIONS):
        self.link = link
        self.versions = tuple(versions)  # the protocol versions this host speaks
        self.store = store
        self.progress = progress
        self.parser = sf.Parser()
        self.nonce = secrets.randbelow(1 << 31)
        self.device = None
        self.firmware = None
        self.round_trips = 0
        self.received = 0  # log bytes taken from the device in this sync
        self.names_held = []  # roster names pushed that the device said it holds
        self.names_left = []  # names marked to push that it did not take (full, or refused)
        self.content = False  # the device checks digests (IDENTITY's "content")
        self.frame = sf.MAX_BODY  # the longest frame the device takes whole (its "frame")
        self.kept_apart = []  # [(session number, store key)]: not the session stored as it
        self.table = False  # the device takes a tournament table (IDENTITY's "table")

    # -- frames -----------------------------------------------------------------------------
    def _next(self, until):
        """The next good frame from the device, or None when `until` (ms) has passed."""
        while True:
            got = self.parser.next()
            if got is not None:
                return got
            left = until - self.link.now()
            if left <= 0:
                return None
            data = self.link.receive(min(left, 200))
            if data:
                self.parser.feed(data)
            elif self.parser.pending():
                self.parser.timeout()

    def _ask(self, request, kinds, match, raw=False):
        """Send `request` every RETRY_MS until a frame of `kinds` whose JSON (its body, when
        `raw`) passes `match` comes; SyncError after GIVE_UP_MS."""
        start = self.link.now()
        while self.link.now() - start < GIVE_UP_MS:
            self.link.send(request)
            self.round_trips += 1
            until = min(self.link.now() + RETRY_MS, start + GIVE_UP_MS)
            while True:
                got = self._next(until)
                if got is None:
                    break
                version, kind, body = got
                if kind == sf.ERROR and version == sf.VERSION:
                    self._refused(body)
                if kind not in kinds:
                    continue
                if raw:
                    if match(body):
                        return kind, version, body
                    continue
                try:
                    fields = sf.read_json(body)
                except ValueError:
                    continue
                if match(fields):
                    return kind, version, fields
        raise SyncError("no answer from the device (is the scorer running on this port?)")

    def _refused(self, body):
        try:
            fields = sf.read_json(body)
        except ValueError:
            fields = {}
        code = fields.get("error")
        text = fields.get("text", "")
        if code == "mismatch":
            raise _MismatchError(
                f"session {fields.get('s')} on the device does not continue the store's copy "
                "(was the device's flash erased?): nothing of it was stored"
            )
        raise SyncError(f"the device refused: {code} {text}".strip())

    # -- the steps --------------------------------------------------------------------------
    def hello(self):
        """HELLO until IDENTITY; the device is made known to the store. Returns IDENTITY's
        fields."""
        self.nonce = (self.nonce + 1) % (1 << 31)
        nonce = self.nonce
        kind, version, fields = self._ask(
            sf.hello(nonce, self.versions),
            (sf.IDENTITY, sf.VERSION_MISMATCH),
            lambda f: f.get("nonce") == nonce,
        )
        theirs = fields.get("versions")
        if kind == sf.VERSION_MISMATCH or version not in self.versions:
            said = (_versions(theirs), _versions(self.versions))
            if _newest(theirs) > max(self.versions):
                raise SyncError(
                    "the device speaks sync protocol {}, this host tool {}: update the host "
                    "tool".format(*said)
                )
            raise SyncError(
                "the device speaks sync protocol {}, this host tool {}: update the device's "
                "firmware".format(*said)
            )
        device = fields.get("device")
        sessions = fields.get("sessions")
        if not isinstance(device, str) or not isinstance(sessions, list):
            raise SyncError("the device's answer is not an identity this host can read")
        try:
            self.store.add_device(device)
        except InputError as err:
            raise SyncError(f"the device's id cannot be stored: {err}") from None
        self.device = device
        self.firmware = fields.get("firmware")
        self.table = fields.get("table") == 1  # it takes a tournament table (TABLE)
        frame = fields.get("frame")
        if isinstance(frame, int) and not isinstance(frame, bool) and frame >= 128:
            self.frame = frame
        return fields

    def sync(self):
        """Pull every session the device lists, store it, mark what is complete. Returns
        (sessions listed, log bytes received)."""
        listed = 0
        try:
            while True:
                identity = self.hello()
                sessions = [_session_item(item) for item in identity["sessions"]]
                listed += len(sessions)
                self.content = identity.get("content") == sf.CONTENT
                ids = identity.get("ids")
                if not self.content or not isinstance(ids, list) or len(ids) != len(sessions):
                    ids = [UNLISTED] * len(sessions)
                keys = [
                    self.store.copy_for(self.device, item[0], _nonce(nonce))
                    for item, nonce in zip(sessions, ids, strict=True)
                ]
                total = sum(
                    max(size - self._held(number, key), 0)
                    for (number, size, _), key in zip(sessions, keys, strict=True)
                )
                done = [0]
                for (number, size, flags), key in zip(sessions, keys, strict=True):
                    new = not self._held(number, key)
                    held = self._pull_copy(key, number, size, done, total)
                    if held != self.device and (new or held != key):
                        self.kept_apart.append((number, held))
                    if not flags & sf.OPEN and (self.content or self._held(number) == size):
                        self.mark(number, size, held)
                if not identity.get("more") or not sessions:
                    break
            for key in self.store.copies(self.device):
                self.store.refresh(key)
            self.push_names(identity)
        except SyncError as err:
            self._bye({"error": str(err)[:200]})
            raise
        self._bye({"sessions": listed, "bytes": self.received})
        return listed, self.received

    def _held(self, number, key=None):
        return self.store.held(key or self.device).get(number, 0)

    def _pull_copy(self, key, number, size, done, total):
        """Pull session `number` into the store's copy `key`; one the device says is not
        that copy (its content differs: a re-flashed board, a log that is another evening's)
        is kept apart, whole, under a new key, never appended to the one held. Returns the
        key the session is held under."""
        try:
            self.pull(number, size, done, total, key)
            return key
        except _MismatchError:
            key = self.store.new_copy(self.device)
            self.pull(number, size, done, total, key)
            return key

    def pull(self, number, size, done=None, total=0, key=None):
        """Bytes from the store's end of session `number` up to `size`, stored as they come in
        pieces of STORE_EVERY (one transaction each): an interrupted pull keeps what it got.
        A device that checks content first compares the digest of what the store holds with
        its own file's (`_MismatchError` if they differ); nothing is appended before."""
        key = key or self.device
        done = done if done is not None else [0]
        start = self._held(number, key)
        if start >= size and not self.content:
            return 0
        if start:
            self.store.announce(key, number, size)
        ask = {"s": number, "from": min(start, size), "to": size}
        ask["check"] = sf.check(self.store.tail(key, number, sf.CHECK_SPAN))
        if self.content and ask["from"]:  # from 0 there is nothing to compare
            ask["digest"] = self.store.digest(key, number, ask["from"])
        request = sf.message(sf.PULL, ask)
        if start >= size:  # nothing new: only the content is checked (an empty DATA says so)
            self._confirm(request, number, ask["from"])
            return 0
        self.link.send(request)
        self.round_trips += 1
        pending = bytearray()  # received, not yet stored; held + len(pending) is the next byte
        base = start
        progress = asked = self.link.now()
        try:
            while base + len(pending) < size:
                end = base + len(pending)
                now = self.link.now()
                if now - progress > GIVE_UP_MS:
                    raise SyncError(
                        f"the transfer of session {number} stalled at byte {end} of {size}"
                    )
                got = self._next(now + RETRY_MS)
                if got is None:
                    self.link.send(sf.ack(number, end, sf.RESEND))
                    asked = self.link.now()
                    if end == start:
                        self.link.send(request)  # the PULL itself may have been lost
                        self.round_trips += 1
                    continue
                version, kind, body = got
                if kind == sf.ERROR and version == sf.VERSION:
                    self._refused(body)
                if kind != sf.DATA or version != sf.VERSION:
                    continue
                try:
                    session, offset, chunk = sf.read_data(body)
                except ValueError:
                    continue
                if session != number or not chunk:
                    continue
                if offset == end:
                    chunk = bytes(chunk[: size - end])
                    pending.extend(chunk)
                    self.received += len(chunk)
                    done[0] += len(chunk)
                    progress = self.link.now()
                    if len(pending) >= STORE_EVERY:
                        base = self._store(number, base, pending)
                        pending = bytearray()
                    self.link.send(sf.ack(number, base + len(pending)))
                    if self.progress is not None:
                        self.progress(done[0], total)
                elif offset < end:
                    self.link.send(sf.ack(number, end))  # already held: say so again
                elif self.link.now() - asked >= RETRY_MS or asked <= progress:
                    self.link.send(sf.ack(number, end, sf.RESEND))
                    asked = self.link.now()
        finally:
            if pending:
                base = self._store(number, base, pending, key, size)
        return base - start

    def _confirm(self, request, number, offset):
        """Send a PULL of nothing until the device answers its empty DATA (the content
        matches) or ERROR (it does not: _MismatchError)."""
        self._ask(
            request,
            (sf.DATA,),
            lambda body: _empty_data(body, number, offset),
            raw=True,
        )

    def _store(self, number, base, pending, key=None, size=None):
        key = key or self.device
        announced = None if size is None else {number: size}
        try:
            self.store.ingest(key, [(number, base, bytes(pending))], announced)
        except InputError as err:
            raise SyncError(f"session {number} was not stored: {err}") from None
        return base + len(pending)

    def mark(self, number, size, key=None):
        """Tell the device the store holds session `number`'s first `size` bytes, with their
        digest; returns whether it marked the session synced (only a file of that size and
        content is marked)."""
        ask = {"s": number, "size": size}
        if self.content:
            ask["digest"] = self.store.digest(key or self.device, number, size)
        kind, version, fields = self._ask(
            sf.message(sf.MARK, ask),
            (sf.MARKED,),
            lambda f: f.get("s") == number,
        )
        return fields.get("synced") is True

    def pair(self, url, ssid="", password="", host="", secret=None):
        """Agree a secret with the device (and give it the network and the host's address);
        the store keeps it once the device said it stored it. Returns the device's id."""
        identity = self.hello()
        secret = secret if secret is not None else secrets.token_bytes(32)
        nonce = self.nonce
        fields = {
            "secret": binascii.hexlify(secret).decode(),
            "url": url,
            "ssid": ssid,
            "password": password,
            "host": host,
        }
        if "frame" not in identity:  # an older device: the whole of it in one frame
            fields["nonce"] = nonce
            parts = [fields]
        else:
            parts = _pair_parts(fields, nonce, self.frame)
        for part in parts:
            # Each part but the last is answered with its number; the last (or the whole) as
            # a pairing always was: with the device's id.
            last = part is parts[-1]
            k = part.get("part")
            self._ask(
                _message(sf.PAIR, part),
                (sf.PAIRED,),
                lambda f, k=k, last=last: (
                    f.get("nonce") == nonce and (f.get("part") == k if not last else "device" in f)
                ),
            )
        self.store.pair(self.device, secret)
        self._bye({"sessions": 0, "bytes": 0})
        return self.device

    def push_names(self, identity):
        """Send the names the store marks `push` (docs/sync-protocol.md, "Roster push") if the
        device's IDENTITY says it takes them, in frames the device's parser accepts; the marks
        of the names it answers it holds go. An older device (no "names") is sent nothing."""
        room = identity.get("names")
        if not isinstance(room, int) or isinstance(room, bool) or room <= 0:
            return
        offered = self.store.names_to_push()[:room]
        for batch in _batches(offered, min(NAMES_BODY, self.frame - sf.OVERHEAD)):
            nonce = self.nonce = (self.nonce + 1) % (1 << 31)
            _, _, fields = self._ask(
                _message(sf.NAMES, {"nonce": nonce, "names": batch}),
                (sf.ROSTER,),
                lambda f, nonce=nonce: f.get("nonce") == nonce,
            )
            held = fields.get("held")
            held = [n for n in held if n in batch] if isinstance(held, list) else []
            self.store.players_pushed(held)
            self.names_held += held
        self.names_left = [n for n in self.store.names_to_push() if n not in self.names_held]

    def hand_table(self, table):
        """Hand a tournament table to the device (docs/tournament.md; TABLE in
        docs/sync-protocol.md), in parts its frames take whole, after hello(); the sync ends
        with BYE. Returns whether the device kept it (False: it keeps that table already).
        SyncError when the device takes no table or refuses this one."""
        if self.device is None or not self.table:
            self._bye({"error": "this device takes no tournament table"})
            raise SyncError("the device takes no tournament table: update its firmware")
        nonce = self.nonce = (self.nonce + 1) % (1 << 31)
        try:
            parts = _pair_parts(table, nonce, self.frame, sf.TABLE, "the table")
            for part in parts:
                last = part is parts[-1]
                k = part["part"]
                _, _, fields = self._ask(
                    _message(sf.TABLE, part),
                    (sf.TABLED,),
                    lambda f, k=k, last=last: (
                        f.get("nonce") == nonce
                        and (f.get("part") == k if not last else "kept" in f)
                    ),
                )
        except SyncError as err:
            self._bye({"error": str(err)[:200]})
            raise
        self._bye({"sessions": 0, "bytes": 0})
        return fields.get("kept") is True

    def _bye(self, fields):
        if self.content and self.device is not None:
            # The device numbers its next session past every one held of it (an erased flash
            # starts again from 1), and takes the date and time: its clock starts at 2000.
            fields["last"] = self.store.highest(self.device)
            fields["now"] = time.strftime("%Y-%m-%dT%H:%M")
        if "error" in fields:  # the whole BYE within the device's "frame"
            fields["error"] = fields["error"][: max(self.frame - 120, 40)]
        try:
            self.link.send(_message(sf.BYE, fields))
        except SyncError:
            pass  # the device is gone; the user hears the first failure


def _message(kind, fields):
    """A host frame's JSON as short as it goes: no spaces, UTF-8 rather than escapes (a
    device that says "frame" takes frames of at most that many bytes whole)."""
    body = json.dumps(fields, ensure_ascii=False, separators=(",", ":")).encode()
    return sf.frame(sf.VERSION, kind, body)


def _batches(names, most=NAMES_BODY):
    """`names` in lists whose NAMES body stays under `most` bytes of JSON (the device reads
    host frames of at most 1024 bytes, or what its "frame" says)."""
    batch = []
    for name in names:
        body = _message(sf.NAMES, {"nonce": 1 << 31, "names": batch + [name]})
        if batch and len(body) - sf.OVERHEAD > most:
            yield batch
            batch = []
        batch.append(name)
    if batch:
        yield batch


def _pair_parts(fields, nonce, most, kind=sf.PAIR, what="the pairing"):
    """PAIR's (or TABLE's) fields in parts ({"nonce", "part": k, "parts": n, ...}), each frame
    at most `most` bytes, for a device that reads no longer frame whole. A list too long for
    one frame (a table's hands) goes over several parts, which the device joins in order.
    SyncError for a field, or an item of a list, that does not fit even alone (a Wi-Fi
    password of 63 characters fits)."""
    parts = [{"nonce": nonce}]

    def fits(part):
        return len(_message(kind, dict(part, part=99, parts=99))) <= most

    for name, value in fields.items():
        pieces = [[item] for item in value] if isinstance(value, list) and value else [value]
        for piece in pieces:
            grown = dict(parts[-1])
            grown[name] = grown[name] + piece if name in grown else piece
            if fits(grown):
                parts[-1] = grown
                continue
            part = {"nonce": nonce, name: piece}
            if not fits(part):
                raise SyncError(f"{what}'s {name} is too long for the device")
            parts.append(part)
    for k, part in enumerate(parts, 1):
        part.update(part=k, parts=len(parts))
    return parts


def _empty_data(body, number, offset):
    try:
        session, at, chunk = sf.read_data(body)
    except ValueError:
        return False
    return session == number and at == offset and not chunk


def _nonce(value):
    """A session's nonce as IDENTITY lists it: 16 hex digits, else None (UNLISTED as it is)."""
    if value == UNLISTED or (
        isinstance(value, str) and len(value) == 16 and all(c in "0123456789abcdef" for c in value)
    ):
        return value
    return None


def _session_item(item):
    if (
        not isinstance(item, list)
        or len(item) != 3
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in item)
    ):
        raise SyncError("the device listed a session this host cannot read")
    return item[0], item[1], item[2]


def _versions(values):
    if not isinstance(values, (list, tuple)) or not values:
        return "?"
    return " and ".join(str(v) for v in values)


def _newest(values):
    try:
        return max(int(v) for v in values)
    except (TypeError, ValueError):
        return 0
