"""The device's side of a serial sync (docs/sync-protocol.md): answers the host's frames from
the app loop, a few bytes at a time, and sends the log bytes asked for, never blocking the
scorer for longer than one frame takes to write.

`port` is any object with `read(n)` (the bytes waiting, at most n, b"" if none: never blocks)
and `write(data)`; `journal` the app's Journal; `ticks` a clock with ticks_ms and ticks_diff.
"""

import json
import os

from micropython import const

from core.log import frames as logformat
from sync import wire
from sync.files import (
    ROSTER_MAX,
    digest_of,
    log_path,
    nonces,
    number_above,
    set_clock,
    size_of,
    unsynced,
)

_READ_MAX = const(256)  # bytes taken from the port per poll
_RESEND_MS = const(1000)  # no ACK for this long: go back to the last acknowledged byte
_QUIET_MS = const(500)  # a frame begun and not finished for this long is given up
_GONE_MS = const(15000)  # a host silent this long has gone (a cable pulled): the sync is over
_HOST_MAX_BODY = const(1024)  # no host frame is longer (PAIR is the longest, under 400)

IDLE = "idle"  # no host, or the last sync is over
CONNECTED = "connected"  # a host said HELLO
SENDING = "sending"  # a PULL is being answered


class SerialSync:
    def __init__(self, port, journal, ticks, config_path, roster_root=None, clock=None):
        self.port = port
        self.clock = clock  # hal.clock.WallClock the host sets (BYE's "now"); None: no RTC
        self.roster_root = roster_root  # where sync/roster.py keeps the roster; None: no push
        self.journal = journal
        self.ticks = ticks
        self.config_path = config_path
        self.parser = wire.Parser(_HOST_MAX_BODY)
        self.buffer = wire.data_buffer()
        self.space = wire.data_space(self.buffer)
        self.state = IDLE
        # The last sync's outcome for the screen: (ok, sessions, bytes, the host's error text or
        # None when the host went away).
        self.result = None
        self.last_heard = 0
        self._pull = None  # [session, file, base, next, to, last ack ms]
        self.sent = 0  # log bytes acknowledged in this sync, for the progress shown
        self.total = 0  # log bytes the host asked for in this sync
        self.changed = False  # the state or progress moved since the app last looked
        self.names_added = 0  # roster names the host pushed in this sync that were new here
        self._parts = None  # the parts come so far of a PAIR or TABLE sent in parts
        # The sessions the last HELLO was told of ([number, size, flags]): after a BYE without
        # an error the host holds them at those sizes (sync/auto.py, the "not sent" mark).
        self.listed = None

    # -- the loop's one call ---------------------------------------------------------------
    def poll(self, now):
        """Take what the host sent and answer it; send what the window allows. Returns True
        while a sync is under way (the loop should stay awake)."""
        data = self.port.read(_READ_MAX)
        quiet = self.ticks.ticks_diff(now, self.last_heard)
        # A frame begun and then left for a while is given up before new bytes are fed, also
        # when those bytes are what woke the device from a sleep between the two: else a
        # stale half frame would swallow the next HELLO as its body.
        if self.parser.pending() and quiet > _QUIET_MS:
            self.parser.timeout()
        if data:
            self.last_heard = now
            self.parser.feed(data)
        else:
            if self.state != IDLE and quiet > _GONE_MS:
                self._end_pull()
                self.state = IDLE
                self.changed = True
                self.result = (False, 0, self.sent, None)  # None: the host went away
        got = self.parser.next()
        while got is not None:
            self._handle(got[0], got[1], got[2], now)
            got = self.parser.next()
        pull = self._pull
        if pull is not None:
            if self.ticks.ticks_diff(now, pull[5]) >= _RESEND_MS:
                pull[3] = pull[2]  # go back to the last byte the host said it holds
                pull[5] = now
            self._send(pull)
        return self.state != IDLE

    def busy(self):
        return self.state != IDLE

    # -- frames from the host -------------------------------------------------------------
    def _handle(self, version, kind, body, now):
        if kind == wire.HELLO and version == wire.ANY_VERSION:
            self._hello(body, now)
        elif version != wire.VERSION or self.state == IDLE:
            return  # another version's frame, or a stale one from before the HELLO
        elif kind == wire.ACK:
            self._ack(body, now)
        elif kind == wire.PULL:
            self._on_json(self._start_pull, body, now)
        elif kind == wire.MARK:
            self._on_json(self._mark, body, now)
        elif kind == wire.PAIR:
            self._on_json(self._pair, body, now)
        elif kind == wire.NAMES:
            self._on_json(self._names, body, now)
        elif kind == wire.TABLE:
            self._on_json(self._table, body, now)
        elif kind == wire.BYE:
            self._on_json(self._bye, body, now)

    def _on_json(self, handler, body, now):
        try:
            fields = wire.read_json(body)
            handler(fields, now)
        except (ValueError, TypeError, KeyError) as err:
            self._error("bad-request", str(err))

    def _hello(self, body, now):
        try:
            fields = wire.read_json(body)
            nonce = fields["nonce"]
            versions = fields["versions"]
        except (ValueError, KeyError, TypeError):
            return  # not a HELLO this version can read: ignored, as noise is
        self._end_pull()
        self.sent = 0
        self.total = 0
        self.result = None
        self.names_added = 0
        self.listed = None
        device = self.journal.device
        if wire.VERSION not in versions:
            reply = {
                "versions": list(wire.VERSIONS),
                "device": device,
                "firmware": wire.FIRMWARE,
                "nonce": nonce,
            }
            self.port.write(wire.message(wire.VERSION_MISMATCH, reply, wire.ANY_VERSION))
            return
        self.state = CONNECTED
        self.changed = True
        listed, more = unsynced(self.journal)
        self.listed = listed
        reply = {
            "versions": list(wire.VERSIONS),
            "nonce": nonce,
            "device": device,
            "firmware": wire.FIRMWARE,
            "format": logformat.VERSION,
            "sessions": listed,
            "more": more,
            "content": wire.CONTENT,  # PULL and MARK may carry a digest
            "frame": wire.HOST_FRAME,  # the longest host frame taken whole
            "ids": nonces(self.journal, listed, self.space),
        }
        if self.roster_root is not None:
            reply["names"] = ROSTER_MAX  # this device takes roster names (NAMES)
            reply["table"] = 1  # and a tournament table (TABLE)
        self.port.write(wire.message(wire.IDENTITY, reply))

    def _start_pull(self, fields, now):
        session = _whole(fields, "s")
        start = _whole(fields, "from")
        end = _whole(fields, "to")
        check = _whole(fields, "check")
        self._end_pull()
        ident = "{:06d}".format(session)
        size = size_of(self.journal, ident)
        if size < 0:
            self._error("unknown-session", "no session {}".format(session), session)
            return
        if end > size or start > end:
            self._error("range", "session {} has {} bytes".format(session, size), session)
            return
        digest = fields.get("digest")
        if digest is not None:
            same = digest_of(self.journal, session, start, self.space) == digest
        else:  # a host that does not send the digest: the older check of the last 64 bytes
            with open(log_path(self.journal, session), "rb") as handle:
                tail = max(0, start - wire.CHECK_SPAN)
                handle.seek(tail)
                same = wire.check(handle.read(start - tail)) == check
        if not same:
            self._error(
                "mismatch", "session {} differs from the host's copy".format(session), session
            )
            return
        if start == end:  # nothing to send: an empty DATA says the host's copy is this one
            self.port.write(wire.data(session, start, b""))
            return
        handle = open(log_path(self.journal, session), "rb")
        self._pull = [session, handle, start, start, end, now]
        self.total += end - start
        self.state = SENDING
        self.changed = True
        self._send(self._pull)

    def _ack(self, body, now):
        try:
            session, offset, flags = wire.read_ack(body)
        except ValueError:
            return
        pull = self._pull
        if pull is None or session != pull[0] or not pull[2] <= offset <= pull[3]:
            return  # stale: another session's, or beyond what was sent
        if offset > pull[2]:
            self.sent += offset - pull[2]
            self.changed = True
        pull[2] = offset
        pull[5] = now
        if flags & wire.RESEND:
            pull[3] = offset
        if offset == pull[4]:
            self._end_pull()
            self.state = CONNECTED

    def _mark(self, fields, now):
        session = _whole(fields, "s")
        size = _whole(fields, "size")
        ident = "{:06d}".format(session)
        journal = self.journal
        # Marked only when the host's copy is this file, byte for byte: its size and the
        # digest of its content (a MARK without one, from an older host, marks nothing).
        synced = (
            ident != journal.current
            and size_of(journal, ident) == size
            and fields.get("digest") == digest_of(journal, session, size, self.space)
        )
        if synced:
            try:
                journal.mark_synced(ident)
            except OSError:
                self._error("storage", "cannot mark session {} synced".format(session), session)
                return
        reply = {"s": session, "size": size, "synced": synced}
        self.port.write(wire.message(wire.MARKED, reply))

    def _gathered(self, fields, kind):
        """A PAIR or TABLE whole, or in parts ("part" k of "parts" n, one nonce): each part
        but the last is answered with its number in a frame of `kind`; the whole message once
        the last has come, else None (docs/sync-protocol.md)."""
        part = fields.get("part")
        if part is None:
            return fields
        got = self._parts
        if part == 1:
            got = self._parts = {}
        elif got is None or got.get("nonce") != fields.get("nonce"):
            raise ValueError("a part of another message")
        for key in fields:  # a list over several parts (a table's hands) is joined in order
            value = fields[key]
            if isinstance(value, list) and isinstance(got.get(key), list):
                value = got[key] + value
            got[key] = value
        if part != fields.get("parts"):
            self.port.write(wire.message(kind, {"nonce": fields.get("nonce"), "part": part}))
            return None
        self._parts = None
        del got["part"], got["parts"]
        return got

    def _pair(self, fields, now):
        """PAIR: the settings are stored once the whole has come."""
        fields = self._gathered(fields, wire.PAIRED)
        if fields is None:
            return
        secret = fields["secret"]
        if not isinstance(secret, str) or len(secret) != 64:
            raise ValueError("secret must be 64 hex digits")
        int(secret, 16)  # ValueError if not hex
        config = {"secret": secret}
        for name in ("url", "ssid", "password", "host"):
            value = fields.get(name, "")
            if not isinstance(value, str):
                raise ValueError("{} must be text".format(name))
            config[name] = value
        if not config["url"].startswith("http://"):
            raise ValueError("url must begin with http://")
        try:
            _write_atomic(self.config_path, json.dumps(config))
        except OSError:
            self._error("storage", "cannot store the pairing")
            return
        reply = {"nonce": fields.get("nonce"), "device": self.journal.device}
        self.port.write(wire.message(wire.PAIRED, reply))

    def _names(self, fields, now):
        """Roster names from the host (docs/sync-protocol.md, "Roster push"): added as the
        device adds a typed name's rules allow, the answer saying which the roster holds."""
        if self.roster_root is None:
            return  # a device that does not offer "names" ignores NAMES, as an older one does
        offered = fields["names"]
        if not isinstance(offered, list) or len(offered) > ROSTER_MAX:
            raise ValueError("names must be a list of at most {}".format(ROSTER_MAX))
        from sync.roster import take

        try:
            held, added = take(self.roster_root, offered)
        except OSError:
            self._error("storage", "cannot write the roster")
            return
        self.names_added += added
        if added:
            self.changed = True
        reply = {"nonce": fields.get("nonce"), "held": held}
        self.port.write(wire.message(wire.ROSTER, reply))

    def _table(self, fields, now):
        """TABLE: a tournament table the host hands this device (docs/tournament.md), kept for
        the sync's screen to start as one the Wi-Fi sync brings; a bad one is refused
        (bad-request) and nothing is kept."""
        if self.roster_root is None:
            return  # a device that does not offer "table" ignores TABLE, as an older one does
        table = self._gathered(fields, wire.TABLED)
        if table is None:
            return
        nonce = table.pop("nonce", None)
        from core import heap

        try:
            kept = heap.load("sync.handed").keep(self.roster_root, table)
        except OSError:
            self._error("storage", "cannot keep the table")
            return
        finally:
            heap.unload("sync.handed")
        self.changed = True
        self.port.write(wire.message(wire.TABLED, {"nonce": nonce, "kept": kept}))

    def _bye(self, fields, now):
        self._end_pull()
        self.state = IDLE
        self.changed = True
        self._from_host(fields)
        error = fields.get("error")
        if error:
            self.result = (False, 0, 0, str(error))
        else:
            self.result = (True, fields.get("sessions", 0), self.sent, "")

    def _from_host(self, fields):
        """What BYE tells the device besides the result: the highest session number the host
        holds of it (numbers go on past it after an erased flash) and the date and time."""
        last = fields.get("last")
        if isinstance(last, int) and not isinstance(last, bool) and 0 < last < 1000000:
            try:
                number_above(self.journal, last)
            except OSError:
                pass  # a full flash: the numbers still never repeat on this flash
        set_clock(self.clock, fields.get("now"))

    # -- sending ----------------------------------------------------------------------------
    def _send(self, pull):
        """Send DATA from the next unsent byte while the window allows."""
        session, handle, base, at, end = pull[0], pull[1], pull[2], pull[3], pull[4]
        limit = min(end, base + wire.WINDOW)
        if at < limit:
            handle.seek(at)
        while at < limit:
            count = min(wire.DATA_MAX, limit - at)
            got = handle.readinto(self.space[:count])
            if not got:
                break  # the file is shorter than it was: the host's timeout says so
            size = wire.seal_data(self.buffer, session, at, got)
            self.port.write(memoryview(self.buffer)[:size])
            at += got
        pull[3] = at

    def _end_pull(self):
        if self._pull is not None:
            self._pull[1].close()
            self._pull = None

    def _error(self, code, text, session=None):
        reply = {"error": code, "text": text}
        if session is not None:
            reply["s"] = session
        self.port.write(wire.message(wire.ERROR, reply))


def _whole(fields, name):
    value = fields[name]
    if not isinstance(value, int) or isinstance(value, bool) or value < 0 or value >= 1 << 32:
        raise ValueError("{} must be a whole number".format(name))
    return value


def _write_atomic(path, text):
    folder = path[: path.rfind("/")]
    try:
        os.mkdir(folder)
    except OSError:
        pass  # already there
    with open(path + ".tmp", "w") as handle:
        handle.write(text)
    os.rename(path + ".tmp", path)
