"""A minimal host side of the serial sync (docs/sync-protocol.md), built on the frame codec: the
tests drive the device with it, in-process on the MicroPython port and over a pseudo-terminal
on CPython. It keeps every session's bytes in memory as the prefix it holds.

`link` has send(bytes), receive(ms) -> bytes (what came within ms; b"" if nothing) and now()
-> ms. Retries and timeouts follow the document: HELLO again every second, a resend asked for
once per second without progress, give up after 10 s without any."""

from sync import wire as sf

RETRY_MS = 1000
GIVE_UP_MS = 10000


class SyncError(Exception):
    pass


class HostDriver:
    def __init__(self, link, store=None, names=()):
        self.link = link
        self.names = names  # roster names to push, if the device takes them
        self.held = []
        self.store = store if store is not None else {}  # (device, session) -> bytearray
        self.parser = sf.Parser()
        self.nonce = 0
        self.device = None
        self.identity = None
        self.frames_in = 0
        self.round_trips = 0

    # -- frames -----------------------------------------------------------------------------
    def _next(self, until):
        """The next frame from the device, or None when `until` (ms) has passed."""
        while True:
            got = self.parser.next()
            if got is not None:
                self.frames_in += 1
                return got
            left = until - self.link.now()
            if left <= 0:
                return None
            data = self.link.receive(min(left, 200))
            if data:
                self.parser.feed(data)
            elif self.parser.pending():
                self.parser.timeout()

    def _json_reply(self, request, kinds, match, tries=GIVE_UP_MS // RETRY_MS):
        """Send `request` until a frame of one of `kinds` whose body passes `match` comes."""
        for _ in range(tries):
            self.link.send(request)
            self.round_trips += 1
            until = self.link.now() + RETRY_MS
            while True:
                got = self._next(until)
                if got is None:
                    break
                if got[1] in kinds:
                    try:
                        fields = sf.read_json(got[2])
                    except ValueError:
                        continue
                    if match(fields):
                        return got[1], fields
        raise SyncError("no answer from the device")

    # -- a whole sync -----------------------------------------------------------------------
    def hello(self, versions=sf.VERSIONS):
        self.nonce += 1
        nonce = self.nonce
        kind, fields = self._json_reply(
            sf.hello(nonce, versions),
            (sf.IDENTITY, sf.VERSION_MISMATCH),
            lambda f: f.get("nonce") == nonce,
        )
        if kind == sf.VERSION_MISMATCH:
            raise SyncError(
                "the device speaks sync protocol {}, this host {}".format(
                    fields["versions"], list(versions)
                )
            )
        self.device = fields["device"]
        self.identity = fields
        return fields

    def sync(self):
        """Pull every unsynced session to its size now, mark the closed ones. Returns the log
        bytes received."""
        got = 0
        identity = self.hello()
        for session, size, flags in identity["sessions"]:
            got += self.pull(session, size)
            if not flags & sf.OPEN:
                self.mark(session, size)
        if self.names and identity.get("names"):
            for batch in self._name_batches(identity.get("frame", 1024)):
                self.nonce += 1
                nonce = self.nonce
                request = {"nonce": nonce, "names": batch}
                kind, fields = self._json_reply(
                    sf.message(sf.NAMES, request),
                    (sf.ROSTER,),
                    lambda f, n=nonce: f.get("nonce") == n,
                )
                self.held += fields["held"]
        self.link.send(sf.message(sf.BYE, {"sessions": len(identity["sessions"]), "bytes": got}))
        return got

    def _name_batches(self, most):
        """The names in NAMES frames of at most `most` bytes (IDENTITY's "frame")."""
        batch = []
        for name in self.names:
            longer = sf.message(sf.NAMES, {"nonce": 1 << 30, "names": batch + [name]})
            if batch and len(longer) > most:
                yield batch
                batch = []
            batch.append(name)
        if batch:
            yield batch

    def pull(self, session, size):
        held = self.store.setdefault((self.device, session), bytearray())
        start = len(held)
        if start >= size:
            return 0
        ask = {"s": session, "from": start, "to": size, "check": sf.check(held)}
        ask["digest"] = sf.digest([held])  # the content check (docs/sync-protocol.md)
        request = sf.message(sf.PULL, ask)
        self.link.send(request)
        self.round_trips += 1
        asked = self.link.now()  # when a resend was last asked for
        progress = self.link.now()
        while len(held) < size:
            now = self.link.now()
            if now - progress > GIVE_UP_MS:
                raise SyncError("the transfer stalled")
            got = self._next(now + RETRY_MS)
            if got is None:
                self.link.send(sf.ack(session, len(held), sf.RESEND))
                asked = self.link.now()
                if len(held) == start:
                    self.link.send(request)  # the PULL itself may have been lost
                continue
            version, kind, body = got
            if kind == sf.ERROR:
                raise SyncError("device refused: {}".format(sf.read_json(body)))
            if kind != sf.DATA:
                continue
            number, offset, chunk = sf.read_data(body)
            if number != session:
                continue
            if offset == len(held):
                held.extend(chunk)
                progress = self.link.now()
                self.link.send(sf.ack(session, len(held)))
            elif offset < len(held):
                self.link.send(sf.ack(session, len(held)))  # already held: say so again
            elif self.link.now() - asked >= RETRY_MS or asked <= progress:
                self.link.send(sf.ack(session, len(held), sf.RESEND))
                asked = self.link.now()
        return len(held) - start

    def digest(self, session, size):
        # A view of what is held, not a copy: the test's heap is the device's, shared with the
        # host's side of the line here.
        return sf.digest([memoryview(self.store.get((self.device, session), b""))[:size]])

    def mark(self, session, size):
        kind, fields = self._json_reply(
            sf.message(
                sf.MARK, {"s": session, "size": size, "digest": self.digest(session, size)}
            ),
            (sf.MARKED,),
            lambda f: f.get("s") == session,
        )
        return fields["synced"]
