"""The Wi-Fi push (docs/sync-protocol.md): join the paired network, tell the host tool which
sessions are unsynced, send the bytes it lacks in authenticated batches, mark what it stored,
and switch the radio off again, whatever happens, within a bounded time.

Each request body is streamed from the log files in small pieces while its HMAC is computed,
so a push of any size needs only a small buffer."""

import binascii
import json
import os

from micropython import const

from core.log import frames as logformat
from sync import hmac, wire
from sync.files import ROSTER_MAX, digest_of, log_path, nonces, set_clock, size_of, unsynced

_CHUNK = const(512)
_ANSWER_MAX = const(8192)  # the host's answers are small JSON
LIMIT_MS = const(60000)  # the whole sync, joining included, before it gives up
_JOIN_POLL_MS = const(100)
# How long a join may take: the ESP32 reports STAT_NO_AP_FOUND or STAT_WRONG_PASSWORD after a
# single failed attempt and keeps trying on its own (ports/esp32/network_wlan.c, the
# STA_DISCONNECTED handler), the status staying until a connection succeeds.
_JOIN_MS = const(20000)


class PushError(Exception):
    """A sync that did not finish: args are the message's key in the push catalogue's PUSH
    (words/*.txt, loaded only for a failure) and what fills it in; text() says it in the
    device's language, str() in English."""

    def text(self, texts):
        said = texts.PUSH[self.args[0]]
        return said.format(*self.args[1:]) if len(self.args) > 1 else said

    def __str__(self):
        from core import heap

        return self.text(heap.load("app.texts_push_en"))


class _StaleChallengeError(PushError):
    """The host did not know the push's challenge (its `serve` was restarted since the hello,
    or the challenge expired): nothing was stored, and a new hello gets a new one."""


def load_config(path):
    try:
        with open(path) as handle:
            config = json.loads(handle.read())
        secret = binascii.unhexlify(config["secret"])
    except (OSError, ValueError, KeyError):
        raise PushError("not_paired") from None
    return config, secret


class Push:
    def __init__(
        self,
        journal,
        config_path,
        network,
        ticks,
        limit_ms=LIMIT_MS,
        progress=None,
        roster_root=None,
        clock=None,
    ):
        self.journal = journal
        self.clock = clock  # hal.clock.WallClock the host's time sets; None: no RTC
        self.roster_root = roster_root  # where sync/roster.py keeps the roster; None: no names
        self.config_path = config_path
        self.network = network
        self.ticks = ticks
        self.limit_ms = limit_ms
        self.progress = progress  # called with (bytes sent, bytes to send)
        self.sent = 0
        self.marked = 0
        self.skipped = []  # sessions the host's copy does not match
        self.names_added = 0  # roster names the host pushed that were new here
        self.space = memoryview(bytearray(_CHUNK))  # log bytes read for a part or a digest

    def run(self):
        """Returns (sessions marked synced, log bytes sent); raises PushError."""
        config, secret = load_config(self.config_path)
        self.secret = secret
        self.started = self.ticks.ticks_ms()
        wlan = self.network.WLAN(self.network.STA_IF)
        try:
            # The port raises OSError where the Wi-Fi driver fails (out of memory, a driver
            # error: esp_exceptions() in ports/esp32/network_wlan.c): said on the screen.
            wlan.active(True)
            self._join(wlan, config)
            try:
                self._sync(config)
            except _StaleChallengeError:
                self._sync(config)  # once: what the host stored is asked for again
        except (OSError, RuntimeError) as err:  # RuntimeError: "Wifi Unknown Error 0x..."
            raise PushError("wifi_failed", err.args[0] if err.args else err) from None
        finally:
            _radio_off(wlan)
        if self.skipped:
            raise PushError("not_the_copy", self.skipped[0])
        return self.marked, self.sent

    # -- steps ---------------------------------------------------------------------------
    def _left_ms(self):
        left = self.limit_ms - self.ticks.ticks_diff(self.ticks.ticks_ms(), self.started)
        if left <= 0:
            raise PushError("gave_up", self.limit_ms // 1000)
        return left

    def _join(self, wlan, config):
        """Wait for the network until joined or _JOIN_MS passed; a failed attempt's status is
        no verdict (the port tries again by itself), the last one seen names the failure."""
        ssid = config.get("ssid", "")
        wlan.connect(ssid, config.get("password", ""))
        network = self.network
        began = self.ticks.ticks_ms()
        while not wlan.isconnected():
            waited = self.ticks.ticks_diff(self.ticks.ticks_ms(), began)
            if waited >= min(_JOIN_MS, self.limit_ms // 3):
                status = wlan.status()
                if status == getattr(network, "STAT_WRONG_PASSWORD", -1):
                    raise PushError("wrong_password")
                if status == getattr(network, "STAT_NO_AP_FOUND", -1):
                    raise PushError("no_network", ssid)
                raise PushError("not_joined")
            self.ticks.sleep_ms(_JOIN_POLL_MS)

    def _sync(self, config):
        journal = self.journal
        nonce = str(binascii.hexlify(os.urandom(8)), "ascii")
        listed, _more = unsynced(journal)
        hello = {
            "type": "hello",
            "device": journal.device,
            "nonce": nonce,
            "firmware": wire.FIRMWARE,
            "format": logformat.VERSION,  # the log format this device writes
            "sessions": listed,
            "content": wire.CONTENT,  # the answers carry digests; this device checks them
            "ids": nonces(journal, listed, self.space),
        }
        if self.roster_root is not None:
            hello["names"] = ROSTER_MAX  # this device takes roster names in the answer
            hello["table"] = 1  # and a tournament table (docs/tournament.md)
        answer = self._request(config["url"], "sync/v1/hello", [json.dumps(hello).encode()], nonce)
        if answer.get("type") != "have":
            raise PushError("not_protocol")
        set_clock(self.clock, answer.get("now"))
        digests = _by_session(answer.get("digests"))
        challenge = answer["challenge"]
        most = answer.get("max", 65536)
        sizes = {}
        for session, size, flags in listed:
            sizes[session] = (size, flags)
        todo = []  # [session, from, to]
        for session, offset, check in answer["have"]:
            if session not in sizes:
                continue
            size = sizes[session][0]
            if offset > size or not self._matches(session, offset, check, digests):
                self.skipped.append(session)
                continue
            if offset < size:
                todo.append([session, offset, size])
            elif not sizes[session][1] & wire.OPEN:
                self._mark(session, size, digests)
        held = self._take_names(answer.get("names"))
        offered = answer.get("table")
        if self.roster_root is not None and isinstance(offered, dict):
            # A tournament table the host handed this device: kept for the sync's screen to
            # start (sync/handed.py); one it cannot keep is offered again at the next sync.
            from core import heap

            try:
                heap.load("sync.handed").keep(self.roster_root, offered)
            except (OSError, ValueError):
                pass
            heap.unload("sync.handed")
        total = 0
        for part in todo:
            total += part[2] - part[1]
        while todo or held:
            parts = []
            room = most
            while todo and room > 0:
                session, start, end = todo[0]
                count = min(end - start, room)
                parts.append([session, start, count])
                room -= count
                if start + count == end:
                    todo.pop(0)
                else:
                    todo[0][1] = start + count
            head = {
                "type": "push",
                "device": journal.device,
                "challenge": challenge,
                "parts": parts,
            }
            if held:
                head["held"] = held  # acknowledged once, in the first push (or one of its own)
                held = None
            pieces = [json.dumps(head).encode() + b"\n"]
            for part in parts:
                pieces.append(part)
            answer = self._request(config["url"], "sync/v1/push", pieces, nonce)
            if answer.get("type") != "stored":
                raise PushError("not_protocol")
            challenge = answer["challenge"]
            for part in parts:
                self.sent += part[2]
            if self.progress is not None:
                self.progress(self.sent, total)
            digests = _by_session(answer.get("digests"))
            for session, size in answer["stored"]:
                known = sizes.get(session)
                if known is not None and size == known[0] and not known[1] & wire.OPEN:
                    self._mark(session, size, digests)

    def _take_names(self, offered):
        """The roster names the host offered, added as sync/roster.py allows; returns the ones
        the roster holds now, for the host to clear their push marks (None if none)."""
        if self.roster_root is None or not isinstance(offered, list) or not offered:
            return None
        from sync.roster import take

        try:
            held, added = take(self.roster_root, offered[:ROSTER_MAX])
        except OSError:
            return None  # the roster could not be written: nothing acknowledged, sent again
        self.names_added += added
        return held or None

    def _matches(self, session, offset, check, digests):
        """The host's copy is this file's first `offset` bytes: their digest, where the host
        sends one, else (an older host) the PULL check of the last 64 of them."""
        if digests is not None:
            return digests.get(session) == digest_of(self.journal, session, offset, self.space)
        start = max(0, offset - wire.CHECK_SPAN)
        with open(log_path(self.journal, session), "rb") as handle:
            handle.seek(start)
            return wire.check(handle.read(offset - start)) == check

    def _mark(self, session, size, digests):
        """Marked synced only when the host's copy has this file's size and content (an older
        host, which sends no digest, has nothing marked)."""
        ident = "{:06d}".format(session)
        if (
            digests is not None
            and ident != self.journal.current
            and size_of(self.journal, ident) == size
            and digests.get(session) == digest_of(self.journal, session, size, self.space)
        ):
            self.journal.mark_synced(ident)
            self.marked += 1

    # -- HTTP ------------------------------------------------------------------------------
    def _request(self, url, path, pieces, nonce):
        """POST the body made of `pieces` (bytes, or [session, offset, length] of a log file)
        with its MAC; returns the answer's JSON once its MAC and nonce check."""
        host, port, base = _split_url(url)
        length = wire.MAC_SIZE
        for piece in pieces:
            length += piece[2] if isinstance(piece, list) else len(piece)
        import socket

        try:
            address = socket.getaddrinfo(host, port)[0][-1]
        except OSError:  # the port's getaddrinfo: a name no DNS server resolves
            raise PushError("no_address", host) from None
        sock = socket.socket()
        try:
            sock.settimeout(min(self._left_ms(), 10000) / 1000)
            try:
                sock.connect(address)
            except OSError:
                raise PushError("unreachable", "{}:{}".format(host, port)) from None
            head = (
                "POST {}{} HTTP/1.0\r\nHost: {}:{}\r\n"
                "Content-Type: application/octet-stream\r\nContent-Length: {}\r\n\r\n"
            ).format(base, path, host, port, length)
            stream = sock.makefile("rwb") if not hasattr(sock, "write") else sock
            stream.write(head.encode())
            mac = hmac.HMAC(self.secret)
            for piece in pieces:
                if isinstance(piece, list):
                    self._send_part(stream, mac, piece, self.space)
                else:
                    mac.update(piece)
                    stream.write(piece)
            stream.write(mac.digest())
            if stream is not sock:
                stream.flush()
            status, body = _read_answer(stream)
        except OSError as err:
            raise PushError("unreachable", err) from None
        finally:
            sock.close()
        if status != 200:
            try:
                refusal = json.loads(body)
                text = refusal["error"]
            except (ValueError, KeyError, TypeError):
                refusal, text = {}, "status {}".format(status)
            if status == 401 and refusal.get("code") == "challenge":
                raise _StaleChallengeError("refused", text)
            raise PushError("refused", text)
        if len(body) < wire.MAC_SIZE:
            raise PushError("no_mac")
        content = body[: -wire.MAC_SIZE]
        if not hmac.same(hmac.digest(self.secret, content), body[-wire.MAC_SIZE :]):
            raise PushError("bad_mac")
        try:
            answer = json.loads(content)
        except ValueError:
            raise PushError("not_json") from None
        if not isinstance(answer, dict) or answer.get("nonce") != nonce:
            raise PushError("not_for_this")
        return answer

    def _send_part(self, stream, mac, part, view):
        session, offset, count = part
        with open(log_path(self.journal, session), "rb") as handle:
            handle.seek(offset)
            while count > 0:
                got = handle.readinto(view[: min(count, _CHUNK)])
                if not got:
                    raise PushError("shorter", session)
                mac.update(view[:got])
                stream.write(view[:got])
                count -= got


def _by_session(pairs):
    """{session: digest} of an answer's "digests" ([[S, HEX], ...]); None when it has none."""
    try:
        return dict(pairs)
    except (TypeError, ValueError):
        return None


def _radio_off(wlan):
    """Disconnect and switch the radio off; either may raise where the driver failed, and
    the radio is still switched off."""
    try:
        wlan.disconnect()
    except OSError:
        pass  # the driver failed already
    try:
        wlan.active(False)
    except OSError:
        pass


def _split_url(url):
    """(host, port, base path ending in /) of "http://host:port/base/"."""
    if not url.startswith("http://"):
        raise PushError("not_http")
    rest = url[7:]
    slash = rest.find("/")
    if slash < 0:
        rest += "/"
        slash = len(rest) - 1
    where, base = rest[:slash], rest[slash:]
    if not base.endswith("/"):
        base += "/"
    port = 80
    if ":" in where:
        where, number = where.rsplit(":", 1)
        port = int(number)
    return where, port, base


def _read_answer(stream):
    """(status, body) of an HTTP answer, its body capped."""
    line = stream.readline()
    parts = line.split(None, 2)
    if len(parts) < 2 or not parts[0].startswith(b"HTTP/"):
        raise OSError("no HTTP answer")
    status = int(parts[1])
    length = None
    while True:
        line = stream.readline()
        if not line or line in (b"\r\n", b"\n"):
            break
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    if length is None or length > _ANSWER_MAX:
        length = _ANSWER_MAX
    body = b""
    while len(body) < length:
        more = stream.read(length - len(body))
        if not more:
            break
        body += more
    return status, body


def push_now(root, journal, progress=None, limit_ms=LIMIT_MS, clock=None):
    """The menu's Wi-Fi sync: a Push with this port's network module (the board's `network`,
    the simulator's hal/sim_network.py) and the paired settings in <root>/sync/config.
    Returns (sessions marked synced, log bytes sent); raises PushError with the message to
    show."""
    import sys
    import time

    if sys.platform in ("linux", "darwin"):
        from hal import sim_network as network
    else:
        import network
    config = root + "/sync/config"
    return Push(journal, config, network, time, limit_ms, progress, root, clock).run()
