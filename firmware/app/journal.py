"""The session log on flash: one append-only file per session, and a pointer to the open one.

  <root>/<id>.log     header + framed records (core.logformat), appended one record at a time
  <root>/current      the id of the open session, replaced atomically (write new, rename)
  <root>/<id>.synced  present once the host has stored the session; only then may it be pruned

Each record is appended and the file closed before the change is applied in memory, so a power
cut loses at most the record being written. Restore reads only the open session's file, so boot
time does not grow with the number of stored evenings.
"""

import os

from core import logformat
from core.errors import InputError
from core.sessionlog import read_log

_ENOSPC = 28


class StorageFullError(Exception):
    """The filesystem has no room for the record; nothing stored was changed."""

    def __init__(self):
        super().__init__("storage full: sync to the laptop, then delete old sessions")


class Journal:
    def __init__(self, root):
        self.root = root
        self.current = None  # id of the open session
        self.session = None
        self.problems = []  # (offset, message) found when the open session was restored
        try:
            os.mkdir(root)
        except OSError:
            pass  # already there

    # -- the open session ------------------------------------------------------------------
    def start(self, session):
        """Begin logging `session` in a new file and make it the open session."""
        ident = self._next_id()
        # Written whole under a temporary name, then renamed: a .log file is never half-started.
        # The start record goes in twice: everything after it depends on it, so one damaged
        # copy must not cost the evening.
        first = logformat.frame(logformat.START, session.start_record())
        start = logformat.HEADER + first + first
        self._write(self.root + "/new.tmp", "wb", start)
        os.rename(self.root + "/new.tmp", self._path(ident))
        self._write_pointer(ident)
        self.current = ident
        self.session = session
        return ident

    def persist(self, kind, value):
        """Append one record to the open session's file (Session calls this before applying)."""
        if self.current is None:
            raise InputError("session", "no session is open")
        self._write(self._path(self.current), "ab", logformat.frame(kind, value))

    def add(self, hand):
        return self.session.add(hand, self.persist)

    def undo(self):
        self.session.undo(self.persist)

    def edit(self, index, hand):
        self.session.edit(index, hand, self.persist)

    def delete(self, index):
        self.session.delete(index, self.persist)

    def end(self):
        """Close the open session: logged as ended, no longer restored at boot."""
        self.session.end(self.persist)
        try:
            os.remove(self.root + "/current")
        except OSError:
            pass
        self.current = None

    def restore(self):
        """Load the open session after a restart; returns it, or None if none was open."""
        try:
            with open(self.root + "/current") as handle:
                ident = handle.read().strip()
        except OSError:
            return None
        if not ident:
            return None
        session, problems = self.load(ident)
        self.current = ident
        self.session = session
        self.problems = problems
        return session

    # -- stored sessions -------------------------------------------------------------------
    def load(self, ident):
        """(session, problems) from a stored session file."""
        return read_log(self._path(ident))

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

    def _next_id(self):
        ids = self.sessions()
        return "{:06d}".format(int(ids[-1]) + 1 if ids else 1)

    def _write_pointer(self, ident):
        tmp = self.root + "/current.tmp"
        self._write(tmp, "wb", ident.encode())
        os.rename(tmp, self.root + "/current")  # atomic on LittleFS and POSIX

    def _write(self, path, mode, data):
        try:
            with open(path, mode) as handle:
                handle.write(data)
        except OSError as err:
            if err.args and err.args[0] == _ENOSPC:
                raise StorageFullError() from None
            raise
