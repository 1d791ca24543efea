"""The session log on flash: one append-only file per session, and a pointer to the open one.

  <root>/<id>.log     header + framed records (core.log.frames), appended one record at a time
  <root>/current      the id of the open session, replaced atomically (write new, rename)
  <root>/<id>.synced  present once the host has stored the session; only then may it be pruned
  <root>/last         the highest session number ever given out, so none is given twice
  <root>/device       this device's id, made once, where the port has no machine.unique_id()

Each record is appended and the file closed before the change is applied in memory, so a power
cut loses at most the record being written. Restore reads only the open session's file, so boot
time does not grow with the number of stored evenings.
"""

import binascii
import os

from core import heap
from core.errors import InputError
from core.log import codec
from core.log import frames as logformat
from core.session import decoded_start, interned_start, session_from, spare_chunks

_ENOSPC = 28


class StorageFullError(Exception):
    """The filesystem has no room for the record; nothing stored was changed."""

    def __init__(self):
        super().__init__("storage full: sync to the laptop, then delete old sessions")


class Journal:
    # Chunks made for the open session's hands (reserve), until the restore takes them: a
    # class default, so a journal that never reserves holds no slot for them.
    spare = None

    def __init__(self, root):
        self.root = root
        self.current = None  # id of the open session
        self.session = None
        self.problems = []  # (offset, message) found when the open session was restored
        self.version = logformat.VERSION  # of the open session's file
        self.seq = 0  # sequence number of the last record in the open session's file
        self.tag = 0  # the open session's tag in every frame (logformat.session_tag)
        # What was pending before the last correction (status rows), for the screen that says
        # what it moved (app.changes).
        self.before = ()
        try:
            os.mkdir(root)
        except OSError:
            pass  # already there
        self.device = self._device_id()

    # -- the open session ------------------------------------------------------------------
    def start(self, session, hands=()):
        """Begin logging `session` in a new file and make it the open session. Refused while
        another session is open: end it first, so no evening is left neither ended nor open.
        `hands`: records the session continues from (a tournament table's list taken over from
        a swapped device, docs/tournament.md), scored first and written in the same file, so a
        power cut leaves all of them or no session."""
        if self.current is not None or self._pointer():
            raise InputError("session", "a session is still open; end it first")
        number = self._next_number()
        ident = "{:06d}".format(number)
        session.device = self.device
        session.number = number
        tag = logformat.session_tag(self.device, number)
        # Written whole under a temporary name, then renamed: a .log file is never half-started.
        # The start record goes in twice: everything after it depends on it, so one damaged
        # copy must not cost the evening. A filler frame between the copies keeps a small hole
        # (up to its 64 bytes) from taking both.
        # Written piece by piece, not joined: the joined start (~2.3 KB) was the largest block
        # an evening asked for.
        first = logformat.frame(logformat.START, session.start_record(), 0, tag)
        # The session's nonce, 16 random hex digits, in the filler (docs/log-format.md): a
        # re-flashed device, numbering from 1 again, never begins another of this identity.
        pad = logformat.pad(0, tag, str(binascii.hexlify(os.urandom(8)), "ascii"))
        records = []

        def framed(kind, value):
            records.append(logformat.frame(kind, value, len(records) + 1, tag))

        for hand in hands:
            session.add(hand, framed)  # an InputError here: nothing was written
        self._write(self.root + "/new.tmp", "wb", logformat.HEADER, first, pad, first, *records)
        os.rename(self.root + "/new.tmp", self._path(ident))
        self._write_pointer(ident)
        self.current = ident
        self.session = session
        self.version = logformat.VERSION
        self.seq = len(records)
        self.tag = tag
        return ident

    def persist(self, kind, value):
        """Append one record to the open session's file (Session calls this before applying)."""
        if self.current is None:
            raise InputError("session", "no session is open")
        if self.version < 2:  # a session begun by an older firmware stays in its format
            data = logformat.frame(kind, value)
        else:
            data = logformat.frame(kind, value, self.seq + 1, self.tag, self.version)
        self._write(self._path(self.current), "ab", data)
        self.seq += 1

    def add(self, hand):
        """Returns (deltas, events) of the hand."""
        return self.session.add(hand, self.persist)

    def undo(self):
        """Returns (first, deltas): hands from `first` on changed, totals moved by deltas."""
        self.before = self.session.status()
        return self.session.undo(self.persist)

    def edit(self, index, hand):
        """Returns (first, deltas), as undo."""
        self.before = self.session.status()
        return self.session.edit(index, hand, self.persist)

    def delete(self, index):
        """Returns (first, deltas), as undo."""
        self.before = self.session.status()
        return self.session.delete(index, self.persist)

    def end(self):
        """Close the open session: logged as ended, no longer restored at boot."""
        self.session.end(self.persist)
        try:
            os.remove(self.root + "/current")
        except OSError:
            pass
        self.current = None

    def reserve(self):
        """Make the chunks the open session's hands will take at the restore now, at boot
        before the screens, while the heap is in one piece: asked for one at a time amid the
        restore, each needed a 256-byte hole that a cut-up heap no longer had
        (docs/measuring.md). A shortfall is made as it comes; what is left over is let go
        after the read."""
        ident = self._pointer()
        if not ident:
            return
        try:
            size = heap.load(_FOLLOW).hands_bytes(self._path(ident))
        finally:
            heap.unload(_FOLLOW)
        if size:
            try:
                self.spare = spare_chunks(size)
            except MemoryError:
                pass  # a log larger than the heap: the restore makes them as it reads, if it can

    def restore(self):
        """Load the open session after a restart; returns it, or None if none was open."""
        ident = self._pointer()
        spare = self.spare
        if spare is not None:
            self.spare = None
        if not ident:
            return None
        session, found = _read(self._path(ident), spare)
        self.current = ident
        self.session = session
        self.problems = found.problems
        self.version = found.version
        self.seq = max(found.seq, 0)
        self.tag = found.tag or 0
        return session

    # -- stored sessions -------------------------------------------------------------------
    def load(self, ident):
        """(session, problems) from a stored session file."""
        session, found = _read(self._path(ident))
        return session, found.problems

    def sessions(self):
        """Ids of every stored session, oldest first."""
        names = os.listdir(self.root)
        return sorted(n[:-4] for n in names if n.endswith(".log") and n[:-4].isdigit())

    def mark_synced(self, ident):
        self._write(self.root + "/" + ident + ".synced", "wb", b"")

    def is_synced(self, ident):
        try:
            os.stat(self.root + "/" + ident + ".synced")
            return True
        except OSError:
            return False

    def prune(self, ident):
        """Delete a stored session the user chose; refused unless it is synced and closed."""
        if ident == self.current:
            raise InputError("session", "the open session cannot be deleted")
        if not self.is_synced(ident):
            raise InputError(
                "session", "session {} is not synced yet; sync it first".format(ident)
            )
        os.remove(self._path(ident))
        os.remove(self.root + "/" + ident + ".synced")

    # -- internals -------------------------------------------------------------------------
    def _path(self, ident):
        return self.root + "/" + ident + ".log"

    def _pointer(self):
        """The id of the open session, or "" if none is open."""
        try:
            with open(self.root + "/current") as handle:
                return handle.read().strip()
        except OSError:
            return ""

    def _next_number(self):
        """A session number never given out on this device before, also after a prune: one
        past the highest ever given (kept in `last`) and past every stored file."""
        ids = self.sessions()
        number = int(ids[-1]) if ids else 0
        try:
            with open(self.root + "/last") as handle:
                number = max(number, int(handle.read().strip()))
        except (OSError, ValueError):
            pass  # a first start, or a damaged file: the stored files still say enough
        number += 1
        tmp = self.root + "/last.tmp"
        self._write(tmp, "wb", str(number).encode())
        os.rename(tmp, self.root + "/last")
        return number

    def _device_id(self):
        """This device's id as hex: its machine.unique_id() where the port has one, else a
        random id made once and kept in `device`."""
        try:
            import machine

            return str(binascii.hexlify(machine.unique_id()), "ascii")
        except (ImportError, AttributeError):
            pass
        path = self.root + "/device"
        try:
            with open(path) as handle:
                ident = handle.read().strip()
            if ident:
                return ident
        except OSError:
            pass
        ident = str(binascii.hexlify(os.urandom(8)), "ascii")
        self._write(path + ".tmp", "wb", ident.encode())
        os.rename(path + ".tmp", path)
        return ident

    def _write_pointer(self, ident):
        tmp = self.root + "/current.tmp"
        self._write(tmp, "wb", ident.encode())
        os.rename(tmp, self.root + "/current")  # atomic on LittleFS and POSIX

    def _write(self, path, mode, *parts):
        try:
            with open(path, mode) as handle:
                for data in parts:
                    handle.write(data)
        except OSError as err:
            if err.args and err.args[0] == _ENOSPC:
                raise StorageFullError() from None
            raise


def _read(path, spare=None):
    """(session or None, what the read found) from a log file: core.sessionlog.restore, with
    the reader let go between its steps, so the session, its settings and its rules are made,
    and the evening scored, without the reader's code in the heap (docs/measuring.md). A log
    as the journal wrote it is read by core.log.follow alone; the full reader (core.sessionlog)
    is loaded only for what that leaves. `spare`: chunks for the hands, made before
    (Journal.reserve)."""
    got = _start(path)
    session = found = None
    if got is not None:
        start, mark = got
        got = None
        interned_start(start)
        session = session_from(start)
        start = None
    if session is not None:
        session.hands.spare = spare
        spare = None
        session.hands.low = True  # each chunk made as low in the heap as it fits
        try:
            mark, done = _follow("read_on", path, mark, session.load)
            if not done:  # the full reader reads on from there
                found = _log_reader().read_into(path, session, mark, True)
                mark = None if found is None else found.mark()
            found = None if mark is None else _Found(mark)
        except InputError:  # a record that does not fit the hands before it
            found = None
        finally:
            session.hands.low = False
            session.hands.spare = None  # those not taken are let go
            _let_go_of_the_reader()
        if found is not None and not _rescored(session):
            found = None
    if found is None:  # a damaged log: read again record by record, each checked
        session = None
        try:
            got = _log_reader().read_start(path)
        finally:
            _let_go_of_the_reader()
        if got is not None:
            session = session_from(decoded_start(got[0]))
        try:
            session, found = _log_reader().read_checked(path, got, session)
            found = _Found(found.mark())
        finally:
            _let_go_of_the_reader()
    return session, found


def _start(path):
    """(the open log's start record decoded, or None if it does not decode; the mark past its
    copies), or None if the log does not begin with copies of one start: read by
    core.log.follow, or by the full reader if the head is not as the journal wrote it. The
    encoding is let go on return, before the record's words are interned and the session is
    made (~1 KB in one piece, when those make the settings' dicts of about as much)."""
    got = _follow("starts", path)
    if got is None:
        try:
            got = _log_reader().read_start(path)
        finally:
            _let_go_of_the_reader()
    if got is None:
        return None
    try:
        return codec.decode(got[0])[0], got[1]
    except ValueError:
        return None, got[1]


def _follow(name, path, *args):
    """core.log.follow's `name`(the log open at `path`, *args), the module loaded for it and
    let go after."""
    try:
        with open(path, "rb") as handle:
            return getattr(heap.load(_FOLLOW), name)(handle, *args)
    finally:
        heap.unload(_FOLLOW)


class _Found:
    """What a read of the log found (a reader's mark: Reader.mark), kept without the reader,
    whose code is let go."""

    def __init__(self, mark):
        _, self.version, self.tag, self.seq, self.problems = mark


def _rescored(session):
    try:
        session.rescore()
    except InputError:
        return False
    return True


# The log reader is needed only to read a log back (a restore at boot, a stored session): it is
# imported for that and let go again, so a running evening does not keep it in the heap.
_READER = ("core.sessionlog", "core.log.reader", "core.log.follow")
_FOLLOW = "core.log.follow"


def _log_reader():
    return heap.load(_READER[0])


def _let_go_of_the_reader():
    for name in _READER:
        heap.unload(name)
