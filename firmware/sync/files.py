"""What a sync needs to know of the stored sessions: which are unsynced, how long their files
are now, where they lie (docs/sync-protocol.md, IDENTITY and the Wi-Fi hello)."""

from sync import wire

# Sessions at most in one IDENTITY or hello: with their nonces (about 40 bytes of JSON each)
# an IDENTITY stays under the frame's 4096 bytes.
_LISTED = 80
# sync/roster.py's MAX_NAMES (tests/firmware/test_roster.py holds them equal), named here so a
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
            flags |= wire.OPEN
            if journal.problems:
                flags |= wire.DAMAGED
        listed.append([int(ident), size_of(journal, ident), flags])
    return listed, False


def number_above(journal, highest):
    """The host holds sessions of this device up to number `highest` (an erased flash starts
    its numbers again): the journal's `last` (app/journal.py) goes up to it, so the next
    session is numbered past it."""
    import os

    path = journal.root + "/last"
    try:
        with open(path) as handle:
            last = int(handle.read().strip())
    except (OSError, ValueError):
        last = 0
    if highest > last:
        journal._write(path + ".tmp", "wb", str(highest).encode())
        os.rename(path + ".tmp", path)


def nonces(journal, listed, space):
    """Each listed session's nonce (None for a log without one), read from its filler frame
    (wire.pad_at, pad_nonce) into `space` (a memoryview of at least 64 bytes)."""
    out = []
    for item in listed:
        nonce = None
        try:
            with open(log_path(journal, item[0]), "rb") as handle:
                got = handle.readinto(space[: wire.NONCE_HEAD])
                at = wire.pad_at(space[:got])
                if at is not None:
                    handle.seek(at)
                    nonce = wire.pad_nonce(space[: handle.readinto(space[:64])])
        except OSError:
            pass
        out.append(nonce)
    return out


def digest_of(journal, session, length, space):
    """wire.digest of the first `length` bytes of session `session`'s log; None when
    the file is shorter (or gone)."""
    try:
        with open(log_path(journal, session), "rb") as handle:
            return wire.digest(wire.file_pieces(handle, length, space))
    except (OSError, ValueError):
        return None


def set_clock(clock, now):
    """Set the device's clock from the host's "YYYY-MM-DDTHH:MM" (BYE, the Wi-Fi "have");
    anything else is left alone: the date then stays unknown rather than wrong."""
    if clock is None or not isinstance(now, str) or len(now) != 16 or now[10] != "T":
        return
    try:
        clock.set_date(now[:10], int(now[11:13]), int(now[14:16]))
    except ValueError:
        pass  # InputError is a ValueError: a date the clock refuses
