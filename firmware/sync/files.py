"""What a sync needs to know of the stored sessions: which are unsynced, how long their files
are now, where they lie (docs/sync-protocol.md, IDENTITY and the Wi-Fi hello)."""

from core import syncframes

_LISTED = 100  # sessions at most in one IDENTITY or hello
# app/roster.py's MAX_NAMES (tests/firmware/test_roster.py holds them equal), named here so a
# sync in which the host offers no names never loads the roster's code.
ROSTER_MAX = 40


def log_path(journal, session):
    return "{}/{:06d}.log".format(journal.root, session)


def size_of(journal, ident):
    """The size of session `ident`'s log file now, -1 if there is none."""
    import os

    try:
        return os.stat(journal.root + "/" + ident + ".log")[6]
    except OSError:
        return -1


def unsynced(journal):
    """([[number, size, flags], ...] of the sessions not marked synced, oldest first, at most
    _LISTED; whether there are more)."""
    listed = []
    for ident in journal.sessions():
        if journal.is_synced(ident):
            continue
        if len(listed) >= _LISTED:
            return listed, True
        flags = 0
        if ident == journal.current:
            flags |= syncframes.OPEN
            if journal.problems:
                flags |= syncframes.DAMAGED
        listed.append([int(ident), size_of(journal, ident), flags])
    return listed, False
